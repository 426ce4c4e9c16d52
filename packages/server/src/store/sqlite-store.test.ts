import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../../../scripts/server-process.ts';
import { scratchDir } from '../../test/scratch.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, TestSocket } from '../../test/sockets.ts';
import { describeGameStateMigration } from '../../test/game-state-migration.ts';
import { describeStore } from '../../test/store-contract.ts';
import { durableHarness } from '../../test/store-harness.ts';
import { createLog } from '../ops/log.ts';
import { StoreError } from './errors.ts';
import { migrateSqlite } from './sqlite-schema.ts';
import { createSqliteStore, SQLITE_FILE } from './sqlite-store.ts';

const scratch = scratchDir('gomoku-sqlite-test-');
let count = 0;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const freshDir = () => {
  count += 1;
  return path.join(scratch, `store-${count}`);
};

/** Runs `sql` on the store's file over a connection of this thread, as another program would. */
const runOn = (dataDir: string, sql: string) => {
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
};

const refusal = async (promise: Promise<unknown>): Promise<StoreError> => {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
};

describeStore(
  'SQLite',
  async () => {
    const dataDir = freshDir();
    return durableHarness({
      open: () => createSqliteStore({ dataDir }),
      runSql: async (sql) => runOn(dataDir, sql),
      // A deferred foreign key is checked at COMMIT: the transaction fails there, as a failed sync would.
      failCommitsHolding: async (eventId) =>
        runOn(
          dataDir,
          `CREATE TABLE gomoku_test_poison (room TEXT REFERENCES gomoku_rooms (id) DEFERRABLE INITIALLY DEFERRED);
          CREATE TRIGGER gomoku_test_poison AFTER INSERT ON gomoku_events WHEN NEW.event_id = '${eventId}'
          BEGIN INSERT INTO gomoku_test_poison VALUES ('no such room'); END;`,
        ),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    });
  },
  { durable: true },
);

describeGameStateMigration('SQLite', async () => {
  const dataDir = freshDir();
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  return {
    seed: async (rooms) => {
      // Version 1, the schema before GameState.
      migrateSqlite(file, createLog('silent'), 1);
      const db = new Database(file);
      try {
        const insert = db.prepare('INSERT INTO gomoku_rooms (id, settings, seats, snapshot, version, live, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
        for (const room of rooms) insert.run(room.id, JSON.stringify(room.settings), JSON.stringify(room.seats), JSON.stringify(room.snapshot), room.version, room.live ? 1 : 0, room.now, room.now);
      } finally {
        db.close();
      }
    },
    open: (log) => createSqliteStore({ dataDir, log }),
    rows: async () => {
      const db = new Database(file, { readonly: true });
      try {
        return new Map((db.prepare('SELECT id, state FROM gomoku_rooms').all() as { id: string; state: string }[]).map(({ id, state }) => [id, state]));
      } finally {
        db.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
});

describe('SQLite store opened on a file of the schema before matches', () => {
  it('reads its rooms as made by link, and stores matches, players and results beside them', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, SQLITE_FILE);
    // Version 3: rooms and events only.
    migrateSqlite(file, createLog('silent'), 3);
    runOn(dataDir, `INSERT INTO gomoku_rooms (id, settings, seats, state, version, live, created_at, updated_at) VALUES ('old', '{}', '{}', '{}', 0, 1, 5, 5)`);
    const store = await createSqliteStore({ dataDir });
    try {
      expect(await store.loadRoom('old')).toMatchObject({ version: 0, match: null });
      expect(await store.liveMatches(10)).toEqual([]);
      const result = { id: 'old:1', roomId: 'old', family: 'renju', rated: false, first: 'a', second: 'b', score: 0.5, data: {}, at: 6 } as const;
      expect(await store.append({ roomId: 'old', expectedVersion: 0, eventId: 'e', seat: 'p1', event: {}, state: {}, live: false, now: 6, result })).toEqual({ ok: true, version: 1 });
      expect(await store.resultsOf('a', { limit: 1 })).toEqual([{ ...result, seq: 1, ratings: null }]);
      await store.createPlayer({ id: 'a', keyHash: 'k', name: 'A', nameKey: 'a', now: 7 });
      expect((await store.playerByKey('k'))?.id).toBe('a');
    } finally {
      await store.close();
    }
  });
});

describe('SQLite store on a running server', () => {
  it('commits with the write-ahead log, synced at every commit (journal_mode=wal, synchronous=2 FULL)', async () => {
    const dataDir = freshDir();
    const store = await createSqliteStore({ dataDir });
    const server = await startServer({ store });
    try {
      const created = await createRoom(server.url);
      const black = await TestSocket.open(server.url);
      await black.hello(created.room, created.tokens.first);
      expect(await black.play('m1', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
      expect(await store.pragmas()).toEqual({ journalMode: 'wal', synchronous: 2 });
      // The journal mode is the file's own: another connection reads it too.
      const reader = new Database(path.join(dataDir, SQLITE_FILE), { readonly: true });
      try {
        expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        reader.close();
      }
      expect(store.stats()).toMatchObject({ failedCommits: 0 });
      expect(store.stats().commits).toBeGreaterThanOrEqual(2);
      await black.close();
    } finally {
      await server.close();
      await store.close();
    }
  });
});

describe('SQLite store folder', () => {
  it('refuses a folder holding an old PGlite database, naming it, and leaves it as it was', async () => {
    const dataDir = freshDir();
    mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '17\n');
    const error = await refusal(createSqliteStore({ dataDir }));
    expect(error.code).toBe('old-format');
    expect(error.message).toContain(`${dataDir} holds a PGlite database (${path.join(dataDir, 'postgres')})`);
    expect(existsSync(path.join(dataDir, SQLITE_FILE))).toBe(false);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
  });

  it('gomoku-server refuses to start on such a folder, saying why', { timeout: 60_000 }, async () => {
    const dataDir = freshDir();
    mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    const refused = await startServerProcess(await freePort(), { DATA_DIR: dataDir }).then(
      () => new Error('it started'),
      (error: Error) => error,
    );
    // One JSON log line, as a log collector reads every line of the server.
    const line = refused.message.split('\n').find((text) => text.includes('"level":60'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 60, exitCode: 1, msg: `gomoku-server: ${dataDir} holds a PGlite database (${path.join(dataDir, 'postgres')}) written by an earlier version of @gomoku/server, which this version no longer reads: rooms are now kept in SQLite (${path.join(dataDir, SQLITE_FILE)}). Start with another DATA_DIR, or move ${path.join(dataDir, 'postgres')} away if its rooms may be lost.` });
  });

  it('refuses a second store on a folder that is open, and opens once it is closed', async () => {
    const dataDir = freshDir();
    const first = await createSqliteStore({ dataDir });
    const error = await refusal(createSqliteStore({ dataDir }));
    expect(error.code).toBe('locked');
    expect(error.message).toContain('is open in this process');
    await first.close();
    await (await createSqliteStore({ dataDir })).close();
  });

  it.each([
    // A pid above Linux's largest (2^22) is never a running process.
    ['a process that died', 2 ** 22 + 1],
    // A server restarted in a container is often pid 1 again: its own pid, but not its lock.
    ['an earlier process with the same pid', process.pid],
  ])('takes over a lock left by %s', async (_, pid) => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'lock'), String(pid));
    const store = await createSqliteStore({ dataDir });
    await store.createRoom({ id: 'r1', settings: {}, seats: {}, state: {}, live: false, now: 0 });
    expect(await store.loadRoom('r1')).not.toBeNull();
    await store.close();
  });

  it('refuses a folder locked by another live process', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(path.join(dataDir, 'lock'), String(process.ppid));
    const error = await refusal(createSqliteStore({ dataDir }));
    expect(error.code).toBe('locked');
    expect(error.message).toContain(`is open in process ${process.ppid}`);
  });

  it('refuses a file that is not a database, and lets go of the folder', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, SQLITE_FILE), 'not a database, '.repeat(100));
    await expect(createSqliteStore({ dataDir })).rejects.toThrow(/SQLITE_NOTADB/);
    // The lock was released: the folder can be opened once the file is fixed.
    rmSync(path.join(dataDir, SQLITE_FILE));
    await (await createSqliteStore({ dataDir })).close();
  });
});
