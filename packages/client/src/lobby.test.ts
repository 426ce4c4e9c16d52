import {
  LiveGameSchema,
  LOBBY_ERROR_CODES,
  PairedSchema,
  PlayerSchema,
  POOL_IDS,
  POOLS,
  SeekSchema,
  type LobbyClientMessage,
  type PoolId,
  type Terms,
} from '@gomoku/protocol';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketConstructor, SocketLike } from './connection.ts';
import { connectLobby, type LobbyOptions, type LobbyState } from './lobby.ts';

const KEY = 'k'.repeat(43);
const RATING = { rating: 1500, deviation: 350, games: 0, provisional: true };
const ME = { id: 'M'.repeat(22), name: 'Alice', ratings: { freestyle: RATING, renju: RATING } };
const CARD = { id: ME.id, name: ME.name, rating: RATING };
const BOB = { id: 'B'.repeat(22), name: 'Bob', rating: { ...RATING, rating: 1610 } };
const CASUAL: Terms = { family: 'freestyle', opening: 'free', clock: { initialMs: 300_000, incrementMs: 3_000 }, rated: false };
const RATED: Terms = POOLS['renju-10+5'];
const seek = (id: string, by = BOB, terms: Terms = CASUAL) => ({ id, by, terms, since: 1_790_000_000_000 });
const LIVE = { room: 'R'.repeat(22), terms: RATED, players: { first: CARD, second: BOB }, since: 1_790_000_000_000 };
const PAIRED = { type: 'paired', room: 'R'.repeat(22), token: 't'.repeat(43), player: 'p2', opponent: BOB, terms: RATED };

/** A socket the test drives: it opens, says and drops when told, and keeps what the client sent. */
class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readonly sent: LobbyClientMessage[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as LobbyClientMessage);
  }
  /** As a real socket: closing fires `onclose` a little later. */
  close(code = 1000) {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    queueMicrotask(() => this.onclose?.({ code }));
  }
  open() {
    this.onopen?.();
  }
  say(message: object) {
    this.onmessage?.({ data: JSON.stringify({ v: 2, ...message }) });
  }
  text(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
  /** What the client sent but pings, by type and payload. */
  requests() {
    return this.sent.filter((message) => message.type !== 'ping').map(({ v: _, ...rest }) => rest);
  }
}

/** A lobby connection on fake sockets (reconnects after 50 ms of fake time at first: no jitter). */
function lobby(options: Partial<LobbyOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const WebSocket = function (url: string) {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  } as unknown as SocketConstructor;
  const connection = connectLobby({ server: 'http://lobby.test', key: KEY, WebSocket, backoff: { initialMs: 100, maxMs: 1_000 }, random: () => 0, pingMs: 1_000, ...options });
  const states: LobbyState[] = [];
  connection.subscribe((state) => states.push(state));
  const socket = () => sockets.at(-1) as FakeSocket;
  /** Opens the newest socket and enters with these lists. */
  const enter = (seeks: object[] = [], live: object[] = []) => {
    socket().open();
    socket().say({ type: 'entered', you: ME, seeks, live });
  };
  return { connection, sockets, socket, states, enter };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectLobby', () => {
  it('refuses a ping interval or a backoff it cannot keep, with a RangeError, before it opens a socket', () => {
    for (const pingMs of [NaN, 50, Infinity, 1e308]) expect(() => lobby({ pingMs })).toThrow(new RangeError(`pingMs must be from 100 to 2147483647 milliseconds, got ${pingMs}.`));
    expect(() => lobby({ backoff: { initialMs: -1 } })).toThrow('backoff.initialMs must be from 1');
  });

  it('enters with the key on the lobby path and holds who it is, the seeks and the live games', () => {
    const { connection, socket, enter } = lobby();
    expect(socket().url).toBe('ws://lobby.test/ws/lobby');
    expect(connection.getState().status).toBe('connecting');
    enter([seek('s1')], [LIVE]);
    expect(socket().sent.slice(0, 2)).toEqual([
      { v: 2, type: 'enter', key: KEY },
      { v: 2, type: 'ping' },
    ]);
    expect(connection.getState()).toEqual({ status: 'open', you: ME, seeks: [seek('s1')], live: [LIVE], pairing: null, paired: null, error: null });
    expect(lobby({ server: 'https://lobby.test' }).socket().url).toBe('wss://lobby.test/ws/lobby');
  });

  it('follows the server’s messages, with a new state object on every change', () => {
    const { connection, socket, states, enter } = lobby();
    enter();
    const seen = states.length;
    socket().say({ type: 'you', you: { ...ME, name: 'Alicia' } });
    socket().say({ type: 'seeks', seeks: [seek('s2')] });
    socket().say({ type: 'live', games: [LIVE] });
    socket().say({ type: 'pairing', pool: 'freestyle-3+2', since: 1_790_000_000_000, range: 150 });
    expect(connection.getState()).toMatchObject({ you: { name: 'Alicia' }, seeks: [seek('s2')], live: [LIVE], pairing: { pool: 'freestyle-3+2', since: 1_790_000_000_000, range: 150 } });
    socket().say(PAIRED);
    const { type: _, ...paired } = PAIRED;
    expect(connection.getState()).toMatchObject({ paired, pairing: null });
    expect(states.length).toBe(seen + 5);
    expect(new Set(states).size).toBe(states.length);
    expect(states.at(-1)).toBe(connection.getState());
  });

  it('unsubscribed listeners hear nothing more', () => {
    const { connection, socket, enter } = lobby();
    const heard = vi.fn();
    const stop = connection.subscribe(heard);
    enter();
    stop();
    socket().say({ type: 'live', games: [LIVE] });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('sends each request once entered, and those asked before entering right after it', () => {
    const { connection, socket } = lobby();
    connection.joinPool('freestyle-10+5');
    connection.createSeek(CASUAL);
    connection.acceptSeek('s1');
    socket().open();
    expect(socket().requests()).toEqual([{ type: 'enter', key: KEY }]);
    socket().say({ type: 'entered', you: ME, seeks: [seek('s1')], live: [] });
    expect(socket().requests().slice(1)).toEqual([
      { type: 'pool.join', pool: 'freestyle-10+5' },
      { type: 'seek.create', terms: CASUAL },
      { type: 'seek.accept', id: 's1' },
    ]);
    connection.leavePool();
    connection.cancelSeek('s9');
    connection.acceptSeek('s1');
    expect(socket().requests().slice(4)).toEqual([
      { type: 'pool.leave' },
      { type: 'seek.cancel', id: 's9' },
      { type: 'seek.accept', id: 's1' },
    ]);
  });

  it('does not send a request the protocol refuses, and says why', () => {
    const { connection, socket, enter } = lobby();
    enter();
    const refused: (() => void)[] = [
      () => connection.joinPool('blitz' as PoolId),
      () => connection.createSeek({ ...CASUAL, clock: { initialMs: Number.NaN, incrementMs: 0 } }),
      () => connection.createSeek({ ...CASUAL, clock: { initialMs: 1e308, incrementMs: 0 } }),
      () => connection.createSeek({ ...CASUAL, family: 'chess' } as unknown as Terms),
      () => connection.cancelSeek('../s1'),
      () => connection.acceptSeek(''),
    ];
    for (const request of refused) {
      request();
      expect(connection.getState().error?.code).toBe('bad-message');
    }
    expect(socket().requests()).toEqual([{ type: 'enter', key: KEY }]);
    connection.leavePool();
    expect(connection.getState().error).toBeNull();
  });

  it('a key the protocol refuses opens no socket: closed at once, requests throw', () => {
    const { connection, sockets } = lobby({ key: 'short' });
    expect(sockets).toEqual([]);
    expect(connection.getState()).toMatchObject({ status: 'closed', error: { code: 'unknown-key' } });
    expect(() => connection.joinPool('freestyle-3+2')).toThrow(/closed/);
    expect(() => connection.createSeek(CASUAL)).toThrow(/closed/);
  });

  it('a key no player has closes it for good: the page registers first', async () => {
    const { connection, socket, sockets } = lobby();
    socket().open();
    socket().say({ type: 'lobby.error', code: 'unknown-key', message: 'Register first.' });
    expect(connection.getState()).toMatchObject({ status: 'closed', error: { code: 'unknown-key', retryAfterMs: null } });
    expect(socket().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.length).toBe(1);
    expect(() => connection.acceptSeek('s1')).toThrow(/closed/);
  });

  it('an `enter` answered busy is said again after a backoff; refused otherwise, it gives up', async () => {
    const busy = lobby();
    busy.socket().open();
    busy.socket().say({ type: 'lobby.error', code: 'busy', message: 'Store down.' });
    expect(busy.connection.getState()).toMatchObject({ status: 'connecting', error: { code: 'busy' } });
    await vi.advanceTimersByTimeAsync(50);
    expect(busy.socket().requests()).toEqual([
      { type: 'enter', key: KEY },
      { type: 'enter', key: KEY },
    ]);
    busy.socket().say({ type: 'entered', you: ME, seeks: [], live: [] });
    expect(busy.connection.getState()).toMatchObject({ status: 'open', error: null });

    const refused = lobby();
    refused.socket().open();
    refused.socket().say({ type: 'lobby.error', code: 'bad-message', message: 'What?' });
    expect(refused.connection.getState()).toMatchObject({ status: 'closed', error: { code: 'bad-message' } });
  });

  it('refusals once entered are said and the connection stays; a wait comes with `slowed`', () => {
    const { connection, socket, enter } = lobby();
    enter();
    connection.createSeek(CASUAL);
    socket().say({ type: 'lobby.error', code: 'too-many-seeks', message: 'Three at most.' });
    expect(connection.getState()).toMatchObject({ status: 'open', error: { code: 'too-many-seeks', retryAfterMs: null } });
    connection.joinPool('freestyle-3+2');
    socket().say({ type: 'lobby.error', code: 'slowed', message: 'Wait.', retryAfterMs: 30_000 });
    expect(connection.getState()).toMatchObject({ status: 'open', error: { code: 'slowed', retryAfterMs: 30_000 } });
  });

  it('a server message it cannot read is not adopted: the state stays, and `error` says why', () => {
    const { connection, socket, enter } = lobby();
    enter([seek('s1')], [LIVE]);
    const before = connection.getState();
    const hostile: unknown[] = [
      JSON.stringify({ v: 2, type: 'seeks', seeks: [{ ...seek('s2'), by: { ...BOB, rating: { ...RATING, rating: null } } }] }),
      JSON.stringify({ v: 2, type: 'seeks', seeks: [{ ...seek('s2'), by: { ...BOB, rating: { ...RATING, rating: 1e308 } } }] }),
      JSON.stringify({ v: 2, type: 'seeks', seeks: Array.from({ length: 101 }, (_, i) => seek(`s${i}`)) }),
      '{"v":2,"type":"seeks","seeks":[,]}',
      JSON.stringify({ v: 2, type: 'seeks', seeks: [{ ...seek('s2'), by: 'Bob' }] }),
      JSON.stringify({ v: 2, type: 'seeks', seeks: { 0: seek('s2'), length: 1 } }),
      JSON.stringify({ v: 2, type: 'you', you: { ...ME, id: '../admin' } }),
      JSON.stringify({ v: 2, type: 'live', games: [{ ...LIVE, room: '' }] }),
      JSON.stringify({ v: 2, type: 'pairing', pool: 'freestyle-3+2', since: null, range: 100 }),
      JSON.stringify({ v: 2, type: 'pairing', pool: 'blitz', since: 1, range: 100 }),
      JSON.stringify({ ...PAIRED, v: 2, token: 'a b' }),
      JSON.stringify({ v: 3, type: 'seeks', seeks: [] }),
      JSON.stringify({ v: 2, type: 'lobby.error', code: 'gone', message: 'x' }),
      'x'.repeat(70_000),
      'null',
    ];
    for (const text of hostile) {
      socket().text(text);
      const now = connection.getState();
      expect(now.error?.code).toBe('bad-message');
      expect({ ...now, error: null }).toEqual(before);
    }
    // Not text (a binary frame): nothing to read, nothing changes.
    const held = connection.getState();
    socket().text(new Uint8Array([1, 2]));
    expect(connection.getState()).toBe(held);
  });

  it('after a reconnect it enters again, rejoins its pool and posts again its own seeks (not another tab’s)', async () => {
    const { connection, sockets, socket, enter } = lobby();
    const otherTab = seek('other', CARD, CASUAL);
    enter([otherTab]);
    connection.joinPool('freestyle-3+2');
    socket().say({ type: 'pairing', pool: 'freestyle-3+2', since: 1, range: 100 });
    connection.createSeek(CASUAL);
    connection.createSeek(RATED);
    // The other tab's seek, on the same terms, listed first: it was there before, so it is not this one's.
    socket().say({ type: 'seeks', seeks: [otherTab, seek('mine1', CARD, CASUAL), seek('bob', BOB, RATED)] });
    socket().say({ type: 'seeks', seeks: [otherTab, seek('mine2', CARD, RATED), seek('mine1', CARD, CASUAL), seek('bob', BOB, RATED)] });
    socket().drop();
    expect(connection.getState().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(50);
    expect(sockets.length).toBe(2);
    // The other tab's socket lived: its seek is still listed; this one's went with its socket.
    enter([otherTab, seek('bob', BOB, RATED)]);
    expect(socket().requests()).toEqual([
      { type: 'enter', key: KEY },
      { type: 'pool.join', pool: 'freestyle-3+2' },
      { type: 'seek.create', terms: RATED },
      { type: 'seek.create', terms: CASUAL },
    ]);
    expect(connection.getState().status).toBe('open');
  });

  it('does not restore what was cancelled, left, refused or paired', async () => {
    const { connection, socket, enter } = lobby();
    enter();
    connection.createSeek(CASUAL);
    connection.createSeek(RATED);
    connection.createSeek(CASUAL);
    socket().say({ type: 'seeks', seeks: [seek('a', CARD, CASUAL), seek('b', CARD, RATED)] });
    socket().say({ type: 'lobby.error', code: 'too-many-seeks', message: 'Three at most.' });
    connection.cancelSeek('a');
    connection.joinPool('freestyle-3+2');
    socket().say(PAIRED);
    socket().drop();
    await vi.advanceTimersByTimeAsync(50);
    enter();
    expect(socket().requests()).toEqual([
      { type: 'enter', key: KEY },
      { type: 'seek.create', terms: RATED },
    ]);
    // Left while away: nothing waits, and nothing is joined on entering.
    connection.joinPool('renju-10+5');
    socket().say({ type: 'pairing', pool: 'renju-10+5', since: 1, range: 100 });
    socket().drop();
    connection.leavePool();
    expect(connection.getState().pairing).toBeNull();
    await vi.advanceTimersByTimeAsync(50);
    enter();
    expect(socket().requests().map(({ type }) => type)).toEqual(['enter', 'seek.create']);
  });

  it('pings while open, and drops and reopens a connection silent for two pings', async () => {
    const { connection, sockets, socket, enter } = lobby();
    enter();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket().sent.filter(({ type }) => type === 'ping').length).toBe(2);
    socket().say({ type: 'pong', now: Date.now() });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(socket().closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets[0]?.closedWith).toBe(4000);
    expect(connection.getState().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(50);
    expect(sockets.length).toBe(2);
  });

  it('backs off between tries, and stays connecting until the first entry', async () => {
    const { connection, sockets, socket } = lobby();
    socket().drop();
    expect(connection.getState().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(49);
    expect(sockets.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    socket().drop();
    await vi.advanceTimersByTimeAsync(99);
    expect(sockets.length).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.length).toBe(3);
  });

  it('a policy close from the server, or close(), ends it for good', async () => {
    const policy = lobby();
    policy.enter();
    policy.socket().drop(1008);
    expect(policy.connection.getState()).toMatchObject({ status: 'closed', error: { code: 'bad-message' } });

    const closed = lobby();
    closed.enter();
    closed.connection.close();
    expect(closed.connection.getState()).toMatchObject({ status: 'closed', error: null });
    expect(closed.socket().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed.sockets.length).toBe(1);
    expect(() => closed.connection.leavePool()).toThrow(/closed/);
  });
});

/** What must hold of any state, whatever the server said. */
function consistent(state: LobbyState) {
  expect(['connecting', 'open', 'reconnecting', 'closed']).toContain(state.status);
  if (state.status === 'open') expect(v.is(PlayerSchema, state.you)).toBe(true);
  expect(state.you === null || v.is(PlayerSchema, state.you)).toBe(true);
  expect(state.seeks.every((s) => v.is(SeekSchema, s))).toBe(true);
  expect(state.live.every((game) => v.is(LiveGameSchema, game))).toBe(true);
  if (state.pairing) {
    expect(POOL_IDS).toContain(state.pairing.pool);
    expect(Number.isFinite(state.pairing.since) && Number.isFinite(state.pairing.range)).toBe(true);
  }
  expect(state.paired === null || v.is(PairedSchema, { v: 2, type: 'paired', ...state.paired })).toBe(true);
  expect(state.error === null || (LOBBY_ERROR_CODES as readonly string[]).includes(state.error.code)).toBe(true);
}

describe('connectLobby, whatever the server says', () => {
  const valid = [
    { type: 'entered', you: ME, seeks: [seek('s1')], live: [LIVE] },
    { type: 'seeks', seeks: [seek('s1'), seek('s2', CARD)] },
    { type: 'pairing', pool: 'freestyle-3+2', since: 1, range: 100 },
    { type: 'pairing', pool: null, since: null, range: null },
    PAIRED,
    { type: 'lobby.error', code: 'busy', message: 'x' },
    { type: 'pong', now: 1 },
  ];
  /** A message like the server's with any field swapped for any JSON value, or any text at all. */
  const text = fc.oneof(
    fc.string(),
    fc.json(),
    fc.tuple(fc.constantFrom(...valid), fc.string(), fc.jsonValue(), fc.constantFrom(2, 3, '2')).map(([message, key, value, version]) => JSON.stringify({ ...message, v: version, [key]: value })),
    fc.tuple(fc.constantFrom(...valid), fc.constantFrom('you', 'seeks', 'live', 'games', 'pool', 'since', 'range', 'opponent', 'token', 'code', 'retryAfterMs'), fc.jsonValue()).map(([message, key, value]) => JSON.stringify({ ...message, v: 2, [key]: value })),
  );
  const step = fc.oneof(
    { weight: 8, arbitrary: text.map((data) => ({ kind: 'text' as const, data })) },
    { weight: 1, arbitrary: fc.constantFrom(1000, 1006, 4408).map((code) => ({ kind: 'drop' as const, code })) },
    { weight: 2, arbitrary: fc.constantFrom(...POOL_IDS).map((pool) => ({ kind: 'join' as const, pool })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'create' as const }) },
  );

  it('never throws out of the connection and never holds a state that does not read', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const { connection, socket, enter } = lobby();
        enter();
        for (const action of steps) {
          if (connection.getState().status === 'closed') break;
          if (action.kind === 'text') socket().text(action.data);
          else if (action.kind === 'join') connection.joinPool(action.pool);
          else if (action.kind === 'create') connection.createSeek(CASUAL);
          else {
            socket().drop(action.code);
            await vi.advanceTimersByTimeAsync(1_000);
            socket().open();
          }
          consistent(connection.getState());
        }
        connection.close();
      }),
      { numRuns: 150 },
    );
  });
});
