// The game server under the benchmark, in a process of its own and built (dist/, as an operator
// runs it: server.bench.ts builds it first), started with an IPC channel:
// `bench-server.mjs memory | sqlite DATA_DIR | postgres URL`. It listens on a free port on
// 127.0.0.1, says `listening`, and answers `sample` with what only it can read of itself: CPU time
// (every thread: the SQLite worker's too), its main thread's event-loop use, CPU time and
// garbage-collection pauses, memory after a full garbage collection, and the store's commit
// counters. `stop` closes it. Plain JavaScript over the built package, so the figures hold no
// TypeScript tooling.
import { readFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { createGomokuServer, createMemoryStore, createPostgresStore, createSqliteStore } from '@gomoku/server';

const [kind, where] = process.argv.slice(2);
/** GOMOKU_BENCH_COMMIT_INTERVAL_MS: the PostgreSQL store's commitIntervalMs (its default when unset). */
const optionalNumber = (text) => (text?.trim() ? Number(text) : undefined);
if (!process.send) throw new Error('bench-server.mjs runs as a child with an IPC channel.');
const durable = kind === 'sqlite' && where ? await createSqliteStore({ dataDir: where }) : kind === 'postgres' && where ? await createPostgresStore({ url: where, commitIntervalMs: optionalNumber(process.env.GOMOKU_BENCH_COMMIT_INTERVAL_MS) }) : null;
if (!durable && kind !== 'memory') throw new Error('usage: bench-server.mjs memory | sqlite DATA_DIR | postgres URL');
const store = durable ?? createMemoryStore();
// A bot moves once a second: the default rate limit holds. Pings are left to the run's end. Every
// bot comes from 127.0.0.1, as if through one proxy: the limits per address are lifted.
const server = createGomokuServer({
  store,
  host: '127.0.0.1',
  port: 0,
  heartbeatMs: 600_000,
  limits: { roomsPerMinute: Number.MAX_SAFE_INTEGER, socketsPerAddress: Number.MAX_SAFE_INTEGER },
});
const { url } = await server.listen();

// The garbage collector's pauses of the main thread: all of them, and the longest since the last
// sample. The collections a sample forces are left out (their entries arrive after it).
const pauses = { ms: 0, longest: 0 };
const forced = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (forced.some(([from, to]) => entry.startTime >= from && entry.startTime <= to)) continue;
    pauses.ms += entry.duration;
    pauses.longest = Math.max(pauses.longest, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

/**
 * The main thread's own time on a core and its time waiting for one, in nanoseconds, from Linux's
 * schedstat (the main thread's id is the process's); null where there is none. The event loop's
 * active time counts a turn's whole wall time, preempted or not; this counts its CPU alone.
 */
function mainThread() {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
    return Number.isFinite(onCpu) && Number.isFinite(waiting) ? { cpuNs: onCpu, waitNs: waiting } : null;
  } catch {
    return null;
  }
}

process.on('message', (command) => {
  if (command.type === 'sample') {
    const gc = { ...pauses };
    pauses.longest = 0;
    const from = performance.now();
    globalThis.gc?.();
    forced.push([from, performance.now()]);
    const { user, system } = process.cpuUsage();
    const { idle, active } = performance.eventLoopUtilization();
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ type: 'sample', cpuMicros: user + system, loop: { idle, active }, thread: mainThread(), rss, heapUsed, gc, stats: durable?.stats() ?? null });
  } else if (command.type === 'stop') {
    void server
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  }
});
process.send({ type: 'listening', url });
