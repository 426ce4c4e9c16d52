import { PROTOCOL_VERSION } from '@gomoku/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../test/servers.ts';
import { createRoom, movesOf, TestSocket, statusIn, type Received } from '../../test/sockets.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A server, a room, both players and a spectator, all welcomed. */
async function table(settings = {}) {
  const server = await startServer();
  cleanup.push(server.close);
  const created = await createRoom(server.url, settings);
  const open = async () => {
    const socket = await TestSocket.open(server.url);
    cleanup.push(() => socket.close());
    return socket;
  };
  const [black, white, spectator] = [await open(), await open(), await open()];
  const welcomes = [await black.hello(created.room, created.tokens.first), await white.hello(created.room, created.tokens.second), await spectator.hello(created.room)];
  return { server, created, black, white, spectator, welcomes, open };
}

const event = (id: string, e: Record<string, unknown>) => ({ v: PROTOCOL_VERSION, type: 'event', id, event: e });

describe('two players and a spectator', () => {
  it('play a game to a five: every move acknowledged, stored, and seen by all three in order', async () => {
    const { server, created, black, white, spectator, welcomes } = await table();
    expect(welcomes.map((w) => w.you)).toEqual([
      { role: 'player', player: 'p1', seat: 'first' },
      { role: 'player', player: 'p2', seat: 'second' },
      { role: 'spectator' },
    ]);
    expect(welcomes[0]).toMatchObject({ type: 'welcome', room: created.room, version: 0, settings: {} });
    // Black plays 0, 1, 2, 3, 4 along the top row; White answers on the second row.
    const moves = [0, 15, 1, 16, 2, 17, 3, 18, 4];
    for (const [i, point] of moves.entries()) {
      const mover = i % 2 === 0 ? black : white;
      expect(await mover.play(`m${i}`, { type: 'play', point })).toEqual({ v: 2, type: 'ack', id: `m${i}`, version: i + 1 });
      for (const socket of [black, white, spectator]) {
        const state = await socket.take((m) => m.type === 'state');
        expect(state.version).toBe(i + 1);
        expect(movesOf(state.state)).toEqual(moves.slice(0, i + 1));
        expect(state.cause).toEqual({ kind: 'event', id: `m${i}`, seat: i % 2 === 0 ? 'first' : 'second', event: { type: 'play', point } });
      }
    }
    const stored = await server.store.loadRoom(created.room);
    expect(stored?.version).toBe(9);
    expect(statusIn(stored?.state)).toBe('blackWon');
    expect(stored?.live).toBe(false);
    expect((await server.store.eventsSince(created.room, 0)).map((e) => [e.eventId, e.seat, e.event])).toEqual(
      // Each id is stored under its seat: a reused id is a duplicate only for the seat that sent it.
      moves.map((point, i) => [`${i % 2 === 0 ? 'first' : 'second'}:m${i}`, i % 2 === 0 ? 'first' : 'second', { type: 'play', point, by: i % 2 === 0 ? 'first' : 'second', at: expect.any(Number) }]),
    );
    const read = (await (await fetch(`${server.url}/api/rooms/${created.room}`)).json()) as Received;
    expect(read).toMatchObject({ room: created.room, version: 9, presence: { players: { p1: true, p2: true }, spectators: 1 } });
    expect(movesOf(read.state)).toEqual(moves);
  });

  it('take back a move by consent across the two connections', async () => {
    const { black, white } = await table();
    await black.play('a', { type: 'play', point: 112 });
    await white.play('b', { type: 'play', point: 113 });
    expect(await white.play('c', { type: 'undo' })).toMatchObject({ type: 'ack', version: 3 });
    expect(statusIn((await black.state(3)).state)).toBe('whiteRequestsUndo');
    // Only the opponent answers: White cannot accept its own request.
    expect(await white.play('d', { type: 'undo.accept' })).toEqual({ v: 2, type: 'rejected', id: 'd', reason: 'not-allowed' });
    expect(await black.play('e', { type: 'undo.accept' })).toMatchObject({ type: 'ack', version: 4 });
    const state = await white.state(4);
    expect(movesOf(state.state)).toEqual([112]);
    expect(statusIn(state.state)).toBe('whiteToMove');
  });

  it('get a refused event back as rejected, and nothing changes: the next state is the next accepted event', async () => {
    const { server, created, black, white } = await table();
    await black.play('a', { type: 'play', point: 112 });
    await Promise.all([black.state(1), white.state(1)]);
    expect(await white.play('b', { type: 'play', point: 112 })).toEqual({ v: 2, type: 'rejected', id: 'b', reason: 'occupied' });
    expect(await black.play('c', { type: 'play', point: 0 })).toEqual({ v: 2, type: 'rejected', id: 'c', reason: 'not-your-turn' });
    expect(await black.play('d', { type: 'draw.accept' })).toEqual({ v: 2, type: 'rejected', id: 'd', reason: 'not-allowed' });
    expect((await server.store.loadRoom(created.room))?.version).toBe(1);
    // The connection stays: White's next move is the very next state anyone sees.
    expect(await white.play('e', { type: 'play', point: 113 })).toMatchObject({ type: 'ack', version: 2 });
    expect((await black.take((m) => m.type === 'state')).version).toBe(2);
    expect(black.unread.filter((m) => m.type === 'state')).toEqual([]);
  });

  it('derive by from the seat: a by in the message is ignored', async () => {
    const { black, white } = await table();
    await black.play('a', { type: 'play', point: 112 });
    // Black claims to be White, on White's turn: it is still Black's event.
    expect(await black.play('b', { type: 'play', point: 113, by: 'white' })).toMatchObject({ type: 'rejected', reason: 'not-your-turn' });
    expect(await black.play('c', { type: 'resign', by: 'white' })).toMatchObject({ type: 'ack', version: 2 });
    expect(statusIn((await white.state(2)).state)).toBe('whiteWon');
  });

  it('after a rematch, derive each player seat from the machine, which swapped them', async () => {
    const { black, white } = await table();
    await black.play('a', { type: 'play', point: 112 });
    await black.play('b', { type: 'resign' });
    // Online a rematch is an offer the other player answers.
    expect(await white.play('c', { type: 'rematch.offer' })).toMatchObject({ type: 'ack', version: 3 });
    expect(await black.play('c2', { type: 'rematch.accept' })).toMatchObject({ type: 'ack', version: 4 });
    // p2 now holds the first seat (Black): p1's move is out of turn, p2's is taken.
    expect(await black.play('d', { type: 'play', point: 0 })).toMatchObject({ type: 'rejected', reason: 'not-your-turn' });
    expect(await white.play('e', { type: 'play', point: 0 })).toMatchObject({ type: 'ack', version: 5 });
    expect((await black.state(5)).cause).toMatchObject({ seat: 'first', id: 'e' });
  });
});

describe('who may act', () => {
  it('a spectator, a guessed token or a connection that never joined can never make a move', async () => {
    const { server, created, spectator, black, open } = await table();
    expect(await spectator.play('s', { type: 'play', point: 112 })).toMatchObject({ type: 'error', code: 'not-a-player', id: 's' });
    const guesser = await open();
    expect(await guesser.hello(created.room, 'A'.repeat(43))).toMatchObject({ type: 'error', code: 'bad-token' });
    expect(await guesser.hello(created.room, created.tokens.first.slice(0, -1))).toMatchObject({ type: 'error', code: 'bad-token' });
    expect(await guesser.play('g', { type: 'play', point: 112 })).toMatchObject({ type: 'error', code: 'not-joined', id: 'g' });
    const stranger = await open();
    expect(await stranger.play('x', { type: 'resign' })).toMatchObject({ type: 'error', code: 'not-joined' });
    expect(await stranger.hello('no-such-room', created.tokens.first)).toMatchObject({ type: 'error', code: 'no-room' });
    expect((await server.store.loadRoom(created.room))?.version).toBe(0);
    expect(await black.play('b', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
  });

  it('a hello whose room id or token the protocol refuses is answered for good: no-room, bad-token (not a bad-message a client would wait on)', async () => {
    const { created, open } = await table();
    const stranger = await open();
    for (const room of ['has space', 'ünïcode', 'x'.repeat(65), '']) expect(await stranger.hello(room)).toMatchObject({ type: 'error', code: 'no-room' });
    for (const token of ['forged token', 'x'.repeat(129)]) expect(await stranger.hello(created.room, token)).toMatchObject({ type: 'error', code: 'bad-token' });
    // Wrong elsewhere, it is still a message of no protocol.
    expect(await stranger.hello(created.room, created.tokens.first, -1)).toMatchObject({ type: 'error', code: 'bad-message' });
  });

  it("an id the other seat used is a new event for this seat: applied, not acknowledged as a duplicate", async () => {
    const { server, created, black, white } = await table();
    expect(await black.play('same', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    expect(await white.play('same', { type: 'play', point: 113 })).toEqual({ v: 2, type: 'ack', id: 'same', version: 2 });
    expect(movesOf((await black.state(2)).state)).toEqual([112, 113]);
    // Each seat's resend of its own id is its duplicate.
    expect(await white.play('same', { type: 'play', point: 113 })).toMatchObject({ version: 2, duplicate: true });
    expect(await black.play('same', { type: 'play', point: 112 })).toMatchObject({ version: 1, duplicate: true });
    expect((await server.store.eventsSince(created.room, 0)).map((e) => e.eventId)).toEqual(['first:same', 'second:same']);
  });

  it('the same seat open twice: both are that player, both see every state, and the player stays present while one is open', async () => {
    const { created, black, white, open } = await table();
    const blackAgain = await open();
    expect(await blackAgain.hello(created.room, created.tokens.first)).toMatchObject({ you: { role: 'player', player: 'p1', seat: 'first' } });
    expect(await blackAgain.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    expect((await black.state(1)).cause).toMatchObject({ id: 'a' });
    // Either connection of Black may go on; a resend of the same id from the other one is a duplicate.
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1, duplicate: true });
    white.clear();
    await blackAgain.close();
    expect(await white.take((m) => m.type === 'presence')).toMatchObject({ presence: { players: { p1: true, p2: true }, spectators: 1 } });
    await black.close();
    expect(await white.take((m) => m.type === 'presence')).toMatchObject({ presence: { players: { p1: false, p2: true } } });
  });

  it('refuses a hello twice on one connection, and the second changes nothing', async () => {
    const { created, spectator } = await table();
    spectator.send({ v: 2, type: 'hello', room: created.room, token: created.tokens.first });
    expect(await spectator.take((m) => m.type === 'error')).toMatchObject({ code: 'already-joined' });
    expect(await spectator.play('x', { type: 'play', point: 112 })).toMatchObject({ code: 'not-a-player' });
  });
});

describe('reconnecting', () => {
  it('resyncs by version: a hello with since gets the state it missed, or no state when it missed nothing', async () => {
    const { created, black, white, open } = await table();
    await black.play('a', { type: 'play', point: 112 });
    await white.state(1);
    await white.close();
    await black.play('b', { type: 'undo' });
    const back = await open();
    const welcome = await back.hello(created.room, created.tokens.second, 1);
    expect(welcome).toMatchObject({ version: 2, you: { seat: 'second' } });
    expect(statusIn(welcome.state)).toBe('blackRequestsUndo');
    const current = await open();
    expect(await current.hello(created.room, created.tokens.second, 2)).toMatchObject({ version: 2, state: null });
  });

  it('applies a resent event id once, whichever connection resends it', async () => {
    const { server, created, black, open } = await table();
    expect(await black.play('once', { type: 'play', point: 112 })).toMatchObject({ version: 1 });
    await black.close();
    const back = await open();
    await back.hello(created.room, created.tokens.first, 1);
    // The same id again (a resend after a reconnect): answered from the stored result, not applied.
    expect(await back.play('once', { type: 'play', point: 112 })).toEqual({ v: 2, type: 'ack', id: 'once', version: 1, duplicate: true });
    expect(await back.play('once', { type: 'resign' })).toMatchObject({ version: 1, duplicate: true });
    expect((await server.store.eventsSince(created.room, 0)).map((e) => e.eventId)).toEqual(['first:once']);
  });
});

describe('events in flight', () => {
  it('are taken in the order they arrive, each answered', async () => {
    const { black, white } = await table();
    // Sent back to back without waiting: the room queues them.
    black.send(event('a', { type: 'play', point: 112 }));
    black.send(event('b', { type: 'play', point: 113 }));
    white.send(event('c', { type: 'play', point: 113 }));
    expect(await black.take((m) => m.id === 'a')).toMatchObject({ type: 'ack', version: 1 });
    expect(await black.take((m) => m.id === 'b')).toMatchObject({ type: 'rejected', reason: 'not-your-turn' });
    expect(await white.take((m) => m.id === 'c')).toMatchObject({ type: 'ack', version: 2 });
  });
});
