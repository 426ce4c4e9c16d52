import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log.ts';
import { flakyStore } from '../../test/flaky-store.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, seatPlayers, TestSocket } from '../../test/sockets.ts';
import { createMemoryStore } from '../store/memory-store.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('the log', () => {
  it('is JSON lines: a room created, a socket closed with its code, a store error; no seat token in any line, whatever happens', async () => {
    const { log, lines, entries } = capturedLog();
    const inner = createMemoryStore();
    const store = flakyStore(inner);
    const server = await startServer({ store, storeTimeoutMs: 1_000, log });
    cleanup.push(server.close, () => inner.close());
    const created = await createRoom(server.url);
    const [black, white, guesser] = [await TestSocket.open(server.url), await TestSocket.open(server.url), await TestSocket.open(server.url)];
    cleanup.push(() => black.close(), () => white.close());
    await black.hello(created.room, created.tokens.first);
    await white.hello(created.room, created.tokens.second);
    // A guessed token that is nearly the real one, a move, a store failure, a hello that fails with it.
    const guessed = `${created.tokens.second.slice(0, -1)}x`;
    expect(await guesser.hello(created.room, guessed)).toMatchObject({ code: 'bad-token' });
    await black.play('a', { type: 'play', point: 112 });
    store.mode = 'down';
    await white.play('b', { type: 'play', point: 113 });
    expect(await guesser.hello(created.room, created.tokens.second)).toMatchObject({ code: 'busy' });
    const late = await TestSocket.open(server.url);
    expect(await late.hello('another-room', created.tokens.first)).toMatchObject({ code: 'busy' });
    store.mode = 'up';
    expect(await guesser.close()).toBe(1005);
    await late.close();
    await black.close();

    expect(entries().find((e) => e.msg === 'room created')).toMatchObject({ level: 30, room: created.room });
    expect(entries().filter((e) => e.msg === 'socket closed').map((e) => e.code)).toContain(1005);
    expect(entries().find((e) => e.msg === 'store call failed')).toMatchObject({ level: 50, operation: 'append' });
    for (const secret of [created.tokens.first, created.tokens.second, guessed]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it('gives each socket a connection id that every line about it carries, from opened to closed, with its room once joined and why the server closed it', async () => {
    const { log, entries, line } = capturedLog();
    const server = await startServer({ log, limits: { helloTimeoutMs: 1_000 } });
    cleanup.push(server.close);
    const created = await createRoom(server.url);
    const silent = await TestSocket.open(server.url);
    const { black, white } = await seatPlayers(server.url, created);
    expect(await silent.closed).toBe(4408);
    await black.close();
    await white.close();
    const opened = entries().filter((e) => e.msg === 'socket opened');
    const ids = opened.map((e) => e.connection);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8}$/);
    await Promise.all(ids.map((id) => line((e) => e.msg === 'socket closed' && e.connection === id)));

    const socketLines = ['socket opened', 'joined', 'socket closed', 'socket protocol error', 'a message failed'];
    expect(entries().filter((e) => socketLines.includes(e.msg as string) && !ids.includes(e.connection))).toEqual([]);
    const of = (id: unknown) => entries().filter((e) => e.connection === id);
    const [silentId, ...players] = ids;
    expect(of(silentId).map((e) => e.msg)).toEqual(['socket opened', 'socket closed']);
    expect(of(silentId).at(-1)).toMatchObject({ code: 4408, reason: 'no-hello' });
    for (const id of players) {
      expect(of(id).map((e) => e.msg)).toEqual(['socket opened', 'joined', 'socket closed']);
      expect(of(id).slice(1)).toEqual([expect.objectContaining({ room: created.room, role: 'player' }), expect.objectContaining({ room: created.room })]);
      expect(of(id)[0]).toMatchObject({ level: 20, address: '127.0.0.1' });
    }
  });

  it('redacts a token or a database URL a line is given', () => {
    const { log, lines } = capturedLog();
    log.info({ token: 'seat-secret', room: { tokens: { first: 'seat-secret' } }, databaseUrl: 'postgres://u:pw@db/x' }, 'careless');
    expect(lines.join('')).not.toMatch(/seat-secret|pw@db/);
  });
});
