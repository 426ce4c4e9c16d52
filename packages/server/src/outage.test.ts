import { connectGame, createRoom, type GameConnection } from '@gomoku/client';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { GAME, moves, playMoves, settled, until } from '../test/online-game.ts';
import { freePort, startServerProcess } from '../test/processes.ts';
import { recordingSockets, type RecordedAnswer, type Recorder } from '../test/recording-socket.ts';
import { parsePrometheus, total } from '../test/prometheus.ts';
import { TestSocket } from '../test/sockets.ts';

/** Moves played before the database goes down; Black's next is sent during the outage. */
const BEFORE = 4;
/** How long the database stays down: longer than a move's deadline (the server answers within a second). */
const OUTAGE_MS = 3_000;

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A player through @gomoku/client, its answers recorded, and every status it went through. */
function player(server: string, room: string, token: string): { game: GameConnection; recorder: Recorder; statuses: Set<string> } {
  const recorder = recordingSockets();
  const game = connectGame({ server, room, token, WebSocket: recorder.WebSocket, backoff: { initialMs: 100, maxMs: 1_000 } });
  const statuses = new Set<string>();
  game.subscribe((state) => statuses.add(state.status));
  cleanup.push(() => game.close());
  return { game, recorder, statuses };
}

/** How long a call took, in milliseconds, with its result. */
async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await call();
  return { result, ms: Math.round(performance.now() - start) };
}

describe('a PostgreSQL outage mid-game', () => {
  it('every acknowledged move stored once, no busy move stored, no clock event; both players finish through @gomoku/client without a reconnect', { timeout: 120_000 }, async () => {
    const cluster = await startPostgres();
    cleanup.push(() => cluster.stop());
    const server = await startServerProcess(await freePort(), { DATABASE_URL: cluster.url });
    cleanup.push(() => server.kill());
    // A running clock with time to spare: a room that stored its memory as the clock's change would show it.
    const created = await createRoom({ server: server.url, settings: { clock: { initialMs: 600_000, incrementMs: 0 } } });
    const black = player(server.url, created.room, created.tokens.first);
    const white = player(server.url, created.room, created.tokens.second);
    await playMoves(black.game, white.game, 0, BEFORE);
    const readyz = async () => (await fetch(`${server.url}/readyz`)).status;
    const metrics = async () => parsePrometheus(await (await fetch(`${server.url}/metrics`)).text());
    const ready = [await readyz()];
    const before = await metrics();

    await cluster.halt();
    const downAt = performance.now();
    // Both players move: Black its move, White the same point (refused whenever it is taken: out of turn, or occupied).
    black.game.send({ type: 'play', point: GAME[BEFORE] as number });
    const whiteId = white.game.send({ type: 'play', point: GAME[BEFORE] as number });
    // A newcomer's hello and a new room meet the outage too.
    const newcomer = await TestSocket.open(server.url);
    cleanup.push(() => newcomer.close());
    const hello = await timed(() => newcomer.hello(created.room));
    const post = await timed(() => fetch(`${server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    expect(hello.result).toMatchObject({ type: 'error', code: 'busy' });
    expect(post.result.status).toBe(503);
    await until(black.game, (s) => s.pending[0]?.retrying === true);
    ready.push(await readyz());
    await sleep(Math.max(0, OUTAGE_MS - (performance.now() - downAt)));
    await cluster.restart();
    const upAt = performance.now();
    // Ready again once the store answers (the pool reconnects on its next query).
    while ((await readyz()) !== 200) await sleep(100);
    ready.push(200);
    expect(ready).toEqual([200, 503, 200]);

    const [b] = await Promise.all([until(black.game, (s) => settled(s) && s.version === BEFORE + 1), until(white.game, (s) => settled(s) && s.version === BEFORE + 1)]);
    expect(moves(b)).toEqual(GAME.slice(0, BEFORE + 1));
    expect(white.game.getState().rejection).toMatchObject({ id: whiteId });
    await playMoves(black.game, white.game, BEFORE + 1, GAME.length);
    const end = await until(white.game, (s) => s.version === GAME.length);
    expect(moves(end)).toEqual(GAME);
    expect(end.snapshot?.value).toEqual({ over: 'blackWon' });

    // The log, read from the database itself.
    const sql = postgres(cluster.url, { max: 1, onnotice: () => undefined });
    cleanup.push(() => sql.end());
    const log = await sql<{ event_id: string; seat: string }[]>`SELECT event_id, seat FROM gomoku_events WHERE room_id = ${created.room} ORDER BY version`;
    const answers: RecordedAnswer[] = [...black.recorder.answers, ...white.recorder.answers];
    const acked = answers.filter((a) => a.kind === 'ack').map((a) => a.id);
    const busy = answers.filter((a) => a.kind === 'busy');
    // Every move stored once, each acknowledged once; no clock event.
    expect(log.map((row) => row.seat)).toEqual(GAME.map((_, i) => (i % 2 === 0 ? 'first' : 'second')));
    expect(log.map((row) => row.event_id.split(':')[1]).sort()).toEqual([...acked].sort());
    // Busy answers came, and none was for a move stored then: each busy move that was stored was acknowledged fresh (never as a duplicate).
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.kind === 'ack-duplicate')).toEqual([]);
    expect(log.map((row) => row.event_id)).not.toContain(`second:${whiteId}`);
    // The counters moved: busy answers, store errors, commits for every move after the outage.
    const scraped = await metrics();
    const moved = (name: string, labels: Record<string, string> = {}) => total(scraped, name, labels) - total(before, name, labels);
    expect(moved('gomoku_events_refused_total', { reason: 'busy' })).toBe(busy.length);
    expect(moved('gomoku_store_errors_total')).toBeGreaterThan(0);
    expect(moved('gomoku_store_commits_total')).toBe(GAME.length - BEFORE);
    expect(moved('gomoku_events_acknowledged_total', { duplicate: 'false' })).toBe(GAME.length - BEFORE);
    // No reconnect: one socket each, never 'reconnecting'.
    expect([black.recorder.opened, white.recorder.opened]).toEqual([1, 1]);
    expect([...black.statuses, ...white.statuses]).not.toContain('reconnecting');

    const during = answers.filter((a) => a.at >= downAt && a.at < upAt);
    const after = answers.filter((a) => a.at >= upAt);
    const firstAck = after.find((a) => a.kind === 'ack');
    process.stdout.write(
      `outage: database down ${Math.round(upAt - downAt)} ms; hello answered ${String(hello.result.code)} in ${hello.ms} ms, POST /api/rooms ${post.result.status} in ${post.ms} ms; ` +
        `${during.length} answers while down (${[...new Set(during.map((a) => a.kind))].join(', ')}), slowest ${Math.round(Math.max(...during.map((a) => a.latencyMs)))} ms; ` +
        `first ack ${firstAck ? Math.round(firstAck.at - upAt) : '-'} ms after the restart, answers after it: ${after.map((a) => `${a.kind} ${Math.round(a.latencyMs)} ms`).slice(0, 4).join(', ')}\n`,
    );
    // Fail fast: moves were answered while the database was down, not held until it came back (the figures above say how fast).
    expect(during.length).toBeGreaterThan(0);
  });
});
