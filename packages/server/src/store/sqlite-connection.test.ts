import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../../../scripts/server-process.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('SqliteConnection.close', () => {
  it('keeps a process with nothing else to do alive until the worker has ended: SIGTERM on SQLite logs `shut down` and lets go of the folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-sqlite-close-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess(await freePort(), { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    cleanup.push(() => server.kill());
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const messages = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.slice(-2)).toEqual(['shutting down', 'shut down']);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
  });
});
