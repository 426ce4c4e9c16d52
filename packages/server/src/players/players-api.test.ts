import { randomBytes } from 'node:crypto';
import { POOLS, settingsOf, type HistoryPage, type LiveGame, type Player } from '@gomoku/protocol';
import { describe, expect, it, vi } from 'vitest';
import { perTest } from '../../test/per-test.ts';
import { TestSocket } from '../../test/sockets.ts';
import { newGame, systemClock } from '../rooms/game.ts';
import { hashToken, newToken } from '../rooms/tokens.ts';
import type { GameStore } from '../store/types.ts';
import { cardOf } from './views.ts';

const { server, defer } = perTest();

const newKey = () => randomBytes(32).toString('base64url');
const register = (url: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/players`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers } });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

/** A room the lobby would make between the players of `keys` (p1 first), live, listed at `rating`; its seat tokens. */
async function matchRoom(store: GameStore, id: string, keys: readonly [string, string], rating = 1500) {
  const [p1, p2] = await Promise.all(keys.map((key) => store.playerByKey(hashToken(key))));
  if (!p1 || !p2) throw new Error('register both players first');
  const terms = POOLS['freestyle-3+2'];
  const tokens = { p1: newToken(), p2: newToken() };
  const match = { terms, players: { p1: cardOf(p1, 'freestyle'), p2: cardOf(p2, 'freestyle') } };
  await store.createRoom({ id, settings: settingsOf(terms), seats: { p1: hashToken(tokens.p1), p2: hashToken(tokens.p2) }, state: newGame(settingsOf(terms), systemClock), live: true, now: Date.now(), match: { data: match, rating, claims: [] } });
  return { tokens, match };
}

describe('POST /api/players', () => {
  it('registers a key (201), renames its player (200), and reads it back by key and by id', async () => {
    const { url, store } = await server();
    const key = newKey();
    const created = await register(url, key, { name: 'Ann' });
    expect(created.status).toBe(201);
    const { player } = await json<{ player: Player }>(created);
    expect(player).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as string, name: 'Ann', ratings: { freestyle: { rating: 1500, deviation: 350, games: 0, provisional: true }, renju: { rating: 1500, deviation: 350, games: 0, provisional: true } } });
    const renamed = await register(url, key, { name: 'Anna' });
    expect(renamed.status).toBe(200);
    expect((await json<{ player: Player }>(renamed)).player).toMatchObject({ id: player.id, name: 'Anna' });
    expect(await json(fetch(`${url}/api/players/me`, { headers: { authorization: `Bearer ${key}` } }))).toEqual({ player: { ...player, name: 'Anna' } });
    expect(await json(fetch(`${url}/api/players/${player.id}`))).toEqual({ player: { ...player, name: 'Anna' } });
    // Only the key's hash is stored.
    expect(JSON.stringify(await store.playerByKey(hashToken(key)))).not.toContain(key);
  });

  it('refuses a name another player holds, or one that looks the same, with 409 taken; one’s own is fine', async () => {
    const { url } = await server();
    const [ann, eve] = [newKey(), newKey()];
    expect((await register(url, ann, { name: 'Alice' })).status).toBe(201);
    for (const name of ['Alice', 'alice', 'A1ice', 'Аlice', 'Al ice']) {
      const refused = await register(url, eve, { name });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'bad-name', problem: 'taken' });
    }
    expect((await register(url, ann, { name: 'ALICE' })).status).toBe(200);
    expect((await register(url, eve, { name: 'Eve' })).status).toBe(201);
    expect((await register(url, eve, { name: 'A1ice' })).status).toBe(409);
  });

  it('refuses bad keys (401), other content types (415), bad bodies and names (400), big bodies (413)', async () => {
    const { url } = await server();
    const key = newKey();
    const cases: [Promise<Response>, number, Record<string, unknown>][] = [
      [register(url, 'short', { name: 'Ann' }), 401, { error: 'bad-key' }],
      [register(url, `${key}=`, { name: 'Ann' }), 401, { error: 'bad-key' }],
      [register(url, key, { name: 'Ann' }, { authorization: key }), 401, { error: 'bad-key' }],
      [register(url, key, { name: 'Ann' }, { 'content-type': 'text/plain' }), 415, { error: 'unsupported-media-type' }],
      [register(url, key, '{"name":'), 400, { error: 'bad-json' }],
      [register(url, key, ''), 400, { error: 'bad-json' }],
      [register(url, key, '[]'), 400, { error: 'bad-name', problem: 'empty' }],
      [register(url, key, { name: 42 }), 400, { error: 'bad-name', problem: 'empty' }],
      [register(url, key, { name: ' Ann' }), 400, { error: 'bad-name', problem: 'padding' }],
      [register(url, key, { name: 'Ann\u202e' }), 400, { error: 'bad-name', problem: 'control' }],
      [register(url, key, { name: 'x'.repeat(21) }), 400, { error: 'bad-name', problem: 'too-long' }],
      [register(url, key, { name: 'x'.repeat(5_000) }), 413, { error: 'too-large' }],
    ];
    for (const [response, status, body] of cases) {
      const answer = await response;
      expect([answer.status, await answer.json()]).toEqual([status, expect.objectContaining(body)]);
    }
    expect((await fetch(`${url}/api/players/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(404);
  });

  it('takes 10 registrations a minute from one address, then 429 with Retry-After', async () => {
    const { url } = await server();
    for (let index = 0; index < 10; index += 1) expect((await register(url, newKey(), { name: `Player ${index}` })).status).toBe(201);
    const refused = await register(url, newKey(), { name: 'Player 10' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds registrations and renames to the limit the operator sets', async () => {
    const { url } = await server({ limits: { registrationsPerMinute: 2 } });
    const key = newKey();
    expect((await register(url, key, { name: 'Ann' })).status).toBe(201);
    expect((await register(url, key, { name: 'Annie' })).status).toBe(200);
    expect((await register(url, newKey(), { name: 'Bob' })).status).toBe(429);
  });
});

describe('GET /api/players', () => {
  it('answers 404 for hostile or unknown ids, 401 for /me without a key, 400 for a bad cursor, 405 for other methods', async () => {
    const { url } = await server();
    const { player } = await json<{ player: Player }>(register(url, newKey(), { name: 'Ann' }));
    for (const id of ['%00', 'x'.repeat(65), 'a.b', '..', 'unknown-player-id']) {
      expect((await fetch(`${url}/api/players/${id}`)).status).toBe(404);
      expect((await fetch(`${url}/api/players/${id}/games`)).status).toBe(404);
    }
    expect((await fetch(`${url}/api/players/me`)).status).toBe(401);
    for (const before of ['NaN', '1e308', '-1', '9000000000000000', '1.5', '']) {
      const answer = await fetch(`${url}/api/players/${player.id}/games?before=${before}`);
      expect([before, answer.status]).toEqual([before, 400]);
    }
    expect(await json(fetch(`${url}/api/players/${player.id}/games?before=8640000000000000`))).toEqual({ games: [], next: null });
    expect((await fetch(`${url}/api/players/${player.id}`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${url}/api/players`)).status).toBe(405);
  });
});

describe('a rated game', () => {
  it('tells both players the match in welcome, stores its result, rates it, and shows it in both histories', async () => {
    const { url, store } = await server();
    const [annKey, bobKey] = [newKey(), newKey()];
    const ann = (await json<{ player: Player }>(register(url, annKey, { name: 'Ann' }))).player;
    const bob = (await json<{ player: Player }>(register(url, bobKey, { name: 'Bob' }))).player;
    const { tokens, match } = await matchRoom(store, 'rated-room', [annKey, bobKey]);
    const [black, white] = [await TestSocket.open(url), await TestSocket.open(url)];
    defer(async () => void (await Promise.all([black.close(), white.close()])));
    expect(await black.hello('rated-room', tokens.p1)).toMatchObject({ type: 'welcome', match });
    expect(await white.hello('rated-room', tokens.p2)).toMatchObject({ type: 'welcome', match });
    expect(await black.play('m1', { type: 'play', point: 112 })).toMatchObject({ type: 'ack' });
    expect(await white.play('m2', { type: 'resign' })).toMatchObject({ type: 'ack' });

    await vi.waitFor(async () => expect((await json<{ player: Player }>(fetch(`${url}/api/players/${ann.id}`))).player.ratings.freestyle.games).toBe(1));
    const annPage = await json<HistoryPage>(fetch(`${url}/api/players/${ann.id}/games`));
    expect(annPage).toEqual({
      games: [
        {
          room: 'rated-room',
          terms: POOLS['freestyle-3+2'],
          color: 'black',
          opponent: { id: bob.id, name: 'Bob' },
          outcome: 'win',
          reason: 'resign',
          rating: { before: 1500, after: expect.any(Number) as number },
          at: expect.any(Number) as number,
          moves: [112],
        },
      ],
      next: null,
    });
    expect(annPage.games[0]?.rating?.after).toBeGreaterThan(1500);
    const bobPage = await json<HistoryPage>(fetch(`${url}/api/players/${bob.id}/games`));
    expect(bobPage.games[0]).toMatchObject({ color: 'white', outcome: 'loss', opponent: { id: ann.id, name: 'Ann' } });
    expect(bobPage.games[0]?.rating?.after).toBeLessThan(1500);
    // Older than the game: nothing.
    expect(await json(fetch(`${url}/api/players/${ann.id}/games?before=${annPage.games[0]?.at ?? 0}`))).toEqual({ games: [], next: null });
  });
});

describe('GET /api/live', () => {
  it('lists live matched rooms best rated first, and drops one whose game ended', async () => {
    const { url, store } = await server();
    const keys = [newKey(), newKey()] as const;
    await register(url, keys[0], { name: 'Ann' });
    await register(url, keys[1], { name: 'Bob' });
    await matchRoom(store, 'low-room', keys, 1200);
    const { tokens } = await matchRoom(store, 'high-room', keys, 2100);
    await matchRoom(store, 'mid-room', keys, 1700);
    const live = await json<{ games: LiveGame[] }>(fetch(`${url}/api/live`));
    expect(live.games.map((game) => game.room)).toEqual(['high-room', 'mid-room', 'low-room']);
    expect(live.games[0]?.players.first.name).toBe('Ann');
    const player = await TestSocket.open(url);
    defer(async () => void (await player.close()));
    await player.hello('high-room', tokens.p1);
    expect(await player.play('r', { type: 'resign' })).toMatchObject({ type: 'ack' });
    expect((await json<{ games: LiveGame[] }>(fetch(`${url}/api/live`))).games.map((game) => game.room)).toEqual(['mid-room', 'low-room']);
  });
});
