import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { StoreError } from './errors.ts';
import type { SqliteCalls, SqliteFailure, SqliteReply, SqliteWorkerData } from './sqlite-messages.ts';
import { startWorker } from './start-worker.ts';

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** A failure as the main thread throws it (an I/O error, a file that is no database…): an Error naming SQLite's code. */
export function toError({ message, sqliteCode }: SqliteFailure): Error {
  return new Error(sqliteCode ? `SQLite ${sqliteCode}: ${message}` : `SQLite: ${message}`);
}

/**
 * The SQLite connection in its worker thread, as calls that resolve with the worker's answers.
 * The worker answers in order, one at a time. It keeps the process alive only while a call is
 * waiting, so a store nobody closes does not hold the process open when it has nothing to do.
 */
export class SqliteConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #exited: Promise<void>;
  #nextId = 1;
  #stopped: StoreError | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: SqliteReply) => this.#settle(reply));
    worker.on('error', (error) => this.#stop(`failed: ${error.message}`));
    this.#exited = new Promise((resolve) =>
      worker.once('exit', (code) => {
        this.#stop(`exited (code ${code})`);
        resolve();
      }),
    );
  }

  /** Starts the worker on `file` (migrated already: see `migrateSqlite`) and resolves once the database is open. */
  static async open(file: string): Promise<SqliteConnection> {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const workerData: SqliteWorkerData = { file, driver };
    const connection = new SqliteConnection(await startWorker(import.meta.url, 'sqlite-worker', { workerData }));
    // The worker's first answer (id 0) says whether the database opened.
    try {
      await connection.#wait(0);
    } catch (error) {
      // Held while the refused worker ends: unref'd, a process with nothing else to do would exit
      // here (code 13, a top-level await never settled) before the caller could say why.
      connection.#worker.ref();
      await connection.#exited;
      throw error;
    }
    return connection;
  }

  /** Sends one request and resolves with its answer. */
  call<Op extends keyof SqliteCalls>(op: Op, request: SqliteCalls[Op]['request']): Promise<SqliteCalls[Op]['answer']> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId;
    this.#nextId += 1;
    this.#worker.postMessage({ ...request, id, op });
    return this.#wait(id) as Promise<SqliteCalls[Op]['answer']>;
  }

  /** Closes the database and waits for the worker to end. */
  async close(): Promise<void> {
    await this.call('close', {}).catch(() => undefined);
    // Held until the worker has ended: unref'd, a process with nothing else left would exit here,
    // before the caller's next steps (releasing the folder's lock, logging `shut down`).
    this.#worker.ref();
    await this.#exited;
  }

  #wait(id: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #settle(reply: SqliteReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(toError(reply.error));
  }

  #stop(how: string): void {
    this.#stopped ??= new StoreError('closed', `The SQLite store's worker thread ${how}.`);
    for (const { reject } of this.#pending.values()) reject(this.#stopped);
    this.#pending.clear();
  }
}
