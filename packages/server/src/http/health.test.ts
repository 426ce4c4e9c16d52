import { afterEach, describe, expect, it } from 'vitest';
import { flakyStore } from '../../test/flaky-store.ts';
import { parsePrometheus, total } from '../../test/prometheus.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, seatPlayers } from '../../test/sockets.ts';
import { createMemoryStore } from '../store/memory-store.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function server(options: { metrics?: boolean } = {}) {
  const inner = createMemoryStore();
  const store = flakyStore(inner);
  const started = await startServer({ store, storeTimeoutMs: 1_000, ...options });
  cleanup.push(started.close, () => inner.close());
  const metrics = async () => parsePrometheus(await (await fetch(`${started.url}/metrics`)).text());
  return { ...started, store, metrics };
}

describe('health', () => {
  it('/healthz is 200 while the process answers; /readyz is 200 only while the store answers a query', async () => {
    const { url, store } = await server();
    const status = async (path: string) => (await fetch(`${url}${path}`)).status;
    expect([await status('/healthz'), await status('/readyz')]).toEqual([200, 200]);
    store.mode = 'down';
    expect([await status('/healthz'), await status('/readyz')]).toEqual([200, 503]);
    store.mode = 'hang';
    expect(await status('/readyz')).toBe(503);
    store.mode = 'up';
    store.release();
    expect(await status('/readyz')).toBe(200);
    expect((await fetch(`${url}/readyz`, { method: 'POST' })).status).toBe(405);
  });
});

describe('/metrics', () => {
  it('is Prometheus text whose counters move: rooms, sockets, events acknowledged and refused by reason, latency, commits, store errors, process', async () => {
    const { url, store, metrics } = await server();
    const before = await metrics();
    expect(total(before, 'gomoku_rooms_loaded')).toBe(0);
    expect(before.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);
    const created = await createRoom(url);
    const { black, white } = await seatPlayers(url, created);
    cleanup.push(() => black.close(), () => white.close());
    await black.play('a', { type: 'play', point: 112 });
    await black.play('a', { type: 'play', point: 112 });
    await black.play('b', { type: 'play', point: 0 });
    store.mode = 'down';
    await white.play('c', { type: 'play', point: 113 });
    store.mode = 'up';
    const after = await metrics();
    expect(total(after, 'gomoku_rooms_loaded')).toBe(1);
    expect(total(after, 'gomoku_sockets_open')).toBe(2);
    expect(total(after, 'gomoku_events_acknowledged_total', { duplicate: 'false' })).toBe(1);
    expect(total(after, 'gomoku_events_acknowledged_total', { duplicate: 'true' })).toBe(1);
    expect(total(after, 'gomoku_events_refused_total', { reason: 'not-your-turn' })).toBe(1);
    expect(total(after, 'gomoku_events_refused_total', { reason: 'busy' })).toBe(1);
    expect(total(after, 'gomoku_event_answer_seconds_count')).toBe(4);
    expect(total(after, 'gomoku_event_answer_seconds_bucket', { le: '+Inf' })).toBe(4);
    expect(total(after, 'gomoku_store_commits_total')).toBe(1);
    expect(total(after, 'gomoku_store_errors_total', { operation: 'append' })).toBe(1);
  });

  it('is not served when turned off', async () => {
    const { url } = await server({ metrics: false });
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });
});
