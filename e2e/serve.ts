import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort, startServerProcess } from '../scripts/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/demo');

/**
 * Builds the demo (unless the test command just did) and serves it as production does: the
 * `gomoku-server` command, in a process of its own, on real embedded storage (SQLite in a
 * temporary folder), serving the built page, its API and the WebSocket on one port on 127.0.0.1,
 * with its security headers.
 */
export default async function setup(project: TestProject) {
  if (process.env.GOMOKU_DEMO_BUILT !== '1') await build({ root: demo, logLevel: 'warn' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-e2e-data-'));
  // A quick heartbeat, so a player whose connection dies shows as away within seconds. A store
  // deadline of seconds: these tests are about the page, and on a loaded two-core machine an fsync
  // can pass the production 400 ms (the server's own tests hold it to that deadline).
  const server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, STATIC_DIR: path.join(demo, 'dist'), HEARTBEAT_MS: '2000', STORE_TIMEOUT_MS: '3000' });
  project.provide('baseURL', `${server.url}/`);
  return async () => {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('close', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
