import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../test/servers.ts';
import { createRoom, seatPlayers, TestSocket } from '../test/sockets.ts';
import type { AddressLimits } from './sockets/limits.ts';
import { createMemoryStore } from './store/memory-store.ts';
import type { GameStore } from './store/types.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The address the limits are tested from (through a trusted proxy's X-Forwarded-For, or as the socket's own). */
const A = { forwarded: '203.0.113.7', local: '127.0.0.2' };

/** Four addresses of one /64, each written another way, and an address of the next /64. */
const SLASH_64 = ['2001:db8:7:1::1', '2001:DB8:7:1:ffff:ffff:ffff:ffff', '2001:0db8:0007:0001:0:0:0:2', '2001:db8:7:1:a::b'];
const NEXT_64 = '2001:db8:7:2::1';

/**
 * A server behind one trusted proxy with `limits` (over `store`, a memory store by default), and
 * address B's game in progress on it (two players from 127.0.0.1, no header): `playOn()` plays
 * B's next move and says it was acknowledged.
 */
async function setUp(limits: Partial<AddressLimits>, store?: GameStore) {
  const server = await startServer({ limits, trustProxy: 1, ...(store ? { store } : {}) });
  cleanup.push(server.close);
  const created = await createRoom(server.url);
  const { black, white } = await seatPlayers(server.url, created);
  cleanup.push(() => black.close(), () => white.close());
  let move = 0;
  const playOn = async () => {
    const mover = move % 2 === 0 ? black : white;
    const answer = await mover.play(`b${move}`, { type: 'play', point: move });
    move += 1;
    return answer.type;
  };
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => fetch(`${server.url}/api/rooms`, { method: 'POST', headers, body });
  const read = (room: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/rooms/${room}`, { headers });
  const open = async (headers: Record<string, string> = {}, localAddress?: string) => {
    const socket = await TestSocket.open(server.url, headers, localAddress);
    cleanup.push(() => socket.close());
    return socket;
  };
  return { server, playOn, post, read, open };
}

/** A raw TCP connection that writes `text` and then nothing: resolves with what the server answered once it has closed it. */
function stall(url: string, text: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    let answer = '';
    const socket: Socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: A.local }, () => socket.write(text));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
  });
}

describe('limits per address', () => {
  it('room creation: over the rate an address gets 429 with Retry-After; another address creates and plays on', async () => {
    const { post, playOn } = await setUp({ roomsPerMinute: 3 });
    const fromA = { 'content-type': 'application/json', 'x-forwarded-for': A.forwarded };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('{}', fromA)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post('{}', fromA);
    expect(refused.status).toBe(429);
    // One room a minute per… three a minute: the next in about 20 s.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(20);
    expect(await refused.json()).toMatchObject({ error: 'rate-limited' });
    // A header the client wrote, left of the proxy's entry, changes nothing.
    expect((await post('{}', { ...fromA, 'x-forwarded-for': `198.51.100.1, ${A.forwarded}` })).status).toBe(429);
    expect((await post('{}', { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);
    expect(await playOn()).toBe('ack');
  });

  it('room creation: requests refused for their content type or body (415, 400) are not charged to the address', async () => {
    const { post } = await setUp({ roomsPerMinute: 2 });
    const fromA = { 'content-type': 'application/json', 'x-forwarded-for': A.forwarded };
    const refused = [];
    for (let i = 0; i < 3; i += 1) {
      refused.push((await post('{}', { ...fromA, 'content-type': 'text/plain' })).status);
      refused.push((await post('{"un', fromA)).status);
      refused.push((await post('[]', fromA)).status);
      refused.push((await post('{"variant":"chess"}', fromA)).status);
    }
    expect(refused).toEqual([415, 400, 400, 400, 415, 400, 400, 400, 415, 400, 400, 400]);
    // The address still has its whole allowance.
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push((await post('{}', fromA)).status);
    expect(created).toEqual([201, 201, 429]);
  });

  it('IPv6: the addresses of one /64 share its limits (rooms, sockets); the next /64 creates rooms, opens sockets and plays on', async () => {
    const { post, open, playOn } = await setUp({ roomsPerMinute: 2, socketsPerAddress: 2 });
    const from = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });
    const created = [];
    for (const address of SLASH_64) created.push((await post('{}', from(address))).status);
    expect(created).toEqual([201, 201, 429, 429]);
    const opened = [];
    for (const address of SLASH_64) opened.push(await open({ 'x-forwarded-for': address }).then(() => 'open', (error: Error) => error.message));
    expect(opened).toEqual(['open', 'open', expect.stringContaining('429'), expect.stringContaining('429')]);
    expect((await post('{}', from(NEXT_64))).status).toBe(201);
    await open({ 'x-forwarded-for': NEXT_64 });
    expect(await playOn()).toBe('ack');
  });

  it('IPv4 written as IPv6 (::ffff:a.b.c.d) is that IPv4 address: one limit', async () => {
    const { post } = await setUp({ roomsPerMinute: 2 });
    const statuses = [];
    for (const address of ['203.0.113.9', '::ffff:203.0.113.9', '::FFFF:cb00:7109']) statuses.push((await post('{}', { 'content-type': 'application/json', 'x-forwarded-for': address })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('room reads: over the rate an address gets 429 with Retry-After, and its refused reads never reach the store; another address reads on', async () => {
    const inner = createMemoryStore();
    let loads = 0;
    const counting: GameStore = { ...inner, loadRoom: (id) => ((loads += 1), inner.loadRoom(id)) };
    cleanup.push(() => inner.close());
    const { server, read, playOn } = await setUp({ readsPerMinute: 3 }, counting);
    const { room } = await createRoom(server.url);
    const fromA = { 'x-forwarded-for': SLASH_64[0] ?? '' };
    // The loads so far (B's game) are not this test's.
    const setUpLoads = loads;
    // Ids no one holds, as a script guessing rooms would send: each read is one load.
    const guesses = Array.from({ length: 6 }, (_, i) => `guessedRoomId${String(i).padStart(9, '0')}`);
    const statuses = [];
    for (const guess of guesses.slice(0, 3)) statuses.push((await read(guess, fromA)).status);
    expect([statuses, loads - setUpLoads]).toEqual([[404, 404, 404], 3]);
    const refused = [];
    for (const guess of guesses.slice(3)) refused.push(await read(guess, { 'x-forwarded-for': SLASH_64[1] ?? '' }));
    expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429]);
    // Three a minute: the next in about 20 s.
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeLessThanOrEqual(20);
    expect(await refused[0]?.json()).toMatchObject({ error: 'rate-limited' });
    expect((await read(room, fromA)).status).toBe(429);
    expect(loads - setUpLoads).toBe(3);
    // An id no room can have is answered 404 at once, over the limit or not, without the store.
    for (const id of ['x'.repeat(65), 'bad*id', '%41bc']) expect([id, (await read(id, fromA)).status]).toEqual([id, 404]);
    expect(await (await read('bad*id', fromA)).json()).toMatchObject({ error: 'no-room' });
    expect(loads - setUpLoads).toBe(3);
    // Another /64 and another address read on.
    expect((await read(room, { 'x-forwarded-for': NEXT_64 })).status).toBe(200);
    expect((await read(room)).status).toBe(200);
    expect(await playOn()).toBe('ack');
  });

  it('sockets: an address holds at most its number open (429 on upgrade), by its own address or through the proxy; a closed one gives its place back; another address plays on', async () => {
    const { open, playOn } = await setUp({ socketsPerAddress: 3 });
    for (const [headers, local] of [[{}, A.local], [{ 'x-forwarded-for': A.forwarded }, undefined]] as const) {
      const held = [await open(headers, local), await open(headers, local), await open(headers, local)];
      await expect(open(headers, local)).rejects.toThrow('429');
      await held[0]?.close();
      // The place is given back once the server has seen the close.
      for (;;) {
        const again = await open(headers, local).catch(() => null);
        if (again) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(await playOn()).toBe('ack');
  });

  it(`a socket that joins no room by hello in time is closed with 4408, whatever else it said; a socket that joined stays, and plays on`, async () => {
    const { server, open, playOn } = await setUp({ helloTimeoutMs: 300 });
    const { room } = await createRoom(server.url);
    const silent = await open({}, A.local);
    const polite = await open({}, A.local);
    polite.send({ v: 2, type: 'ping' });
    expect(await polite.take()).toMatchObject({ type: 'pong' });
    // A hello that joins nothing (no such room, a forged token) does not stop the clock; a spectator's joins.
    const lost = await open({}, A.local);
    const forger = await open({}, A.local);
    const watcher = await open({}, A.local);
    expect(await lost.hello('no-such-room')).toMatchObject({ type: 'error', code: 'no-room' });
    expect(await forger.hello(room, 'forged-token')).toMatchObject({ type: 'error', code: 'bad-token' });
    expect(await watcher.hello(room)).toMatchObject({ type: 'welcome' });
    // Closed well within a few seconds, or still open (a hang would only say the test timed out).
    const closedCode = (socket: TestSocket) => Promise.race([socket.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000))]);
    expect(await Promise.all([silent, polite, lost, forger].map(closedCode))).toEqual([4408, 4408, 4408, 4408]);
    // Past its own deadline too, the spectator is still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    watcher.send({ v: 2, type: 'ping' });
    expect(await watcher.take((m) => m.type === 'pong')).toMatchObject({ type: 'pong' });
    expect(await playOn()).toBe('ack');
    expect(await playOn()).toBe('ack');
  });

  it('slow HTTP clients are cut: headers not finished in time, a body not finished in time; another address creates a room and plays on', async () => {
    const { server, post, playOn } = await setUp({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const stalled = Promise.all([
      stall(server.url, 'POST /api/rooms HTTP/1.1\r\nHost: x\r\n'),
      stall(server.url, 'POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"un'),
    ]);
    // While they hang, the other address is served as usual.
    expect((await post('{}')).status).toBe(201);
    expect(await playOn()).toBe('ack');
    // Then each slow one is answered 408 and closed.
    for (const answer of await stalled) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await playOn()).toBe('ack');
  });

  it('POST /api/rooms takes only application/json (415) and only an object (400)', async () => {
    const { server, post } = await setUp({});
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const answer = await post('{}', { 'content-type': contentType });
      expect([contentType, answer.status]).toEqual([contentType, 415]);
    }
    // No Content-Type at all (fetch sends a string body as text/plain).
    expect((await fetch(`${server.url}/api/rooms`, { method: 'POST', body: '{}' })).status).toBe(415);
    for (const body of ['[]', '[{"undo":"consent"}]', 'null', '"x"', '7', 'true']) {
      const answer = await post(body);
      const { error, problem } = (await answer.json()) as { error: string; problem: string };
      expect([body, answer.status, error, problem]).toEqual([body, 400, 'bad-settings', 'not-an-object']);
    }
    expect((await post('{}', { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });
});
