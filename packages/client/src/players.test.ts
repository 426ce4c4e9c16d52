import { PlayerKeySchema, POOLS } from '@gomoku/protocol';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fetchHistory, fetchLiveGames, fetchMe, fetchPlayer, newPlayerKey, PlayerApiError, registerPlayer } from './players.ts';

const SERVER = 'http://127.0.0.1:1';
const KEY = 'k'.repeat(43);
const RATING = { rating: 1500, deviation: 350, games: 0, provisional: true };
const PLAYER = { id: 'P'.repeat(22), name: 'Alice', ratings: { freestyle: RATING, renju: { ...RATING, rating: 1620 } } };
const CARD = { id: PLAYER.id, name: PLAYER.name, rating: RATING };
const LIVE = { room: 'R'.repeat(22), terms: POOLS['freestyle-3+2'], players: { first: CARD, second: { ...CARD, id: 'Q'.repeat(22), name: 'Bob' } }, since: 1_790_000_000_000 };
const ENTRY = {
  room: 'R'.repeat(22),
  terms: POOLS['renju-10+5'],
  color: 'black',
  opponent: { id: 'Q'.repeat(22), name: 'Bob' },
  outcome: 'win',
  reason: 'five',
  rating: { before: 1500, after: 1562 },
  at: 1_790_000_000_000,
  moves: [112, 113, 97],
};

/** A fetch answering with this status, body (JSON unless a string) and headers, keeping each request. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: { url: string; method: string; headers: Headers; body: string | null }[] = [];
  const doFetch = (async (url: URL, init: RequestInit = {}) => {
    requests.push({ url: String(url), method: init.method ?? 'GET', headers: new Headers(init.headers), body: typeof init.body === 'string' ? init.body : null });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  }) as unknown as typeof fetch;
  return { fetch: doFetch, requests };
}

/** The `PlayerApiError` a call throws. */
async function failure(call: Promise<unknown>): Promise<PlayerApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PlayerApiError);
  return error as PlayerApiError;
}

const details = (error: PlayerApiError) => ({ code: error.code, status: error.status, problem: error.problem, retryAfterMs: error.retryAfterMs });

/** Answers that are not a player though their status says so: JSON can carry no NaN, but the rest comes. */
const NOT_PLAYERS = [
  'null',
  '<html>ok</html>',
  '[]',
  { player: null },
  { player: { ...PLAYER, ratings: { ...PLAYER.ratings, freestyle: { ...RATING, rating: 1e308 } } } },
  { player: { ...PLAYER, ratings: { ...PLAYER.ratings, renju: { ...RATING, rating: '1500' } } } },
  { player: { ...PLAYER, id: '../me' } },
  { player: { ...PLAYER, name: '' } },
  { player: { ...PLAYER, ratings: { freestyle: RATING } } },
];

describe('newPlayerKey', () => {
  it('makes distinct keys the protocol takes', () => {
    const keys = new Set(Array.from({ length: 1000 }, newPlayerKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(v.is(PlayerKeySchema, key)).toBe(true);
  });
});

describe('registerPlayer', () => {
  it('posts the name with the key in Authorization only, and gives the player (created or renamed)', async () => {
    for (const status of [201, 200]) {
      const server = answering(status, { player: PLAYER });
      expect(await registerPlayer({ server: SERVER, key: KEY, name: 'Alice', fetch: server.fetch })).toEqual(PLAYER);
      const [request] = server.requests;
      expect(request).toMatchObject({ url: `${SERVER}/api/players`, method: 'POST', body: JSON.stringify({ name: 'Alice' }) });
      expect(request?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
      expect(request?.headers.get('content-type')).toBe('application/json');
      expect(`${request?.url}${request?.body}`).not.toContain(KEY);
    }
  });

  it('a refused name carries its problem; a taken one is a 409 with `taken`', async () => {
    const bad = answering(400, { error: 'bad-name', problem: 'padding', message: 'Spaces at the ends.' });
    expect(details(await failure(registerPlayer({ server: SERVER, key: KEY, name: 'Alice ', fetch: bad.fetch })))).toEqual({ code: 'bad-name', status: 400, problem: 'padding', retryAfterMs: null });
    const taken = answering(409, { error: 'bad-name', problem: 'taken', message: 'Taken.' });
    expect(details(await failure(registerPlayer({ server: SERVER, key: KEY, name: 'Alice', fetch: taken.fetch })))).toMatchObject({ code: 'bad-name', status: 409, problem: 'taken' });
  });

  it('a problem that is not one of the protocol’s is not passed on as one', async () => {
    const server = answering(400, { error: 'bad-name', problem: '<img src=x>', message: 'x' });
    expect((await failure(registerPlayer({ server: SERVER, key: KEY, name: 'x', fetch: server.fetch }))).problem).toBeNull();
  });

  it('a key the protocol refuses is not sent anywhere', async () => {
    for (const key of ['', 'short', `${'k'.repeat(42)}\n`, `${'k'.repeat(42)}+`, 'k'.repeat(44)]) {
      const server = answering(201, { player: PLAYER });
      expect(details(await failure(registerPlayer({ server: SERVER, key, name: 'Alice', fetch: server.fetch })))).toEqual({ code: 'bad-key', status: null, problem: null, retryAfterMs: null });
      expect(server.requests).toEqual([]);
    }
  });

  it('a refused key and a rate limit are the server’s codes; a wait it cannot mean is none', async () => {
    expect((await failure(registerPlayer({ server: SERVER, key: KEY, name: 'A', fetch: answering(401, { error: 'bad-key' }).fetch }))).code).toBe('bad-key');
    const waits: [string, number | null][] = [['7', 7000], ['0', 0], ['1e308', null], ['-1', null], ['soon', null], ['86401', null]];
    for (const [header, ms] of waits) {
      const server = answering(429, { error: 'rate-limited', message: 'Too many.' }, { 'retry-after': header });
      expect(details(await failure(registerPlayer({ server: SERVER, key: KEY, name: 'A', fetch: server.fetch })))).toEqual({ code: 'rate-limited', status: 429, problem: null, retryAfterMs: ms });
    }
  });

  it('an answer that is not a player is `bad-response`; one without a code is named by its status', async () => {
    for (const body of NOT_PLAYERS) expect((await failure(registerPlayer({ server: SERVER, key: KEY, name: 'A', fetch: answering(201, body).fetch }))).code).toBe('bad-response');
    expect((await failure(registerPlayer({ server: SERVER, key: KEY, name: 'A', fetch: answering(502, '<html>bad gateway</html>').fetch }))).code).toBe('status-502');
    expect((await failure(registerPlayer({ server: SERVER, key: KEY, name: 'A', fetch: answering(202, '').fetch }))).code).toBe('status-202');
  });

  it('no answer is `network`, its cause kept', async () => {
    const down = new TypeError('fetch failed');
    const error = await failure(registerPlayer({ server: SERVER, key: KEY, name: 'A', fetch: (async () => Promise.reject(down)) as unknown as typeof fetch }));
    expect([error.code, error.status, error.cause]).toEqual(['network', null, down]);
  });
});

describe('fetchMe', () => {
  it('reads the key’s player with the key in Authorization', async () => {
    const server = answering(200, { player: PLAYER });
    expect(await fetchMe({ server: SERVER, key: KEY, fetch: server.fetch })).toEqual(PLAYER);
    expect(server.requests[0]).toMatchObject({ url: `${SERVER}/api/players/me`, method: 'GET' });
    expect(server.requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('is null for a key no player has, and throws for any other refusal or a bad answer', async () => {
    expect(await fetchMe({ server: SERVER, key: KEY, fetch: answering(404, { error: 'unknown-key' }).fetch })).toBeNull();
    expect((await failure(fetchMe({ server: SERVER, key: KEY, fetch: answering(404, { error: 'not-found' }).fetch }))).code).toBe('not-found');
    expect((await failure(fetchMe({ server: SERVER, key: KEY, fetch: answering(200, NOT_PLAYERS[4]).fetch }))).code).toBe('bad-response');
    expect((await failure(fetchMe({ server: SERVER, key: 'nope', fetch: answering(200, { player: PLAYER }).fetch }))).code).toBe('bad-key');
  });
});

describe('fetchPlayer', () => {
  it('reads a player by id, without any key', async () => {
    const server = answering(200, { player: PLAYER });
    expect(await fetchPlayer({ server: SERVER, id: PLAYER.id, fetch: server.fetch })).toEqual(PLAYER);
    expect(server.requests[0]?.url).toBe(`${SERVER}/api/players/${PLAYER.id}`);
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('is null for no such player, and for a forged id without asking', async () => {
    expect(await fetchPlayer({ server: SERVER, id: PLAYER.id, fetch: answering(404, { error: 'no-player' }).fetch })).toBeNull();
    for (const id of ['', '../me', 'me/games', 'a?b', 'x'.repeat(65)]) {
      const server = answering(200, { player: PLAYER });
      expect(await fetchPlayer({ server: SERVER, id, fetch: server.fetch })).toBeNull();
      expect(server.requests).toEqual([]);
    }
    for (const body of NOT_PLAYERS) expect((await failure(fetchPlayer({ server: SERVER, id: PLAYER.id, fetch: answering(200, body).fetch }))).code).toBe('bad-response');
  });
});

describe('fetchHistory', () => {
  it('reads a page, newest first, from the cursor given', async () => {
    const page = { games: [ENTRY], next: ENTRY.at };
    const server = answering(200, page);
    expect(await fetchHistory({ server: SERVER, id: PLAYER.id, fetch: server.fetch })).toEqual(page);
    expect(await fetchHistory({ server: SERVER, id: PLAYER.id, before: page.next, fetch: server.fetch })).toEqual(page);
    expect(await fetchHistory({ server: SERVER, id: PLAYER.id, before: null, fetch: server.fetch })).toEqual(page);
    expect(server.requests.map((request) => request.url)).toEqual([
      `${SERVER}/api/players/${PLAYER.id}/games`,
      `${SERVER}/api/players/${PLAYER.id}/games?before=${ENTRY.at}`,
      `${SERVER}/api/players/${PLAYER.id}/games`,
    ]);
  });

  it('a forged id or a cursor that is not a time asks nothing', async () => {
    const server = answering(200, { games: [], next: null });
    for (const before of [Number.NaN, -1, 1.5, 1e308, Number.POSITIVE_INFINITY]) {
      expect(details(await failure(fetchHistory({ server: SERVER, id: PLAYER.id, before, fetch: server.fetch })))).toMatchObject({ code: 'bad-request', status: null });
    }
    expect((await failure(fetchHistory({ server: SERVER, id: '../../rooms', fetch: server.fetch }))).code).toBe('bad-request');
    expect(server.requests).toEqual([]);
  });

  it('a page that is not one is `bad-response`', async () => {
    const hostile = [
      { games: [ENTRY] },
      { games: {}, next: null },
      { games: [{ ...ENTRY, moves: [225] }], next: null },
      { games: [{ ...ENTRY, moves: Array.from({ length: 226 }, () => 0) }], next: null },
      { games: [{ ...ENTRY, rating: { before: 1e308, after: 1500 } }], next: null },
      { games: [{ ...ENTRY, outcome: 'won' }], next: null },
      { games: [ENTRY], next: -5 },
    ];
    for (const body of hostile) expect((await failure(fetchHistory({ server: SERVER, id: PLAYER.id, fetch: answering(200, body).fetch }))).code).toBe('bad-response');
  });
});

describe('fetchLiveGames', () => {
  it('reads the live games', async () => {
    const server = answering(200, { games: [LIVE] });
    expect(await fetchLiveGames({ server: SERVER, fetch: server.fetch })).toEqual([LIVE]);
    expect(server.requests[0]?.url).toBe(`${SERVER}/api/live`);
  });

  it('a list that is not one, or over the lobby’s limit, is `bad-response`; a refusal is the server’s code', async () => {
    const hostile = [{ games: Array.from({ length: 101 }, () => LIVE) }, { games: [{ ...LIVE, players: { first: CARD } }] }, { games: [{ ...LIVE, terms: { ...LIVE.terms, clock: null, rated: true } }] }, [LIVE]];
    for (const body of hostile) expect((await failure(fetchLiveGames({ server: SERVER, fetch: answering(200, body).fetch }))).code).toBe('bad-response');
    expect(details(await failure(fetchLiveGames({ server: SERVER, fetch: answering(503, { error: 'unavailable', message: 'Down.' }, { 'retry-after': '2' }).fetch })))).toEqual({ code: 'unavailable', status: 503, problem: null, retryAfterMs: 2000 });
  });
});
