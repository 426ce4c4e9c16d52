import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// Workspace test tooling, not any one package's: the server's own tests, the React package's online
// tests and the end-to-end tests each start the real command from source through this file.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** How a run of the command ended. */
export interface CommandRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the `gomoku-server` command from source with `args` and `env` (over this process's), as an
 * operator would, optionally as another user (`uid`, `gid`: this process must be root); resolves
 * once it has exited.
 */
export function runCommand(args: readonly string[], env: Record<string, string>, user?: { uid: number; gid: number }): Promise<CommandRun> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/run-ts.mjs'), path.join(root, 'packages/server/src/bin.ts'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A `gomoku-server` in a process of its own, started from source. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Kills it with SIGKILL (no cleanup runs) and waits until it is gone. */
  kill(): Promise<void>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with its exit code once it has exited. */
  readonly exited: Promise<number | null>;
}

/**
 * Starts the `gomoku-server` command (src/bin.ts through scripts/run-ts.mjs) with `env` on
 * 127.0.0.1:`port`, and resolves once it says it is listening.
 */
export function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/run-ts.mjs'), path.join(root, 'packages/server/src/bin.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output += `${line}\n`;
      const url = /listening on (http:\/\/\S+),/.exec(line)?.[1];
      if (url)
        resolve({
          url,
          child,
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
          output: () => output,
          exited,
        });
    });
    child.once('exit', (code, signal) => reject(new Error(`gomoku-server ended (${signal ?? code}) before listening:\n${output}`)));
  });
}
