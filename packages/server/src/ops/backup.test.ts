import { chownSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch.ts';
import { event, room } from '../../test/store-harness.ts';
import { createLog } from './log.ts';
import { BackupError, backupSqlite, restoreSqlite, type BackupErrorCode } from './backup.ts';
import { migrateSqlite, SQLITE_SCHEMA_VERSION } from '../store/sqlite-schema.ts';
import { createSqliteStore, SQLITE_FILE, type SqliteStore } from '../store/sqlite-store.ts';

const scratch = scratchDir('gomoku-backup-test-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let count = 0;
/** A new, empty folder. */
const freshDir = () => {
  count += 1;
  const dir = path.join(scratch, `case-${count}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

const open: SqliteStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});
const openStore = async (dataDir: string) => {
  const store = await createSqliteStore({ dataDir, log: createLog('silent') });
  open.push(store);
  return store;
};
const closeStore = async (store: SqliteStore) => {
  open.splice(open.indexOf(store), 1);
  await store.close();
};

/** A store in a folder of its own holding `rooms` rooms of `moves` events each; left open. */
async function storeWith(rooms: readonly string[], moves: number) {
  const dataDir = freshDir();
  const store = await openStore(dataDir);
  for (const id of rooms) {
    await store.createRoom(room(id));
    for (let v = 0; v < moves; v += 1) expect(await store.append(event(id, v, `${id}-m${v + 1}`))).toEqual({ ok: true, version: v + 1 });
  }
  return { dataDir, store };
}

/** Each room's version (null: no room) and event ids, as a store on `dataDir` reads them. */
async function contents(dataDir: string, rooms: readonly string[]) {
  const store = await openStore(dataDir);
  const read = async (id: string) => ({ version: (await store.loadRoom(id))?.version ?? null, events: (await store.eventsSince(id, 0)).map((e) => e.eventId) });
  const found = Object.fromEntries(await Promise.all(rooms.map(async (id) => [id, await read(id)] as const)));
  await closeStore(store);
  return found;
}

/** What `contents` reads of a room holding the events `${id}-m1` to `${id}-m${moves}`. */
const played = (id: string, moves: number) => ({ version: moves, events: Array.from({ length: moves }, (_, i) => `${id}-m${i + 1}`) });

/** The code of the `BackupError` that `run` throws. */
const refusal = (run: () => unknown): BackupErrorCode => {
  try {
    run();
  } catch (error) {
    if (error instanceof BackupError) return error.code;
    throw error;
  }
  throw new Error('expected a BackupError');
};

/** Runs `sql` on an SQLite file, as another program would. */
const runOn = (file: string, sql: string) => {
  const db = new Database(file);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
};

describe('backupSqlite', () => {
  it('copies a store that is open and writing, its commits still in the WAL included, into one checked file a store opens', async () => {
    const rooms = ['r1', 'r2', 'r3'];
    const { dataDir, store } = await storeWith(rooms, 4);
    expect(statSync(path.join(dataDir, `${SQLITE_FILE}-wal`)).size).toBeGreaterThan(0);
    const folder = freshDir();
    const file = path.join(folder, 'gomoku.backup');

    expect(backupSqlite({ dataDir, file })).toEqual({ file, schemaVersion: SQLITE_SCHEMA_VERSION, rooms: 3 });
    // One file: no temporary left, no WAL of its own.
    expect(readdirSync(folder)).toEqual(['gomoku.backup']);
    const reader = new Database(file, { readonly: true });
    expect(reader.pragma('journal_mode', { simple: true })).toBe('delete');
    reader.close();
    // The store never noticed: it goes on committing.
    expect(await store.append(event('r1', 4, 'r1-m5'))).toEqual({ ok: true, version: 5 });

    const restored = freshDir();
    restoreSqlite({ dataDir: restored, file });
    expect(await contents(restored, rooms)).toEqual(Object.fromEntries(rooms.map((id) => [id, played(id, 4)])));
  });

  it('refuses an existing file unless forced, the live database itself, a folder with no database and a folder it cannot write', async () => {
    const { dataDir } = await storeWith(['r1'], 1);
    const file = path.join(freshDir(), 'existing.sqlite');
    writeFileSync(file, 'keep me');
    expect(refusal(() => backupSqlite({ dataDir, file }))).toBe('exists');
    expect(readFileSync(file, 'utf8')).toBe('keep me');
    expect(backupSqlite({ dataDir, file, force: true })).toMatchObject({ rooms: 1 });

    for (const live of [SQLITE_FILE, `${SQLITE_FILE}-wal`]) expect(refusal(() => backupSqlite({ dataDir, file: path.join(dataDir, live), force: true }))).toBe('same-file');
    expect(refusal(() => backupSqlite({ dataDir: freshDir(), file: path.join(freshDir(), 'b.sqlite') }))).toBe('no-database');
    expect(refusal(() => backupSqlite({ dataDir, file: path.join(scratch, 'no-such-folder', 'b.sqlite') }))).toBe('unwritable');
  });
});

describe('restoreSqlite', () => {
  it('refuses while a store holds the folder, which goes on as it was', async () => {
    const { dataDir, store } = await storeWith(['r1'], 2);
    const file = path.join(freshDir(), 'b.sqlite');
    backupSqlite({ dataDir, file });
    expect(refusal(() => restoreSqlite({ dataDir, file, force: true }))).toBe('locked');
    expect(await store.append(event('r1', 2, 'r1-m3'))).toEqual({ ok: true, version: 3 });
    expect(readdirSync(dataDir).sort()).toEqual([SQLITE_FILE, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-wal`, 'lock']);
  });

  it('replaces a database only when forced, and never lets the old WAL replay onto the restored file', async () => {
    const backup = await storeWith(['kept'], 3);
    const file = path.join(freshDir(), 'b.sqlite');
    backupSqlite({ dataDir: backup.dataDir, file });

    // A folder whose database was left with commits in its WAL (a server killed): the WAL is saved
    // while the store is open and put back once it is closed.
    const { dataDir, store } = await storeWith(['old'], 3);
    const wal = path.join(dataDir, `${SQLITE_FILE}-wal`);
    copyFileSync(wal, `${wal}.saved`);
    await closeStore(store);
    copyFileSync(`${wal}.saved`, wal);
    rmSync(`${wal}.saved`);

    const before = [SQLITE_FILE, `${SQLITE_FILE}-wal`].map((name) => readFileSync(path.join(dataDir, name)));
    expect(refusal(() => restoreSqlite({ dataDir, file }))).toBe('exists');
    expect([SQLITE_FILE, `${SQLITE_FILE}-wal`].map((name) => readFileSync(path.join(dataDir, name)))).toEqual(before);

    expect(restoreSqlite({ dataDir, file, force: true })).toEqual({ file: path.join(dataDir, SQLITE_FILE), schemaVersion: SQLITE_SCHEMA_VERSION, rooms: 1 });
    // Replayed, the old WAL would bring back pages of the old database over the restored one's.
    expect(await contents(dataDir, ['kept', 'old'])).toEqual({ kept: played('kept', 3), old: { version: null, events: [] } });
  });

  it('refuses a missing file, one that is not SQLite, not gomoku-server’s, damaged or of a newer schema, and leaves the folder without a database', async () => {
    const { dataDir: source } = await storeWith(
      Array.from({ length: 40 }, (_, i) => `room-${i}`),
      3,
    );
    const folder = freshDir();
    const good = path.join(folder, 'good.sqlite');
    backupSqlite({ dataDir: source, file: good });
    const copy = (name: string) => {
      const file = path.join(folder, name);
      copyFileSync(good, file);
      return file;
    };

    const notSqlite = path.join(folder, 'notes.txt');
    writeFileSync(notSqlite, 'not a database, though long enough to be read as one '.repeat(100));
    const foreign = path.join(folder, 'foreign.sqlite');
    runOn(foreign, 'CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    const newer = copy('newer.sqlite');
    runOn(newer, `UPDATE gomoku_schema SET version = ${SQLITE_SCHEMA_VERSION + 1}`);
    // Garbage over the headers of the file's later pages (the b-trees' structure, which the check walks).
    const damaged = copy('damaged.sqlite');
    const bytes = readFileSync(damaged);
    const pageSize = bytes.readUInt16BE(16);
    for (let page = 2; page * pageSize < bytes.length; page += 1) bytes.fill(0xa5, page * pageSize, page * pageSize + 16);
    writeFileSync(damaged, bytes);

    const dataDir = freshDir();
    const cases: [string, BackupErrorCode][] = [
      [path.join(folder, 'missing.sqlite'), 'no-file'],
      [notSqlite, 'not-a-backup'],
      [foreign, 'not-a-backup'],
      [newer, 'schema-too-new'],
      [damaged, 'damaged'],
    ];
    for (const [file, code] of cases) {
      expect(refusal(() => restoreSqlite({ dataDir, file })), path.basename(file)).toBe(code);
      expect(readdirSync(dataDir)).toEqual([]);
    }
  });

  it('restores a backup of an older schema, which the store migrates forward when it opens', async () => {
    const file = path.join(freshDir(), 'v1.sqlite');
    migrateSqlite(file, createLog('silent'), 1);
    const dataDir = freshDir();
    expect(restoreSqlite({ dataDir, file })).toMatchObject({ schemaVersion: 1, rooms: 0 });
    expect(readdirSync(dataDir)).toEqual([SQLITE_FILE]);
    const store = await openStore(dataDir);
    await store.createRoom(room('new'));
    await closeStore(store);
    const db = new Database(path.join(dataDir, SQLITE_FILE), { readonly: true });
    expect(db.prepare('SELECT version FROM gomoku_schema').pluck().get()).toBe(SQLITE_SCHEMA_VERSION);
    db.close();
  });

  // Only root may give a file away: as any other user the restored file is the restorer's, as the folder must be.
  it.runIf(process.getuid?.() === 0)('run as root, leaves the database to the folder’s owner, the user the server runs as', async () => {
    const backup = await storeWith(['kept'], 2);
    const file = path.join(freshDir(), 'b.sqlite');
    backupSqlite({ dataDir: backup.dataDir, file });
    const dataDir = freshDir();
    chownSync(dataDir, 65534, 65534);
    restoreSqlite({ dataDir, file });
    expect(statSync(path.join(dataDir, SQLITE_FILE))).toMatchObject({ uid: 65534, gid: 65534 });
  });
});
