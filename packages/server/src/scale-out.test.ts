import { connectGame, createRoom, newPlayerKey, registerPlayer, type GameConnection, type SocketConstructor, type Terms } from '@gomoku/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startPostgres, type PostgresCluster } from '../../../scripts/postgres.mjs';
import { freePort, startServerProcess, type ServerProcess } from '../../../scripts/server-process.ts';
import { GAME, moves, playMoves, settled, until } from '../test/online-game.ts';
import { LobbySocket } from '../test/lobby-sockets.ts';
import { parsePrometheus } from '../test/prometheus.ts';
import { TestSocket, type Received } from '../test/sockets.ts';

// Two `gomoku-server` processes on one PostgreSQL, each player on its own process: a room's game
// and presence must be one, whatever happens to the database.

/** A short socket heartbeat: presence another process said is forgotten after it (its time to live). */
const HEARTBEAT_MS = 2_000;
const STORE_TIMEOUT_MS = 400;

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A cluster of its own (the tests stop, restart and freeze it) and two server processes on it, for every test in turn. */
let cluster: PostgresCluster;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  cluster = await startPostgres();
  const env = { DATABASE_URL: cluster.url, HEARTBEAT_MS: String(HEARTBEAT_MS), STORE_TIMEOUT_MS: String(STORE_TIMEOUT_MS) };
  [a, b] = await Promise.all([startServerProcess(await freePort(), env), startServerProcess(await freePort(), env)]);
}, 120_000);
afterAll(async () => {
  await a?.kill();
  await b?.kill();
  await cluster?.stop();
});

/** A player through @gomoku/client on `server`. */
function player(server: string, room: string, token: string): GameConnection {
  const game = connectGame({ server, room, token, WebSocket: WebSocket as unknown as SocketConstructor, backoff: { initialMs: 100, maxMs: 1_000 } });
  cleanup.push(() => game.close());
  return game;
}

/** A raw socket welcomed to the room on `server`. */
async function seat(server: string, room: string, token?: string): Promise<TestSocket> {
  const socket = await TestSocket.open(server);
  cleanup.push(() => socket.close());
  expect(await socket.hello(room, token)).toMatchObject({ type: 'welcome' });
  return socket;
}

/** Sends the event again (same id) until it is answered with something other than `busy`, as a client does. */
async function resendUntilTaken(socket: TestSocket, id: string, event: Record<string, unknown>): Promise<Received> {
  for (;;) {
    const answer = await socket.play(id, event);
    if (answer.code !== 'busy') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A player registered over HTTP on `server` (the database is shared), entered into the lobby of `server`. */
async function lobbyPlayer(server: string, name: string): Promise<{ id: string; socket: LobbySocket }> {
  const key = newPlayerKey();
  const { id } = await registerPlayer({ server, key, name });
  const socket = await LobbySocket.entered(server, key);
  cleanup.push(() => socket.close());
  return { id, socket };
}

const roomVersion = async (server: string, room: string) => ((await (await fetch(`${server}/api/rooms/${room}`)).json()) as { version: number }).version;

// First: a later test kills process B.
describe('the lobby across two processes on one PostgreSQL', () => {
  it('pairs a player waiting on A with one waiting on B, and one who accepts on B a seek made on A', { timeout: 30_000 }, async () => {
    const ann = await lobbyPlayer(a.url, 'Ann');
    const bob = await lobbyPlayer(b.url, 'Bob');
    const paired = (socket: LobbySocket) => socket.take((m) => m.type === 'paired');

    ann.socket.joinPool('freestyle-3+2');
    bob.socket.joinPool('freestyle-3+2');
    const [pooledAnn, pooledBob] = await Promise.all([paired(ann.socket), paired(bob.socket)]);
    expect(pooledAnn.room).toBe(pooledBob.room);
    expect([pooledAnn.player, pooledBob.player].sort()).toEqual(['p1', 'p2']);
    expect(pooledAnn).toMatchObject({ opponent: { id: bob.id } });
    expect(pooledBob).toMatchObject({ opponent: { id: ann.id } });

    const terms: Terms = { family: 'renju', opening: 'free', clock: { initialMs: 600_000, incrementMs: 5_000 }, rated: false };
    ann.socket.createSeek(terms);
    const { seeks } = await bob.socket.seeks((list) => list.some((seek) => seek.by.id === ann.id));
    const seek = (seeks as { id: string; by: { id: string } }[]).find((s) => s.by.id === ann.id);
    bob.socket.send({ type: 'seek.accept', id: seek?.id });
    const [seekAnn, seekBob] = await Promise.all([paired(ann.socket), paired(bob.socket)]);
    expect(seekAnn.room).toBe(seekBob.room);
    expect(seekAnn.room).not.toBe(pooledAnn.room);
    expect(seekAnn).toMatchObject({ opponent: { id: bob.id }, terms });
    expect(seekBob).toMatchObject({ opponent: { id: ann.id }, terms });
    expect([seekAnn.player, seekBob.player].sort()).toEqual(['p1', 'p2']);
  });
});

describe('a room split across two processes on one PostgreSQL', () => {
  it('reaches the stored version by itself after the database restarts: the move acknowledged on one process reaches the other, whose player then moves', { timeout: 90_000 }, async () => {
    const created = await createRoom({ server: a.url });
    const black = player(a.url, created.room, created.tokens.first);
    const white = player(b.url, created.room, created.tokens.second);
    await playMoves(black, white, 0, 6);

    await cluster.halt();
    black.send({ type: 'play', point: GAME[6] as number });
    await until(black, (s) => s.pending[0]?.retrying === true);
    await cluster.restart();
    // Acknowledged on A; B hears of it without a reconnect or a move of its own.
    await until(black, (s) => settled(s) && s.version === 7);
    const seen = await until(white, (s) => s.version === 7);
    expect(moves(seen)).toEqual(GAME.slice(0, 7));
    expect(white.getState().status).toBe('open');
    await playMoves(black, white, 7, 8);
    expect(await roomVersion(b.url, created.room)).toBe(8);
    expect(await roomVersion(a.url, created.room)).toBe(8);
    // Each process's listening connection says it is back (its probe heard again).
    for (const server of [a, b]) {
      await vi.waitFor(async () => {
        const samples = parsePrometheus(await (await fetch(`${server.url}/metrics`)).text());
        expect(samples.find((sample) => sample.name === 'gomoku_store_listener_connected')?.value).toBe(1);
      }, { timeout: 15_000, interval: 200 });
    }
  });

  it('takes a reply sent the instant the other side’s move is acknowledged, before the replying process heard of it', { timeout: 60_000 }, async () => {
    const created = await createRoom({ server: a.url });
    const black = await seat(a.url, created.room, created.tokens.first);
    const white = await seat(b.url, created.room, created.tokens.second);
    const answers: Received[] = [];
    for (let i = 0; i < 12; i += 2) {
      expect(await black.play(`b${i}`, { type: 'play', point: GAME[i] as number })).toMatchObject({ type: 'ack', version: i + 1 });
      answers.push(await white.play(`w${i}`, { type: 'play', point: GAME[i + 1] as number }));
    }
    expect(answers.map((answer) => answer.type)).toEqual(Array(6).fill('ack'));
  });

  it('answers every move ack or busy within the store deadline while the database is frozen, and plays on once it goes on', { timeout: 60_000 }, async () => {
    const created = await createRoom({ server: a.url });
    const black = await seat(a.url, created.room, created.tokens.first);
    const white = await seat(b.url, created.room, created.tokens.second);
    expect(await black.play('b0', { type: 'play', point: GAME[0] as number })).toMatchObject({ type: 'ack', version: 1 });

    await cluster.freeze();
    cleanup.push(() => cluster.thaw());
    // The frozen database holds the append: the answer comes at the deadline all the same (a
    // generous margin over it for a loaded machine, far below the minutes a hung database lasts).
    const started = performance.now();
    const answer = await white.play('w0', { type: 'play', point: GAME[1] as number });
    const waited = performance.now() - started;
    expect(answer).toMatchObject({ type: 'error', code: 'busy' });
    expect(waited).toBeLessThan(STORE_TIMEOUT_MS + 5_000);
    // The other process: a newcomer's hello, which reads the log first, is refused in time too.
    const newcomer = await TestSocket.open(a.url);
    cleanup.push(() => newcomer.close());
    expect(await newcomer.hello(created.room)).toMatchObject({ type: 'error', code: 'busy' });
    expect(performance.now() - started).toBeLessThan(2 * (STORE_TIMEOUT_MS + 5_000));

    await cluster.thaw();
    // Stored late or not at all, the resend is taken once: as the duplicate of the late commit, or anew.
    expect(await resendUntilTaken(white, 'w0', { type: 'play', point: GAME[1] as number })).toMatchObject({ type: 'ack', version: 2 });
    expect(await resendUntilTaken(black, 'b1', { type: 'play', point: GAME[2] as number })).toMatchObject({ type: 'ack', version: 3 });
    expect(await roomVersion(a.url, created.room)).toBe(3);
  });
  it('shows each player the other as present while connected to the other process, away once they leave, and away once that process dies', { timeout: 60_000 }, async () => {
    const created = await createRoom({ server: a.url });
    const black = player(a.url, created.room, created.tokens.first);
    const white = player(b.url, created.room, created.tokens.second);
    await until(black, (s) => s.opponent === 'present');
    await until(white, (s) => s.opponent === 'present');
    const spectator = await seat(b.url, created.room);
    await until(black, (s) => s.presence?.spectators === 1);
    await spectator.close();
    await until(black, (s) => s.presence?.spectators === 0);

    white.close();
    await until(black, (s) => s.opponent === 'away');
    const again = player(b.url, created.room, created.tokens.second);
    await until(black, (s) => s.opponent === 'present');
    await until(again, (s) => s.opponent === 'present');
    // B dies without a word: what it said holds only until its time to live has passed.
    await b.kill();
    await until(black, (s) => s.opponent === 'away');
  });
});
