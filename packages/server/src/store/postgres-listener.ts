import postgres from 'postgres';

/** What the listening connection tells its store. */
export interface ListenerEvents {
  /** A notification on one of the channels. */
  readonly notified: (channel: string, payload: string) => void;
  /** The connection was lost and listens again: what was notified meanwhile reached no one. */
  readonly relistened: () => void;
}

/** How soon the lost listening connection is tried again, in seconds, doubling up to `maxS`. */
export const RELISTEN_BACKOFF = { firstS: 0.1, maxS: 2 } as const;

/**
 * A connection of its own that LISTENs on the store's channels. The driver reconnects it after a
 * lost connection (a database restart, a network cut) and LISTENs again; this one retries every
 * `RELISTEN_BACKOFF` (the driver's default grows to 20 s: a restart of a few seconds went
 * unheard for 12–14 s). Each time it listens again it tells `relistened`.
 */
export class Listener {
  readonly #sql: postgres.Sql;
  /** The channels listened on at least once: a later `onlisten` is a reconnection. */
  readonly #heard = new Set<string>();
  #relistening = false;

  private constructor(sql: postgres.Sql) {
    this.#sql = sql;
  }

  /** Listens on `channels`; rejects if the first LISTEN fails. `options` are the store's connection options. */
  static async open(url: string, options: postgres.Options<Record<string, never>>, channels: readonly string[], events: ListenerEvents): Promise<Listener> {
    const sql = postgres(url, { ...options, max: 1, backoff: (attempt) => Math.min(RELISTEN_BACKOFF.firstS * 2 ** attempt, RELISTEN_BACKOFF.maxS) });
    const listener = new Listener(sql);
    try {
      for (const channel of channels) {
        await sql.listen(
          channel,
          (payload) => events.notified(channel, payload),
          () => listener.#listened(channel, events),
        );
      }
    } catch (error) {
      await sql.end({ timeout: 0 });
      throw error;
    }
    return listener;
  }

  /** Stops listening and closes the connection. */
  async close(): Promise<void> {
    await this.#sql.end({ timeout: 5 });
  }

  #listened(channel: string, events: ListenerEvents): void {
    if (!this.#heard.has(channel)) {
      this.#heard.add(channel);
      return;
    }
    // Every channel listens again after one reconnection: one gap told for them all.
    if (this.#relistening) return;
    this.#relistening = true;
    queueMicrotask(() => {
      this.#relistening = false;
      events.relistened();
    });
  }
}
