import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommitStats } from '../src/store/types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** What the server under the benchmark (bench-server.mjs) says of itself when asked. */
export interface ServerSample {
  readonly type: 'sample';
  /** Microseconds of CPU, user + system, every thread, since the process started. */
  readonly cpuMicros: number;
  /** The main thread's event-loop time since the process started, idle and active, in ms. */
  readonly loop: { readonly idle: number; readonly active: number };
  /** The main thread's time on a core and waiting for one since it started, in ns (Linux's schedstat); null where unknown. */
  readonly thread: { readonly cpuNs: number; readonly waitNs: number } | null;
  readonly rss: number;
  /** Heap in use after a full garbage collection. */
  readonly heapUsed: number;
  /** The main thread's garbage-collection pauses: ms in all since the process started, and the longest since the last sample (the collection a sample forces left out). */
  readonly gc: { readonly ms: number; readonly longest: number };
  /** The durable store's commit counters; null for memory. */
  readonly stats: CommitStats | null;
}

/** The packages the built server runs on, in build order (dependencies first). */
const BUILT = ['engine', 'machine', 'protocol', 'server'];

let built: Promise<void> | null = null;

/**
 * Builds the server and the workspace packages it runs on (tsc into each dist/, as `pnpm build`
 * does), once per run: the benchmark measures the server as an operator runs it, not from source
 * through Vite's module runner, whose own memory would hide the server's.
 */
export function buildServer(): Promise<void> {
  built ??= (async () => {
    for (const name of BUILT) {
      const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'packages', name, 'tsconfig.build.json')], { encoding: 'utf8' });
      if (status !== 0) throw new Error(`building @gomoku/${name} failed:\n${stdout}${stderr}`);
    }
  })();
  return built;
}

/** A child process spoken to over its IPC channel. */
export class Child {
  readonly #child: ChildProcess;
  readonly #gone: Promise<void>;
  #output = '';
  #exit: string | null = null;

  constructor(child: ChildProcess) {
    this.#child = child;
    child.stderr?.on('data', (chunk: Buffer) => (this.#output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => (this.#output += chunk.toString()));
    this.#gone = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.#exit = signal ?? String(code);
        resolve();
      }),
    );
  }

  get pid(): number {
    return this.#child.pid ?? 0;
  }

  /** Sends a message; one to a child that has gone is dropped (whoever waits for its answer hears of the exit). */
  send(message: unknown): void {
    if (this.#child.connected) this.#child.send(message as never, () => undefined);
  }

  /**
   * The next message of `type`. Rejects if the child says `failed`, exits first, or `limitMs` passes:
   * each step of the benchmark is bounded in time.
   */
  next<T>(type: string, limitMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      if (this.#exit !== null) {
        reject(new Error(`child ${this.pid} ended (${this.#exit}) before '${type}':\n${this.#output}`));
        return;
      }
      const done = () => {
        clearTimeout(timer);
        this.#child.off('message', onMessage);
        this.#child.off('exit', onExit);
      };
      const onMessage = (message: { type: string; message?: string }) => {
        if (message.type === type) {
          done();
          resolve(message as T);
        } else if (message.type === 'failed') {
          done();
          reject(new Error(`child ${this.pid} failed: ${message.message}`));
        }
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        reject(new Error(`child ${this.pid} ended (${signal ?? code}) before '${type}':\n${this.#output}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no '${type}' from child ${this.pid} within ${limitMs} ms:\n${this.#output}`));
      }, limitMs);
      this.#child.on('message', onMessage);
      this.#child.once('exit', onExit);
    });
  }

  /** Ends the child (SIGKILL if it has not gone within 10 s of asking) and waits until it is gone. */
  async end(ask: () => void): Promise<void> {
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      ask();
      const timer = setTimeout(() => this.#child.kill('SIGKILL'), 10_000);
      await this.#gone;
      clearTimeout(timer);
    }
  }
}

/** The game server under test, in its own process, built. */
export class BenchServer {
  private constructor(
    readonly child: Child,
    readonly url: string,
  ) {}

  /** Builds the server (once), starts `bench-server.mjs` with `args` (`memory`, `sqlite DIR` or `postgres URL`) and waits until it listens. */
  static async start(args: readonly string[]): Promise<BenchServer> {
    await buildServer();
    const child = new Child(spawn(process.execPath, ['--expose-gc', ...(process.env.GOMOKU_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GOMOKU_BENCH_PROFILE}`] : []), path.join(here, 'bench-server.mjs'), ...args], { cwd: here, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }));
    const { url } = await child.next<{ url: string }>('listening', 120_000);
    return new BenchServer(child, url);
  }

  /** What the server reads of itself now (after a full garbage collection). */
  sample(): Promise<ServerSample> {
    const answer = this.child.next<ServerSample>('sample', 60_000);
    this.child.send({ type: 'sample' });
    return answer;
  }

  stop(): Promise<void> {
    return this.child.end(() => this.child.send({ type: 'stop' }));
  }
}

/** p50, p99 and max of some milliseconds, as the bots report them (null when there were none). */
export interface Summary {
  readonly count: number;
  readonly p50: number | null;
  readonly p99: number | null;
  readonly max: number | null;
}

/** What the bots report after the load. */
export interface BotsDone {
  readonly moves: Summary & {
    readonly seconds: number;
    readonly failures: number;
    readonly firstFailure: string | null;
    /** Moves sent and not answered when the time ran out. */
    readonly unanswered: number;
  };
}

/** The bots (test/bench-bots.mjs), in their own process. */
export function startBots(): Child {
  return new Child(spawn(process.execPath, [path.join(here, 'bench-bots.mjs')], { cwd: here, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }));
}
