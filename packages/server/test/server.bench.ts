import { mkdtempSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench, describe } from 'vitest';
import { BenchServer, startBots, type BotsDone, type Summary } from './bench-processes.ts';
import { freshDatabase } from './databases.ts';
import { postgresCpu } from './postgres-cpu.ts';

/**
 * The load: for each N in ROOM_COUNTS, N rooms with two bot sockets each, each room moving once a
 * second, for SECONDS, against the server on each store. `GOMOKU_BENCH_ROOMS=1000` and
 * `GOMOKU_BENCH_SECONDS=10` make a quicker run.
 */
const ROOM_COUNTS = (process.env.GOMOKU_BENCH_ROOMS ?? '1000,2000,4000').split(',').map(Number);
const SECONDS = Number(process.env.GOMOKU_BENCH_SECONDS ?? 20);
const MOVE_EVERY_MS = 1_000;
const STORE_NAMES = ['memory', 'SQLite', 'PostgreSQL'] as const;
type StoreName = (typeof STORE_NAMES)[number];
/** `GOMOKU_BENCH_STORES=SQLite` runs one store alone (its p99 ratio then needs memory beside it). */
const STORES = STORE_NAMES.filter((name) => (process.env.GOMOKU_BENCH_STORES ?? STORE_NAMES.join(',')).split(',').includes(name));

interface Row {
  readonly store: StoreName;
  readonly rooms: number;
  readonly moves: BotsDone['moves'];
  /** hello → welcome while the rooms were joined: loading each room from the store and starting its machine. */
  readonly welcome: Summary;
  /** Commits in the load window and the moves they held (null for memory, which has none). */
  readonly commits: number | null;
  readonly writes: number | null;
  /** The server process's CPU (all its threads) over the load window, % of one core. */
  readonly cpu: number;
  /** PostgreSQL's processes' CPU over the window, % of one core (PostgreSQL only). */
  readonly databaseCpu: number | null;
  /** How busy the server's main thread was, % of the window. */
  readonly loop: number;
  readonly rssMb: number;
  readonly heapPerRoomKb: number;
}

/** Where a store's data lives for one run: the server's arguments, a CPU reading for PostgreSQL, and the cleanup. */
async function placeFor(store: StoreName): Promise<{ args: string[]; databaseCpu: (() => number) | null; dispose: () => Promise<void> }> {
  if (store === 'memory') return { args: ['memory'], databaseCpu: null, dispose: async () => undefined };
  if (store === 'SQLite') {
    // On the disk (os.tmpdir(), not /dev/shm): the fsyncs a server on this machine would wait for.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-bench-'));
    return { args: ['sqlite', dataDir], databaseCpu: null, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await freshDatabase();
  return { args: ['postgres', database.url], databaseCpu: await postgresCpu(database.url), dispose: database.drop };
}

/** One store at one N: the server and the bots each in a process of their own. */
async function run(store: StoreName, rooms: number): Promise<Row> {
  // Written at once (not through the runner's console), so a run that stalls shows where.
  const step = (what: string) => writeSync(2, `server bench, ${store}, ${rooms} rooms: ${what}\n`);
  step('starting');
  const place = await placeFor(store);
  const server = await BenchServer.start(place.args);
  const bots = startBots();
  try {
    const empty = await server.sample();
    const ready = bots.next<{ welcome: Summary }>('ready', 120_000 + rooms * 50);
    bots.send({ type: 'start', url: server.url, rooms, seconds: SECONDS, moveEveryMs: MOVE_EVERY_MS, size: 15 });
    step('server listening, bots joining');
    const { welcome } = await ready;
    step('bots ready, playing');
    const loaded = await server.sample();
    const databaseBefore = place.databaseCpu?.();
    const started = performance.now();
    const done = bots.next<BotsDone>('done', SECONDS * 1000 + 60_000);
    bots.send({ type: 'go' });
    const { moves } = await done;
    step('done');
    const ended = await server.sample();
    const seconds = (performance.now() - started) / 1000;
    const databaseAfter = place.databaseCpu?.();
    const commits = ended.stats && loaded.stats ? ended.stats.commits - loaded.stats.commits : null;
    const writes = ended.stats && loaded.stats ? ended.stats.writes - loaded.stats.writes : null;
    const loopActive = ended.loop.active - loaded.loop.active;
    return {
      store,
      rooms,
      moves,
      welcome,
      commits,
      writes,
      cpu: ((ended.cpuMicros - loaded.cpuMicros) / 1e6 / seconds) * 100,
      databaseCpu: databaseBefore !== undefined && databaseAfter !== undefined ? ((databaseAfter - databaseBefore) / seconds) * 100 : null,
      loop: (loopActive / (loopActive + ended.loop.idle - loaded.loop.idle)) * 100,
      rssMb: ended.rss / 2 ** 20,
      heapPerRoomKb: (loaded.heapUsed - empty.heapUsed) / rooms / 1024,
    };
  } finally {
    step('stopping');
    await bots.end(() => bots.send({ type: 'stop' }));
    await server.stop();
    step('disposing of the data');
    await place.dispose();
    step('stopped');
  }
}

// A summary of no moves at all comes back over IPC with null for NaN.
const ms = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '–' : value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
const whole = (value: number) => Math.round(value).toLocaleString('en');

function line(row: Row): string {
  const { moves } = row;
  const perSecond = moves.count / moves.seconds;
  const commits = row.commits === null ? '–' : whole(row.commits / moves.seconds);
  const perCommit = row.commits && row.writes !== null ? (row.writes / row.commits).toFixed(1) : '–';
  const cpu = `${whole(row.cpu)}%${row.databaseCpu === null ? '' : ` + ${whole(row.databaseCpu)}%`}`;
  const failures = moves.failures ? ` ⚠ ${moves.failures} refused: ${moves.firstFailure}` : '';
  // Moves still in flight when the time ran out are neither counted nor lost: say how many.
  const inFlight = moves.unanswered ? ` (${moves.unanswered} in flight at the end)` : '';
  return (
    `| ${whole(row.rooms)} | ${row.store} | ${whole(perSecond)} | ${ms(moves.p50)} | ${ms(moves.p99)} | ${ms(moves.max)} | ${commits} | ${perCommit} | ` +
    `${cpu} | ${whole(row.loop)}% | ${whole(row.rssMb)} MB | ${row.heapPerRoomKb.toFixed(1)} kB | ${ms(row.welcome.p99)} |${failures}${inFlight}`
  );
}

const HEADER = [
  '| rooms | store | moves/s | p50 ms | p99 ms | max ms | commits/s | moves/commit | server CPU (+ PostgreSQL) | main thread busy | RSS | heap/room | welcome p99 ms |',
  '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/** Prints the rows of one N, and each durable store's p99 against the memory store's of the same run. */
function print(rows: readonly Row[]): void {
  const baseline = rows.find((row) => row.store === 'memory');
  const ratios = rows
    .filter((row) => row.store !== 'memory' && baseline)
    .map((row) => `${row.store} p99 / memory p99 = ${((row.moves.p99 ?? Number.NaN) / (baseline?.moves.p99 ?? Number.NaN)).toFixed(2)}`);
  const [first] = rows;
  const title = `game server, ${whole(first?.rooms ?? 0)} rooms (${whole((first?.rooms ?? 0) * 2)} sockets), a move a second each, ${SECONDS} s; send → ack on loopback; bots in their own process`;
  process.stdout.write(`\n${title}\n${[...HEADER, ...rows.map(line)].join('\n')}\n${ratios.join('; ')}\n`);
}

for (const rooms of ROOM_COUNTS) {
  describe(`game server, ${rooms} rooms moving once a second`, () => {
    const rows: Row[] = [];
    for (const store of STORES) {
      bench(
        store,
        async () => {
          // A run that fails is said and the others go on: an error thrown out of a benchmark
          // leaves this Vitest waiting for ever.
          try {
            const row = await run(store, rooms);
            rows.push(row);
          } catch (error) {
            writeSync(2, `server bench, ${store}, ${rooms} rooms FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
          }
          if (store === STORES[STORES.length - 1]) print(rows);
        },
        { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
      );
    }
  });
}
