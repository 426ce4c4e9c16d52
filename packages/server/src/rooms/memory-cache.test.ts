import { afterEach, describe, expect, it } from 'vitest';
import { flakyStore } from '../../test/flaky-store.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, movesOf, seatPlayers, TestSocket, type Received } from '../../test/sockets.ts';
import { createMemoryStore } from '../store/memory-store.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A server over a store the test can take down, a room with a running game clock, and both players welcomed. */
async function table() {
  const inner = createMemoryStore();
  const store = flakyStore(inner);
  const server = await startServer({ store, storeTimeoutMs: 1_000 });
  cleanup.push(server.close, () => inner.close());
  // A clock running, so a room that stored its memory as "the clock's" change would show it.
  const created = await createRoom(server.url, { clock: { initialMs: 600_000, incrementMs: 0 } });
  const { black, white } = await seatPlayers(server.url, created);
  cleanup.push(() => black.close(), () => white.close());
  const log = async () => (await inner.eventsSince(created.room, 0)).map((e) => e.eventId);
  return { server, store, inner, created, black, white, log };
}

/** Sends the event again until it is answered with something other than `busy`, as a client does. */
async function resendUntilTaken(socket: TestSocket, id: string, event: Record<string, unknown>): Promise<Received> {
  for (;;) {
    const answer = await socket.play(id, event);
    if (answer.code !== 'busy') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a room's memory is a cache of its log", () => {
  it('a failed append stores nothing later: the room answers busy at once until it has read the log, then takes the resend once', async () => {
    const { store, black, white, log } = await table();
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    store.mode = 'down';
    expect(await white.play('b', { type: 'play', point: 113 })).toMatchObject({ type: 'error', code: 'busy', id: 'b' });
    const appends = store.appends;
    // The memory is dropped: nothing is applied or sent to the store, whoever sends what.
    expect(await white.play('b', { type: 'play', point: 113 })).toMatchObject({ code: 'busy' });
    expect(await black.play('c', { type: 'play', point: 0 })).toMatchObject({ code: 'busy' });
    expect(store.appends).toBe(appends);
    store.mode = 'up';
    // White's move was never stored: its resend is applied now, not a duplicate; Black's turn-less move is refused.
    expect(await resendUntilTaken(white, 'b', { type: 'play', point: 113 })).toEqual({ v: 2, type: 'ack', id: 'b', version: 2 });
    expect(await black.play('c', { type: 'play', point: 113 })).toMatchObject({ type: 'rejected', reason: 'occupied' });
    expect(movesOf((await black.state(2)).state)).toEqual([112, 113]);
    // No clock event: no flag fell.
    expect(await log()).toEqual(['first:a', 'second:b']);
  });

  it('an append past its deadline is answered busy at the deadline, whatever the store does; the room takes no work until it settles; a late commit is told to everyone and its resend acknowledged as the duplicate', async () => {
    const { store, black, white, log } = await table();
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    store.mode = 'hang';
    // The store holds the append: White hears busy at the deadline all the same, and so does Black's event queued behind it.
    const whiteMove = white.play('b', { type: 'play', point: 113 });
    expect(await black.play('c', { type: 'play', point: 0 })).toMatchObject({ code: 'busy', id: 'c' });
    expect(await whiteMove).toMatchObject({ type: 'error', code: 'busy', id: 'b' });
    store.mode = 'up';
    const appends = store.appends;
    // The append may still commit: until it settles the room answers busy without trying anything.
    expect(await black.play('c', { type: 'play', point: 0 })).toMatchObject({ code: 'busy' });
    expect(await white.play('b', { type: 'play', point: 113 })).toMatchObject({ code: 'busy' });
    expect(store.appends).toBe(appends);
    const loads = store.loads;
    store.release();
    // Committed late: sent to both players from the actor set aside, without reading the log; White's resend is its duplicate.
    expect(movesOf((await black.state(2)).state)).toEqual([112, 113]);
    expect(store.loads).toBe(loads);
    expect(await resendUntilTaken(white, 'b', { type: 'play', point: 113 })).toEqual({ v: 2, type: 'ack', id: 'b', version: 2, duplicate: true });
    expect(await resendUntilTaken(black, 'c', { type: 'play', point: 0 })).toEqual({ v: 2, type: 'ack', id: 'c', version: 3 });
    expect(await log()).toEqual(['first:a', 'second:b', 'first:c']);
  });

  it('an append past its deadline that then fails is answered busy, and its resend is taken once the room has read its log', async () => {
    const { store, black, white, log } = await table();
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    store.mode = 'hang';
    const move = white.play('b', { type: 'play', point: 113 });
    expect(await black.play('c', { type: 'play', point: 0 })).toMatchObject({ code: 'busy', id: 'c' });
    store.mode = 'up';
    store.fail();
    expect(await move).toMatchObject({ type: 'error', code: 'busy', id: 'b' });
    expect(await resendUntilTaken(white, 'b', { type: 'play', point: 113 })).toEqual({ v: 2, type: 'ack', id: 'b', version: 2 });
    expect(movesOf((await black.state(2)).state)).toEqual([112, 113]);
    expect(await log()).toEqual(['first:a', 'second:b']);
  });

  it('with the store down, hello is answered busy, a room read and a room creation 503 with Retry-After; all work again once it is back', async () => {
    const { server, store, created } = await table();
    const empty = await createRoom(server.url);
    store.mode = 'down';
    const late = await TestSocket.open(server.url);
    cleanup.push(() => late.close());
    expect(await late.hello(created.room, created.tokens.first)).toMatchObject({ type: 'error', code: 'busy' });
    const made = await fetch(`${server.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(made.status).toBe(503);
    expect(made.headers.get('retry-after')).toBe('1');
    // A room no one is in must be read from the log; a loaded room's memory still answers.
    expect((await fetch(`${server.url}/api/rooms/${empty.room}`)).status).toBe(503);
    expect((await fetch(`${server.url}/api/rooms/${created.room}`)).status).toBe(200);
    store.mode = 'up';
    expect(await late.hello(created.room, created.tokens.first)).toMatchObject({ type: 'welcome', version: 0 });
    expect((await fetch(`${server.url}/api/rooms/${empty.room}`)).status).toBe(200);
  });
});
