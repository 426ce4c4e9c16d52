import { ClientEventSchema, EventIdSchema, type ClientEvent } from '@gomoku/protocol';
import * as v from 'valibot';

/** An event sent and not yet answered: the UI shows it as pending. */
export interface PendingEvent {
  readonly id: string;
  readonly event: ClientEvent;
  /** The server answered "try again" (`busy`): it goes again, same id, after a backoff (the UI says "server busy, retrying"). */
  readonly retrying: boolean;
}

/**
 * The most restored events taken: more than a player ever has waiting, and few enough that all of
 * them, the `hello` and a `ping` fit in a server's burst of messages (40 by default).
 */
export const MAX_RESTORED_EVENTS = 32;

/** One restored event, if it reads as one: its id and event as the protocol takes them (other fields dropped). */
function readOne(value: unknown): PendingEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, event } = value as { id?: unknown; event?: unknown };
  const readId = v.safeParse(EventIdSchema, id);
  const readEvent = v.safeParse(ClientEventSchema, event);
  return readId.success && readEvent.success ? { id: readId.output, event: readEvent.output, retrying: false } : null;
}

/**
 * Pending events restored from where an app kept them (storage, after a reload), read without
 * trusting them: each entry's `id` and `event` checked by the protocol's `EventIdSchema` and
 * `ClientEventSchema`; unreadable entries and repeated ids dropped; the first
 * `MAX_RESTORED_EVENTS` kept, in order, none retrying. Anything but a list is none. Never throws
 * (a getter that throws, a Proxy: that entry, or the whole value, is dropped).
 */
export function readPendingEvents(value: unknown): PendingEvent[] {
  const events: PendingEvent[] = [];
  try {
    if (!Array.isArray(value)) return events;
    const seen = new Set<string>();
    for (let i = 0; i < value.length && events.length < MAX_RESTORED_EVENTS; i++) {
      let read: PendingEvent | null = null;
      try {
        read = readOne(value[i]);
      } catch {
        // An entry that cannot be read is no event.
      }
      if (!read || seen.has(read.id)) continue;
      seen.add(read.id);
      events.push(read);
    }
  } catch {
    // A list that cannot be read past here: what was read of it.
  }
  return events;
}
