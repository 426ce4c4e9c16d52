import { describe, expect, it } from 'vitest';
import { perTest } from '../../test/per-test.ts';
import { createRoom } from '../../test/sockets.ts';
import { hashToken } from '../rooms/tokens.ts';
import { CONTENT_SECURITY_POLICY } from './headers.ts';

const { server } = perTest();

const post = (url: string, body: string) => fetch(`${url}/api/rooms`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('POST /api/rooms', () => {
  it('creates a room with a token per seat and links that carry the token in the fragment; only hashes are stored', async () => {
    const { url, store } = await server();
    const created = await createRoom(url, { variant: { size: 15, winLength: 5, rule: 'renju' }, undo: 'consent', opening: 'swap2', clock: { initialMs: 60_000, incrementMs: 1_000 } });
    expect(created.room).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.links).toEqual({
      first: `/?room=${created.room}#seat=${created.tokens.first}`,
      second: `/?room=${created.room}#seat=${created.tokens.second}`,
      spectator: `/?room=${created.room}`,
    });
    const stored = await store.loadRoom(created.room);
    expect(stored?.seats).toEqual({ p1: hashToken(created.tokens.first), p2: hashToken(created.tokens.second) });
    expect(JSON.stringify(stored)).not.toContain(created.tokens.first);
    expect(stored).toMatchObject({ version: 0, live: false, settings: { undo: 'consent', opening: 'swap2' } });
  });

  it('refuses settings the schema or the machine refuses (with the code of why), bad JSON and big bodies, creating nothing', async () => {
    const { url } = await server();
    // Body, status, error, and for refused settings the stable code a client branches on.
    const cases: [string, number, string, string?][] = [
      ['{"undo":"sometimes"}', 400, 'bad-settings', 'bad-undo'],
      // Online, an undo needs the opponent's consent: at once, the loser could take back the winner's five.
      ['{"undo":"immediate"}', 400, 'bad-settings', 'undo-needs-consent'],
      ['{"variant":{"size":99,"winLength":5,"rule":"freestyle"}}', 400, 'bad-settings', 'bad-variant'],
      ['{"opening":"swap3"}', 400, 'bad-settings', 'bad-opening'],
      ['{"clock":{"initialMs":5,"incrementMs":0}}', 400, 'bad-settings', 'bad-clock'],
      // Swap openings need five in a row: the machine says so.
      ['{"variant":{"size":3,"winLength":3,"rule":"freestyle"},"opening":"swap"}', 400, 'bad-settings', 'swap-needs-four'],
      ['[{"undo":"consent"}]', 400, 'bad-settings', 'not-an-object'],
      ['{"variant":', 400, 'bad-json'],
      [JSON.stringify({ pad: 'x'.repeat(10_000) }), 413, 'too-large'],
    ];
    for (const [body, status, error, problem] of cases) {
      const response = await post(url, body);
      const answer = (await response.json()) as { error: string; problem?: string; message: string };
      expect([body, response.status, answer.error, answer.problem]).toEqual([body, status, error, problem]);
      expect(answer.message).toEqual(expect.any(String));
    }
    expect((await post(url, '')).status).toBe(201);
  });
});

describe('GET /api/rooms/:id, /healthz and the rest', () => {
  it('reads a room in public (no tokens), and says 404 for one that is not there', async () => {
    const { url } = await server();
    const created = await createRoom(url);
    const response = await fetch(`${url}/api/rooms/${created.room}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ room: created.room, version: 0, settings: {}, presence: { players: { p1: false, p2: false }, spectators: 0 } });
    expect(text).not.toContain(created.tokens.first.slice(0, 20));
    expect((await fetch(`${url}/api/rooms/nope`)).status).toBe(404);
    expect((await fetch(`${url}/api/rooms/${'x'.repeat(100)}`)).status).toBe(404);
  });

  it('answers health, wrong methods and unknown paths, every response with the security headers', async () => {
    const { url } = await server();
    const health = await fetch(`${url}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { ok: true }]);
    const wrong = await fetch(`${url}/api/rooms`, { method: 'GET' });
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(`${url}/ws`)).status).toBe(426);
    expect((await fetch(`${url}/api/other`)).status).toBe(404);
    for (const response of [health, wrong, await fetch(`${url}/anything`)]) {
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(health.headers.get('cache-control')).toBe('no-store');
  });
});
