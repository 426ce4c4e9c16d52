import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServerProcess } from '../../../scripts/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of a real game server for the run, on loopback. */
    gomokuServer: string;
  }
}

/**
 * The real `gomoku-server` command for the online component tests, in a process of its own on a
 * throwaway SQLite folder (the tests run the page's side in jsdom); each test makes its own room.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gomoku-react-online-'));
  const server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, HEARTBEAT_MS: '1000' });
  project.provide('gomokuServer', server.url);
  return async () => {
    await server.kill();
    await rm(dataDir, { recursive: true, force: true });
  };
}
