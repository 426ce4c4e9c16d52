import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { createLog, type ServerLog } from '../ops/log.ts';
import { StoreError } from './errors.ts';
import { Fanout } from './fanout.ts';
import { GroupCommit, type WriteResult } from './group-commit.ts';
import { guarded } from './guard.ts';
import { migrate } from './postgres-schema.ts';
import { decodeEvent, decodeRoom, encodeAppend, encodeRoom, type Row } from './rows.ts';
import type { AppendInput, AppendResult, DurableStore } from './types.ts';

/** How to reach the database. */
export interface PostgresStoreOptions {
  /** A connection URL, e.g. `process.env.DATABASE_URL` (`postgres://user:pass@host:5432/db`). */
  readonly url: string;
  /**
   * Most connections in the pool for reads, new rooms and notifications (default 10;
   * `gomoku-server` reads `PG_POOL_MAX`), besides one held for LISTEN and one for the group commit.
   */
  readonly maxConnections?: number;
  /** Where opening tells of rooms a migration rewrote or could not read (default: pino at `warn` to stdout). */
  readonly log?: ServerLog;
}

/**
 * Bounds on every call, so an append the server stopped waiting for still settles (the room
 * answers its event by the outcome): a connection attempt gives up after `connectS` seconds, and
 * PostgreSQL cancels a statement after `statementMs`.
 */
export const POSTGRES_TIMEOUTS = { connectS: 5, statementMs: 5_000 } as const;

/** The channel every store on a database announces its appends on. */
export const APPEND_CHANNEL = 'gomoku_append';

/**
 * An announcement from a store on the channel, or null for a payload that is not one (anyone may
 * NOTIFY on the channel: a stray payload must not break the listener).
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

// Each query selects its columns under the names rows.ts reads, JSON as text so that the
// store's own decoder (not the driver's) reads it and can name what is wrong. JSON goes in as
// text too (`$2::text::json`): a parameter typed json would be JSON-encoded again by the driver.
const ROOM_COLUMNS = `id, settings::text AS settings, seats::text AS seats, state::text AS state, version, live,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const SQL = {
  createRoom: `INSERT INTO gomoku_rooms (id, settings, seats, state, version, live, created_at, updated_at)
    VALUES ($1::text, $2::text::json, $3::text::json, $4::text::json, 0, $5::boolean, $6::double precision, $6::double precision)
    ON CONFLICT (id) DO NOTHING RETURNING id`,
  loadRoom: `SELECT ${ROOM_COLUMNS} FROM gomoku_rooms WHERE id = $1::text`,
  appendBatch: `SELECT item_index AS "index", outcome, outcome_version AS version FROM gomoku_append_batch($1::text::json)`,
  eventsSince: `SELECT room_id AS "roomId", version, event_id AS "eventId", seat, event::text AS event, at
    FROM gomoku_events WHERE room_id = $1::text AND version > $2::integer ORDER BY version`,
  expireIdle: `DELETE FROM gomoku_rooms WHERE NOT live AND updated_at < $1::double precision RETURNING id`,
  announce: `SELECT pg_notify($1::text, announcement::text) FROM json_array_elements($2::text::json) AS announcement`,
};

/** An append with its JSON written: one element of gomoku_append_batch's array, as text. */
interface EncodedAppend {
  readonly roomId: string;
  readonly json: string;
}

/** The append as gomoku_append_batch reads it; event and state are JSON text already, so they go in as they are. */
function encodeForBatch(input: AppendInput): EncodedAppend {
  const { event, state, now } = encodeAppend(input);
  const json =
    `{"room":${JSON.stringify(input.roomId)},"expected":${JSON.stringify(input.expectedVersion)},"eventId":${JSON.stringify(input.eventId)},` +
    `"seat":${JSON.stringify(input.seat)},"event":${event},"state":${state},"live":${JSON.stringify(input.live)},"now":${JSON.stringify(now)}}`;
  return { roomId: input.roomId, json };
}

/** gomoku_append_batch's row as an `AppendResult`. */
function toAppendResult(outcome: unknown, version: unknown): AppendResult {
  const known = typeof version === 'number';
  if (outcome === 'ok' && known) return { ok: true, version };
  if ((outcome === 'conflict' || outcome === 'duplicate') && known) return { ok: false, reason: outcome, version };
  if (outcome === 'no-room') return { ok: false, reason: 'no-room' };
  throw new StoreError('corrupt-row', `gomoku_append_batch answered ${JSON.stringify({ outcome, version })}: is the schema someone else's?`);
}

/**
 * The scale-out store: a PostgreSQL database shared by every server process. Optimistic
 * concurrency on each room's version keeps one authority per room. Appends go by group commit
 * (see `GroupCommit`): those that arrive while a batch is in flight go together in the next, as
 * one statement (one round trip, one transaction, one flush of the WAL), each checked on its own.
 * Once a batch has committed, its appends are announced to the other processes (NOTIFY), so
 * `subscribe` hears of every process's appends; this process's own reach its listeners directly.
 */
export async function createPostgresStore({ url, maxConnections = 10, log = createLog('warn') }: PostgresStoreOptions): Promise<DurableStore> {
  // Bounded waits: a store call that outlives its deadline in the room waits for this, never for ever.
  const options = {
    onnotice: () => undefined,
    connect_timeout: POSTGRES_TIMEOUTS.connectS,
    connection: { statement_timeout: POSTGRES_TIMEOUTS.statementMs },
  };
  const sql = postgres(url, { ...options, max: maxConnections });
  // The group commit has a connection of its own (one batch is in flight at a time), so a batch
  // never waits for a pool connection behind reads, such as rooms reloading after a slow spell.
  const writer = postgres(url, { ...options, max: 1 });
  // Prepared: the same few statements run over and over, so each is planned once per connection.
  const query = (text: string, values: readonly (string | number | boolean)[] = []) => sql.unsafe<Row[]>(text, [...values], { prepare: true });
  const origin = randomUUID();
  const fanout = new Fanout();
  try {
    await migrate(async (body) => {
      await sql.begin((tx) => body((text, values = []) => tx.unsafe<Row[]>(text, [...values], { prepare: true })));
    }, log);
    // The driver holds LISTEN on a connection of its own and LISTENs again after a reconnect.
    const listening = await sql.listen(APPEND_CHANNEL, (payload) => {
      const announcement = parseAnnouncement(payload);
      if (announcement && announcement.origin !== origin) fanout.emit(announcement.roomId, announcement.version);
    });

    // Announced after the commit, in a statement of its own: NOTIFY inside the batch's
    // transaction would hold PostgreSQL's notification queue lock until the commit is flushed,
    // so every process's commits would wait for one another's. The announcements go one batch
    // after another, in commit order. A process that dies in between leaves the others without
    // that hint; they catch up on their next hello, event or notice.
    let announcing = Promise.resolve();
    const announce = (announcements: string[]) => {
      const payload = `[${announcements.join(',')}]`;
      announcing = announcing
        .then(() => query(SQL.announce, [APPEND_CHANNEL, payload]))
        .then(
          () => undefined,
          (error: unknown) => console.error('NOTIFY after a commit failed:', error),
        );
    };

    const appends = new GroupCommit<EncodedAppend, AppendResult>(
      async (batch) => {
        const rows = await writer.unsafe<Row[]>(SQL.appendBatch, [`[${batch.map((append) => append.json).join(',')}]`], { prepare: true });
        const results: WriteResult<AppendResult>[] = batch.map(() => ({ ok: false, error: new Error('gomoku_append_batch left this append unanswered.') }));
        for (const row of rows) {
          const index = Number(row.index) - 1;
          if (index >= 0 && index < batch.length) results[index] = { ok: true, outcome: toAppendResult(row.outcome, row.version) };
        }
        return results;
      },
      (batch, results) => {
        const announcements: string[] = [];
        for (const [index, append] of batch.entries()) {
          const result = results[index];
          if (!result?.ok || !result.outcome.ok) continue;
          fanout.emit(append.roomId, result.outcome.version);
          announcements.push(JSON.stringify({ origin, room: append.roomId, version: result.outcome.version }));
        }
        if (announcements.length > 0) announce(announcements);
      },
    );

    return guarded({
      async createRoom(room) {
        const { settings, seats, state, now } = encodeRoom(room);
        const created = await query(SQL.createRoom, [room.id, settings, seats, state, room.live, now]);
        if (created.length === 0) throw new StoreError('room-exists', `A room with the id ${JSON.stringify(room.id)} exists.`);
      },

      async loadRoom(id) {
        const [row] = await query(SQL.loadRoom, [id]);
        return row ? decodeRoom(row) : null;
      },

      append: (input) => appends.submit(encodeForBatch(input)),

      async eventsSince(roomId, version) {
        return (await query(SQL.eventsSince, [roomId, version])).map(decodeEvent);
      },

      async expireIdle(olderThan) {
        return (await query(SQL.expireIdle, [olderThan])).map((row) => String(row.id));
      },

      subscribe: (listener) => fanout.add(listener),

      stats: () => appends.stats,

      async close() {
        await appends.drain();
        await announcing;
        fanout.clear();
        await listening.unlisten();
        await Promise.all([sql.end({ timeout: 5 }), writer.end({ timeout: 5 })]);
      },
    });
  } catch (error) {
    await Promise.all([sql.end({ timeout: 0 }), writer.end({ timeout: 0 })]);
    throw error;
  }
}
