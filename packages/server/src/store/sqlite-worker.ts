// The SQLite store's worker thread: it owns the one connection, so the main thread never waits
// for SQLite (nor for fsync). It answers requests in the order they come; a batch of writes is one
// transaction, committed with synchronous=FULL in WAL mode, so its answer leaves only after
// the commit is on disk. Imports are node's and type-only: in source form this file runs
// type-stripped from a data: URL (see start-worker.ts), where nothing else resolves.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import type { AppendResult } from './types.ts';
import type { SqliteCalls, SqliteFailure, SqliteOutcome, SqliteReply, SqliteRequest, SqliteWorkerData, SqliteWrite, SqliteWriteResult } from './sqlite-messages.ts';

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

/** The requests over an open database. */
function serve(db: BetterSqlite3.Database) {
  const sql = {
    createRoom: db.prepare(`INSERT INTO gomoku_rooms (id, settings, seats, state, version, live, created_at, updated_at)
      VALUES (?, ?, ?, ?, 0, ?, ?, ?) ON CONFLICT (id) DO NOTHING`),
    loadRoom: db.prepare(`SELECT id, settings, seats, state, version, live, created_at AS createdAt, updated_at AS updatedAt
      FROM gomoku_rooms WHERE id = ?`),
    roomVersion: db.prepare('SELECT version FROM gomoku_rooms WHERE id = ?').pluck(),
    eventVersion: db.prepare('SELECT version FROM gomoku_events WHERE room_id = ? AND event_id = ?').pluck(),
    insertEvent: db.prepare('INSERT INTO gomoku_events (room_id, version, event_id, seat, event, at) VALUES (?, ?, ?, ?, ?, ?)'),
    updateRoom: db.prepare('UPDATE gomoku_rooms SET version = ?, state = ?, live = ?, updated_at = ? WHERE id = ?'),
    eventsSince: db.prepare(`SELECT room_id AS roomId, version, event_id AS eventId, seat, event, at
      FROM gomoku_events WHERE room_id = ? AND version > ? ORDER BY version`),
    // Two arms, each matching one partial index (gomoku_rooms_idle, gomoku_rooms_abandoned).
    expire: db.prepare('DELETE FROM gomoku_rooms WHERE (live = 0 AND updated_at < ?) OR (live = 1 AND updated_at < ?) RETURNING id').pluck(),
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
    return { ok: true, version };
  };

  const apply = (write: SqliteWrite): SqliteOutcome => {
    switch (write.kind) {
      case 'create':
        return { kind: 'create', created: sql.createRoom.run(write.id, write.settings, write.seats, write.state, write.live ? 1 : 0, write.now, write.now).changes === 1 };
      case 'append':
        return { kind: 'append', result: append(write) };
      case 'expire':
        return { kind: 'expire', ids: sql.expire.all(write.idleBefore, write.abandonedBefore) as string[] };
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
