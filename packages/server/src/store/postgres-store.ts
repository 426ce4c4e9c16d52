import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { createLog, type ServerLog } from '../ops/log.ts';
import { LocalBus } from './bus.ts';
import { StoreError } from './errors.ts';
import { Fanout, Gaps } from './fanout.ts';
import { GroupCommit, type WriteResult } from './group-commit.ts';
import { guarded } from './guard.ts';
import { Listener } from './postgres-listener.ts';
import { Notifier } from './postgres-notifier.ts';
import { migrate } from './postgres-schema.ts';
import { decodeEvent, decodeRoom, encodeAppend, encodeRoom, type Row } from './rows.ts';
import { StoreObservers } from './store-events.ts';
import type { AppendInput, AppendResult, DurableStore } from './types.ts';

/** How to reach the database. */
export interface PostgresStoreOptions {
  /** A connection URL, e.g. `process.env.DATABASE_URL` (`postgres://user:pass@host:5432/db`). */
  readonly url: string;
  /**
   * Most connections in the pool for reads, new rooms and notifications (default 10;
   * `gomoku-server` reads `PG_POOL_MAX`), besides one held for LISTEN and those of the group commit.
   */
  readonly maxConnections?: number;
  /**
   * Group-commit transactions in flight at once, each on a connection of its own (default 2;
   * `gomoku-server` reads `PG_WRITERS`): while one waits for its flush the next already runs, and
   * PostgreSQL flushes concurrent commits together. 1 makes fewer, larger commits (less CPU per
   * move); 2 answers sooner under load.
   */
  readonly writers?: number;
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

/** The channel of the stores' bus (see `GameStore.joinBus`): `MEMBER_ID MESSAGE`. */
export const BUS_CHANNEL = 'gomoku_bus';

/**
 * How often the store tells its gap listeners to check the rooms they hold, besides whenever its
 * listening connection is back: a process that dies between its commit and its NOTIFY tells no one.
 */
export const GAP_CHECK_MS = 5_000;

/** A bus notification as `[member id, message]`, or null for a payload that is not one. */
export function parseBusPayload(payload: string): [origin: string, message: string] | null {
  const space = payload.indexOf(' ');
  return space > 0 ? [payload.slice(0, space), payload.slice(space + 1)] : null;
}

/**
 * An announcement from a store on the channel, or null for a payload that is not one (anyone may
 * NOTIFY on the channel: a stray payload must not break the listener).
 */
export function parseAnnouncement(payload: string): { origin: string; roomId: string; version: number; at: number | null } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, room, version, at } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof room !== 'string' || !Number.isSafeInteger(version)) return null;
  // `at`: when the sender announced it (its wall clock), for the notification delay.
  return { origin, roomId: room, version: version as number, at: typeof at === 'number' && Number.isFinite(at) ? at : null };
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
  // Two arms, each matching one partial index (gomoku_rooms_idle, gomoku_rooms_abandoned).
  expireRooms: `DELETE FROM gomoku_rooms
    WHERE (NOT live AND updated_at < $1::double precision) OR (live AND updated_at < $2::double precision) RETURNING id`,
  versions: `SELECT id, version FROM gomoku_rooms WHERE id IN (SELECT json_array_elements_text($1::text::json))`,
  // [[channel, payload], …]: the notifications of a turn of the event loop in one statement.
  notify: `SELECT pg_notify(n->>0, n->>1) FROM json_array_elements($1::text::json) AS n`,
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
export async function createPostgresStore({ url, maxConnections = 10, writers = 2, log = createLog('warn') }: PostgresStoreOptions): Promise<DurableStore> {
  // Bounded waits: a store call that outlives its deadline in the room waits for this, never for ever.
  const options = {
    onnotice: () => undefined,
    connect_timeout: POSTGRES_TIMEOUTS.connectS,
    connection: { statement_timeout: POSTGRES_TIMEOUTS.statementMs },
  };
  const sql = postgres(url, { ...options, max: maxConnections });
  // The group commit has connections of its own (one per batch in flight), so a batch never
  // waits for a pool connection behind reads, such as rooms reloading after a slow spell.
  const writer = postgres(url, { ...options, max: writers });
  // Prepared: the same few statements run over and over, so each is planned once per connection.
  const query = (text: string, values: readonly (string | number | boolean)[] = []) => sql.unsafe<Row[]>(text, [...values], { prepare: true });
  const origin = randomUUID();
  const fanout = new Fanout();
  const events = new StoreObservers();
  try {
    await migrate(async (body) => {
      await sql.begin((tx) => body((text, values = []) => tx.unsafe<Row[]>(text, [...values], { prepare: true })));
    }, log);
    // Notifications go in order, a turn of the event loop's in one statement after the last's.
    const notifier = new Notifier((pairs) => query(SQL.notify, [JSON.stringify(pairs)]).then(() => undefined), log);
    const bus = new LocalBus((message, member) => notifier.send(BUS_CHANNEL, `${member} ${message}`));
    const gaps = new Gaps();
    // The store's own probe, sent at every gap check: heard back, the listening connection works.
    const probe = `probe-${origin}`;
    const ownAnnouncement = JSON.stringify({ origin }).slice(0, -1);
    let probeHeard = true;
    let connected = true;
    const setConnected = (now: boolean) => {
      if (now !== connected) events.listening((connected = now));
    };
    const listening = await Listener.open(url, options, [APPEND_CHANNEL, BUS_CHANNEL], {
      notified: (channel, payload) => {
        if (channel === APPEND_CHANNEL) {
          // This process's own announcements come back too: told already, skipped unread.
          if (payload.startsWith(ownAnnouncement)) return;
          const announcement = parseAnnouncement(payload);
          if (!announcement || announcement.origin === origin) return;
          if (announcement.at !== null) events.notified((Date.now() - announcement.at) / 1_000);
          fanout.emit(announcement.roomId, announcement.version);
          return;
        }
        const sent = channel === BUS_CHANNEL ? parseBusPayload(payload) : null;
        if (sent?.[0] === probe) {
          probeHeard = true;
          setConnected(true);
          return;
        }
        // A process hears its own NOTIFY too: its own members heard the message already.
        if (sent && !bus.has(sent[0])) bus.deliver(sent[1], sent[0]);
      },
      // Listening again after a lost connection: whatever was committed meanwhile was told to no one.
      relistened: () => gaps.emit(),
    });
    events.listening(true);
    const gapTimer = setInterval(() => {
      // The last probe never came back: the connection is lost (the driver is reconnecting it).
      if (!probeHeard) setConnected(false);
      probeHeard = false;
      notifier.send(BUS_CHANNEL, `${probe} ${Date.now()}`);
      gaps.emit();
    }, GAP_CHECK_MS);
    gapTimer.unref();

    // Announced after the commit, in a statement of its own: NOTIFY inside the batch's
    // transaction would hold PostgreSQL's notification queue lock until the commit is flushed,
    // so every process's commits would wait for one another's. The announcements go one batch
    // after another, in commit order. A process that dies in between leaves the others without
    // that hint; they catch up at the next gap check (`GAP_CHECK_MS`), hello, event or notice.
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
          announcements.push(JSON.stringify({ origin, room: append.roomId, version: result.outcome.version, at: Date.now() }));
        }
        for (const announcement of announcements) notifier.send(APPEND_CHANNEL, announcement);
      },
      events,
      writers,
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

      async expireRooms({ idleBefore, abandonedBefore }) {
        return (await query(SQL.expireRooms, [idleBefore, abandonedBefore])).map((row) => String(row.id));
      },

      subscribe: (listener) => fanout.add(listener),

      onGap: (listener) => gaps.add(listener),

      async versions(roomIds) {
        if (roomIds.length === 0) return new Map();
        const rows = await query(SQL.versions, [JSON.stringify(roomIds)]);
        return new Map(rows.map((row) => [String(row.id), Number(row.version)]));
      },

      joinBus: (listener) => bus.join(listener),

      stats: () => appends.stats,

      observe: (observer) => events.add(observer),

      async close() {
        clearInterval(gapTimer);
        await appends.drain();
        await notifier.drain();
        fanout.clear();
        gaps.clear();
        bus.clear();
        await listening.close();
        await Promise.all([sql.end({ timeout: 5 }), writer.end({ timeout: 5 })]);
      },
    });
  } catch (error) {
    await Promise.all([sql.end({ timeout: 0 }), writer.end({ timeout: 0 })]);
    throw error;
  }
}
