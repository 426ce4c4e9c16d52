import { PROTOCOL_VERSION } from '@gomoku/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../test/servers.ts';
import { createRoom, TestSocket } from '../../test/sockets.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A server with a room and two honest players in it, welcomed. */
async function honestGame(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  cleanup.push(server.close);
  const created = await createRoom(server.url);
  const open = async () => {
    const socket = await TestSocket.open(server.url);
    cleanup.push(async () => socket.ws.terminate());
    return socket;
  };
  const [black, white] = [await open(), await open()];
  await black.hello(created.room, created.tokens.first);
  await white.hello(created.room, created.tokens.second);
  return { server, created, black, white, open };
}

/** How a WebSocket handshake to `url` ends: `open`, or the HTTP status it was refused with. */
function handshake(url: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(String(response.statusCode));
      ws.terminate();
    });
    ws.once('error', () => undefined);
  });
}

describe('limits', () => {
  it('answers a flood with rate-limited errors, then closes that connection (1008); the game in the room goes on', async () => {
    const { created, black, white, open } = await honestGame();
    const flooder = await open();
    await flooder.hello(created.room, created.tokens.first);
    const flood = 2_000;
    for (let i = 0; i < flood; i += 1) flooder.send({ v: PROTOCOL_VERSION, type: 'event', id: `f${i}`, event: { type: 'undo.decline' } });
    expect(await flooder.closed).toBe(1008);
    const errors = flooder.unread.filter((m) => m.type === 'error');
    // The burst is answered (refused by the game), then every message gets rate-limited until the strikes run out.
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((m) => m.code))).toEqual(new Set(['rate-limited']));
    expect(flooder.unread.filter((m) => m.type === 'rejected').every((m) => m.reason === 'not-allowed')).toBe(true);
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    expect(await white.play('b', { type: 'play', point: 113 })).toMatchObject({ type: 'ack', version: 2 });
  });

  it('answers a message over 4 kB with too-large, closes on a frame far over it (1009), and no one else notices', async () => {
    const { created, black, white, open } = await honestGame();
    const big = await open();
    big.send({ v: PROTOCOL_VERSION, type: 'hello', room: created.room, pad: 'x'.repeat(5_000) });
    expect(await big.take((m) => m.type === 'error')).toMatchObject({ code: 'too-large' });
    big.ws.send(Buffer.alloc(4_000), { binary: true });
    expect(await big.take((m) => m.type === 'error')).toMatchObject({ code: 'bad-message' });
    big.send('x'.repeat(100_000));
    expect(await big.closed).toBe(1009);
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    expect((await white.state(1)).version).toBe(1);
  });

  it('closes a connection that keeps sending bad messages after the strikes allowed, with 1008', async () => {
    const { open } = await honestGame({ maxStrikes: 3 });
    const bad = await open();
    for (let i = 0; i < 4; i += 1) {
      bad.send('nope');
      expect(await bad.take()).toMatchObject({ type: 'error', code: 'bad-json' });
    }
    expect(await bad.closed).toBe(1008);
  });
});

describe('the WebSocket endpoint', () => {
  it('opens only at its path, and only from allowed origins when a list is given', async () => {
    const open = await startServer();
    cleanup.push(open.close);
    const ws = open.url.replace('http', 'ws');
    expect(await handshake(`${ws}/ws`, { origin: 'https://anywhere.example' })).toBe('open');
    expect(await handshake(`${ws}/elsewhere`)).toBe('404');

    const guarded = await startServer({ allowedOrigins: ['https://gomoku.example'] });
    cleanup.push(guarded.close);
    const url = `${guarded.url.replace('http', 'ws')}/ws`;
    expect(await handshake(url, { origin: 'https://gomoku.example' })).toBe('open');
    expect(await handshake(url, { origin: 'https://evil.example' })).toBe('403');
    expect(await handshake(url)).toBe('403');
  });
});
