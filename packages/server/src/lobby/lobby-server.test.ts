import { MatchSchema, POOLS, type Terms } from '@gomoku/protocol';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LobbySocket, registered } from '../../test/lobby-sockets.ts';
import { startServer } from '../../test/servers.ts';
import { TestSocket, type Received } from '../../test/sockets.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { GameStore } from '../store/types.ts';

const CASUAL: Terms = { family: 'freestyle', opening: 'free', clock: { initialMs: 300_000, incrementMs: 3_000 }, rated: false };

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

/** A memory-store server closed after the test, and sockets entered into its lobby (closed first). */
async function lobbyServer(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  cleanup.push(server.close);
  const enter = async (name: string, localAddress?: string) => {
    const player = await registered(server.store, name);
    const socket = await LobbySocket.entered(server.url, player.key, localAddress);
    cleanup.push(() => socket.close());
    return { ...player, socket };
  };
  return { ...server, enter };
}

const paired = (socket: LobbySocket) => socket.take((m) => m.type === 'paired');

describe('quick pairing', () => {
  it('pairs two players of one pool into one room, each with a seat and the other as opponent', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    ann.socket.joinPool('freestyle-3+2');
    expect(await ann.socket.take((m) => m.type === 'pairing')).toMatchObject({ pool: 'freestyle-3+2', range: 100 });
    bob.socket.joinPool('freestyle-3+2');
    const [forAnn, forBob] = await Promise.all([paired(ann.socket), paired(bob.socket)]);
    expect(forAnn.room).toBe(forBob.room);
    expect([forAnn.player, forBob.player].sort()).toEqual(['p1', 'p2']);
    expect(forAnn).toMatchObject({ opponent: { id: bob.id, name: 'Bob' }, terms: POOLS['freestyle-3+2'] });
    expect(forBob).toMatchObject({ opponent: { id: ann.id, name: 'Ann' } });

    const room = await server.store.loadRoom(forAnn.room as string);
    expect(room?.live).toBe(true);
    const match = v.parse(MatchSchema, room?.match);
    expect(match.players[forAnn.player as 'p1' | 'p2'].id).toBe(ann.id);
    // Each token is its player's seat in the room.
    const seat = await TestSocket.open(server.url);
    cleanup.push(() => seat.close());
    expect(await seat.hello(forBob.room as string, forBob.token as string)).toMatchObject({ type: 'welcome', you: { role: 'player', player: forBob.player } });
  });

  it('forgets a player who left the pool', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    const cy = await server.enter('Cy');
    ann.socket.joinPool('freestyle-10+5');
    await ann.socket.take((m) => m.type === 'pairing');
    ann.socket.send({ type: 'pool.leave' });
    expect(await ann.socket.take((m) => m.type === 'pairing')).toMatchObject({ pool: null, since: null, range: null });
    bob.socket.joinPool('freestyle-10+5');
    await bob.socket.take((m) => m.type === 'pairing');
    cy.socket.joinPool('freestyle-10+5');
    // Had Ann still waited, she (equal rating, waiting longest) would have been Bob's opponent.
    expect(await paired(bob.socket)).toMatchObject({ opponent: { id: cy.id } });
  });

  it('keeps one pairing per player: a second join replaces the first, and one player never meets themselves', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const annAgain = await LobbySocket.entered(server.url, ann.key);
    cleanup.push(() => annAgain.close());
    const bob = await server.enter('Bob');
    ann.socket.joinPool('freestyle-3+2');
    await ann.socket.take((m) => m.type === 'pairing' && m.pool !== null);
    annAgain.joinPool('freestyle-3+2');
    expect(await ann.socket.take((m) => m.type === 'pairing')).toMatchObject({ pool: null });
    annAgain.joinPool('renju-10+5');
    bob.socket.joinPool('renju-10+5');
    const forAnn = await paired(annAgain);
    expect(forAnn).toMatchObject({ opponent: { id: bob.id }, terms: POOLS['renju-10+5'] });
    expect(ann.socket.unread.some((m) => m.type === 'paired')).toBe(false);
  });

  it('tells the players the live game, and a player their new rating when any process says it changed', async () => {
    const server = await lobbyServer();
    const watcher = await server.enter('Wes');
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    ann.socket.joinPool('freestyle-3+2');
    bob.socket.joinPool('freestyle-3+2');
    const { room } = await paired(ann.socket);
    const live = await watcher.socket.take((m) => m.type === 'live' && (m.games as { room: string }[]).some((game) => game.room === room));
    expect((live.games as { players: { first: { id: string }; second: { id: string } } }[])[0]?.players).toSatisfy(
      (players: { first: { id: string }; second: { id: string } }) => [players.first.id, players.second.id].sort().join() === [ann.id, bob.id].sort().join(),
    );
    // Another process's ledger rated Ann (here: a bus message from another member, and a rename to see it by).
    await server.store.renamePlayer(ann.id, 'Annie', 'annie');
    const other = server.store.joinBus(() => undefined);
    other.publish(JSON.stringify({ t: 'lobby.you', players: [ann.id] }));
    other.leave();
    expect(await ann.socket.take((m) => m.type === 'you')).toMatchObject({ you: { id: ann.id, name: 'Annie' } });
    expect(watcher.socket.unread.some((m) => m.type === 'you')).toBe(false);
  });
});

describe('ratings', () => {
  it('tells both players their new rating once their rated game ends', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    ann.socket.joinPool('freestyle-3+2');
    bob.socket.joinPool('freestyle-3+2');
    const forAnn = await paired(ann.socket);
    const seat = await TestSocket.open(server.url);
    cleanup.push(() => seat.close());
    await seat.hello(forAnn.room as string, forAnn.token as string);
    expect(await seat.play('resign-1', { type: 'resign' })).toMatchObject({ type: 'ack' });
    const [annNow, bobNow] = await Promise.all([ann.socket.take((m) => m.type === 'you'), bob.socket.take((m) => m.type === 'you')]);
    expect(annNow).toMatchObject({ you: { id: ann.id, ratings: { freestyle: { games: 1 } } } });
    expect((annNow.you as { ratings: { freestyle: { rating: number } } }).ratings.freestyle.rating).toBeLessThan(1500);
    expect((bobNow.you as { ratings: { freestyle: { rating: number } } }).ratings.freestyle.rating).toBeGreaterThan(1500);
  });
});

describe('seeks', () => {
  it('shows a seek to everyone, made by the entered player whatever the message says, and pairs who accepts it', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    // A seek naming another player (by card, by key) is still the entered player's.
    ann.socket.send({ type: 'seek.create', terms: CASUAL, by: { id: bob.id, name: 'Bob' }, key: bob.key, id: 'forged' });
    const { seeks } = await bob.socket.seeks((list) => list.length === 1);
    const [seek] = seeks as { id: string; by: { id: string; name: string }; terms: Terms }[];
    expect(seek).toMatchObject({ by: { id: ann.id, name: 'Ann' }, terms: CASUAL });
    expect(seek?.id).not.toBe('forged');

    ann.socket.send({ type: 'seek.accept', id: seek?.id });
    expect(await ann.socket.error()).toMatchObject({ code: 'own-seek' });
    bob.socket.send({ type: 'seek.accept', id: seek?.id });
    const [forAnn, forBob] = await Promise.all([paired(ann.socket), paired(bob.socket)]);
    expect(forAnn.room).toBe(forBob.room);
    expect(forAnn).toMatchObject({ opponent: { id: bob.id }, terms: CASUAL });
    await bob.socket.seeks((list) => list.length === 0);
    bob.socket.send({ type: 'seek.accept', id: seek?.id });
    expect(await bob.socket.error()).toMatchObject({ code: 'no-seek' });
  });

  it('drops a casual game from the live games as soon as it ends', async () => {
    // Intervals are faked and never run: the lobby's periodic read of the live games cannot be what tells.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    cleanup.push(async () => vi.useRealTimers());
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    const wes = await server.enter('Wes');
    ann.socket.createSeek(CASUAL);
    const { seeks } = await bob.socket.seeks((list) => list.length === 1);
    bob.socket.send({ type: 'seek.accept', id: (seeks as { id: string }[])[0]?.id });
    const forAnn = await paired(ann.socket);
    const shows = (message: Received) => (message.games as { room: string }[]).some((game) => game.room === forAnn.room);
    await wes.socket.take((m) => m.type === 'live' && shows(m));
    const seat = await TestSocket.open(server.url);
    cleanup.push(() => seat.close());
    await seat.hello(forAnn.room as string, forAnn.token as string);
    expect(await seat.play('resign-1', { type: 'resign' })).toMatchObject({ type: 'ack' });
    await wes.socket.take((m) => m.type === 'live' && !shows(m));
  });

  it('withdraws a seek when asked and when its socket closes; only its player may cancel it', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    ann.socket.createSeek(CASUAL);
    ann.socket.createSeek({ ...CASUAL, rated: true });
    const { seeks } = await bob.socket.seeks((list) => list.length === 2);
    const [first, second] = seeks as { id: string }[];
    bob.socket.send({ type: 'seek.cancel', id: first?.id });
    expect(await bob.socket.error()).toMatchObject({ code: 'no-seek' });
    ann.socket.send({ type: 'seek.cancel', id: first?.id });
    await bob.socket.seeks((list) => list.length === 1 && list[0]?.id === second?.id);
    await ann.socket.close();
    await bob.socket.seeks((list) => list.length === 0);
  });

  it('holds a player to 3 open seeks and an address to 6', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    for (let i = 0; i < 4; i++) ann.socket.createSeek(CASUAL);
    expect(await ann.socket.error()).toMatchObject({ code: 'too-many-seeks' });
    const others = [await server.enter('Bob'), await server.enter('Cy')];
    others[0]?.socket.createSeek(CASUAL);
    others[0]?.socket.createSeek(CASUAL);
    others[0]?.socket.createSeek(CASUAL);
    await ann.socket.seeks((list) => list.length === 6);
    others[1]?.socket.createSeek(CASUAL);
    expect(await others[1]?.socket.error()).toMatchObject({ code: 'too-many-seeks' });
    // Another address is not held to this one's seeks.
    const far = await server.enter('Dee', '127.0.0.2');
    far.socket.createSeek(CASUAL);
    await ann.socket.seeks((list) => list.length === 7);
  });

  it('slows a player down who abandoned a game lately', async () => {
    const store = createMemoryStore();
    const server = await lobbyServer({ store });
    cleanup.push(() => store.close());
    const ann = await server.enter('Ann');
    const bob = await registered(store, 'Bob');
    await abandoned(store, ann.id, bob.id);
    ann.socket.joinPool('freestyle-3+2');
    const error = await ann.socket.error();
    expect(error).toMatchObject({ code: 'slowed' });
    expect(error.retryAfterMs).toBeGreaterThan(20_000);
    ann.socket.createSeek(CASUAL);
    expect(await ann.socket.error()).toMatchObject({ code: 'slowed' });
  });
});

describe('hostile and early messages', () => {
  it('answers garbage with typed errors and closes a connection that keeps at it', async () => {
    const server = await lobbyServer({ maxStrikes: 8 });
    const socket = await LobbySocket.open(server.url);
    cleanup.push(() => socket.close());
    const codes: string[] = [];
    const expectCode = async (send: () => void, code: string) => {
      send();
      codes.push(((await socket.error()) as Received & { code: string }).code);
      expect(codes.at(-1)).toBe(code);
    };
    await expectCode(() => socket.send('{'), 'bad-json');
    await expectCode(() => socket.send({ type: 'pool.join', pool: 'bullet-1+0' }), 'bad-message');
    await expectCode(() => socket.send(JSON.stringify({ v: 1, type: 'ping' })), 'version');
    await expectCode(() => socket.send({ type: 'pool.join', pool: 'freestyle-3+2' }), 'not-entered');
    await expectCode(() => socket.send({ type: 'enter', key: 'x'.repeat(43) }), 'unknown-key');
    await expectCode(() => socket.send({ type: 'seek.create', terms: { ...CASUAL, clock: { initialMs: 1e308, incrementMs: Number.NaN } } }), 'bad-message');
    await expectCode(() => socket.ws.send(Buffer.from([1, 2, 3]), { binary: true }), 'bad-message');
    await expectCode(() => socket.send('x'.repeat(5_000)), 'too-large');
    socket.send('{');
    expect(await socket.closed).toBe(1008);
  });

  it('answers a flood with rate-limited, then closes it', async () => {
    const server = await lobbyServer({ rateLimit: { burst: 5, perSecond: 1 }, maxStrikes: 10 });
    const ann = await server.enter('Ann');
    for (let i = 0; i < 30; i++) ann.socket.send({ type: 'ping' });
    expect(await ann.socket.error()).toMatchObject({ code: 'rate-limited' });
    expect(await ann.socket.closed).toBe(1008);
  });

  it('answers a flood of seeks with too-many-seeks, then rate-limited, then closes it and withdraws its seeks', async () => {
    const server = await lobbyServer({ rateLimit: { burst: 6, perSecond: 1 }, maxStrikes: 6 });
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    for (let i = 0; i < 4; i++) ann.socket.createSeek(CASUAL);
    expect(await ann.socket.error()).toMatchObject({ code: 'too-many-seeks' });
    await bob.socket.seeks((list) => list.length === 3);
    for (let i = 0; i < 30; i++) ann.socket.createSeek(CASUAL);
    expect(await ann.socket.take((m) => m.type === 'lobby.error' && m.code === 'rate-limited')).toMatchObject({ retryAfterMs: expect.any(Number) });
    expect(await ann.socket.closed).toBe(1008);
    expect(ann.socket.unread.filter((m) => m.type === 'lobby.error' && m.code !== 'too-many-seeks' && m.code !== 'rate-limited')).toEqual([]);
    // No more than three were ever open, and they went with the socket.
    await bob.socket.seeks((list) => list.length === 0);
    expect([...bob.socket.unread, ...ann.socket.unread].filter((m) => m.type === 'seeks').every((m) => (m.seeks as unknown[]).length <= 3)).toBe(true);
  });

  it('lets no client write a pairing, a result or a rating: server messages from a client are bad-message, the API takes a name only', async () => {
    const server = await lobbyServer({ maxStrikes: 20 });
    const ann = await server.enter('Ann');
    const bob = await server.enter('Bob');
    const rating = { rating: 3000, deviation: 10, games: 500, provisional: false };
    const forged = [
      { type: 'paired', room: 'r'.repeat(22), token: 't'.repeat(43), player: 'p1', opponent: { id: bob.id, name: 'Bob', rating }, terms: CASUAL },
      { type: 'you', you: { id: ann.id, name: 'Ann', ratings: { freestyle: rating, renju: rating } } },
      { type: 'entered', you: { id: ann.id }, seeks: [], live: [] },
      { type: 'result', room: 'r'.repeat(22), winner: ann.id },
      { type: 'lobby.paired', to: 'x', news: {} },
    ];
    for (const message of forged) {
      ann.socket.send(message);
      expect(await ann.socket.error()).toMatchObject({ code: 'bad-message' });
    }
    expect(bob.socket.unread.filter((m) => m.type === 'paired' || m.type === 'you')).toEqual([]);

    // Registering with ratings, an id or a result in the body: only the name is taken.
    const key = 'k'.repeat(43);
    const answer = await fetch(`${server.url}/api/players`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Eve', id: ann.id, ratings: { freestyle: rating, renju: rating }, results: [{ winner: 'Eve' }] }),
    });
    expect(answer.status).toBe(201);
    const { player } = (await answer.json()) as { player: { id: string; ratings: { freestyle: { rating: number; games: number } } } };
    expect(player.id).not.toBe(ann.id);
    expect(player.ratings.freestyle).toMatchObject({ rating: 1500, games: 0 });
    expect(await server.store.resultsOf(player.id, { limit: 10 })).toEqual([]);
  });

  it('drops a pairing or a rating forged on the bus with a bad shape, and reads ratings from the store alone', async () => {
    const server = await lobbyServer();
    const ann = await server.enter('Ann');
    const said: string[] = [];
    const forger = server.store.joinBus((message) => said.push(message));
    cleanup.push(async () => forger.leave());
    ann.socket.joinPool('renju-10+5');
    await ann.socket.take((m) => m.type === 'pairing');
    const announced = said.map((text) => JSON.parse(text) as { t: string; entries?: { id: string }[] }).find((message) => message.t === 'lobby.pool');
    const to = announced?.entries?.[0]?.id;
    expect(to).toEqual(expect.any(String));
    const news = { room: 'r'.repeat(22), token: 't'.repeat(43), player: 'p1', opponent: { id: 'x'.repeat(22), name: 'Mallory', rating: { rating: 1500, deviation: 350, games: 0, provisional: true } }, terms: POOLS['renju-10+5'] };
    const hostile = [
      { t: 'lobby.paired', to, news: { ...news, token: '../../etc' } },
      { t: 'lobby.paired', to, news: { ...news, player: 'p3' } },
      { t: 'lobby.paired', to, news: { ...news, opponent: { ...news.opponent, rating: { ...news.opponent.rating, rating: 1e308 } } } },
      { t: 'lobby.paired', to, news: { ...news, terms: { ...news.terms, clock: { initialMs: Number.NaN, incrementMs: 0 } } } },
      { t: 'lobby.you', players: { 0: ann.id, length: 1 } },
      { t: 'lobby.you', players: [] },
    ];
    for (const message of hostile) forger.publish(JSON.stringify(message));
    // A well-formed hint carrying ratings: the ratings are read from the store, not the message.
    forger.publish(JSON.stringify({ t: 'lobby.you', players: [ann.id], ratings: { freestyle: { rating: 3000 } } }));
    expect(await ann.socket.take((m) => m.type === 'you')).toMatchObject({ you: { id: ann.id, ratings: { freestyle: { rating: 1500, games: 0 } } } });
    expect(ann.socket.unread.filter((m) => m.type === 'paired' || m.type === 'you')).toEqual([]);
    // Still waiting: a real opponent pairs with the entry.
    const bob = await server.enter('Bob');
    bob.socket.joinPool('renju-10+5');
    expect(await paired(ann.socket)).toMatchObject({ opponent: { id: bob.id } });
  });

  it('refuses a second enter, and closes a connection that does not enter in time', async () => {
    const server = await lobbyServer({ limits: { helloTimeoutMs: 300 } });
    const ann = await server.enter('Ann');
    ann.socket.send({ type: 'enter', key: ann.key });
    expect(await ann.socket.error()).toMatchObject({ code: 'already-entered' });
    const idle = await LobbySocket.open(server.url);
    expect(await idle.closed).toBe(4408);
    // The entered one stays.
    ann.socket.send({ type: 'ping' });
    expect(await ann.socket.take((m) => m.type === 'pong')).toMatchObject({ now: expect.any(Number) });
  });

  it('counts lobby and room sockets together against the address limit, and checks the origin', async () => {
    const server = await lobbyServer({ limits: { socketsPerAddress: 2 }, allowedOrigins: ['https://gomoku.example'] });
    const upgrade = (path: string, origin?: string) =>
      new Promise<number | 'open'>((resolve) => {
        const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, origin ? { origin } : {});
        ws.once('open', () => {
          cleanup.push(async () => ws.close());
          resolve('open');
        });
        ws.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
      });
    expect(await upgrade('/ws/lobby', 'https://evil.example')).toBe(403);
    expect(await upgrade('/ws/lobby', 'https://gomoku.example')).toBe('open');
    expect(await upgrade('/ws', 'https://gomoku.example')).toBe('open');
    expect(await upgrade('/ws/lobby', 'https://gomoku.example')).toBe(429);
    expect(await upgrade('/ws/elsewhere', 'https://gomoku.example')).toBe(404);
  });
});

describe('two servers on one store (one process: the memory store’s bus)', () => {
  /** Two lobby servers over one memory store, closed after the test. */
  async function twoServers() {
    const store = createMemoryStore();
    cleanup.push(() => store.close());
    return [await lobbyServer({ store }), await lobbyServer({ store })] as const;
  }

  it('shares seeks and pools, and a server that closes withdraws its seeks and closes its sockets with 1001', async () => {
    const [a, b] = await twoServers();
    const ann = await a.enter('Ann');
    const bob = await b.enter('Bob');
    ann.socket.createSeek(CASUAL);
    const { seeks } = await bob.socket.seeks((list) => list.length === 1);
    bob.socket.send({ type: 'seek.accept', id: (seeks as { id: string }[])[0]?.id });
    const [forAnn, forBob] = await Promise.all([paired(ann.socket), paired(bob.socket)]);
    expect(forAnn.room).toBe(forBob.room);

    ann.socket.joinPool('freestyle-10+5');
    bob.socket.joinPool('freestyle-10+5');
    const [again, againBob] = await Promise.all([paired(ann.socket), paired(bob.socket)]);
    expect(again.room).toBe(againBob.room);
    expect(again.room).not.toBe(forAnn.room);

    ann.socket.createSeek(CASUAL);
    await bob.socket.seeks((list) => list.length === 1);
    await a.close();
    expect(await ann.socket.closed).toBe(1001);
    await bob.socket.seeks((list) => list.length === 0);
  });

  it('tells every lobby socket of a player, on either server, their new name once they rename over HTTP', async () => {
    const [a, b] = await twoServers();
    const ann = await a.enter('Ann');
    const bob = await a.enter('Bob');
    const annOnB = await LobbySocket.entered(b.url, ann.key);
    cleanup.push(() => annOnB.close());
    const answer = await fetch(`${a.url}/api/players`, { method: 'POST', headers: { authorization: `Bearer ${ann.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Annie' }) });
    expect(answer.status).toBe(200);
    for (const socket of [ann.socket, annOnB]) expect(await socket.take((m) => m.type === 'you')).toMatchObject({ you: { id: ann.id, name: 'Annie' } });
    expect(bob.socket.unread.some((m) => m.type === 'you')).toBe(false);
  });
});

/** Stores a rated game `loser` lost on time without a stone, a second ago: an abandon (30 s to wait from then). */
async function abandoned(store: GameStore, loser: string, winner: string): Promise<void> {
  const now = Date.now() - 1_000;
  const terms = POOLS['freestyle-3+2'];
  await store.createRoom({ id: 'abandoned-room', settings: {}, seats: {}, state: {}, live: true, now, match: { data: {}, rating: 1500, claims: [] } });
  await store.append({
    roomId: 'abandoned-room',
    expectedVersion: 0,
    eventId: 'clock:0',
    seat: 'clock',
    event: { type: 'time' },
    state: {},
    live: false,
    now,
    result: { id: 'abandoned-room:1', roomId: 'abandoned-room', family: 'freestyle', rated: true, first: loser, second: winner, score: 0, data: { terms, black: 'first', reason: 'time', moves: [] }, at: now },
  });
}
