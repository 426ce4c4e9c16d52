import { connectGame, createRoom, type GameConnection } from '@gomoku/client';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { GAME, moves, playMoves, settled, until } from '../test/online-game.ts';
import { freePort, startServerProcess } from '../../../scripts/server-process.ts';
import { recordingSockets, type RecordedAnswer, type Recorder } from '../test/recording-socket.ts';
import { parsePrometheus, total } from '../test/prometheus.ts';
import { TestSocket } from '../test/sockets.ts';
import { readOpsConfig } from './config.ts';
import { POSTGRES_TIMEOUTS } from './store/postgres-store.ts';

/** Moves played before the database goes down; Black's next is sent during the outage. */
const BEFORE = 4;
/** A store call's deadline, given to the server explicitly: `STORE_TIMEOUT_MS`'s default. */
const STORE_TIMEOUT_MS = readOpsConfig({}).storeTimeoutMs;
/**
 * How long the database stays down: past a move's store deadline many times over, and past
 * PostgreSQL's own connect and statement timeouts (which bound an append in doubt), by a second.
 */
const OUTAGE_MS = Math.max(STORE_TIMEOUT_MS, POSTGRES_TIMEOUTS.connectS * 1_000, POSTGRES_TIMEOUTS.statementMs) + 1_000;
/** The issue's limits while the database is down: a move is answered `busy` within 1 s; `hello` and `POST /api/rooms` get an error within 2 s. */
const LIMITS = { moveMs: 1_000, helloMs: 2_000, postMs: 2_000 } as const;
/** How often each player's second tab sends a new move while the database is down. */
const TAB_EVERY_MS = 300;

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

/** A newcomer's `hello` to `room` on a socket of its own, and a `POST /api/rooms`, each timed. */
async function newcomer(server: string, room: string) {
  const socket = await TestSocket.open(server);
  cleanup.push(() => socket.close());
  const hello = await timed(() => socket.hello(room));
  const post = await timed(() => fetch(`${server}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
  await socket.close();
  return { hello: { code: String(hello.result.code), ms: hello.ms }, post: { status: post.result.status, ms: post.ms } };
}

/** The largest of `values` (0 for none), rounded. */
const slowest = (values: readonly number[]) => Math.round(Math.max(0, ...values));

describe('a PostgreSQL outage mid-game', () => {
  it(
    'longer than every store deadline, while both players keep moving: each move answered busy within 1 s, hello and POST refused within 2 s; no busy move stored, no clock event; both players finish through @gomoku/client without a reconnect',
    { timeout: 120_000 },
    async () => {
      const cluster = await startPostgres();
      cleanup.push(() => cluster.stop());
      const server = await startServerProcess(await freePort(), { DATABASE_URL: cluster.url, STORE_TIMEOUT_MS: String(STORE_TIMEOUT_MS) });
      cleanup.push(() => server.kill());
      // A running clock with time to spare: a room that stored its memory as the clock's change would show it.
      const created = await createRoom({ server: server.url, settings: { clock: { initialMs: 600_000, incrementMs: 0 } } });
      const black = player(server.url, created.room, created.tokens.first);
      const white = player(server.url, created.room, created.tokens.second);
      await playMoves(black.game, white.game, 0, BEFORE);
      // Each player's second tab (a raw socket on the same seat): it sends new moves while the
      // database is down and never sends them again, so any of them found stored later was stored
      // by the server itself after answering it busy.
      const tab = async (token: string) => {
        const socket = await TestSocket.open(server.url);
        cleanup.push(() => socket.close());
        expect(await socket.hello(created.room, token)).toMatchObject({ type: 'welcome' });
        return socket;
      };
      const tabs = { black: await tab(created.tokens.first), white: await tab(created.tokens.second) };
      const readyz = async () => (await fetch(`${server.url}/readyz`)).status;
      const metrics = async () => parsePrometheus(await (await fetch(`${server.url}/metrics`)).text());
      const ready = [await readyz()];
      const before = await metrics();

      await cluster.halt();
      const downAt = performance.now();
      // Both players move: Black its move, White the same point (refused whenever it is taken:
      // out of turn, or occupied). Their clients send each again on every busy, with backoff.
      black.game.send({ type: 'play', point: GAME[BEFORE] as number });
      const whiteId = white.game.send({ type: 'play', point: GAME[BEFORE] as number });
      // A newcomer's hello and a new room meet the outage at its start…
      const early = await newcomer(server.url, created.room);
      await until(black.game, (s) => s.pending[0]?.retrying === true);
      ready.push(await readyz());
      // …and the second tabs keep moving: Black the same point under new ids, White its next move.
      const tabAnswers: { id: string; code: string; ms: number }[] = [];
      for (let n = 0; performance.now() - downAt < OUTAGE_MS - 3 * TAB_EVERY_MS; n += 1) {
        const sent = [
          { socket: tabs.black, id: `tab-black-${n}`, point: GAME[BEFORE] as number },
          { socket: tabs.white, id: `tab-white-${n}`, point: GAME[BEFORE + 1] as number },
        ];
        await Promise.all(
          sent.map(async ({ socket, id, point }) => {
            const { result, ms } = await timed(() => socket.play(id, { type: 'play', point }));
            tabAnswers.push({ id, code: result.type === 'error' ? String(result.code) : result.type, ms });
          }),
        );
        await sleep(TAB_EVERY_MS);
      }
      // …and again at its end, past every store deadline.
      const late = await newcomer(server.url, created.room);
      await sleep(Math.max(0, OUTAGE_MS - (performance.now() - downAt)));
      const restartAt = performance.now();
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
      // Won on the board: no flag fell.
      expect(end.snapshot?.value).toEqual({ over: 'blackWon' });

      // The log, read from the database itself.
      const sql = postgres(cluster.url, { max: 1, onnotice: () => undefined });
      cleanup.push(() => sql.end());
      const log = await sql<{ event_id: string; seat: string }[]>`SELECT event_id, seat FROM gomoku_events WHERE room_id = ${created.room} ORDER BY version`;
      const answers: RecordedAnswer[] = [...black.recorder.answers, ...white.recorder.answers];
      const acked = answers.filter((a) => a.kind === 'ack').map((a) => a.id);
      const busy = answers.filter((a) => a.kind === 'busy');
      // Every move stored once, each acknowledged once; no clock event, as no flag fell.
      expect(log.map((row) => row.seat)).toEqual(GAME.map((_, i) => (i % 2 === 0 ? 'first' : 'second')));
      expect(log.filter((row) => row.seat === 'clock')).toEqual([]);
      expect(log.map((row) => row.event_id.split(':')[1]).sort()).toEqual([...acked].sort());

      // While the database was down: every move answered busy within a second, by the clients
      // (each resend) and by the tabs (each new move); hello and POST refused within two seconds.
      const during = answers.filter((a) => a.at >= downAt && a.at < restartAt);
      for (const side of [black, white]) expect(side.recorder.answers.filter((a) => a.at >= downAt && a.at < restartAt).length).toBeGreaterThan(1);
      expect(during.filter((a) => a.kind !== 'busy' || a.latencyMs >= LIMITS.moveMs)).toEqual([]);
      expect(tabAnswers.length).toBeGreaterThanOrEqual(2 * 6);
      expect(tabAnswers.filter((a) => a.code !== 'busy' || a.ms >= LIMITS.moveMs)).toEqual([]);
      for (const { hello, post } of [early, late]) {
        expect(hello.code).toBe('busy');
        expect(hello.ms).toBeLessThan(LIMITS.helloMs);
        expect(post.status).toBe(503);
        expect(post.ms).toBeLessThan(LIMITS.postMs);
      }

      // No move answered busy was stored later: none of the tabs' moves is in the log, White's
      // refused one is not, and each client move answered busy was stored only by a resend after
      // the restart, acknowledged fresh (never as a duplicate of something stored behind its back).
      const stored = new Set(log.map((row) => row.event_id.split(':')[1]));
      expect(tabAnswers.filter((a) => stored.has(a.id))).toEqual([]);
      expect(stored.has(whiteId)).toBe(false);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.kind === 'ack-duplicate')).toEqual([]);
      for (const id of new Set(busy.map((a) => a.id))) {
        expect(answers.filter((a) => a.id === id && a.kind === 'ack' && a.at < upAt)).toEqual([]);
      }
      // The counters moved: busy answers (the clients' and the tabs'), store errors, commits for every move after the outage.
      const scraped = await metrics();
      const moved = (name: string, labels: Record<string, string> = {}) => total(scraped, name, labels) - total(before, name, labels);
      expect(moved('gomoku_events_refused_total', { reason: 'busy' })).toBe(busy.length + tabAnswers.length);
      expect(moved('gomoku_store_errors_total')).toBeGreaterThan(0);
      expect(moved('gomoku_store_commits_total')).toBe(GAME.length - BEFORE);
      expect(moved('gomoku_events_acknowledged_total', { duplicate: 'false' })).toBe(GAME.length - BEFORE);
      // No reconnect: one socket each, never 'reconnecting'.
      expect([black.recorder.opened, white.recorder.opened]).toEqual([1, 1]);
      expect([...black.statuses, ...white.statuses]).not.toContain('reconnecting');

      const after = answers.filter((a) => a.at >= upAt).sort((x, y) => x.at - y.at);
      const firstAck = after.find((a) => a.kind === 'ack');
      process.stdout.write(
        `outage: database down ${Math.round(restartAt - downAt)} ms (STORE_TIMEOUT_MS ${STORE_TIMEOUT_MS}); ` +
          `while down: ${during.length} client resends answered ${[...new Set(during.map((a) => a.kind))].join(', ')} (slowest ${slowest(during.map((a) => a.latencyMs))} ms), ` +
          `${tabAnswers.length} new moves from the second tabs answered ${[...new Set(tabAnswers.map((a) => a.code))].join(', ')} (slowest ${slowest(tabAnswers.map((a) => a.ms))} ms); ` +
          `hello ${early.hello.code} in ${early.hello.ms} ms at the start, ${late.hello.code} in ${late.hello.ms} ms at the end; ` +
          `POST /api/rooms ${early.post.status} in ${early.post.ms} ms, ${late.post.status} in ${late.post.ms} ms; ` +
          `restart took ${Math.round(upAt - restartAt)} ms; first ack ${firstAck ? Math.round(firstAck.at - upAt) : '-'} ms after it; ` +
          `answers after it: ${after
            .slice(0, 4)
            .map((a) => `${a.kind} ${Math.round(a.latencyMs)} ms`)
            .join(', ')}\n`,
      );
    },
  );
});
