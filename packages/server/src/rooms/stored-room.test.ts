import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../test/servers.ts';
import { createRoom, seatPlayers, statusIn, TestSocket } from '../../test/sockets.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A stored room made from an honest one. */
type Forge = (room: { settings: unknown; state: unknown }) => { settings: unknown; state: unknown };

/** A server with an honest room, and a room stored as `forge` makes it from the honest one's settings and game state: the first answer to a hello for each. */
async function hellos(forge: Forge) {
  const server = await startServer();
  cleanup.push(server.close);
  const honest = await createRoom(server.url);
  const stored = await server.store.loadRoom(honest.room);
  if (!stored) throw new Error('the honest room was not stored');
  const forged = forge({ settings: stored.settings, state: stored.state });
  await server.store.createRoom({ id: 'forgedroom01', settings: forged.settings, seats: { p1: 'x', p2: 'y' }, state: forged.state, live: false, now: Date.now() });
  const socket = await TestSocket.open(server.url);
  cleanup.push(() => socket.close());
  return { forged: await socket.hello('forgedroom01'), honest: await socket.hello(honest.room) };
}

describe('a stored room', () => {
  it('that checks is played: a copy of an honest room under another id is welcomed', async () => {
    expect((await hellos((room) => room)).forged).toMatchObject({ type: 'welcome' });
  });

  it('that ended in a draw both players agreed to is played: loaded from the store, it is welcomed over', async () => {
    const server = await startServer();
    cleanup.push(server.close);
    const created = await createRoom(server.url);
    const { black, white } = await seatPlayers(server.url, created);
    cleanup.push(() => black.close(), () => white.close());
    await black.play('a', { type: 'play', point: 112 });
    await black.play('b', { type: 'draw.offer' });
    expect(await white.play('c', { type: 'draw.accept' })).toMatchObject({ type: 'ack', version: 3 });
    const stored = await server.store.loadRoom(created.room);
    if (!stored) throw new Error('the room was not stored');
    // The same room under another id: the server has no memory of it and reads it from the store.
    await server.store.createRoom({ id: 'agreeddraw01', settings: stored.settings, seats: { p1: 'x', p2: 'y' }, state: stored.state, live: false, now: Date.now() });
    const spectator = await TestSocket.open(server.url);
    cleanup.push(() => spectator.close());
    const welcome = await spectator.hello('agreeddraw01');
    expect(welcome).toMatchObject({ type: 'welcome' });
    expect(statusIn(welcome.state)).toBe('draw');
  });

  it.each<[string, Forge]>([
    ['settings the machine refuses', (room) => ({ ...room, settings: { undo: 'sometimes' } })],
    ['settings that are no object', (room) => ({ ...room, settings: ['swap'] })],
    ['a forged game: a win without a five', (room) => ({ ...room, state: { ...(room.state as object), ending: { winner: 'black', reason: 'five' } } })],
    ['a game stored as an XState snapshot, which only the store’s migration reads', (room) => ({ ...room, state: { status: 'active', value: { over: 'blackWon' }, context: {} } })],
  ])('that does not check is left unplayed, answered no-room, with %s; the honest room beside it plays on', async (_, forge) => {
    const { forged, honest } = await hellos(forge);
    expect(forged).toMatchObject({ type: 'error', code: 'no-room' });
    expect(honest).toMatchObject({ type: 'welcome' });
  });
});
