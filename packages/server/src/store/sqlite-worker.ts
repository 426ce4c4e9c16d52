// The SQLite store's worker thread: it owns the one connection, so the main thread never waits
// for SQLite (nor for fsync). It answers requests in the order they come; a batch of writes is one
// transaction, committed with synchronous=FULL in WAL mode, so its answer leaves only after
// the commit is on disk. Imports are node's and type-only: in source form this file runs
// type-stripped from a data: URL (see start-worker.ts), where nothing else resolves.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import type { AppendResult } from './types.ts';
import type { EncodedRatingUpdate, Row } from './rows.ts';
import type { PlayerRows, SqliteCalls, SqliteFailure, SqliteOutcome, SqliteReply, SqliteRequest, SqliteWorkerData, SqliteWrite, SqliteWriteResult } from './sqlite-messages.ts';

/** An error as it crosses the thread (structured clone keeps no `code`). */
const failure = (error: unknown): SqliteFailure => {
  const code = (error as { code?: unknown }).code;
  return { message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { sqliteCode: code } : {}) };
};

function open(file: string, driver: string): BetterSqlite3.Database {
  const Database = createRequire(driver)(driver) as typeof BetterSqlite3;
  const db = new Database(file);
  try {
    // WAL: readers never block the writer, and a commit appends to one file. FULL: the WAL is
    // synced at every commit, so a committed (acknowledged) write survives a power loss too.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Another program holding the file (a backup, sqlite3 by hand) is waited for, not an error.
    db.pragma('busy_timeout = 5000');
    // The main thread migrated the file before starting this worker (see sqlite-schema.ts).
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Thrown inside a nested transaction to undo it: the write is refused as a result, not failed. */
class Undo {}

const PLAYER_COLUMNS = 'id, key_hash AS keyHash, name, name_key AS nameKey, created_at AS createdAt';
const RESULT_COLUMNS = 'seq, id, room_id AS roomId, family, rated, first, second, score, data, at, ratings';

/** The requests over an open database. */
function serve(db: BetterSqlite3.Database) {
  const sql = {
    createRoom: db.prepare(`INSERT INTO gomoku_rooms (id, settings, seats, state, version, live, created_at, updated_at, match, match_rating)
      VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`),
    claim: db.prepare('INSERT INTO gomoku_claims (key, room_id) VALUES (?, ?) ON CONFLICT (key) DO NOTHING'),
    loadRoom: db.prepare(`SELECT id, settings, seats, state, version, live, created_at AS createdAt, updated_at AS updatedAt, match
      FROM gomoku_rooms WHERE id = ?`),
    roomVersion: db.prepare('SELECT version FROM gomoku_rooms WHERE id = ?').pluck(),
    eventVersion: db.prepare('SELECT version FROM gomoku_events WHERE room_id = ? AND event_id = ?').pluck(),
    insertEvent: db.prepare('INSERT INTO gomoku_events (room_id, version, event_id, seat, event, at) VALUES (?, ?, ?, ?, ?, ?)'),
    updateRoom: db.prepare('UPDATE gomoku_rooms SET version = ?, state = ?, live = ?, updated_at = ? WHERE id = ?'),
    eventsSince: db.prepare(`SELECT room_id AS roomId, version, event_id AS eventId, seat, event, at
      FROM gomoku_events WHERE room_id = ? AND version > ? ORDER BY version`),
    // Two arms, each matching one partial index (gomoku_rooms_idle, gomoku_rooms_abandoned).
    expire: db.prepare('DELETE FROM gomoku_rooms WHERE (live = 0 AND updated_at < ?) OR (live = 1 AND updated_at < ?) RETURNING id').pluck(),
    liveMatches: db.prepare(`SELECT id, match, created_at AS createdAt FROM gomoku_rooms
      WHERE live = 1 AND match IS NOT NULL ORDER BY match_rating DESC, created_at, id LIMIT ?`),
    // A second result with the same id (an append retried after its commit was lost) is not stored.
    insertResult: db.prepare(`INSERT INTO gomoku_results (id, room_id, family, rated, first, second, score, data, at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`),
    unratedResults: db.prepare(`SELECT ${RESULT_COLUMNS} FROM gomoku_results WHERE rated = 1 AND ratings IS NULL ORDER BY seq LIMIT ?`),
    // Each seat's newest results by its own index, then the newest of both.
    resultsOf: db.prepare(`SELECT * FROM (SELECT ${RESULT_COLUMNS} FROM gomoku_results WHERE first = ? AND at < ? ORDER BY at DESC, seq DESC LIMIT ?)
      UNION SELECT * FROM (SELECT ${RESULT_COLUMNS} FROM gomoku_results WHERE second = ? AND at < ? ORDER BY at DESC, seq DESC LIMIT ?)
      ORDER BY at DESC, seq DESC LIMIT ?`),
    markRated: db.prepare(`UPDATE gomoku_results SET ratings = ?
      WHERE seq = ? AND family = ? AND first = ? AND second = ? AND rated = 1 AND ratings IS NULL`),
    gamesOf: db.prepare('SELECT games FROM gomoku_ratings WHERE player = ? AND family = ?').pluck(),
    setRating: db.prepare(`INSERT INTO gomoku_ratings (player, family, rating, deviation, volatility, games) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (player, family) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games`),
    playerTaken: db.prepare('SELECT 1 FROM gomoku_players WHERE id = ? OR key_hash = ?').pluck(),
    nameHolder: db.prepare('SELECT id FROM gomoku_players WHERE name_key = ?').pluck(),
    insertPlayer: db.prepare('INSERT INTO gomoku_players (id, key_hash, name, name_key, created_at) VALUES (?, ?, ?, ?, ?)'),
    renamePlayer: db.prepare('UPDATE gomoku_players SET name = ?, name_key = ? WHERE id = ?'),
    playerById: db.prepare(`SELECT ${PLAYER_COLUMNS} FROM gomoku_players WHERE id = ?`),
    playerByKey: db.prepare(`SELECT ${PLAYER_COLUMNS} FROM gomoku_players WHERE key_hash = ?`),
    ratingsOf: db.prepare('SELECT family, rating, deviation, volatility, games FROM gomoku_ratings WHERE player = ?'),
  };

  const withRatings = (player: Row | undefined): PlayerRows | null => (player ? { player, ratings: sql.ratingsOf.all(player.id) as Row[] } : null);

  // The room and its claims together: a claim held by another room undoes the room too.
  const createRoom = db.transaction((write: Extract<SqliteWrite, { kind: 'create' }>): 'room-exists' | null => {
    const { id, settings, seats, state, live, now, match } = write;
    if (sql.createRoom.run(id, settings, seats, state, live ? 1 : 0, now, now, match?.data ?? null, match?.rating ?? null).changes === 0) return 'room-exists';
    for (const key of write.claims) if (sql.claim.run(key, id).changes === 0) throw new Undo();
    return null;
  });

  const createPlayer = (write: Extract<SqliteWrite, { kind: 'createPlayer' }>): 'player-exists' | 'name-taken' | null => {
    if (sql.playerTaken.get(write.id, write.keyHash) !== undefined) return 'player-exists';
    if (sql.nameHolder.get(write.nameKey) !== undefined) return 'name-taken';
    sql.insertPlayer.run(write.id, write.keyHash, write.name, write.nameKey, write.now);
    return null;
  };

  const renamePlayer = (write: Extract<SqliteWrite, { kind: 'renamePlayer' }>): 'renamed' | 'no-player' | 'name-taken' => {
    if (sql.playerById.get(write.id) === undefined) return 'no-player';
    const holder = sql.nameHolder.get(write.nameKey) as string | undefined;
    if (holder !== undefined && holder !== write.id) return 'name-taken';
    sql.renamePlayer.run(write.name, write.nameKey, write.id);
    return 'renamed';
  };

  // All the updates or none: a result rated already, or a games count that moved, undoes them all.
  const rate = db.transaction((updates: readonly EncodedRatingUpdate[]): void => {
    for (const update of updates) {
      if (sql.markRated.run(update.ratings, update.resultSeq, update.family, update.first.player, update.second.player).changes !== 1) throw new Undo();
      for (const { player, expectedGames, after } of [update.first, update.second]) {
        if (((sql.gamesOf.get(player, update.family) as number | undefined) ?? 0) !== expectedGames) throw new Undo();
        sql.setRating.run(player, update.family, after.rating, after.deviation, after.volatility, after.games);
      }
    }
  });

  /** Runs a nested transaction that may undo itself: what it returned, or null if it was undone. */
  const undoable = <T>(run: () => T): { readonly value: T } | null => {
    try {
      return { value: run() };
    } catch (error) {
      if (error instanceof Undo) return null;
      throw error;
    }
  };

  // A duplicate is looked for before the version is compared: a resend after a reconnect carries a stale version.
  const append = (write: Extract<SqliteWrite, { kind: 'append' }>): AppendResult => {
    const current = sql.roomVersion.get(write.roomId) as number | undefined;
    if (current === undefined) return { ok: false, reason: 'no-room' };
    const earlier = sql.eventVersion.get(write.roomId, write.eventId) as number | undefined;
    if (earlier !== undefined) return { ok: false, reason: 'duplicate', version: earlier };
    if (current !== write.expectedVersion) return { ok: false, reason: 'conflict', version: current };
    const version = current + 1;
    sql.insertEvent.run(write.roomId, version, write.eventId, write.seat, write.event, write.now);
    sql.updateRoom.run(version, write.state, write.live ? 1 : 0, write.now, write.roomId);
    const { result } = write;
    if (result) sql.insertResult.run(result.id, result.roomId, result.family, result.rated ? 1 : 0, result.first, result.second, result.score, result.data, result.at);
    return { ok: true, version };
  };

  const apply = (write: SqliteWrite): SqliteOutcome => {
    switch (write.kind) {
      case 'create': {
        const created = undoable(() => createRoom(write));
        return { kind: 'create', refused: created ? created.value : 'claimed' };
      }
      case 'append':
        return { kind: 'append', result: append(write) };
      case 'expire':
        return { kind: 'expire', ids: sql.expire.all(write.idleBefore, write.abandonedBefore) as string[] };
      case 'createPlayer':
        return { kind: 'createPlayer', refused: createPlayer(write) };
      case 'renamePlayer':
        return { kind: 'renamePlayer', outcome: renamePlayer(write) };
      case 'rate':
        return { kind: 'rate', applied: undoable(() => rate(write.updates)) !== null };
    }
  };

  // Each write in a savepoint of its own (a nested transaction), so one that throws is undone
  // alone and the others still commit; a failure of the commit itself throws out of the batch.
  const applyOne = db.transaction(apply);
  const batch = db.transaction((writes: readonly SqliteWrite[]): SqliteWriteResult[] =>
    writes.map((write) => {
      try {
        return { ok: true, outcome: applyOne(write) };
      } catch (error) {
        return { ok: false, error: failure(error) };
      }
    }),
  );

  return (request: SqliteRequest): SqliteCalls[SqliteRequest['op']]['answer'] => {
    switch (request.op) {
      case 'write':
        // IMMEDIATE: the write lock is taken at BEGIN, so no other connection can make the commit fail busy.
        return batch.immediate(request.writes);
      case 'loadRoom':
        return (sql.loadRoom.get(request.roomId) as SqliteCalls['loadRoom']['answer'] | undefined) ?? null;
      case 'eventsSince':
        return sql.eventsSince.all(request.roomId, request.version) as SqliteCalls['eventsSince']['answer'];
      case 'players':
        return request.ids.flatMap((id) => withRatings(sql.playerById.get(id) as Row | undefined) ?? []);
      case 'playerByKey':
        return withRatings(sql.playerByKey.get(request.keyHash) as Row | undefined);
      case 'unratedResults':
        return sql.unratedResults.all(request.limit) as Row[];
      case 'resultsOf': {
        const { playerId, before, limit } = request;
        return sql.resultsOf.all(playerId, before, limit, playerId, before, limit, limit) as Row[];
      }
      case 'liveMatches':
        return sql.liveMatches.all(request.limit) as Row[];
      case 'versions':
        return request.roomIds.flatMap((id): [string, number][] => {
          const version = sql.roomVersion.get(id) as number | undefined;
          return version === undefined ? [] : [[id, version]];
        });
      case 'pragmas':
        return { journalMode: db.pragma('journal_mode', { simple: true }) as string, synchronous: db.pragma('synchronous', { simple: true }) as number };
      case 'close':
        db.close();
        return null;
    }
  };
}

const port = parentPort;
if (!port) throw new Error('sqlite-worker.ts runs as a worker thread of the SQLite store.');
const { file, driver } = workerData as SqliteWorkerData;
const reply = (message: SqliteReply) => port.postMessage(message);
let handle: ReturnType<typeof serve> | null = null;
try {
  handle = serve(open(file, driver));
  reply({ id: 0, ok: true, value: null });
} catch (error) {
  // Told to the main thread, which refuses to open; the worker then ends with nothing to do.
  reply({ id: 0, ok: false, error: failure(error) });
  port.close();
}
if (handle) {
  const answer = handle;
  port.on('message', (request: SqliteRequest) => {
    try {
      reply({ id: request.id, ok: true, value: answer(request) });
    } catch (error) {
      reply({ id: request.id, ok: false, error: failure(error) });
    }
    if (request.op === 'close') port.close();
  });
}
