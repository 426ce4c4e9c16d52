import type { ServerLog } from '../ops/log.ts';
import { StoreError } from './errors.ts';
import { gameStateRewrites } from './game-state-migration.ts';
import type { Row } from './rows.ts';

/** Runs one statement (in the migration's transaction) and returns its rows. */
export type Query = (text: string, params?: readonly (string | number)[]) => Promise<readonly Row[]>;

/** A step of a migration: one statement, or work over the rows in the migration's transaction. */
type Step = string | ((query: Query, log: ServerLog) => Promise<void>);

/**
 * Rewrites every room's game stored before `GameState` as its `GameState`, in the migration's
 * transaction: all rooms or none (see `gameStateRewrites`).
 */
async function rewriteGames(query: Query, log: ServerLog): Promise<void> {
  const rows = await query('SELECT id, state::text AS state FROM gomoku_rooms');
  const rewrites = gameStateRewrites(
    rows.map((row) => ({ id: String(row.id), state: String(row.state) })),
    log,
  );
  if (rewrites.length === 0) return;
  // One statement for them all: the rows as a JSON array, each state's text kept as written.
  const payload = `[${rewrites.map(({ id, state }) => `{"id":${JSON.stringify(id)},"state":${state}}`).join(',')}]`;
  await query('UPDATE gomoku_rooms r SET state = u.state FROM json_to_recordset($1::text::json) AS u(id text, state json) WHERE r.id = u.id', [payload]);
}

/** Version 2's gomoku_append_batch (version 3 replaces it to write the renamed column). */
const APPEND_BATCH_V2 = `CREATE FUNCTION gomoku_append_batch(p_batch json)
      RETURNS TABLE (item_index integer, outcome text, outcome_version integer)
      LANGUAGE plpgsql AS $$
    DECLARE
      item json;
      current_version integer;
    BEGIN
      PERFORM 1 FROM gomoku_rooms r
        WHERE r.id IN (SELECT e ->> 'room' FROM json_array_elements(p_batch) e)
        ORDER BY r.id FOR UPDATE;
      item_index := 0;
      FOR item IN SELECT e FROM json_array_elements(p_batch) e LOOP
        item_index := item_index + 1;
        outcome_version := NULL;
        SELECT r.version INTO current_version FROM gomoku_rooms r WHERE r.id = item ->> 'room';
        IF NOT FOUND THEN
          outcome := 'no-room';
        ELSE
          SELECT e.version INTO outcome_version FROM gomoku_events e
            WHERE e.room_id = item ->> 'room' AND e.event_id = item ->> 'eventId';
          IF FOUND THEN
            outcome := 'duplicate';
          ELSIF current_version <> (item ->> 'expected')::integer THEN
            outcome := 'conflict';
            outcome_version := current_version;
          ELSE
            outcome := 'ok';
            outcome_version := current_version + 1;
            INSERT INTO gomoku_events (room_id, version, event_id, seat, event, at)
              VALUES (item ->> 'room', outcome_version, item ->> 'eventId', item ->> 'seat', item -> 'event', (item ->> 'now')::double precision);
            UPDATE gomoku_rooms SET version = outcome_version, snapshot = item -> 'snapshot',
              live = (item ->> 'live')::boolean, updated_at = (item ->> 'now')::double precision
              WHERE id = item ->> 'room';
          END IF;
        END IF;
        RETURN NEXT;
      END LOOP;
    END
    $$`;

/**
 * Version 5's gomoku_append_batch: the batch parsed once (`json_to_recordset`), each room locked
 * as its appends come up; version 6 stores an append's result with it.
 */
const APPEND_BATCH_V5 = `CREATE OR REPLACE FUNCTION gomoku_append_batch(p_batch json)
      RETURNS TABLE (item_index integer, outcome text, outcome_version integer)
      LANGUAGE plpgsql AS $$
    DECLARE
      item record;
      current_version integer;
    BEGIN
      FOR item IN
        SELECT x.* FROM ROWS FROM (json_to_recordset(p_batch)
          AS (room text, expected integer, "eventId" text, seat text, event json, state json, live boolean, now double precision))
          WITH ORDINALITY AS x(room, expected, event_id, seat, event, state, live, now, position)
        ORDER BY x.room, x.position
      LOOP
        item_index := item.position;
        outcome_version := NULL;
        SELECT r.version INTO current_version FROM gomoku_rooms r WHERE r.id = item.room FOR UPDATE;
        IF NOT FOUND THEN
          outcome := 'no-room';
        ELSE
          SELECT e.version INTO outcome_version FROM gomoku_events e WHERE e.room_id = item.room AND e.event_id = item.event_id;
          IF FOUND THEN
            outcome := 'duplicate';
          ELSIF current_version <> item.expected THEN
            outcome := 'conflict';
            outcome_version := current_version;
          ELSE
            outcome := 'ok';
            outcome_version := current_version + 1;
            INSERT INTO gomoku_events (room_id, version, event_id, seat, event, at)
              VALUES (item.room, outcome_version, item.event_id, item.seat, item.event, item.now);
            UPDATE gomoku_rooms SET version = outcome_version, state = item.state, live = item.live, updated_at = item.now
              WHERE id = item.room;
          END IF;
        END IF;
        RETURN NEXT;
      END LOOP;
    END
    $$`;

/**
 * The schema's history, one entry per version, each a list of steps: single statements (the
 * extended query protocol runs one statement at a time), or work in TypeScript. Entry i takes the
 * schema from version i to i + 1. Never edit a released entry: add one.
 */
const MIGRATIONS: readonly (readonly Step[])[] = [
  [
    // JSON columns are `json`, not `jsonb`: the store never looks inside them, so it keeps the text
    // as written and only has it checked; times are milliseconds since the epoch, from the server.
    `CREATE TABLE gomoku_rooms (
      id text PRIMARY KEY,
      settings json NOT NULL,
      seats json NOT NULL,
      snapshot json NOT NULL,
      version integer NOT NULL CHECK (version >= 0),
      live boolean NOT NULL,
      created_at double precision NOT NULL,
      updated_at double precision NOT NULL
    )`,
    // expireIdle reads only rooms that are not live, by age.
    `CREATE INDEX gomoku_rooms_idle ON gomoku_rooms (updated_at) WHERE NOT live`,
    `CREATE TABLE gomoku_events (
      room_id text NOT NULL REFERENCES gomoku_rooms (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version > 0),
      event_id text NOT NULL,
      seat text NOT NULL,
      event json NOT NULL,
      at double precision NOT NULL,
      PRIMARY KEY (room_id, version),
      UNIQUE (room_id, event_id)
    )`,
    // The whole append in one statement: one round trip, atomic. (Since version 2 the store
    // appends through gomoku_append_batch.) The row lock orders concurrent appends to a room: the second waits for the first
    // to commit, and (READ COMMITTED, a fresh snapshot per statement) then sees its event and
    // version. A duplicate is looked for before the version is compared, because a resend after a
    // reconnect carries a stale expected version. pg_notify is delivered only if the transaction commits.
    `CREATE FUNCTION gomoku_append(
      p_room text, p_expected integer, p_event_id text, p_seat text, p_event text, p_snapshot text,
      p_live boolean, p_now double precision, p_channel text, p_origin text,
      OUT outcome text, OUT outcome_version integer
    ) LANGUAGE plpgsql AS $$
    DECLARE
      current_version integer;
    BEGIN
      SELECT r.version INTO current_version FROM gomoku_rooms r WHERE r.id = p_room FOR UPDATE;
      IF NOT FOUND THEN
        outcome := 'no-room';
        RETURN;
      END IF;
      SELECT e.version INTO outcome_version FROM gomoku_events e WHERE e.room_id = p_room AND e.event_id = p_event_id;
      IF FOUND THEN
        outcome := 'duplicate';
        RETURN;
      END IF;
      IF current_version <> p_expected THEN
        outcome := 'conflict';
        outcome_version := current_version;
        RETURN;
      END IF;
      outcome := 'ok';
      outcome_version := current_version + 1;
      INSERT INTO gomoku_events (room_id, version, event_id, seat, event, at)
        VALUES (p_room, outcome_version, p_event_id, p_seat, p_event::json, p_now);
      UPDATE gomoku_rooms SET version = outcome_version, snapshot = p_snapshot::json, live = p_live, updated_at = p_now
        WHERE id = p_room;
      IF p_channel IS NOT NULL THEN
        PERFORM pg_notify(p_channel, json_build_object('origin', p_origin, 'room', p_room, 'version', outcome_version)::text);
      END IF;
    END
    $$`,
  ],
  [
    // A batch of appends (a JSON array of {room, expected, eventId, seat, event, snapshot, live,
    // now}) in one statement, so in one round trip and one transaction: group commit. One row
    // per append, by position. Every room of the batch is locked first, in id order, so two
    // processes' batches never deadlock; then each append is checked on its own as
    // gomoku_append does (a duplicate before the version), so a refused append never holds
    // back the others. READ COMMITTED, and each statement of a function has a fresh snapshot:
    // after waiting for another process's lock, the checks see what it committed.
    APPEND_BATCH_V2,
  ],
  [
    // Rooms hold the game's GameState (plain versioned JSON), no longer XState's persisted
    // snapshot: the column is renamed, and every room stored before is rewritten in this
    // transaction. PL/pgSQL resolves column names when a function runs, so gomoku_append_batch is
    // replaced to write the new name (and read it from the batch under that name), and
    // version 1's gomoku_append, no longer called, is dropped rather than left broken.
    `ALTER TABLE gomoku_rooms RENAME COLUMN snapshot TO state`,
    APPEND_BATCH_V2.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace("snapshot = item -> 'snapshot'", "state = item -> 'state'"),
    `DROP FUNCTION gomoku_append(text, integer, text, text, text, text, boolean, double precision, text, text)`,
    rewriteGames,
  ],
  [
    // expireRooms also deletes live rooms abandoned long ago: those it reads, by age.
    `CREATE INDEX gomoku_rooms_abandoned ON gomoku_rooms (updated_at) WHERE live`,
  ],
  [
    // The same batch, its JSON parsed once: `->>` on a json value parses the whole text again,
    // game state and all, so reading ten fields of an append parsed it ten times (most of
    // PostgreSQL's CPU per move). Each room is locked as its appends come up, in id order, so two
    // batches still never deadlock; appends of one room keep their order. Same signature and
    // answers: a process of the version before calls it unchanged.
    APPEND_BATCH_V5,
  ],
  [
    // Strangers meet: a room the lobby made holds its match (null for a room made by link) and
    // the keys it claimed, gone with the room; players, their ratings per family, and the results
    // of matched games, which outlive their rooms (a player's history). Results are rated later,
    // in `seq` order: `ratings` stays null until then (and for casual games).
    `ALTER TABLE gomoku_rooms ADD COLUMN match json, ADD COLUMN match_rating double precision`,
    // liveMatches: the live rooms with a match, best rated first.
    `CREATE INDEX gomoku_rooms_live_matches ON gomoku_rooms (match_rating DESC) WHERE live AND match IS NOT NULL`,
    `CREATE TABLE gomoku_claims (
      key text PRIMARY KEY,
      room_id text NOT NULL REFERENCES gomoku_rooms (id) ON DELETE CASCADE
    )`,
    `CREATE INDEX gomoku_claims_room ON gomoku_claims (room_id)`,
    // Named constraints: a refused insert is told apart by the constraint it broke.
    `CREATE TABLE gomoku_players (
      id text CONSTRAINT gomoku_players_id PRIMARY KEY,
      key_hash text NOT NULL CONSTRAINT gomoku_players_key_hash UNIQUE,
      name text NOT NULL,
      name_key text NOT NULL CONSTRAINT gomoku_players_name_key UNIQUE,
      created_at double precision NOT NULL
    )`,
    `CREATE TABLE gomoku_ratings (
      player text NOT NULL REFERENCES gomoku_players (id),
      family text NOT NULL,
      rating double precision NOT NULL,
      deviation double precision NOT NULL,
      volatility double precision NOT NULL,
      games integer NOT NULL CHECK (games >= 0),
      PRIMARY KEY (player, family)
    )`,
    `CREATE TABLE gomoku_results (
      seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      id text NOT NULL UNIQUE,
      room_id text NOT NULL,
      family text NOT NULL,
      rated boolean NOT NULL,
      first text NOT NULL,
      second text NOT NULL,
      score double precision NOT NULL,
      data json NOT NULL,
      at double precision NOT NULL,
      ratings json
    )`,
    // resultsOf: a player's results in either seat, newest first.
    `CREATE INDEX gomoku_results_first ON gomoku_results (first, at)`,
    `CREATE INDEX gomoku_results_second ON gomoku_results (second, at)`,
    // unratedResults: the rated games whose ratings are not applied yet, in order.
    `CREATE INDEX gomoku_results_unrated ON gomoku_results (seq) WHERE rated AND ratings IS NULL`,
    // The batch's appends may carry the result of the game they end (`result`, absent
    // otherwise): stored with its event, or not at all; a result id stored before is skipped.
    // Same signature and answers: a process of the version before calls it unchanged.
    APPEND_BATCH_V5.replace('now double precision))', 'now double precision, result json))')
      .replace('live, now, position)', 'live, now, result, position)')
      .replace(
        'WHERE id = item.room;',
        `WHERE id = item.room;
            IF item.result IS NOT NULL THEN
              INSERT INTO gomoku_results (id, room_id, family, rated, first, second, score, data, at)
                SELECT r.id, r."roomId", r.family, r.rated, r.first, r.second, r.score, r.data, r.at
                FROM json_to_record(item.result)
                  AS r(id text, "roomId" text, family text, rated boolean, first text, second text, score double precision, data json, at double precision)
                ON CONFLICT (id) DO NOTHING;
            END IF;`,
      ),
  ],
  [
    // A move's update of its room was never heap-only (HOT): it changed updated_at, which both
    // expiry indexes held, so each move wrote a new entry in every index of the table besides
    // the row. The indexes now hold updated_at's minute (minutes since the epoch), which
    // PostgreSQL derives and which changes once a minute at most, and each page keeps room for
    // its rows' next versions. Old processes write updated_at as before; the minute follows.
    `ALTER TABLE gomoku_rooms SET (fillfactor = 70)`,
    `ALTER TABLE gomoku_rooms ADD COLUMN updated_minute double precision GENERATED ALWAYS AS (floor(updated_at / 60000)) STORED`,
    `DROP INDEX gomoku_rooms_idle`,
    `DROP INDEX gomoku_rooms_abandoned`,
    `CREATE INDEX gomoku_rooms_idle ON gomoku_rooms (updated_minute) WHERE NOT live`,
    `CREATE INDEX gomoku_rooms_abandoned ON gomoku_rooms (updated_minute) WHERE live`,
  ],
];

/** The schema version this package writes and reads. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database to `SCHEMA_VERSION` (or `to`, for tests that store rooms as an earlier
 * version did), in one transaction. Idempotent, and safe when several processes open the same
 * database at once: a transaction-scoped advisory lock makes them take turns, and the later ones
 * find nothing left to do. Refuses (`schema-too-new`) a database that a newer version of this
 * package has migrated, rather than write rows it does not understand. `log` hears of rooms a
 * migration rewrote, and of those it could not read.
 */
export async function migrate(transaction: (body: (query: Query) => Promise<void>) => Promise<void>, log: ServerLog, to = SCHEMA_VERSION): Promise<void> {
  await transaction(async (query) => {
    // The key is "gomoku" in ASCII: any fixed number would do, as long as it stays the same.
    await query('SELECT pg_advisory_xact_lock(113723685596021)');
    const [found] = await query(`SELECT to_regclass('gomoku_schema') IS NOT NULL AS present`);
    if (found?.present !== true) {
      await query('CREATE TABLE gomoku_schema (version integer NOT NULL)');
      await query('INSERT INTO gomoku_schema (version) VALUES (0)');
    }
    const [row] = await query('SELECT version FROM gomoku_schema');
    const current = row?.version;
    if (typeof current !== 'number') throw new StoreError('corrupt-row', 'The table gomoku_schema holds no schema version.');
    if (current > SCHEMA_VERSION) {
      throw new StoreError(
        'schema-too-new',
        `The database is at schema version ${current}; this version of @gomoku/server knows up to ${SCHEMA_VERSION}. Upgrade the server.`,
      );
    }
    if (current >= to) return;
    for (const steps of MIGRATIONS.slice(current, to)) {
      for (const step of steps) await (typeof step === 'string' ? query(step) : step(query, log));
    }
    await query('UPDATE gomoku_schema SET version = $1::integer', [to]);
  });
}
