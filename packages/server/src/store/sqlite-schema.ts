import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import type { ServerLog } from '../ops/log.ts';
import { StoreError } from './errors.ts';
import { gameStateRewrites, type StoredGame } from './game-state-migration.ts';
import { toError } from './sqlite-connection.ts';

/** A step of a migration: statements, or work over the rows in the migration's transaction. */
type Step = string | ((db: BetterSqlite3.Database, log: ServerLog) => void);

/** Rewrites every room's game stored before `GameState` as its `GameState` (see `gameStateRewrites`). */
function rewriteGames(db: BetterSqlite3.Database, log: ServerLog): void {
  const games = db.prepare('SELECT id, state FROM gomoku_rooms').all() as StoredGame[];
  const update = db.prepare('UPDATE gomoku_rooms SET state = ? WHERE id = ?');
  for (const { id, state } of gameStateRewrites(games, log)) update.run(state, id);
}

/**
 * The schema's history, one entry per version, each a list of steps; entry i takes it from
 * version i to i + 1. Never edit a released entry: add one. JSON is kept as the text the store
 * wrote (checked when read back), times as milliseconds since the epoch from the server's clock,
 * `live` as 0 or 1.
 */
const MIGRATIONS: readonly (readonly Step[])[] = [
  [
    `CREATE TABLE gomoku_rooms (
      id TEXT PRIMARY KEY NOT NULL,
      settings TEXT NOT NULL,
      seats TEXT NOT NULL,
      snapshot TEXT NOT NULL,
      version INTEGER NOT NULL CHECK (version >= 0),
      live INTEGER NOT NULL,
      created_at REAL NOT NULL,
      updated_at REAL NOT NULL
    );
    -- expireIdle reads only rooms that are not live, by age.
    CREATE INDEX gomoku_rooms_idle ON gomoku_rooms (updated_at) WHERE live = 0;
    CREATE TABLE gomoku_events (
      room_id TEXT NOT NULL REFERENCES gomoku_rooms (id) ON DELETE CASCADE,
      version INTEGER NOT NULL CHECK (version > 0),
      event_id TEXT NOT NULL,
      seat TEXT NOT NULL,
      event TEXT NOT NULL,
      at REAL NOT NULL,
      PRIMARY KEY (room_id, version),
      UNIQUE (room_id, event_id)
    ) WITHOUT ROWID;`,
  ],
  [
    // Rooms hold the game's GameState (plain versioned JSON), no longer XState's persisted
    // snapshot: the column is renamed, and every room stored before is rewritten in this transaction.
    'ALTER TABLE gomoku_rooms RENAME COLUMN snapshot TO state;',
    rewriteGames,
  ],
  [
    // expireRooms also deletes live rooms abandoned long ago: those it reads, by age.
    'CREATE INDEX gomoku_rooms_abandoned ON gomoku_rooms (updated_at) WHERE live = 1;',
  ],
  [
    // Strangers meet: a room the lobby made holds its match (null for a room made by link) and
    // the keys it claimed, gone with the room; players, their ratings per family, and the results
    // of matched games, which outlive their rooms (a player's history). Results are rated later,
    // in `seq` order: `ratings` stays null until then (and for casual games).
    `ALTER TABLE gomoku_rooms ADD COLUMN match TEXT;
    ALTER TABLE gomoku_rooms ADD COLUMN match_rating REAL;
    -- liveMatches: the live rooms with a match, best rated first.
    CREATE INDEX gomoku_rooms_live_matches ON gomoku_rooms (match_rating DESC) WHERE live = 1 AND match IS NOT NULL;
    CREATE TABLE gomoku_claims (
      key TEXT PRIMARY KEY NOT NULL,
      room_id TEXT NOT NULL REFERENCES gomoku_rooms (id) ON DELETE CASCADE
    ) WITHOUT ROWID;
    CREATE INDEX gomoku_claims_room ON gomoku_claims (room_id);
    CREATE TABLE gomoku_players (
      id TEXT PRIMARY KEY NOT NULL,
      key_hash TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      name_key TEXT NOT NULL UNIQUE,
      created_at REAL NOT NULL
    );
    CREATE TABLE gomoku_ratings (
      player TEXT NOT NULL REFERENCES gomoku_players (id),
      family TEXT NOT NULL,
      rating REAL NOT NULL,
      deviation REAL NOT NULL,
      volatility REAL NOT NULL,
      games INTEGER NOT NULL CHECK (games >= 0),
      PRIMARY KEY (player, family)
    ) WITHOUT ROWID;
    CREATE TABLE gomoku_results (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      room_id TEXT NOT NULL,
      family TEXT NOT NULL,
      rated INTEGER NOT NULL,
      first TEXT NOT NULL,
      second TEXT NOT NULL,
      score REAL NOT NULL,
      data TEXT NOT NULL,
      at REAL NOT NULL,
      ratings TEXT
    );
    -- resultsOf: a player's results in either seat, newest first.
    CREATE INDEX gomoku_results_first ON gomoku_results (first, at);
    CREATE INDEX gomoku_results_second ON gomoku_results (second, at);
    -- unratedResults: the rated games whose ratings are not applied yet, in order.
    CREATE INDEX gomoku_results_unrated ON gomoku_results (seq) WHERE rated = 1 AND ratings IS NULL;`,
  ],
];

/** The schema version the SQLite store writes and reads. */
export const SQLITE_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database file to `SQLITE_SCHEMA_VERSION` (or `to`, for tests that store rooms as an
 * earlier version did) in one transaction, on this thread: the worker's thread cannot load the
 * machine that reads old games, and this runs once, before the store serves anything (the folder
 * is locked, so no other process opens the file meanwhile). Refuses a file a newer version wrote
 * (`schema-too-new`). `log` hears of rooms a migration rewrote, and of those it could not read.
 */
export function migrateSqlite(file: string, log: ServerLog, to = SQLITE_SCHEMA_VERSION): void {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new Database(file);
    const open = db;
    open
      .transaction(() => {
        open.exec('CREATE TABLE IF NOT EXISTS gomoku_schema (version INTEGER NOT NULL)');
        const row = open.prepare('SELECT version FROM gomoku_schema').get() as { version: unknown } | undefined;
        if (!row) open.prepare('INSERT INTO gomoku_schema (version) VALUES (0)').run();
        const current = row ? row.version : 0;
        if (typeof current !== 'number') throw new StoreError('corrupt-row', 'The table gomoku_schema holds no schema version.');
        if (current > SQLITE_SCHEMA_VERSION) {
          throw new StoreError(
            'schema-too-new',
            `The database is at schema version ${current}; this version of @gomoku/server knows up to ${SQLITE_SCHEMA_VERSION}. Upgrade the server.`,
          );
        }
        for (const steps of MIGRATIONS.slice(current, to)) {
          for (const step of steps) {
            if (typeof step === 'string') open.exec(step);
            else step(open, log);
          }
        }
        // Written at every start, changed or not: a file this process may read but not write
        // (restored by another user) is refused here, not at the first move after `ready`.
        open.prepare('UPDATE gomoku_schema SET version = ?').run(Math.max(current, to));
      })
      .immediate();
  } catch (error) {
    if (error instanceof StoreError) throw error;
    // As the worker reports SQLite's failures: the message names SQLite's code (SQLITE_NOTADB…).
    const code = (error as { code?: unknown }).code;
    let message = error instanceof Error ? error.message : String(error);
    if (code === 'SQLITE_READONLY') message += ` (${file}): the server's user must be able to write it and its folder`;
    throw toError({ message, ...(typeof code === 'string' ? { sqliteCode: code } : {}) });
  } finally {
    db?.close();
  }
}
