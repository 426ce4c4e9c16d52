import { mkdtempSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bench, describe } from 'vitest';
import { BenchServer, startBots, type BotsDone, type ServerSample, type Summary } from './bench-processes.ts';
import { freshDatabase } from './databases.ts';
import { postgresCpu, times } from './postgres-cpu.ts';

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
/**
 * `GOMOKU_BENCH_PROCESSES=2` adds PostgreSQL rows served by that many processes on the one
 * database, rooms dealt among them; `GOMOKU_BENCH_SPLIT=seat` puts each room's second player on
 * the next process (default `room`: both on one, as a proxy routing by room does).
 */
const PROCESSES = Math.max(1, Number(process.env.GOMOKU_BENCH_PROCESSES ?? 1));
const SPLIT = process.env.GOMOKU_BENCH_SPLIT === 'seat' ? 'seat' : 'room';
/**
 * `GOMOKU_BENCH_ROUNDS=5` plays the stores in turn that many times (memory, SQLite, PostgreSQL,
 * memory, …) and ends with the median of each store's ratio to the memory store of its round: one
 * run's p99 swings with the machine (a shared one's more than twice from run to run).
 */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.GOMOKU_BENCH_ROUNDS ?? 1)) || 1);

interface Row {
  /** The store, and how many processes served it when more than one. */
  readonly store: string;
  readonly rooms: number;
  readonly moves: BotsDone['moves'];
  /** hello → welcome while the rooms were joined: loading each room from the store and starting its machine. */
  readonly welcome: Summary;
  /** Commits in the load window and the moves they held (null for memory, which has none). */
  readonly commits: number | null;
  readonly writes: number | null;
  /** The server processes' CPU (all their threads) over the load window, % of one core. */
  readonly cpu: number;
  /** PostgreSQL's processes' CPU over the window, % of one core (PostgreSQL only). */
  readonly databaseCpu: number | null;
  /** How busy the servers' main threads were, % of the window (the mean of the processes). */
  readonly loop: number;
  /** The main threads' busy time over the window, ms, summed (wall time: a turn preempted counts whole). */
  readonly loopMs: number;
  /** The main threads' CPU time and their time waiting for a core over the window, ms, summed; null where unknown. */
  readonly threadCpuMs: number | null;
  readonly threadWaitMs: number | null;
  /** The server processes' and PostgreSQL's CPU over the window, ms. */
  readonly cpuMs: number;
  readonly databaseCpuMs: number | null;
  /** The bots' process's CPU over the window, ms: the load's own cost, on the same cores. */
  readonly botsCpuMs: number;
  /** The main threads' garbage-collection pauses over the window: ms in all, summed, and the longest. */
  readonly gcMs: number;
  readonly gcLongestMs: number;
  /** The servers' RSS at the end, summed. */
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

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What each server says of itself, read side by side. */
const sampleAll = (servers: readonly BenchServer[]) => Promise.all(servers.map((server) => server.sample()));

/** The bots' CPU seconds so far (user + system), read from /proc; 0 where it cannot be read. */
const botsCpu = (pid: number) => times(pid)?.seconds ?? 0;

/** One store at one N, served by `processes` servers: the servers and the bots each in a process of their own. */
async function run(store: StoreName, rooms: number, processes: number): Promise<Row> {
  const label = processes > 1 ? `${store} ×${processes}` : store;
  // Written at once (not through the runner's console), so a run that stalls shows where.
  const step = (what: string) => writeSync(2, `server bench, ${label}, ${rooms} rooms: ${what}\n`);
  step('starting');
  const place = await placeFor(store);
  const servers: BenchServer[] = [];
  const bots = startBots();
  try {
    for (let n = 0; n < processes; n += 1) servers.push(await BenchServer.start(place.args));
    const empty = await sampleAll(servers);
    const ready = bots.next<{ welcome: Summary }>('ready', 120_000 + rooms * 50);
    bots.send({ type: 'start', urls: servers.map((server) => server.url), split: SPLIT, rooms, seconds: SECONDS, moveEveryMs: MOVE_EVERY_MS, size: 15 });
    step('servers listening, bots joining');
    const { welcome } = await ready;
    step('bots ready, playing');
    const loaded = await sampleAll(servers);
    const databaseBefore = place.databaseCpu?.();
    const botsBefore = botsCpu(bots.pid);
    const started = performance.now();
    const done = bots.next<BotsDone>('done', SECONDS * 1000 + 60_000);
    bots.send({ type: 'go' });
    const { moves } = await done;
    step('done');
    const botsAfter = botsCpu(bots.pid);
    const ended = await sampleAll(servers);
    const seconds = (performance.now() - started) / 1000;
    const databaseAfter = place.databaseCpu?.();
    const between = (read: (sample: ServerSample) => number, from: readonly ServerSample[]) => sum(ended.map((sample, n) => read(sample) - read(from[n] as ServerSample)));
    const durable = ended.every((sample) => sample.stats) && loaded.every((sample) => sample.stats);
    const loopActive = between((sample) => sample.loop.active, loaded);
    const loopIdle = between((sample) => sample.loop.idle, loaded);
    const cpuMs = between((sample) => sample.cpuMicros, loaded) / 1000;
    const threads = [...loaded, ...ended].every((sample) => sample.thread);
    const threadMs = (read: (thread: NonNullable<ServerSample['thread']>) => number) =>
      threads ? between((sample) => read(sample.thread as NonNullable<ServerSample['thread']>), loaded) / 1e6 : null;
    return {
      store: label,
      rooms,
      moves,
      welcome,
      commits: durable ? between((sample) => sample.stats?.commits ?? 0, loaded) : null,
      writes: durable ? between((sample) => sample.stats?.writes ?? 0, loaded) : null,
      cpu: (cpuMs / 1000 / seconds) * 100,
      databaseCpu: databaseBefore !== undefined && databaseAfter !== undefined ? ((databaseAfter - databaseBefore) / seconds) * 100 : null,
      loop: (loopActive / (loopActive + loopIdle)) * 100,
      loopMs: loopActive,
      threadCpuMs: threadMs((thread) => thread.cpuNs),
      threadWaitMs: threadMs((thread) => thread.waitNs),
      cpuMs,
      databaseCpuMs: databaseBefore !== undefined && databaseAfter !== undefined ? (databaseAfter - databaseBefore) * 1000 : null,
      botsCpuMs: (botsAfter - botsBefore) * 1000,
      gcMs: between((sample) => sample.gc.ms, loaded),
      gcLongestMs: Math.max(...ended.map((sample) => sample.gc.longest)),
      rssMb: sum(ended.map((sample) => sample.rss)) / 2 ** 20,
      heapPerRoomKb: between((sample) => sample.heapUsed, empty) / rooms / 1024,
    };
  } finally {
    step('stopping');
    await bots.end(() => bots.send({ type: 'stop' }));
    for (const server of servers) await server.stop();
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
  // What each acknowledged move cost: the measure that carries from one machine to another.
  const perMove = (cpuMs: number | null) => (moves.count && cpuMs !== null ? (cpuMs / moves.count).toFixed(3) : '–');
  const costs = `${perMove(row.loopMs)} | ${perMove(row.threadCpuMs)} | ${perMove(row.threadWaitMs)} | ${perMove(row.gcMs)} | ${perMove(row.cpuMs)} | ${perMove(row.databaseCpuMs)} | ${perMove(row.botsCpuMs)}`;
  const failures = moves.failures ? ` ⚠ ${moves.failures} refused: ${moves.firstFailure}` : '';
  // Moves still in flight when the time ran out are neither counted nor lost: say how many.
  const inFlight = moves.unanswered ? ` (${moves.unanswered} in flight at the end)` : '';
  return (
    `| ${whole(row.rooms)} | ${row.store} | ${whole(perSecond)} | ${ms(moves.p50)} | ${ms(moves.p99)} | ${ms(moves.max)} | ${commits} | ${perCommit} | ` +
    `${cpu} | ${whole(row.loop)}% | ${costs} | ${ms(row.gcLongestMs)} | ${whole(row.rssMb)} MB | ${row.heapPerRoomKb.toFixed(1)} kB | ${ms(row.welcome.p99)} |${failures}${inFlight}`
  );
}

const HEADER = [
  '| rooms | store | moves/s | p50 ms | p99 ms | max ms | commits/s | moves/commit | server CPU (+ PostgreSQL) | main thread busy | ms a move: main thread busy | its CPU | its wait for a core | its GC pauses | server | PostgreSQL | bots | longest GC pause ms | RSS | heap/room | welcome p99 ms |',
  '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/** Each store's p99 over the memory store's of the same round (none without a memory row). */
function ratios(rows: readonly Row[]): Map<string, number> {
  const baseline = rows.find((row) => row.store === 'memory')?.moves.p99;
  const out = new Map<string, number>();
  if (baseline) for (const row of rows) if (row.store !== 'memory') out.set(row.store, (row.moves.p99 ?? Number.NaN) / baseline);
  return out;
}

/** Prints the rows of one round at one N, and each durable store's p99 against the memory store's of the same round. */
function print(rows: readonly Row[], round: number): void {
  const said = [...ratios(rows)].map(([store, ratio]) => `${store} p99 / memory p99 = ${ratio.toFixed(2)}`);
  const [first] = rows;
  const of = ROUNDS > 1 ? `, round ${round} of ${ROUNDS}` : '';
  const title = `game server, ${whole(first?.rooms ?? 0)} rooms (${whole((first?.rooms ?? 0) * 2)} sockets), a move a second each, ${SECONDS} s${of}; send → ack on loopback; bots in their own process`;
  process.stdout.write(`\n${title}\n${[...HEADER, ...rows.map(line)].join('\n')}\n${said.join('; ')}\n`);
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each row's `read` a move, where known. */
const perMoveOf = (rows: readonly Row[], read: (row: Row) => number | null): number[] =>
  rows.flatMap((row) => {
    const value = read(row);
    return value === null ? [] : [value / row.moves.count];
  });

/** After every round: each store's median p99 ratio and costs a move, with their ranges. */
function printRounds(rounds: readonly (readonly Row[])[]): void {
  const stores = [...new Set(rounds.flatMap((rows) => rows.map((row) => row.store)))];
  const spread = (values: readonly number[], digits: number) =>
    values.length ? `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})` : '–';
  const lines = stores.map((store) => {
    const rows = rounds.flatMap((round) => round.filter((row) => row.store === store && row.moves.count > 0));
    const ratio = rounds.map((round) => ratios(round).get(store)).filter((value): value is number => value !== undefined && Number.isFinite(value));
    return `| ${store} | ${rows.length} | ${spread(rows.map((row) => row.moves.p99 ?? Number.NaN), 1)} | ${store === 'memory' ? '1' : spread(ratio, 2)} | ${spread(perMoveOf(rows, (row) => row.loopMs), 3)} | ${spread(perMoveOf(rows, (row) => row.threadCpuMs), 3)} | ${spread(perMoveOf(rows, (row) => row.cpuMs), 3)} | ${spread(perMoveOf(rows, (row) => row.databaseCpuMs), 3)} | ${spread(rows.map((row) => row.gcLongestMs), 1)} |`;
  });
  process.stdout.write(
    `\nover ${rounds.length} rounds, the median (lowest–highest)\n| store | rounds | p99 ms | p99 / memory p99 of the round | ms a move: main thread busy | its CPU | server | PostgreSQL | longest GC pause ms |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n${lines.join('\n')}\n`,
  );
}

for (const rooms of ROOM_COUNTS) {
  describe(`game server, ${rooms} rooms moving once a second`, () => {
    const rounds: Row[][] = [];
    // Only PostgreSQL is shared by processes: the others run in one.
    const runs = STORES.flatMap((store) => (store === 'PostgreSQL' && PROCESSES > 1 ? [[store, 1], [store, PROCESSES]] : [[store, 1]]) as [StoreName, number][]);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const rows: Row[] = [];
      rounds.push(rows);
      for (const [index, [store, processes]] of runs.entries()) {
        bench(
          `${processes > 1 ? `${store} ×${processes}` : store}${ROUNDS > 1 ? `, round ${round}` : ''}`,
          async () => {
            // A run that fails is said and the others go on: an error thrown out of a benchmark
            // leaves this Vitest waiting for ever.
            try {
              rows.push(await run(store, rooms, processes));
            } catch (error) {
              writeSync(2, `server bench, ${store}, ${rooms} rooms FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
            }
            if (index < runs.length - 1) return;
            print(rows, round);
            if (round === ROUNDS && ROUNDS > 1) printRounds(rounds);
          },
          { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
        );
      }
    }
  });
}
