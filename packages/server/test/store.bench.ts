import { bench, describe } from 'vitest';
import { latency, ms, percentile, perSecond } from './bench-figures.ts';
import { BENCH_STORES, type OpenBenchStore } from './bench-stores.ts';
import type { GameStore } from '../src/store/types.ts';

/** Counted runs per store (after one warm-up run). */
const ITERATIONS = 5;

/** How a run appends: to `rooms` rooms side by side, `perRoom` awaited appends each (a room's events are sequential). */
interface Load {
  readonly rooms: number;
  readonly perRoom: number;
}

/** A mid-game state about the size of the machine's GameState (40 moves, the settings, the clocks). */
const gameState = (version: number) => ({
  format: 1,
  settings: { variant: { size: 15, winLength: 5, rule: 'freestyle' }, opening: 'free', undo: 'consent', clock: { initialMs: 600_000, incrementMs: 5_000 } },
  moves: Array.from({ length: 40 }, (_, i) => (i * 37) % 225),
  players: { first: 'p1', second: 'p2' },
  black: 'first',
  opening: { extended: false, stones: 0 },
  ending: null,
  clock: { remaining: { first: 512_345, second: 498_765 }, running: { seat: 'first', since: 1_790_000_000_000 + version } },
  pending: null,
});

/** Creates the benchmark's room `room-R`, at version 0. */
const createBenchRoom = (store: GameStore, r: number) =>
  store.createRoom({ id: `room-${r}`, settings: { size: 15 }, seats: { black: 'b', white: 'w' }, state: gameState(0), live: true, now: Date.now() });

/** Appends a room's next move at `expectedVersion` and resolves to the room's new version; a refusal fails the benchmark. */
async function appendMove(store: GameStore, roomId: string, expectedVersion: number, eventId: string): Promise<number> {
  const result = await store.append({
    roomId,
    expectedVersion,
    eventId,
    seat: expectedVersion % 2 ? 'white' : 'black',
    event: { type: 'PLAY', point: (expectedVersion * 37) % 225 },
    state: gameState(expectedVersion + 1),
    live: true,
    now: Date.now(),
  });
  if (!result.ok) throw new Error(`An append to ${roomId} was refused: ${JSON.stringify(result)}`);
  return result.version;
}

interface Run {
  /** Milliseconds of each append. */
  readonly latencies: number[];
  /** Appends per second over the runs, measured from start to end of each. */
  readonly rates: number[];
}

const summary = (run: Run) => ({ rate: percentile([...run.rates].sort((a, b) => a - b), 0.5), ...latency(run.latencies) });

/**
 * One store under the benchmark: each run appends to `load.rooms` rooms side by side,
 * `load.perRoom` awaited appends each. Records every append's latency and each run's appends per second.
 * Vitest runs no beforeAll/afterAll hooks for benchmarks, so the first run opens the store (and
 * is the warm-up, not counted) and the last one closes it; then `done` is called.
 */
function storeBench(
  name: string,
  load: Load,
  open: OpenBenchStore,
  runs: Map<string, Run>,
  done: () => void,
) {
  let opened: { store: GameStore; dispose: () => Promise<void> } | null = null;
  const versions = new Map<string, number>();
  const run: Run = { latencies: [], rates: [] };
  runs.set(name, run);
  let round = 0;

  const openRooms = async () => {
    const result = await open();
    for (let r = 0; r < load.rooms; r += 1) {
      await createBenchRoom(result.store, r);
      versions.set(`room-${r}`, 0);
    }
    return result;
  };

  bench(
    name,
    async () => {
      round += 1;
      const warmUp = round === 1;
      opened ??= await openRooms();
      const { store } = opened;
      const started = performance.now();
      await Promise.all(
        [...versions.keys()].map(async (roomId) => {
          for (let i = 0; i < load.perRoom; i += 1) {
            const expectedVersion = versions.get(roomId) ?? 0;
            const before = performance.now();
            versions.set(roomId, await appendMove(store, roomId, expectedVersion, `${round}-${i}`));
            if (!warmUp) run.latencies.push(performance.now() - before);
          }
        }),
      );
      if (!warmUp) run.rates.push((load.rooms * load.perRoom * 1000) / (performance.now() - started));
      if (round === ITERATIONS + 1) {
        await opened.dispose();
        done();
      }
    },
    { iterations: ITERATIONS + 1, time: 0, warmupIterations: 0, warmupTime: 0, throws: true },
  );
}

/** Prints each durable store's figures with their ratio to the memory store's in the same run, once every store has made `iterations` runs. */
function printComparison(label: string, runs: Map<string, Run>, baselineName: string, iterations = ITERATIONS) {
  const baselineRun = runs.get(baselineName);
  if (!baselineRun || [...runs.values()].some((run) => run.rates.length < iterations)) return;
  const baseline = summary(baselineRun);
  for (const [name, run] of runs) {
    if (name === baselineName) continue;
    const figures = summary(run);
    process.stdout.write(
      `${label}, ${name}: ${perSecond(figures.rate)}, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} ` +
        `(baseline ${baselineName}: ${perSecond(baseline.rate)}, p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}): ` +
        `${(baseline.rate / figures.rate).toFixed(1)}x fewer appends/s, p50 ${(figures.p50 / baseline.p50).toFixed(1)}x, p99 ${(figures.p99 / baseline.p99).toFixed(1)}x\n`,
    );
  }
}

/** The three stores under one load, each printed with its ratio to the memory store. */
function describeLoad(label: string, load: Load) {
  describe(label, () => {
    const runs = new Map<string, Run>();
    const done = () => printComparison(label, runs, 'memory');

    for (const [name, open] of Object.entries(BENCH_STORES)) storeBench(name, load, open, runs, done);
  });
}

// Latency: one room, each append awaited before the next, as one game's moves arrive.
describeLoad('store append, 1 room, 200 awaited appends', { rooms: 1, perRoom: 200 });
// Throughput: a busy server's rooms appending side by side (PostgreSQL commits them on separate
// connections; PGlite, one connection, queues them).
describeLoad('store append, 8 rooms side by side, 50 awaited appends each', { rooms: 8, perRoom: 50 });

/** `GOMOKU_BENCH_SECONDS` for the open load (the game server's bench reads it too). */
const OPEN_SECONDS = Number(process.env.GOMOKU_BENCH_SECONDS ?? 10);

/**
 * `rooms` rooms, each appending once a second on its own phase for `seconds` (the first second not
 * counted), whether or not the store keeps up: a busy server's moves without the server, so the
 * store's own tail can be told from the server's. A room whose last append is still out skips its turn.
 */
async function openLoad(store: GameStore, rooms: number, seconds: number, run: Run): Promise<void> {
  const versions = new Array<number>(rooms).fill(0);
  for (let r = 0; r < rooms; r += 1) await createBenchRoom(store, r);
  const started = performance.now();
  const due = Array.from({ length: rooms }, (_, r) => started + (r * 1000) / rooms);
  const out = new Uint8Array(rooms);
  const appends: Promise<void>[] = [];
  let failure: unknown = null;
  let next = 0;
  let appended = 0;
  const append = async (r: number) => {
    const at = performance.now();
    const version = versions[r] as number;
    versions[r] = await appendMove(store, `room-${r}`, version, `e${version}`);
    out[r] = 0;
    if (at - started >= 1000) {
      run.latencies.push(performance.now() - at);
      appended += 1;
    }
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (now - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      // Rooms fall due in index order, round and round.
      while ((due[next] as number) <= now) {
        const r = next;
        next = (next + 1) % rooms;
        due[r] = (due[r] as number) + 1000;
        if (out[r]) continue;
        out[r] = 1;
        appends.push(
          append(r).catch((error: unknown) => {
            failure ??= error;
          }),
        );
      }
    }, 2);
  });
  await Promise.all(appends);
  if (failure) throw failure;
  run.rates.push(appended / (seconds - 1));
}

// The tail: 2,000 rooms a move a second each, as the game server's bench plays them.
const OPEN_LABEL = 'store append, 2,000 rooms a move a second each';
describe(OPEN_LABEL, () => {
  const runs = new Map<string, Run>();
  for (const [name, open] of Object.entries(BENCH_STORES)) {
    const run: Run = { latencies: [], rates: [] };
    runs.set(name, run);
    bench(
      name,
      async () => {
        const { store, dispose } = await open();
        try {
          await openLoad(store, 2000, OPEN_SECONDS, run);
        } finally {
          await dispose();
        }
        printComparison(OPEN_LABEL, runs, 'memory', 1);
      },
      { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0, throws: true },
    );
  }
});
