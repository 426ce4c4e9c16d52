import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectGame, createRoom, type GameConnection, type SocketConstructor } from '@gomoku/client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freshDatabase } from '../test/databases.ts';
import { GAME, moves, playMoves, settled, until } from '../test/online-game.ts';
import { freePort, startServerProcess, type ServerProcess } from '../../../scripts/server-process.ts';

/** Moves acknowledged before the kill; the next one is in flight when it lands. */
const BEFORE_KILL = 6;

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function connect(server: string, room: string, token: string, WebSocketClass: SocketConstructor = WebSocket as unknown as SocketConstructor) {
  const connection = connectGame({ server, room, token, WebSocket: WebSocketClass, backoff: { initialMs: 50, maxMs: 500 } });
  cleanup.push(() => connection.close());
  return connection;
}

/** After the kill: both players back, the move in flight applied exactly once, every acknowledged move there; then the game to its end. */
async function finish(black: GameConnection, white: GameConnection) {
  const [b, w] = await Promise.all([until(black, (s) => settled(s) && s.version === BEFORE_KILL + 1), until(white, (s) => s.status === 'open' && s.version === BEFORE_KILL + 1)]);
  expect(moves(b)).toEqual(GAME.slice(0, BEFORE_KILL + 1));
  expect(moves(w)).toEqual(GAME.slice(0, BEFORE_KILL + 1));
  await playMoves(black, white, BEFORE_KILL + 1, GAME.length);
  for (const connection of [black, white]) {
    const state = await until(connection, (s) => s.version === GAME.length);
    expect(moves(state)).toEqual(GAME);
    expect(state.snapshot?.value).toEqual({ over: 'blackWon' });
  }
}

describe('faults', () => {
  it('SQLite: the server killed with SIGKILL mid-game and restarted on its data keeps every acknowledged move; both players reconnect and finish', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-faults-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    let server: ServerProcess = await startServerProcess(port, { DATA_DIR: dataDir });
    cleanup.push(() => server.kill());
    const created = await createRoom({ server: server.url });
    const black = connect(server.url, created.room, created.tokens.first);
    const white = connect(server.url, created.room, created.tokens.second);
    await playMoves(black, white, 0, BEFORE_KILL);

    // The next move is sent, and the process is killed before (or after) it is stored.
    black.send({ type: 'play', point: GAME[BEFORE_KILL] as number });
    await server.kill();
    await until(white, (s) => s.status === 'reconnecting');
    server = await startServerProcess(port, { DATA_DIR: dataDir });
    await finish(black, white);
    const stored = (await (await fetch(`${server.url}/api/rooms/${created.room}`)).json()) as { version: number };
    expect(stored.version).toBe(GAME.length);
  });

  it('PostgreSQL: two server processes, a player on each; one killed with SIGKILL mid-game, its player fails over to the other and both finish', { timeout: 180_000 }, async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const env = { DATABASE_URL: database.url };
    const [a, b] = await Promise.all([startServerProcess(await freePort(), env), startServerProcess(await freePort(), env)]);
    cleanup.push(() => a.kill(), () => b.kill());
    const created = await createRoom({ server: a.url });
    // A load balancer in front of both, as far as Black's connection knows: to A while it lives, then to B.
    let aAlive = true;
    const balanced = function (url: string) {
      return new WebSocket(aAlive ? url : url.replace(new URL(a.url).host, new URL(b.url).host));
    } as unknown as SocketConstructor;
    const black = connect(a.url, created.room, created.tokens.first, balanced);
    const white = connect(b.url, created.room, created.tokens.second);
    // Each move is stored by one process and reaches the other player's process through NOTIFY.
    await playMoves(black, white, 0, BEFORE_KILL);

    black.send({ type: 'play', point: GAME[BEFORE_KILL] as number });
    aAlive = false;
    await a.kill();
    await finish(black, white);
    const stored = (await (await fetch(`${b.url}/api/rooms/${created.room}`)).json()) as { version: number };
    expect(stored.version).toBe(GAME.length);
  });
});
