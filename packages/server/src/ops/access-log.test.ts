import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom } from '../../test/sockets.ts';
import { loggedPath } from './access-log.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('the access log', () => {
  it('logs each request at debug once answered: method, path without query values, status, duration and the client address', async () => {
    const { log, lines, line } = capturedLog('debug');
    const server = await startServer({ log });
    cleanup.push(server.close);
    const created = await createRoom(server.url);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/rooms/nope?token=s3cret-value&since=1&since=2`)).status).toBe(404);

    const request = (method: string, path: string) => line((e) => e.msg === 'request' && e.method === method && e.path === path);
    expect(await request('POST', '/api/rooms')).toMatchObject({ level: 20, status: 201, address: '127.0.0.1', ms: expect.any(Number) });
    expect(await request('GET', '/healthz')).toMatchObject({ status: 200, address: '127.0.0.1' });
    expect(await request('GET', '/api/rooms/nope?token&since')).toMatchObject({ status: 404 });
    expect(lines.filter((text) => text.includes('s3cret-value') || text.includes(created.tokens.first))).toEqual([]);
  });

  it('is silent at info', async () => {
    const { log, entries } = capturedLog('info');
    const server = await startServer({ log });
    cleanup.push(server.close);
    await createRoom(server.url);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Closing ends every response: an access line, had there been one, is written by then.
    await server.close();
    expect(entries().map((e) => e.msg)).toEqual(['room created']);
  });
});

describe('loggedPath', () => {
  it("keeps the path and only the names of the query's fields, each once", () => {
    expect(loggedPath('/api/rooms')).toBe('/api/rooms');
    expect(loggedPath('/?room=abc&seat=secret&room=x')).toBe('/?room&seat');
    expect(loggedPath('/x?=value&flag&a=1?b=2')).toBe('/x?flag&a');
  });
});
