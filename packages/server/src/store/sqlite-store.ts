import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLog, type ServerLog } from '../ops/log.ts';
import { lockDir } from './dir-lock.ts';
import { StoreError } from './errors.ts';
import { LocalBus } from './bus.ts';
import { Fanout } from './fanout.ts';
import { GroupCommit, type WriteResult } from './group-commit.ts';
import { guarded } from './guard.ts';
import * as rows from './rows.ts';
import type { Row } from './rows.ts';
import { SqliteConnection, toError } from './sqlite-connection.ts';
import { migrateSqlite } from './sqlite-schema.ts';
import { StoreObservers } from './store-events.ts';
import type { PlayerRows, SqliteOutcome, SqlitePragmas, SqliteWrite } from './sqlite-messages.ts';
import type { DurableStore } from './types.ts';

export type { SqlitePragmas } from './sqlite-messages.ts';

/** The database file's name in the data folder (SQLite adds `-wal` and `-shm` beside it). */
export const SQLITE_FILE = 'gomoku.sqlite';

/** Where the embedded store keeps its data. */
export interface SqliteStoreOptions {
  /**
   * A folder of its own (created if missing): the database is `gomoku.sqlite` in it, beside a
   * `lock` file, since one process at a time may open it.
   */
  readonly dataDir: string;
  /** Where opening tells of rooms a migration rewrote or could not read (default: pino at `warn` to stdout). */
  readonly log?: ServerLog;
}

/** The embedded store, which can also say how its connection is set for durability. */
export interface SqliteStore extends DurableStore {
  /** `journal_mode` and `synchronous` as the store's own connection reports them (`wal`, 2). */
  pragmas(): Promise<SqlitePragmas>;
}

/** Refuses a folder that holds PGlite's database, the embedded store before SQLite. */
function refuseOldData(dataDir: string): void {
  const pglite = path.join(dataDir, 'postgres');
  if (!existsSync(pglite)) return;
  throw new StoreError(
    'old-format',
    `${dataDir} holds a PGlite database (${pglite}) written by an earlier version of @gomoku/server, which this version no longer reads: ` +
      `rooms are now kept in SQLite (${path.join(dataDir, SQLITE_FILE)}). Start with another DATA_DIR, or move ${pglite} away if its rooms may be lost.`,
  );
}

/** SQLite keeps booleans as 0 or 1; anything else is left for the row's reader to call corrupt. */
const fromSqlite = (value: unknown): unknown => (value === 1 ? true : value === 0 ? false : value);
const roomFromSqlite = (row: Row): Row => ({ ...row, live: fromSqlite(row.live) });
const resultFromSqlite = (row: Row): Row => ({ ...row, rated: fromSqlite(row.rated) });
const playerFromSqlite = ({ player, ratings }: PlayerRows) => rows.decodePlayer(player, ratings);

/** The outcome of a write of `kind` (the worker answers each write with its own kind). */
function outcomeOf<Kind extends SqliteOutcome['kind']>(outcome: SqliteOutcome, kind: Kind): Extract<SqliteOutcome, { kind: Kind }> {
  if (outcome.kind !== kind) throw new Error(`The SQLite worker answered a ${kind} with a ${outcome.kind}.`);
  return outcome as Extract<SqliteOutcome, { kind: Kind }>;
}

/**
 * The embedded store: SQLite (through better-sqlite3) on `gomoku.sqlite` in `dataDir`, in WAL mode
 * with `synchronous=FULL`. Nothing to install or run beside the server. The connection lives in a
 * worker thread, so the server's thread never waits for SQLite or the disk; writes go by group
 * commit (see `GroupCommit`): the appends that arrive while a transaction is being synced go
 * together in the next one, and each resolves only after the fsync of the commit that holds it,
 * so an acknowledged move survives a power loss. One process only (the folder is locked):
 * subscribers hear of this process's appends. Opening migrates the file first, on this thread
 * (`migrateSqlite`: once per schema version, before anything is served).
 */
export async function createSqliteStore({ dataDir, log = createLog('warn') }: SqliteStoreOptions): Promise<SqliteStore> {
  refuseOldData(dataDir);
  const unlock = lockDir(dataDir);
  let connection: SqliteConnection;
  try {
    const file = path.join(dataDir, SQLITE_FILE);
    migrateSqlite(file, log);
    connection = await SqliteConnection.open(file);
  } catch (error) {
    unlock();
    throw error;
  }
  const fanout = new Fanout();
  const bus = new LocalBus();
  const events = new StoreObservers();
  const commits = new GroupCommit<SqliteWrite, SqliteOutcome>(
    async (writes) => {
      const results = await connection.call('write', { writes });
      return results.map((result): WriteResult<SqliteOutcome> => (result.ok ? result : { ok: false, error: toError(result.error) }));
    },
    // Listeners hear of a batch's appends in order, before any of them resolves.
    (writes, results) => {
      for (const [index, write] of writes.entries()) {
        const result = results[index];
        if (write.kind === 'append' && result?.ok && result.outcome.kind === 'append' && result.outcome.result.ok) fanout.emit(write.roomId, result.outcome.result.version);
      }
    },
    events,
  );

  return guarded({
    async createRoom(room) {
      const { settings, seats, state, now, match } = rows.encodeRoom(room);
      const listed = match ? { data: match.data, rating: match.rating } : null;
      const write: SqliteWrite = { kind: 'create', id: room.id, settings, seats, state, live: room.live, now, match: listed, claims: match?.claims ?? [] };
      const { refused } = outcomeOf(await commits.submit(write), 'create');
      if (refused === 'room-exists') throw new StoreError('room-exists', `A room with the id ${JSON.stringify(room.id)} exists.`);
      if (refused === 'claimed') throw new StoreError('claimed', `Another room holds a claim of room ${JSON.stringify(room.id)}: it was not stored.`);
    },

    async loadRoom(id) {
      const row = await connection.call('loadRoom', { roomId: id });
      return row ? rows.decodeRoom(roomFromSqlite(row)) : null;
    },

    async append(input) {
      const { event, state, now, result } = rows.encodeAppend(input);
      const { roomId, expectedVersion, eventId, seat, live } = input;
      return outcomeOf(await commits.submit({ kind: 'append', roomId, expectedVersion, eventId, seat, event, state, live, now, result }), 'append').result;
    },

    async eventsSince(roomId, version) {
      return (await connection.call('eventsSince', { roomId, version })).map(rows.decodeEvent);
    },

    async expireRooms({ idleBefore, abandonedBefore }) {
      return [...outcomeOf(await commits.submit({ kind: 'expire', idleBefore, abandonedBefore }), 'expire').ids];
    },

    subscribe: (listener) => fanout.add(listener),

    // One process (the folder is locked): every append is told, so there is no gap to tell of.
    onGap: () => () => undefined,

    async versions(roomIds) {
      return new Map(await connection.call('versions', { roomIds: [...roomIds] }));
    },

    joinBus: (listener) => bus.join(listener),

    async createPlayer(player) {
      const { refused } = outcomeOf(await commits.submit({ kind: 'createPlayer', ...rows.encodePlayer(player) }), 'createPlayer');
      if (refused === 'player-exists') throw new StoreError('player-exists', 'A player with this id or key exists.');
      if (refused === 'name-taken') throw new StoreError('name-taken', `Another player is named ${JSON.stringify(player.name)} or alike.`);
    },

    async renamePlayer(id, name, nameKey) {
      const { outcome } = outcomeOf(await commits.submit({ kind: 'renamePlayer', ...rows.encodeRename(id, name, nameKey) }), 'renamePlayer');
      if (outcome === 'name-taken') throw new StoreError('name-taken', `Another player is named ${JSON.stringify(name)} or alike.`);
      return outcome === 'renamed';
    },

    async playerByKey(keyHash) {
      const found = await connection.call('playerByKey', { keyHash: rows.checkLookup(keyHash, 'key hash') });
      return found ? playerFromSqlite(found) : null;
    },

    async players(ids) {
      const found = await connection.call('players', { ids: rows.encodeIds(ids, 'player ids') });
      return new Map(found.map((row) => playerFromSqlite(row)).map((player) => [player.id, player]));
    },

    async unratedResults(limit) {
      return (await connection.call('unratedResults', { limit: rows.checkLimit(limit) })).map((row) => rows.decodeResult(resultFromSqlite(row)));
    },

    async rateResults(updates) {
      const encoded = rows.encodeRatingUpdates(updates);
      if (encoded.length === 0) return true;
      return outcomeOf(await commits.submit({ kind: 'rate', updates: encoded }), 'rate').applied;
    },

    async resultsOf(playerId, { before, limit }) {
      const request = { playerId: rows.checkLookup(playerId, 'player id'), before: rows.checkBefore(before), limit: rows.checkLimit(limit) };
      return (await connection.call('resultsOf', request)).map((row) => rows.decodeResult(resultFromSqlite(row)));
    },

    async liveMatches(limit) {
      return (await connection.call('liveMatches', { limit: rows.checkLimit(limit) })).map(rows.decodeLiveMatch);
    },

    stats: () => commits.stats,

    observe: (observer) => events.add(observer),

    pragmas: () => connection.call('pragmas', {}),

    async close() {
      // What was submitted before close is committed (or refused) first.
      await commits.drain();
      fanout.clear();
      bus.clear();
      try {
        await connection.close();
      } finally {
        unlock();
      }
    },
  });
}
