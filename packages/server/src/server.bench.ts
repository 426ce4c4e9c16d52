import { Worker } from 'node:worker_threads';
import { createRoom, type CreatedRoom } from '@gomoku/client';
import { bench, describe } from 'vitest';
import { latency, ms, perSecond } from '../test/bench-figures.ts';
import { BENCH_STORES, type OpenBenchStore } from '../test/bench-stores.ts';
import { createGomokuServer } from './server.ts';
import type { GameStore } from './store/types.ts';

/**
 * The load: ROOMS rooms (two bot sockets each), each moving once every MOVE_EVERY_MS, for SECONDS.
 * `pnpm bench` runs 200 rooms for 10 s; GOMOKU_BENCH_ROOMS=1000 GOMOKU_BENCH_SECONDS=30 is the goal's load.
 */
const ROOMS = Number(process.env.GOMOKU_BENCH_ROOMS ?? 200);
const SECONDS = Number(process.env.GOMOKU_BENCH_SECONDS ?? 10);
const MOVE_EVERY_MS = 1_000;

interface Figures {
  readonly moves: number;
  readonly movesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** The server's heap growth per room once loaded with its two sockets connected, in kB. */
  readonly heapPerRoomKb: number;
  readonly failures: readonly string[];
}

interface BotsDone {
  readonly latencies: number[];
  readonly failures: string[];
  readonly seconds: number;
}

/** Runs the load against a server on `store` and returns its figures. */
async function runLoad(store: GameStore): Promise<Figures> {
  // A bot plays a move a second: the default rate limit holds. Pings are left to the run's end.
  const server = createGomokuServer({ store, host: '127.0.0.1', port: 0, heartbeatMs: 600_000 });
  const { url } = await server.listen();
  try {
    const rooms: CreatedRoom[] = [];
    for (let i = 0; i < ROOMS; i += 1) rooms.push(await createRoom({ server: url }));
    // The heap per room is what the rooms cost once loaded with their sockets (the memory store's own rows are in before).
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const worker = new Worker(new URL('../test/bench-bots.mjs', import.meta.url), {
      workerData: { url, rooms: rooms.map(({ room, tokens }) => ({ room, tokens })), durationMs: SECONDS * 1_000, moveEveryMs: MOVE_EVERY_MS, size: 15 },
    });
    let heapPerRoomKb = Number.NaN;
    const done = await new Promise<BotsDone>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (message: { type: 'ready' } | ({ type: 'done' } & BotsDone)) => {
        if (message.type === 'ready') {
          collect?.();
          heapPerRoomKb = (process.memoryUsage().heapUsed - heapBefore) / ROOMS / 1024;
        } else resolve(message);
      });
    });
    await worker.terminate();
    return { moves: done.latencies.length, movesPerSecond: done.latencies.length / done.seconds, ...latency(done.latencies), heapPerRoomKb, failures: done.failures };
  } finally {
    await server.close();
  }
}

const results = new Map<string, Figures>();

/** Prints each store's figures, the durable ones with their ratio to the memory store's in the same run. */
function printTable() {
  const baseline = results.get('memory');
  if (!baseline || results.size < Object.keys(BENCH_STORES).length) return;
  const lines = [`server: ${ROOMS} rooms (${ROOMS * 2} sockets), a move a second each, ${SECONDS} s; send → ack on loopback, bots in a worker thread`];
  for (const [name, figures] of results) {
    const ratio = name === 'memory' ? '' : ` (vs memory: ${(baseline.movesPerSecond / figures.movesPerSecond).toFixed(2)}x fewer moves/s, p50 ${(figures.p50 / baseline.p50).toFixed(1)}x, p99 ${(figures.p99 / baseline.p99).toFixed(1)}x)`;
    lines.push(
      `  ${name}: ${figures.moves} moves, ${perSecond(figures.movesPerSecond)}, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, heap ${figures.heapPerRoomKb.toFixed(1)} kB/room${ratio}` +
        (figures.failures.length ? `, ${figures.failures.length} refused: ${figures.failures[0]}` : ''),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** One store under the load: a benchmark of one iteration (the load is long), opening and closing its store. */
function loadBench(name: string, open: OpenBenchStore) {
  bench(
    name,
    async () => {
      const { store, dispose } = await open();
      try {
        const figures = await runLoad(store);
        if (figures.failures.length) throw new Error(`${name}: ${figures.failures.length} moves refused, e.g. ${figures.failures[0]}`);
        results.set(name, figures);
      } finally {
        await dispose();
      }
      printTable();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0, throws: true },
  );
}

describe(`game server, ${ROOMS} rooms moving once a second`, () => {
  for (const [name, open] of Object.entries(BENCH_STORES)) loadBench(name, open);
});
