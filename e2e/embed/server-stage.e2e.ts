import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/server-process.ts';
import { pnpmCommand, stageServer } from '../../scripts/stage-server.mjs';
import { isPortFree, isRunning, startServerCommand, type RunningServer } from './server-command.ts';

// The server as an operator runs it, from the build (`pnpm build` first): the folder the Dockerfile
// ships, and `pnpm start`. Each is stopped with SIGTERM and must drain: `shut down`, exit 0, the
// port and the SQLite folder let go, no process left.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let scratch: string;
beforeAll(() => {
  // Outside the workspace, so nothing the staged server loads can come from the workspace's node_modules.
  scratch = mkdtempSync(path.join(os.tmpdir(), 'gomoku-stage-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The Dockerfile's HEALTHCHECK command, as the container runs it (its exec-form JSON array). */
function healthCheck(): string[] {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const command = /^HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  if (!command) throw new Error('The Dockerfile has no HEALTHCHECK … CMD [ … ] in exec form.');
  return JSON.parse(command) as string[];
}

/** Runs the health check with `env` and resolves with its exit code. */
function runHealthCheck(env: Record<string, string>): Promise<number | null> {
  const [command, ...args] = healthCheck();
  const child = spawn(command === 'node' ? process.execPath : (command as string), args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise((resolve) => child.once('close', resolve));
}

const readManifest = (folder: string) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;

/** Every package in a pnpm node_modules, by its manifest (pnpm's store: `.pnpm/<folder>/node_modules/<name>`). */
function installedPackages(modules: string): Manifest[] {
  const store = path.join(modules, '.pnpm');
  return readdirSync(store, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => {
      const name = entry.name.slice(0, entry.name.indexOf('@', 1)).replace('+', '/');
      return readManifest(path.join(store, entry.name, 'node_modules', name));
    });
}

/** What a manifest needs at run time: its dependencies and the peers it does not mark optional. */
const runtimeNeeds = (manifest: Manifest) => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.optionalDependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional),
];

/** The server's shutdown lines, once its output has closed. */
async function shutdownLines(server: RunningServer) {
  await server.closed;
  return server
    .logLines()
    .filter((line) => line.msg === 'shutting down' || line.msg === 'shut down')
    .map((line) => [line.msg, line.signal]);
}

const DRAINED = [
  ['shutting down', 'SIGTERM'],
  ['shut down', 'SIGTERM'],
];

describe('the staged server (scripts/stage-server.mjs, what the Dockerfile ships)', () => {
  let out: string;
  beforeAll(() => {
    out = stageServer(path.join(scratch, 'server'));
  });

  it('holds the built server, the built demo and production dependencies only', () => {
    expect(existsSync(path.join(out, 'bin/gomoku-server.js'))).toBe(true);
    expect(existsSync(path.join(out, 'dist/bin.js'))).toBe(true);
    expect(readFileSync(path.join(out, 'demo/index.html'), 'utf8')).toBe(readFileSync(path.join(root, 'apps/demo/dist/index.html'), 'utf8'));
    expect(existsSync(path.join(out, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).toBe(true);

    const packages = installedPackages(path.join(out, 'node_modules'));
    const names = packages.map((manifest) => manifest.name);
    for (const dev of ['typescript', 'vitest', 'vite', 'esbuild', '@gomoku/client', '@types/better-sqlite3', '@types/ws']) expect(names).not.toContain(dev);
    // Each package is there because the server or another of them needs it at run time.
    const needed = new Set([readManifest(out), ...packages].flatMap(runtimeNeeds));
    expect(names.filter((name) => !needed.has(name))).toEqual([]);
  });

  it('runs from its folder alone: ready, rooms, the demo; SIGTERM drains it', async () => {
    const port = await freePort();
    const dataDir = path.join(scratch, 'staged-data');
    const server = await startServerCommand(process.execPath, ['bin/gomoku-server.js'], out, {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(out, 'demo'),
      LOG_LEVEL: 'info',
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const created = await fetch(`${server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(created.status).toBe(201);
      const { room } = (await created.json()) as { room: string };
      const loaded = await fetch(`${server.url}/api/rooms/${room}`);
      expect(loaded.status).toBe(200);
      expect(await loaded.json()).toMatchObject({ room, version: 0 });
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(readFileSync(path.join(out, 'demo/index.html'), 'utf8'));
      // The container's health check, on the address the server listens on and on every address.
      expect(await runHealthCheck({ HOST: '127.0.0.1', PORT: String(port) })).toBe(0);
      expect(await runHealthCheck({ HOST: '0.0.0.0', PORT: String(port) })).toBe(0);
      expect(await runHealthCheck({ HOST: '127.0.0.1', PORT: String(await freePort()) })).toBe(1);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await shutdownLines(server)).toEqual(DRAINED);
    expect(await isPortFree(port)).toBe(true);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
  });
});

describe('pnpm start (the workspace’s production command)', () => {
  it('passes SIGTERM to the server: it drains, pnpm exits 0 and nothing is left running', async () => {
    const port = await freePort();
    const dataDir = path.join(scratch, 'start-data');
    const [pnpm, ...pnpmArgs] = pnpmCommand();
    const server = await startServerCommand(pnpm as string, [...pnpmArgs, 'start'], root, { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // The SQLite folder's lock names the process holding it: the server, a child of pnpm.
    const serverPid = Number(readFileSync(path.join(dataDir, 'lock'), 'utf8'));
    // A server left behind by a failure here would hold the port and the folder: killed.
    onTestFinished(() => {
      if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    });
    expect(serverPid).not.toBe(server.child.pid);

    server.child.kill('SIGTERM');
    // pnpm exits once the server has: not before, leaving it running without a parent.
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(isRunning(serverPid)).toBe(false);
    expect(await shutdownLines(server)).toEqual(DRAINED);
    expect(await isPortFree(port)).toBe(true);
  });
});
