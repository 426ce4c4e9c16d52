import { gomokuMachine, selectGameState, selectStatus } from '@gomoku/machine';
import { createGomokuServer, createMemoryStore, type GameStore } from '@gomoku/server';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createActor } from 'xstate';
import { connectGame, type ConnectOptions, type OnlineState, type SocketConstructor, type SocketLike } from './connection.ts';
import { createRoom } from './rooms.ts';
import { whenState as until } from '../test/when-state.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const moves = (state: OnlineState) => state.state?.moves ?? [];

/** A game server on 127.0.0.1 (a free port unless given). */
async function startServer(store: GameStore, port = 0) {
  const server = createGomokuServer({ store, host: '127.0.0.1', port });
  return { ...(await server.listen()), close: () => server.close() };
}

/** A server on a memory store (kept across restarts on the same port), a room, and a way to connect. */
async function setUp(store: GameStore = createMemoryStore()) {
  let server = await startServer(store);
  cleanup.push(() => store.close());
  cleanup.push(() => server.close());
  const created = await createRoom({ server: server.url });
  const connect = (options: Partial<ConnectOptions> = {}) => {
    const connection = connectGame({ server: server.url, room: created.room, WebSocket: WebSocket as unknown as SocketConstructor, backoff: { initialMs: 20, maxMs: 200 }, ...options });
    cleanup.push(() => connection.close());
    return connection;
  };
  const restart = async () => {
    const port = Number(new URL(server.url).port);
    await server.close();
    server = await startServer(store, port);
  };
  return { created, connect, restart, stop: () => server.close(), store };
}

/** A store whose every call fails while it is down, as a database that went away. */
function storeThatFails(inner: GameStore): { store: GameStore; setDown: (down: boolean) => void } {
  let down = false;
  const store = new Proxy(inner, {
    get(target, key: keyof GameStore) {
      const value = target[key];
      if (typeof value !== 'function' || key === 'subscribe' || key === 'close') return value;
      return (...args: unknown[]) => (down ? Promise.reject(new Error('the store is down')) : (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  return { store, setDown: (value) => (down = value) };
}

/** The `ws` client, counting the sockets opened through it. */
function countingSockets(): { WebSocket: SocketConstructor; readonly opened: number } {
  let opened = 0;
  const Counted = function (url: string) {
    opened += 1;
    return new WebSocket(url);
  } as unknown as SocketConstructor;
  return {
    WebSocket: Counted,
    get opened() {
      return opened;
    },
  };
}

/** The `ws` client, keeping the ids of the events sent through it, in order. */
function recordingSockets(): { WebSocket: SocketConstructor; readonly eventIds: string[] } {
  const eventIds: string[] = [];
  const Recorded = function (url: string) {
    const ws = new WebSocket(url);
    const send = ws.send.bind(ws);
    ws.send = ((data: string) => {
      const message = JSON.parse(data) as { type: string; id?: string };
      if (message.type === 'event' && message.id) eventIds.push(message.id);
      send(data);
    }) as typeof ws.send;
    return ws;
  } as unknown as SocketConstructor;
  return { WebSocket: Recorded, eventIds };
}

/** A socket constructor that must not be called: it counts the calls. */
function noSockets(): { WebSocket: SocketConstructor; readonly opened: number } {
  let opened = 0;
  const Refused = function () {
    opened += 1;
    throw new Error('no socket was to be opened');
  } as unknown as SocketConstructor;
  return {
    WebSocket: Refused,
    get opened() {
      return opened;
    },
  };
}

describe('connectGame', () => {
  it('opens as a player with a checked game state (and its snapshot), seat and opponent presence', async () => {
    const { created, connect } = await setUp();
    const black = connect({ token: created.tokens.first });
    expect(black.getState().status).toBe('connecting');
    const open = await until(black, (s) => s.status === 'open');
    expect(open).toMatchObject({ you: { role: 'player', player: 'p1', seat: 'first' }, seat: 'first', version: 0, opponent: 'away', settings: {} });
    expect(open.state).toMatchObject({ format: 1, moves: [], players: { first: 'p1', second: 'p2' } });
    expect(open.snapshot && selectStatus(open.snapshot)).toBe('blackToMove');
    const white = connect({ token: created.tokens.second });
    await until(black, (s) => s.opponent === 'present');
    white.close();
    expect(white.getState().status).toBe('closed');
    await until(black, (s) => s.opponent === 'away');
  });

  it('keeps a move pending until its ack, and both players see the new state', async () => {
    const { created, connect } = await setUp();
    const black = connect({ token: created.tokens.first });
    const white = connect({ token: created.tokens.second });
    await Promise.all([until(black, (s) => s.status === 'open'), until(white, (s) => s.status === 'open')]);
    const id = black.send({ type: 'play', point: 112 });
    expect(black.getState().pending).toEqual([{ id, event: { type: 'play', point: 112 }, retrying: false }]);
    const acked = await until(black, (s) => s.pending.length === 0);
    expect(acked.version).toBe(1);
    expect(moves(acked)).toEqual([112]);
    expect(moves(await until(white, (s) => s.version === 1))).toEqual([112]);
  });

  it('drops a refused move from pending with the reason, and the game is unchanged', async () => {
    const { created, connect } = await setUp();
    const black = connect({ token: created.tokens.first });
    await until(black, (s) => s.status === 'open');
    black.send({ type: 'play', point: 112 });
    await until(black, (s) => s.version === 1 && s.pending.length === 0);
    const id = black.send({ type: 'play', point: 0 });
    const refused = await until(black, (s) => s.rejection !== null);
    expect(refused).toMatchObject({ pending: [], version: 1, rejection: { id, reason: 'not-your-turn', event: { type: 'play', point: 0 } } });
    expect(moves(refused)).toEqual([112]);
  });

  it('reconnects after the server restarts, resyncs by version and sends what was pending, once', async () => {
    const { created, connect, restart, stop } = await setUp();
    const black = connect({ token: created.tokens.first });
    const white = connect({ token: created.tokens.second });
    await Promise.all([until(black, (s) => s.status === 'open'), until(white, (s) => s.status === 'open')]);
    black.send({ type: 'play', point: 112 });
    await until(white, (s) => s.version === 1);
    await stop();
    await until(white, (s) => s.status === 'reconnecting');
    // Sent while the server is down: pending, and sent once the connection is back.
    const id = white.send({ type: 'play', point: 113 });
    expect(white.getState().pending.map((p) => p.id)).toEqual([id]);
    await restart();
    const back = await until(white, (s) => s.status === 'open' && s.pending.length === 0);
    expect(moves(back)).toEqual([112, 113]);
    expect(moves(await until(black, (s) => s.version === 2))).toEqual([112, 113]);
  });

  it('resends an event whose ack was lost with the same id, and the server applies it once', async () => {
    const { created, connect, store } = await setUp();
    let drop = true;
    // A socket that loses the first ack and the connection with it: the move was stored, the client never heard.
    class LossySocket implements SocketLike {
      onopen: SocketLike['onopen'] = null;
      onmessage: SocketLike['onmessage'] = null;
      onclose: SocketLike['onclose'] = null;
      onerror: SocketLike['onerror'] = null;
      readonly #ws: WebSocket;
      constructor(url: string) {
        this.#ws = new WebSocket(url);
        this.#ws.onopen = () => this.onopen?.();
        this.#ws.onclose = ({ code }) => this.onclose?.({ code });
        this.#ws.onmessage = ({ data }) => {
          if (drop && String(data).includes('"type":"ack"')) {
            drop = false;
            this.#ws.terminate();
          } else this.onmessage?.({ data });
        };
      }
      send(data: string) {
        this.#ws.send(data);
      }
      close(code?: number) {
        this.#ws.close(code);
      }
    }
    const black = connect({ token: created.tokens.first, WebSocket: LossySocket });
    await until(black, (s) => s.status === 'open');
    const id = black.send({ type: 'play', point: 112 });
    await until(black, (s) => s.status === 'reconnecting');
    expect(black.getState().pending.map((p) => p.id)).toEqual([id]);
    const settled = await until(black, (s) => s.status === 'open' && s.pending.length === 0);
    expect(settled.version).toBe(1);
    expect((await store.eventsSince(created.room, 0)).map((e) => e.eventId)).toEqual([`first:${id}`]);
  });

  it('sends a move answered busy again on the open connection, same id, until the server takes it: retrying meanwhile, stored once, no reconnect', async () => {
    const inner = createMemoryStore();
    const { store, setDown } = storeThatFails(inner);
    const { created, connect } = await setUp(store);
    const sockets = countingSockets();
    const black = connect({ token: created.tokens.first, WebSocket: sockets.WebSocket });
    await until(black, (s) => s.status === 'open');
    setDown(true);
    const id = black.send({ type: 'play', point: 112 });
    const retrying = await until(black, (s) => s.pending[0]?.retrying === true);
    expect(retrying).toMatchObject({ status: 'open', pending: [{ id, retrying: true }] });
    setDown(false);
    const taken = await until(black, (s) => s.pending.length === 0 && s.version === 1);
    expect(moves(taken)).toEqual([112]);
    expect((await inner.eventsSince(created.room, 0)).length).toBe(1);
    expect(sockets.opened).toBe(1);
  });

  it('says hello again on the open connection when the server answers busy, and opens once it can', async () => {
    const inner = createMemoryStore();
    const { store, setDown } = storeThatFails(inner);
    const { created, connect } = await setUp(store);
    setDown(true);
    const sockets = countingSockets();
    const black = connect({ token: created.tokens.first, WebSocket: sockets.WebSocket });
    expect(await until(black, (s) => s.error !== null)).toMatchObject({ status: 'connecting', error: { code: 'busy' } });
    setDown(false);
    expect(await until(black, (s) => s.status === 'open')).toMatchObject({ version: 0, seat: 'first' });
    expect(sockets.opened).toBe(1);
  });

  it('watches as a spectator: no seat, no opponent, and an event comes back refused', async () => {
    const { connect } = await setUp();
    const spectator = connect();
    const open = await until(spectator, (s) => s.status === 'open');
    expect(open).toMatchObject({ you: { role: 'spectator' }, seat: null, opponent: null });
    spectator.send({ type: 'resign' });
    expect(await until(spectator, (s) => s.error !== null)).toMatchObject({ pending: [], error: { code: 'not-a-player' } });
  });

  it('gives up for good on a wrong token or a room that is not there', async () => {
    const { connect } = await setUp();
    const guesser = connect({ token: 'A'.repeat(43) });
    expect(await until(guesser, (s) => s.status === 'closed')).toMatchObject({ error: { code: 'bad-token' } });
    expect(() => guesser.send({ type: 'resign' })).toThrow('closed');
    const lost = connect({ room: 'nowhere' });
    expect(await until(lost, (s) => s.status === 'closed')).toMatchObject({ error: { code: 'no-room' } });
  });

  it('refuses a ping interval or a backoff it cannot keep, with a RangeError, before it opens a socket', () => {
    const sockets = noSockets();
    const open = (options: object) => () => connectGame({ server: 'http://127.0.0.1:9', room: 'room', WebSocket: sockets.WebSocket, ...options });
    for (const pingMs of [NaN, 0, 99, -1, Infinity, 2 ** 31, '20000']) expect(open({ pingMs })).toThrow(new RangeError(`pingMs must be from 100 to 2147483647 milliseconds, got ${typeof pingMs === 'number' ? pingMs : 'string'}.`));
    expect(open({ backoff: { initialMs: NaN } })).toThrow('backoff.initialMs must be from 1');
    expect(open({ backoff: { initialMs: 500, maxMs: 100 } })).toThrow('backoff.maxMs must be from 500');
    expect(sockets.opened).toBe(0);
  });

  it.each([
    ['a room id with a space', { room: 'my room' }, 'no-room'],
    ['a room id in other letters', { room: 'salle-été' }, 'no-room'],
    ['a room id over 64 characters', { room: 'r'.repeat(65) }, 'no-room'],
    ['an empty room id', { room: '' }, 'no-room'],
    ['a token with a space', { room: 'room', token: 'seat token' }, 'bad-token'],
    ['an empty token', { room: 'room', token: '' }, 'bad-token'],
  ] as const)('closes at once, with no socket, on %s', (_, given, code) => {
    const sockets = noSockets();
    const connection = connectGame({ server: 'http://127.0.0.1:9', WebSocket: sockets.WebSocket, ...given });
    const state = connection.getState();
    expect(state).toMatchObject({ status: 'closed', room: given.room, pending: [], error: { code } });
    expect(state.error?.message).toMatch(/not one of this protocol/);
    expect(sockets.opened).toBe(0);
    expect(() => connection.send({ type: 'resign' })).toThrow('closed');
    connection.close();
    expect(connection.getState()).toBe(state);
  });

  it('gives up for good when the server refuses its hello, whatever the code: the same hello would meet the same answer', async () => {
    const fake = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    cleanup.push(() => new Promise((resolve) => fake.close(resolve)));
    let hellos = 0;
    fake.on('connection', (ws) =>
      ws.on('message', () => {
        hellos += 1;
        ws.send(JSON.stringify({ v: 2, type: 'error', code: 'bad-message', message: 'The message is not one of this protocol.' }));
      }),
    );
    await new Promise((resolve) => fake.once('listening', resolve));
    const { port } = fake.address() as { port: number };
    const sockets = countingSockets();
    const connection = connectGame({ server: `http://127.0.0.1:${port}`, room: 'r', WebSocket: sockets.WebSocket, backoff: { initialMs: 1, maxMs: 1 } });
    cleanup.push(() => connection.close());
    expect(await until(connection, (s) => s.status === 'closed')).toMatchObject({ error: { code: 'bad-message' } });
    expect(hellos).toBe(1);
    expect(sockets.opened).toBe(1);
  });

  it('sends restored pending events first after the welcome, in order, with their ids: one the server stored already is not applied again', async () => {
    const { created, connect, store } = await setUp();
    const before = connect({ token: created.tokens.first });
    await until(before, (s) => s.status === 'open');
    // Stored, but the page reloaded before the ack: still pending in its storage.
    const stored = before.send({ type: 'play', point: 112 });
    await until(before, (s) => s.pending.length === 0);
    before.close();
    const white = connect({ token: created.tokens.second });
    await until(white, (s) => s.status === 'open');
    white.send({ type: 'play', point: 113 });
    await until(white, (s) => s.version === 2 && s.pending.length === 0);

    const sockets = recordingSockets();
    const restored = [
      { id: stored, event: { type: 'play', point: 112 }, retrying: true },
      { id: 'restored-2', event: { type: 'play', point: 114 }, retrying: false },
    ] as const;
    const black = connect({ token: created.tokens.first, WebSocket: sockets.WebSocket, pending: restored });
    expect(black.getState()).toMatchObject({ status: 'connecting', pending: restored.map((p) => ({ ...p, retrying: false })) });
    // Sent before the welcome: after the restored ones.
    const later = black.send({ type: 'draw.offer' });
    const settled = await until(black, (s) => s.status === 'open' && s.pending.length === 0);
    expect(sockets.eventIds).toEqual([stored, 'restored-2', later]);
    expect(moves(settled)).toEqual([112, 113, 114]);
    expect((await store.eventsSince(created.room, 0)).map((e) => e.eventId).slice(0, 3)).toEqual([`first:${stored}`, expect.stringMatching(/^second:/), 'first:restored-2']);
  });

  it('restores nothing for a spectator, and nothing the protocol would refuse', () => {
    const junk = [{ id: 'has space', event: { type: 'resign' } }, { id: 'ok', event: { type: 'restart' } }, null] as unknown as ConnectOptions['pending'];
    const watcher = connectGame({ server: 'http://127.0.0.1:9', room: 'room', WebSocket: countingSockets().WebSocket, pending: [{ id: 'a', event: { type: 'resign' }, retrying: false }] });
    cleanup.push(() => watcher.close());
    expect(watcher.getState().pending).toEqual([]);
    const player = connectGame({ server: 'http://127.0.0.1:9', room: 'room', token: 'seat', WebSocket: countingSockets().WebSocket, pending: junk });
    cleanup.push(() => player.close());
    expect(player.getState().pending).toEqual([]);
  });

  it('refuses a game state the machine does not vouch for, saying why, and keeps the one it holds', async () => {
    const fake = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    cleanup.push(() => new Promise((resolve) => fake.close(resolve)));
    const honest = selectGameState(createActor(gomokuMachine, { input: { players: { black: 'p1', white: 'p2' } } }).getSnapshot());
    const welcome = { v: 2, type: 'welcome', room: 'r', you: { role: 'spectator' }, version: 3, presence: { players: { p1: true, p2: true }, spectators: 0 }, settings: {} };
    fake.on('connection', (ws) => {
      ws.send(JSON.stringify({ ...welcome, state: honest }));
      // A win the board does not give.
      ws.send(JSON.stringify({ v: 2, type: 'state', version: 4, state: { ...honest, ending: { winner: 'white', reason: 'five' } } }));
    });
    await new Promise((resolve) => fake.once('listening', resolve));
    const { port } = fake.address() as { port: number };
    const connection = connectGame({ server: `http://127.0.0.1:${port}`, room: 'r', WebSocket: WebSocket as unknown as SocketConstructor });
    cleanup.push(() => connection.close());
    const refused = await until(connection, (s) => s.error !== null);
    expect(refused).toMatchObject({ status: 'open', state: honest, version: 3, error: { code: 'bad-message' } });
    expect(refused.error?.message).toContain('state: bad game state: broken-ending');
  });
});
