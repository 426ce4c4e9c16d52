import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryStore } from '../src/store/memory-store.ts';
import { createPostgresStore } from '../src/store/postgres-store.ts';
import { createSqliteStore } from '../src/store/sqlite-store.ts';
import type { GameStore } from '../src/store/types.ts';
import { freshDatabase } from './databases.ts';

/** `GOMOKU_BENCH_COMMIT_INTERVAL_MS`: the PostgreSQL store's `commitIntervalMs` (its default when unset). */
const commitIntervalMs = (): number | undefined => {
  const text = process.env.GOMOKU_BENCH_COMMIT_INTERVAL_MS?.trim();
  return text ? Number(text) : undefined;
};

/** A store for one benchmark run, and how to throw it away. */
export type OpenBenchStore = () => Promise<{ store: GameStore; dispose: () => Promise<void> }>;

/**
 * The three stores as benchmarks open them: memory (the baseline, no durability), SQLite on the
 * disk (os.tmpdir(), not /dev/shm: the figure a server on this machine would see), and PostgreSQL
 * in a fresh database with its defaults (fsync and synchronous_commit on).
 */
export const BENCH_STORES: Readonly<Record<'memory' | 'SQLite' | 'PostgreSQL', OpenBenchStore>> = {
  memory: async () => {
    const store = createMemoryStore();
    return { store, dispose: () => store.close() };
  },
  SQLite: async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-bench-'));
    const store = await createSqliteStore({ dataDir });
    return {
      store,
      dispose: async () => {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  PostgreSQL: async () => {
    const database = await freshDatabase();
    const store = await createPostgresStore({ url: database.url, maxConnections: 20, commitIntervalMs: commitIntervalMs() });
    return {
      store,
      dispose: async () => {
        await store.close();
        await database.drop();
      },
    };
  },
};
