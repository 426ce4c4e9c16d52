import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand, type CommandRun } from '../../../scripts/server-process.ts';
import { scratchDir } from '../test/scratch.ts';
import { createLog } from './ops/log.ts';
import { createSqliteStore } from './store/sqlite-store.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A folder for one test, removed after it. */
function folder(prefix: string): string {
  const dir = scratchDir(prefix);
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The one line a start that failed writes: JSON on stdout, nothing on stderr. */
function fatalLine(run: CommandRun): { level: number; exitCode: number; msg: string } {
  expect(run.stderr).toBe('');
  const lines = run.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] as string) as { level: number; exitCode: number; msg: string };
}

describe('gomoku-server refuses to start half-working, in one JSON line', () => {
  it('a port another process holds: exit 1 naming it, and the data folder let go', { timeout: 30_000 }, async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => holder.close(resolve)));
    const port = (holder.address() as { port: number }).port;
    const dataDir = path.join(folder('gomoku-start-port-'), 'data');

    const run = await runCommand([], { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(fatalLine(run)).toMatchObject({ level: 60, exitCode: 1, msg: expect.stringMatching(/^gomoku-server: could not start: .*EADDRINUSE/) });
    // The store was opened and closed again: its lock is gone, so the next start is not refused.
    expect(existsSync(path.join(dataDir, 'gomoku.sqlite'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
  });

  it('a STATIC_DIR with no built app: exit 2 before the store is opened', { timeout: 30_000 }, async () => {
    const dir = folder('gomoku-start-static-');
    const run = await runCommand([], { PORT: '0', DATA_DIR: path.join(dir, 'data'), STATIC_DIR: path.join(dir, 'nothing-built') });
    expect(run.code).toBe(2);
    expect(fatalLine(run)).toMatchObject({ level: 60, exitCode: 2, msg: expect.stringContaining('holds no index.html') });
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
  });

  it('a database its user may read but not write: exit 1 at start, not a server that refuses every move', { timeout: 30_000 }, async () => {
    const dir = folder('gomoku-start-readonly-');
    const dataDir = path.join(dir, 'data');
    const store = await createSqliteStore({ dataDir, log: createLog('silent') });
    await store.close();
    // Root writes any file: the server then runs as nobody, as after a restore done with sudo.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) for (const open of [dir, dataDir]) chmodSync(open, 0o777);
    else chmodSync(path.join(dataDir, 'gomoku.sqlite'), 0o444);

    const run = await runCommand([], { PORT: '0', DATA_DIR: dataDir }, asRoot ? { uid: 65534, gid: 65534 } : undefined);
    expect(run.code).toBe(1);
    expect(fatalLine(run).msg).toMatch(/SQLITE_READONLY.*the server's user must be able to write it/);
  });

  it('a worker thread that cannot open the file says so, though nothing else keeps the process alive', { timeout: 30_000 }, async () => {
    const missing = path.join(folder('gomoku-start-worker-'), 'no-such-folder', 'gomoku.sqlite');
    mkdirSync(path.dirname(path.dirname(missing)), { recursive: true });
    const child = spawn(process.execPath, [path.join(root, 'scripts/run-ts.mjs'), path.join(root, 'packages/server/test/open-refused.ts'), missing], { cwd: root });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    // Before, the process ended with code 13 (a top-level await never settled) and said nothing.
    expect({ code, stdout }).toEqual({ code: 0, stdout: expect.stringMatching(/^refused: SQLite: Cannot open database because the directory does not exist/) });
  });
});
