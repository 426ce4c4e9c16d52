import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { Fanout } from './fanout.ts';
import type { Row } from './rows.ts';
import { migrate } from './schema.ts';
import { params } from './sql-client.ts';
import type { SqlClient, SqlQuery } from './sql-client.ts';
import { createSqlStore } from './sql-store.ts';
import type { GameStore } from './types.ts';

/** How to reach the database. */
export interface PostgresStoreOptions {
  /** A connection URL, e.g. `process.env.DATABASE_URL` (`postgres://user:pass@host:5432/db`). */
  readonly url: string;
  /** Most connections in the pool (default 10), plus one held for LISTEN. */
  readonly maxConnections?: number;
}

/** The channel every store on a database announces its appends on. */
export const APPEND_CHANNEL = 'gomoku_append';

/**
 * An announcement from gomoku_append, or null for a payload that is not one (anyone may NOTIFY on
 * the channel: a stray payload must not break the listener).
 */
export function parseAnnouncement(payload: string): { origin: string; roomId: string; version: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, room, version } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof room !== 'string' || !Number.isSafeInteger(version)) return null;
  return { origin, roomId: room, version: version as number };
}

/**
 * The scale-out store: a PostgreSQL database shared by every server process. Optimistic
 * concurrency on each room's version keeps one authority per room; each append NOTIFYs the
 * others once it has committed, so `subscribe` hears of every process's appends. A process's own
 * appends reach its listeners directly (not through the database), as soon as they commit.
 */
export async function createPostgresStore({ url, maxConnections = 10 }: PostgresStoreOptions): Promise<GameStore> {
  const sql = postgres(url, { max: maxConnections });
  // Prepared: the same few statements run for every append, so each is planned once per connection.
  const client: SqlClient = {
    query: (text, values) => sql.unsafe<Row[]>(text, params(values), { prepare: true }),
    // The driver types begin's result for callbacks that return query arrays; ours return values.
    transaction: async <T>(body: (query: SqlQuery) => Promise<T>) =>
      (await sql.begin((tx) => body((text, values) => tx.unsafe<Row[]>(text, params(values), { prepare: true })))) as T,
  };
  const origin = randomUUID();
  const fanout = new Fanout();
  try {
    await migrate(client);
    // The driver holds LISTEN on a connection of its own and LISTENs again after a reconnect.
    const listening = await sql.listen(APPEND_CHANNEL, (payload) => {
      const announcement = parseAnnouncement(payload);
      if (announcement && announcement.origin !== origin) fanout.emit(announcement.roomId, announcement.version);
    });
    const release = async () => {
      await listening.unlisten();
      await sql.end({ timeout: 5 });
    };
    const store = createSqlStore({ client, fanout, announce: null, release });
    // NOTIFY inside the append's transaction would take PostgreSQL's notification queue lock
    // until the commit is flushed, so every room's commits would wait for one another's disk
    // flush (about 300 a second here, whatever the pool). Sent right after the commit instead,
    // in a statement of its own, commits flush together. A process that dies between the two
    // leaves others without that hint; they catch up on their next hello, event or notice.
    return {
      ...store,
      append: async (input) => {
        const result = await store.append(input);
        if (result.ok) {
          const payload = JSON.stringify({ origin, room: input.roomId, version: result.version });
          await sql.notify(APPEND_CHANNEL, payload).catch((error: unknown) => console.error('NOTIFY after an append failed:', error));
        }
        return result;
      },
    };
  } catch (error) {
    await sql.end({ timeout: 0 });
    throw error;
  }
}
