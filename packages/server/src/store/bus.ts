import { randomUUID } from 'node:crypto';
import { StoreError } from './errors.ts';
import { Listeners } from './fanout.ts';
import { BUS_MESSAGE_BYTES, type BusListener, type BusMember } from './types.ts';

/** Refuses a bus message longer than `BUS_MESSAGE_BYTES`, before anything is sent. */
export function checkBusMessage(message: string): void {
  if (typeof message !== 'string' || Buffer.byteLength(message) > BUS_MESSAGE_BYTES) {
    throw new StoreError('bad-value', `A bus message is a string of at most ${BUS_MESSAGE_BYTES} bytes.`);
  }
}

/**
 * The members of a bus in this process. A message from one member reaches the others here
 * (`deliver`) and, through `send` (PostgreSQL's NOTIFY), the other processes, which `deliver` it
 * to theirs. A listener that throws is rethrown on its own (see `Listeners`).
 */
export class LocalBus {
  readonly #ids = new Set<string>();
  readonly #members = new Listeners<[message: string, origin: string]>();
  readonly #send: (message: string, origin: string) => void;

  /** `send`: how a message leaves the process (nothing for a store no other process shares). */
  constructor(send: (message: string, origin: string) => void = () => undefined) {
    this.#send = send;
  }

  /** Adds a member that hears every other member's messages. */
  join(listener: BusListener): BusMember {
    const id = randomUUID();
    this.#ids.add(id);
    const remove = this.#members.add((message, origin) => origin !== id && listener(message, origin));
    return {
      id,
      publish: (message) => {
        checkBusMessage(message);
        if (!this.#ids.has(id)) return;
        this.deliver(message, id);
        this.#send(message, id);
      },
      leave: () => {
        this.#ids.delete(id);
        remove();
      },
    };
  }

  /** Whether `id` is a member here (a process's own NOTIFY comes back to it: its members heard it already). */
  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /** Tells every member here but the sender. */
  deliver(message: string, origin: string): void {
    this.#members.emit(message, origin);
  }

  /** Forgets every member (the store is closing). */
  clear(): void {
    this.#ids.clear();
    this.#members.clear();
  }
}
