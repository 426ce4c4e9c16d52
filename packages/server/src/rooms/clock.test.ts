import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { startServer } from '../../test/servers.ts';
import { createRoom, TestSocket, statusIn } from '../../test/sockets.ts';
import { createGomokuServer } from '../server.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { ServerClock } from './game.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** XState's simulated clock with a start time, as the server's clock. */
function simulatedClock(start = 1_700_000_000_000): SimulatedClock & ServerClock {
  const clock = new SimulatedClock();
  clock.set(start);
  return clock;
}

const CLOCK = { initialMs: 10_000, incrementMs: 0 };

describe('game clocks on the server', () => {
  it('store and broadcast a flag fall that no client sent, once', async () => {
    const clock = simulatedClock();
    const server = await startServer({ clock });
    cleanup.push(server.close);
    const created = await createRoom(server.url, { clock: CLOCK });
    const [black, white] = [await TestSocket.open(server.url), await TestSocket.open(server.url)];
    cleanup.push(() => black.close(), () => white.close());
    await black.hello(created.room, created.tokens.first);
    await white.hello(created.room, created.tokens.second);
    await black.play('a', { type: 'play', point: 112 });
    // White's ten seconds run out with no event from anyone.
    clock.increment(10_000);
    const flagged = await black.state(2);
    expect(flagged.cause).toEqual({ kind: 'time' });
    expect(statusIn(flagged.state)).toBe('blackWon');
    expect((await white.state(2)).version).toBe(2);
    const events = await server.store.eventsSince(created.room, 0);
    expect(events.map((e) => [e.eventId, e.seat, e.event])).toEqual([
      // Stamped with the server's time: the machine charges the clocks by it, never by a client's.
      ['first:a', 'first', { type: 'play', point: 112, by: 'first', at: 1_700_000_000_000 }],
      ['clock:1', 'clock', { type: 'time' }],
    ]);
    expect(await white.play('b', { type: 'play', point: 0 })).toMatchObject({ type: 'rejected', reason: 'game-over' });
  });

  it('let a flag that fell while no one was connected fall when the room is next loaded', async () => {
    const clock = simulatedClock();
    const store = createMemoryStore();
    cleanup.push(() => store.close());
    const first = await startServer({ clock, store });
    const created = await createRoom(first.url, { clock: CLOCK });
    const black = await TestSocket.open(first.url);
    await black.hello(created.room, created.tokens.first);
    await black.play('a', { type: 'play', point: 112 });
    await black.close();
    await first.close();
    clock.increment(60_000);
    const second = await startServer({ clock, store });
    cleanup.push(second.close);
    const watcher = await TestSocket.open(second.url);
    cleanup.push(() => watcher.close());
    // Loading the room charges White's clock with the minute that passed: the flag is stored before the welcome.
    const welcome = await watcher.hello(created.room);
    expect(welcome.version).toBe(2);
    expect(statusIn(welcome.state)).toBe('blackWon');
    expect((await store.loadRoom(created.room))?.version).toBe(2);
  });
});

describe('the server’s time', () => {
  it('is what a pong carries: the clock the game clocks run on, for clients to time a running clock by', async () => {
    const clock = simulatedClock();
    const server = await startServer({ clock });
    cleanup.push(server.close);
    const created = await createRoom(server.url);
    const socket = await TestSocket.open(server.url);
    cleanup.push(() => socket.close());
    await socket.hello(created.room);
    clock.increment(1_234);
    socket.send({ v: 2, type: 'ping' });
    expect(await socket.take((m) => m.type === 'pong')).toEqual({ v: 2, type: 'pong', now: 1_700_000_001_234 });
  });
});

describe('idle and abandoned rooms', () => {
  it('expire after the idle time unless a game is in progress, which expires once abandoned', async () => {
    const clock = simulatedClock();
    const server = await startServer({ clock, idleRoomMs: 1_000, abandonedRoomMs: 10_000 });
    cleanup.push(server.close);
    const [idle, playing] = [await createRoom(server.url), await createRoom(server.url)];
    const black = await TestSocket.open(server.url);
    cleanup.push(() => black.close());
    await black.hello(playing.room, playing.tokens.first);
    await black.play('a', { type: 'play', point: 112 });
    clock.increment(5_000);
    // The sweep runs on the wall clock (every second here): wait for it to take the idle room.
    const gone = async (room: string) => {
      while ((await fetch(`${server.url}/api/rooms/${room}`)).status !== 404) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await gone(idle.room);
    expect((await fetch(`${server.url}/api/rooms/${playing.room}`)).status).toBe(200);
    // Nobody moves for the abandoned time, though Black's tab stays open: the game goes from the
    // store (the room Black holds is in memory until it next reads the store), and Black's next event hears so.
    clock.increment(5_001);
    while (await server.store.loadRoom(playing.room)) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await black.play('b', { type: 'resign' })).toMatchObject({ type: 'error', code: 'no-room' });
  });

  it('refuses an abandoned time shorter than the idle time', () => {
    expect(() => createGomokuServer({ store: createMemoryStore(), idleRoomMs: 60_000, abandonedRoomMs: 59_999 })).toThrow('abandonedRoomMs (59999) must be at least idleRoomMs (60000).');
  });
});
