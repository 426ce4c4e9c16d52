import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/databases.ts';
import { parsePrometheus, total, type Sample } from '../../test/prometheus.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, seatPlayers, TestSocket } from '../../test/sockets.ts';
import { createPostgresStore } from '../store/postgres-store.ts';
import { createLog } from './log.ts';
import { createMetrics, SOCKET_CLOSE_REASONS, UPGRADE_REFUSALS } from './metrics.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const scrape = async (url: string): Promise<Sample[]> => parsePrometheus(await (await fetch(`${url}/metrics`)).text());

const ORIGIN = 'https://gomoku.example';

describe('/metrics after real actions', () => {
  it('counts rooms created, upgrades refused by reason (origin 403, too many sockets 429), sockets closed by reason (no hello 4408), and times store calls by operation', async () => {
    const server = await startServer({ allowedOrigins: [ORIGIN], limits: { socketsPerAddress: 1, helloTimeoutMs: 100 } });
    cleanup.push(server.close);
    const before = await scrape(server.url);
    // Every reason is there from the start, at 0.
    for (const reason of UPGRADE_REFUSALS) expect(before).toContainEqual({ name: 'gomoku_upgrades_refused_total', labels: { reason }, value: 0 });
    for (const reason of SOCKET_CLOSE_REASONS) expect(before).toContainEqual({ name: 'gomoku_sockets_closed_total', labels: { reason }, value: 0 });
    expect(total(before, 'gomoku_rooms_created_total')).toBe(0);

    const created = await createRoom(server.url);
    expect((await fetch(`${server.url}/api/rooms/${created.room}`)).status).toBe(200);
    const silent = await TestSocket.open(server.url, { origin: ORIGIN });
    await expect(TestSocket.open(server.url, { origin: ORIGIN })).rejects.toThrow('429');
    await expect(TestSocket.open(server.url, { origin: 'https://evil.example' })).rejects.toThrow('403');
    expect(await silent.closed).toBe(4408);

    const after = await scrape(server.url);
    expect(total(after, 'gomoku_rooms_created_total')).toBe(1);
    expect(total(after, 'gomoku_upgrades_refused_total', { reason: 'origin' })).toBe(1);
    expect(total(after, 'gomoku_upgrades_refused_total', { reason: 'too-many-sockets' })).toBe(1);
    expect(total(after, 'gomoku_upgrades_refused_total', { reason: 'not-found' })).toBe(0);
    expect(total(after, 'gomoku_sockets_closed_total', { reason: 'no-hello' })).toBe(1);
    expect(total(after, 'gomoku_sockets_closed_total')).toBe(1);
    expect(total(after, 'gomoku_store_seconds_count', { operation: 'createRoom' })).toBe(1);
    expect(total(after, 'gomoku_store_seconds_bucket', { operation: 'createRoom', le: '+Inf' })).toBe(1);
    expect(total(after, 'gomoku_store_seconds_count', { operation: 'loadRoom' })).toBeGreaterThanOrEqual(1);
    expect(total(after, 'gomoku_store_seconds_count', { operation: 'append' })).toBe(0);
  });

  it("observes a durable store's group commit: each committed transaction's writes and time, beside the append's latency", async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const store = await createPostgresStore({ url: database.url, log: createLog('silent') });
    cleanup.push(() => store.close());
    const server = await startServer({ store });
    cleanup.push(server.close);
    const created = await createRoom(server.url);
    const { black, white } = await seatPlayers(server.url, created);
    cleanup.push(() => black.close(), () => white.close());
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });

    const samples = await scrape(server.url);
    // One transaction of one write: the move (a new room is an INSERT of its own).
    expect(total(samples, 'gomoku_store_batch_size_count')).toBe(1);
    expect(total(samples, 'gomoku_store_batch_size_sum')).toBe(1);
    expect(total(samples, 'gomoku_store_batch_size_bucket', { le: '1' })).toBe(1);
    expect(total(samples, 'gomoku_store_batch_seconds_count')).toBe(1);
    expect(total(samples, 'gomoku_store_seconds_count', { operation: 'append' })).toBe(1);
  });
});

describe('createMetrics', () => {
  it("shows what the PostgreSQL listener tells: connected or not, and each notification's delay", async () => {
    const metrics = createMetrics({ roomsLoaded: () => 0, socketsOpen: () => 0 });
    const read = async () => parsePrometheus((await metrics.text()) ?? '');
    metrics.store.listening(true);
    metrics.store.notified(0.003);
    metrics.store.notified(0.2);
    let samples = await read();
    expect(total(samples, 'gomoku_store_listener_connected')).toBe(1);
    expect(total(samples, 'gomoku_store_notification_delay_seconds_count')).toBe(2);
    expect(total(samples, 'gomoku_store_notification_delay_seconds_bucket', { le: '0.005' })).toBe(1);
    metrics.store.listening(false);
    samples = await read();
    expect(total(samples, 'gomoku_store_listener_connected')).toBe(0);
  });
});
