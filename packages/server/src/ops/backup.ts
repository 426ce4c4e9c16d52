import { chownSync, closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { lockDir } from '../store/dir-lock.ts';
import { StoreError } from '../store/errors.ts';
import { SQLITE_SCHEMA_VERSION } from '../store/sqlite-schema.ts';
import { SQLITE_FILE } from '../store/sqlite-store.ts';

/**
 * Why a backup or a restore was refused or failed:
 * - `no-database`: the data folder holds no `gomoku.sqlite` to back up.
 * - `no-file`: the file to restore does not exist.
 * - `exists`: the target (the backup's file, or the data folder's database) exists, and `force` was not given.
 * - `same-file`: the file named is the live database itself (or its `-wal` or `-shm`).
 * - `unwritable`: the backup's folder, or the data folder, cannot take a new file.
 * - `locked`: a restore while a server (or any store) holds the data folder.
 * - `not-a-backup`: the file is not a gomoku-server SQLite database (not SQLite, or no `gomoku_schema`).
 * - `damaged`: SQLite's `integrity_check` finds faults in it.
 * - `schema-too-new`: a newer version of @gomoku/server wrote it; this one cannot open it.
 * - `failed`: SQLite failed while copying (a full disk, an I/O error); the message says how.
 */
export type BackupErrorCode = 'no-database' | 'no-file' | 'exists' | 'same-file' | 'unwritable' | 'locked' | 'not-a-backup' | 'damaged' | 'schema-too-new' | 'failed';

/** A backup or restore that did not happen: the code is for programs, the one-line message for a person. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
  constructor(
    readonly code: BackupErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What a backup holds, as read from the file written (or restored) after it was checked. */
export interface BackupSummary {
  /** The file written: the backup, or the data folder's database after a restore. */
  readonly file: string;
  /** The schema version in its `gomoku_schema` (a restored older one is migrated when the server starts). */
  readonly schemaVersion: number;
  /** How many rooms it holds. */
  readonly rooms: number;
}

/** A backup or a restore: the data folder, the other file, and whether an existing target is replaced. */
export interface BackupOptions {
  /** The SQLite store's folder (`DATA_DIR`), holding `gomoku.sqlite`. */
  readonly dataDir: string;
  /** The backup file: written by `backupSqlite`, read by `restoreSqlite`. */
  readonly file: string;
  /** Replace an existing target instead of refusing it (`exists`). Default false. */
  readonly force?: boolean;
}

const openDatabase = (file: string, options: BetterSqlite3.Options): BetterSqlite3.Database => {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  return new Database(file, options);
};

const hasTable = (db: BetterSqlite3.Database, name: string): boolean => db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Refuses a file that is the live database or one of its companions: replacing those would lose it. */
function refuseLiveFiles(file: string, database: string): void {
  if ([database, `${database}-wal`, `${database}-shm`].includes(file)) {
    throw new BackupError('same-file', `${file} is the live database itself: name a file outside it.`);
  }
}

/** Flushes a file (opened `r+`) or a folder's entries (opened `r`) to the disk. */
function sync(target: string, flags: 'r' | 'r+'): void {
  const fd = openSync(target, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Syncs `temporary`, renames it over `target` and syncs the folder: `target` is then the old file
 * or the whole new one, never a part, even across a power loss.
 */
function install(temporary: string, target: string): void {
  try {
    sync(temporary, 'r+');
    renameSync(temporary, target);
    // The rename is durable once the folder is synced (POSIX; Windows cannot open a folder to sync it).
    if (process.platform !== 'win32') sync(path.dirname(target), 'r');
  } catch (error) {
    throw new BackupError('unwritable', `Cannot put ${target} in place: ${reason(error)}.`, { cause: error });
  }
}

/**
 * Checks a copy this module just made (the backup's or the restore's temporary file) and says
 * what it holds: SQLite's `integrity_check` passes, and `gomoku_schema` holds a version this
 * package can open. It leaves the copy one self-contained file (`journal_mode = DELETE`), so no
 * `-wal` of its own travels with it.
 */
function checkCopy(file: string, shown: string): Omit<BackupSummary, 'file'> {
  let db: BetterSqlite3.Database | null = null;
  try {
    db = openDatabase(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
    const faults = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const report = faults.map((row) => row.integrity_check);
    if (report.join() !== 'ok') throw new BackupError('damaged', `${shown} is damaged: SQLite's integrity check says ${report.slice(0, 3).join('; ')}.`);
    const version = hasTable(db, 'gomoku_schema') ? (db.prepare('SELECT version FROM gomoku_schema').pluck().get() as unknown) : undefined;
    if (!Number.isSafeInteger(version) || (version as number) < 0) {
      throw new BackupError('not-a-backup', `${shown} is an SQLite database, but not gomoku-server's (it has no schema version in gomoku_schema).`);
    }
    const schemaVersion = version as number;
    if (schemaVersion > SQLITE_SCHEMA_VERSION) {
      throw new BackupError(
        'schema-too-new',
        `${shown} is at schema version ${schemaVersion}; this version of @gomoku/server knows up to ${SQLITE_SCHEMA_VERSION}. Use the newer gomoku-server.`,
      );
    }
    const rooms = hasTable(db, 'gomoku_rooms') ? (db.prepare('SELECT count(*) FROM gomoku_rooms').pluck().get() as number) : 0;
    return { schemaVersion, rooms };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB') throw new BackupError('not-a-backup', `${shown} is not an SQLite database.`, { cause: error });
    if (code === 'SQLITE_CORRUPT') throw new BackupError('damaged', `${shown} is damaged: ${reason(error)}.`, { cause: error });
    throw new BackupError('failed', `Reading ${shown} failed: ${reason(error)}.`, { cause: error });
  } finally {
    db?.close();
  }
}

/** Creates `file` empty (it must not exist), or says why the folder cannot take it. */
function createEmpty(file: string): void {
  try {
    closeSync(openSync(file, 'wx'));
  } catch (error) {
    throw new BackupError('unwritable', `Cannot write in ${path.dirname(file)}: ${reason(error)}.`, { cause: error });
  }
}

/**
 * Writes a consistent snapshot of the SQLite store in `dataDir` to `file`, while a server may be
 * serving and writing it: it needs neither the folder's lock nor the server's help.
 *
 * The copy is SQLite's `VACUUM INTO`, on a read-only connection of its own. It reads in one
 * transaction, so the file is the database as of that transaction's start, every commit before it
 * included; in WAL mode that reader never blocks the server's writer, which goes on committing
 * meanwhile (only checkpoints wait for it, and the WAL grows for the while). The online backup
 * API (better-sqlite3's `db.backup()`) copies a few pages per step and starts over whenever
 * another process commits between steps: under a server's steady writes it may never finish.
 *
 * The copy goes to a temporary file beside `file`, is checked (`integrity_check`, the schema
 * version), synced, and renamed over `file`: `file` is either absent, as before, or the whole
 * backup. An existing `file` is refused (`exists`) unless `force`. The backup is one file
 * (`journal_mode = DELETE`), compacted. Throws `BackupError`.
 */
export function backupSqlite({ dataDir, file, force = false }: BackupOptions): BackupSummary {
  const database = path.resolve(dataDir, SQLITE_FILE);
  const target = path.resolve(file);
  if (!existsSync(database)) throw new BackupError('no-database', `${dataDir} holds no database (${SQLITE_FILE}) to back up.`);
  refuseLiveFiles(target, database);
  if (existsSync(target) && !force) throw new BackupError('exists', `${target} exists: choose another file, or pass --force to replace it.`);
  // VACUUM INTO writes only into a file that is absent or empty; created here, a folder that cannot take it says so plainly.
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  createEmpty(temporary);
  try {
    let source: BetterSqlite3.Database | null = null;
    try {
      // The server holds the WAL's locks only for moments; a reader waits for them rather than fail.
      source = openDatabase(database, { readonly: true, fileMustExist: true, timeout: 5_000 });
      source.prepare('VACUUM INTO ?').run(temporary);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'SQLITE_NOTADB') throw new BackupError('not-a-backup', `${database} is not an SQLite database.`, { cause: error });
      throw new BackupError('failed', `Copying ${database} failed: ${reason(error)}.`, { cause: error });
    } finally {
      source?.close();
    }
    const summary = checkCopy(temporary, `The copy of ${database}`);
    // SQLite does not sync what VACUUM INTO writes: install does, or a power loss could leave a renamed, empty backup.
    install(temporary, target);
    return { file: target, ...summary };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Makes the backup `file` the SQLite store's database in `dataDir`, for a server started after.
 *
 * Refused while a server (any store) holds the folder (`locked`): the folder's lock is taken for
 * the restore, so no server starts meanwhile either. An existing database is refused (`exists`)
 * unless `force`. The file is copied into the folder, checked there (`integrity_check`, a schema
 * version this package opens: an older one is migrated forward by the server's next start, a
 * newer one refused with `schema-too-new`), synced, and renamed over `gomoku.sqlite`. The old
 * database's `-wal` and `-shm` are removed first: SQLite would replay an old WAL onto the
 * restored file. Throws `BackupError`.
 */
export function restoreSqlite({ dataDir, file, force = false }: BackupOptions): BackupSummary {
  const database = path.resolve(dataDir, SQLITE_FILE);
  const source = path.resolve(file);
  refuseLiveFiles(source, database);
  if (!existsSync(source)) throw new BackupError('no-file', `${source} does not exist.`);
  let unlock: () => void;
  try {
    unlock = lockDir(dataDir);
  } catch (error) {
    if (error instanceof StoreError && error.code === 'locked') throw new BackupError('locked', `Stop the server before restoring: ${error.message}`, { cause: error });
    throw new BackupError('unwritable', `Cannot use ${dataDir}: ${reason(error)}.`, { cause: error });
  }
  const temporary = `${database}.restore-${process.pid}`;
  try {
    if (existsSync(database) && !force) throw new BackupError('exists', `${database} exists: pass --force to replace it with ${source}.`);
    try {
      copyFileSync(source, temporary);
    } catch (error) {
      throw new BackupError('unwritable', `Cannot copy ${source} into ${dataDir}: ${reason(error)}.`, { cause: error });
    }
    const summary = checkCopy(temporary, source);
    // Run as root (sudo) for a server that runs as its own user: the file is that user's, as the
    // folder is, or the server could read it but not write it.
    if (process.getuid?.() === 0) {
      const { uid, gid } = statSync(dataDir);
      chownSync(temporary, uid, gid);
    }
    rmSync(`${database}-wal`, { force: true });
    rmSync(`${database}-shm`, { force: true });
    install(temporary, database);
    return { file: database, ...summary };
  } finally {
    rmSync(temporary, { force: true });
    unlock();
  }
}
