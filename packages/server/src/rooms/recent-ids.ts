import type { StoredEvent } from '../store/types.ts';
import { loggedId, readLoggedId } from './event-ids.ts';

/** Event ids remembered per room for resends (the store still refuses older ones as duplicates). */
export const REMEMBERED_IDS = 512;

/**
 * The last event ids of a room's log, each with the version it was stored at: a resend of one is
 * acknowledged again without asking the store. Past `limit` the oldest are forgotten.
 */
export class RecentIds {
  /** Logged id → version; a Map iterates in insertion order, so the oldest ids come first. */
  readonly #versions = new Map<string, number>();
  readonly #limit: number;

  constructor(limit = REMEMBERED_IDS) {
    this.#limit = limit;
  }

  /** The version a logged id (`loggedId`) was stored at, if it is one of the last. */
  versionOf(logged: string): number | undefined {
    return this.#versions.get(logged);
  }

  /** Remembers an id just stored at `version`. */
  stored(logged: string, version: number): void {
    this.#versions.set(logged, version);
    this.#forgetOld();
  }

  /** Remembers the ids of events read from the log (a bare id of an older row as its seat's); unreadable ids are passed over. */
  read(events: readonly StoredEvent[]): void {
    for (const event of events) {
      const logged = readLoggedId(event.eventId, event.seat);
      if (logged) this.#versions.set(loggedId(logged.source, logged.id), event.version);
    }
    this.#forgetOld();
  }

  /** Forgets every id (the room dropped what it had read of its log). */
  clear(): void {
    this.#versions.clear();
  }

  #forgetOld(): void {
    for (const id of this.#versions.keys()) {
      if (this.#versions.size <= this.#limit) break;
      this.#versions.delete(id);
    }
  }
}
