import { StoreError } from './errors.ts';
import type { Fanout } from './fanout.ts';
import { guarded } from './guard.ts';
import { decodeEvent, decodeRoom, encodeAppend, encodeRoom } from './rows.ts';
import type { SqlClient } from './sql-client.ts';
import type { AppendResult, GameStore } from './types.ts';

/** Where a SQL store announces its appends to other processes. */
export interface Announce {
  /** The LISTEN/NOTIFY channel. */
  readonly channel: string;
  /** This store's id, carried in each notification so it can skip its own. */
  readonly origin: string;
}

/** What `createSqlStore` is built on. */
export interface SqlStoreOptions {
  /** The connection (PGlite) or pool (PostgreSQL), already migrated. */
  readonly client: SqlClient;
  /** The listeners of this store: told of its own appends here, of others' by the caller. */
  readonly fanout: Fanout;
  /** Set to have each append NOTIFY other processes in its transaction (PostgreSQL); null for none. */
  readonly announce: Announce | null;
  /** Closes the client (after the store has stopped taking calls). */
  readonly release: () => Promise<void>;
}

// Each query selects its columns under the names rows.ts reads, JSON as text so that the
// store's own decoder (not the driver's) reads it and can name what is wrong. JSON goes in as
// text too (`$2::text::json`): a parameter typed json would be JSON-encoded again by the driver.
const ROOM_COLUMNS = `id, settings::text AS settings, seats::text AS seats, snapshot::text AS snapshot, version, live,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const SQL = {
  createRoom: `INSERT INTO gomoku_rooms (id, settings, seats, snapshot, version, live, created_at, updated_at)
    VALUES ($1::text, $2::text::json, $3::text::json, $4::text::json, 0, $5::boolean, $6::double precision, $6::double precision)
    ON CONFLICT (id) DO NOTHING RETURNING id`,
  loadRoom: `SELECT ${ROOM_COLUMNS} FROM gomoku_rooms WHERE id = $1::text`,
  append: `SELECT outcome, outcome_version AS version FROM gomoku_append(
    $1::text, $2::integer, $3::text, $4::text, $5::text, $6::text, $7::boolean, $8::double precision, $9::text, $10::text)`,
  eventsSince: `SELECT room_id AS "roomId", version, event_id AS "eventId", seat, event::text AS event, at
    FROM gomoku_events WHERE room_id = $1::text AND version > $2::integer ORDER BY version`,
  expireIdle: `DELETE FROM gomoku_rooms WHERE NOT live AND updated_at < $1::double precision RETURNING id`,
};

/**
 * The store over PostgreSQL's SQL, shared by PGlite and PostgreSQL: each method is one statement,
 * so each is atomic without a client-side transaction.
 */
export function createSqlStore({ client, fanout, announce, release }: SqlStoreOptions): GameStore {
  return guarded({
    async createRoom(room) {
      const { settings, seats, snapshot, now } = encodeRoom(room);
      const created = await client.query(SQL.createRoom, [room.id, settings, seats, snapshot, room.live, now]);
      if (created.length === 0) throw new StoreError('room-exists', `A room with the id ${JSON.stringify(room.id)} exists.`);
    },

    async loadRoom(id) {
      const [row] = await client.query(SQL.loadRoom, [id]);
      return row ? decodeRoom(row) : null;
    },

    async append(input) {
      const { event, snapshot, now } = encodeAppend(input);
      const [row] = await client.query(SQL.append, [
        input.roomId,
        input.expectedVersion,
        input.eventId,
        input.seat,
        event,
        snapshot,
        input.live,
        now,
        announce?.channel ?? null,
        announce?.origin ?? null,
      ]);
      const result = toAppendResult(row?.outcome, row?.version);
      if (result.ok) fanout.emit(input.roomId, result.version);
      return result;
    },

    async eventsSince(roomId, version) {
      const rows = await client.query(SQL.eventsSince, [roomId, version]);
      return rows.map(decodeEvent);
    },

    async expireIdle(olderThan) {
      const rows = await client.query(SQL.expireIdle, [olderThan]);
      return rows.map((row) => String(row.id));
    },

    subscribe: (listener) => fanout.add(listener),

    async close() {
      fanout.clear();
      await release();
    },
  });
}

/** gomoku_append's answer as an `AppendResult`. */
function toAppendResult(outcome: unknown, version: unknown): AppendResult {
  const known = typeof version === 'number';
  if (outcome === 'ok' && known) return { ok: true, version };
  if ((outcome === 'conflict' || outcome === 'duplicate') && known) return { ok: false, reason: outcome, version };
  if (outcome === 'no-room') return { ok: false, reason: 'no-room' };
  throw new StoreError('corrupt-row', `gomoku_append answered ${JSON.stringify({ outcome, version })}: is the schema someone else's?`);
}
