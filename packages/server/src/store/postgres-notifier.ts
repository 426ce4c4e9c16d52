import type { ServerLog } from '../ops/log.ts';

/** A notification: its channel and its payload. */
export type Notification = readonly [channel: string, payload: string];

/**
 * Sends NOTIFYs in order without a round trip each: what is sent while a statement is in flight
 * goes together in the next, like the group commit. A statement that fails is logged and its
 * notifications dropped: they are hints, and every process checks its rooms at its next gap check.
 */
export class Notifier {
  #pending: Notification[] = [];
  #chain: Promise<void> = Promise.resolve();
  readonly #send: (batch: readonly Notification[]) => Promise<void>;
  readonly #log: ServerLog;

  /** `send` runs one statement for the batch (e.g. `SELECT pg_notify(…) FROM json_array_elements(…)`). */
  constructor(send: (batch: readonly Notification[]) => Promise<void>, log: ServerLog) {
    this.#send = send;
    this.#log = log;
  }

  /** Queues a notification behind those sent before it. */
  send(channel: string, payload: string): void {
    this.#pending.push([channel, payload]);
    // A flush is already waiting its turn: it takes this one too.
    if (this.#pending.length > 1) return;
    this.#chain = this.#chain.then(() => this.#flush());
  }

  /** Resolves once everything sent so far has been sent (or has failed). */
  drain(): Promise<void> {
    return this.#chain;
  }

  async #flush(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    try {
      await this.#send(batch);
    } catch (error) {
      this.#log.error({ err: error, notifications: batch.length }, 'NOTIFY failed; the other processes catch up at their next gap check');
    }
  }
}
