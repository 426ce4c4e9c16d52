import { gomokuMachine, selectGameState } from '@gomoku/machine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectGame, type SocketConstructor, type SocketLike } from './connection.ts';
import { CLOCK_SAMPLES, ServerTime } from './server-time.ts';

/** The server's clock runs this far ahead of this one. */
const SKEW = 90_000;
const START = 1_790_000_000_000;
const GAME = selectGameState(createActor(gomokuMachine, { input: { players: { black: 'p1', white: 'p2' } } }).getSnapshot());

/**
 * A server in fake time, `skew` ahead (`SKEW` at first): it welcomes every hello, and answers each
 * ping with the time on its clock when the ping reaches it. `delays` are each ping's ms on the way
 * there and back (the last repeats).
 */
function fakeServer(delays: [up: number, down: number][]) {
  const sockets: FakeSocket[] = [];
  const server = { skew: SKEW, pings: 0 };
  class FakeSocket implements SocketLike {
    onopen: SocketLike['onopen'] = null;
    onmessage: SocketLike['onmessage'] = null;
    onclose: SocketLike['onclose'] = null;
    onerror: SocketLike['onerror'] = null;
    closed = false;
    constructor() {
      sockets.push(this);
      setTimeout(() => this.onopen?.(), 1);
    }
    send(data: string) {
      const message = JSON.parse(data) as { type: string };
      const reply = (text: object, ms: number) => setTimeout(() => !this.closed && this.onmessage?.({ data: JSON.stringify({ v: 2, ...text }) }), ms);
      if (message.type === 'hello') {
        reply({ type: 'welcome', room: 'r', you: { role: 'player', player: 'p1', seat: 'first' }, version: 0, state: GAME, presence: { players: { p1: true, p2: true }, spectators: 0 }, settings: {} }, 5);
      } else if (message.type === 'ping') {
        const [up, down] = delays[Math.min(server.pings, delays.length - 1)] as [number, number];
        server.pings += 1;
        // The server reads its clock when the ping reaches it, and the pong takes `down` to come back.
        setTimeout(() => reply({ type: 'pong', now: Date.now() + server.skew }, down), up);
      }
    }
    close() {
      this.closed = true;
    }
  }
  return Object.assign(server, { WebSocket: FakeSocket as unknown as SocketConstructor, sockets });
}

describe('connection.now()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  const connect = (server: ReturnType<typeof fakeServer>) =>
    connectGame({ server: 'http://server', room: 'r', token: 't', WebSocket: server.WebSocket, pingMs: 1_000, backoff: { initialMs: 500 }, random: () => 0 });

  it('is this device’s time before any pong, and the server’s once the ping right after the welcome is answered', async () => {
    const server = fakeServer([[20, 20]]);
    const connection = connect(server);
    expect(connection.now()).toBe(START);
    await vi.advanceTimersByTimeAsync(6);
    expect(connection.getState().status).toBe('open');
    expect(server.pings).toBe(1);
    expect(connection.now()).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(40);
    // A round trip even both ways: the estimate is exact.
    expect(connection.now()).toBe(Date.now() + SKEW);
    connection.close();
  });

  it('converges to the skew, and a slow pong after a quick one does not spoil it', async () => {
    // The first pong is held up on its way back (an error of half the difference: 400 ms), the second comes at once, the rest are slow again.
    const server = fakeServer([[10, 810], [5, 5], [10, 1_500]]);
    const connection = connect(server);
    await vi.advanceTimersByTimeAsync(900);
    expect(connection.now() - Date.now()).toBe(SKEW - 400);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connection.now() - Date.now()).toBe(SKEW);
    // Slow pongs (each 745 ms off) come and go: the quick one still rules.
    for (let i = 0; i < CLOCK_SAMPLES - 2; i += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      expect(connection.now() - Date.now()).toBe(SKEW);
    }
    connection.close();
  });

  it('starts its samples afresh on a new connection (maybe another server process), keeping the estimate until its first pong', async () => {
    const server = fakeServer([[5, 5]]);
    const connection = connect(server);
    await vi.advanceTimersByTimeAsync(50);
    expect(connection.now() - Date.now()).toBe(SKEW);
    // The connection drops at 50 ms; the next opens 250 ms later on a server whose clock is 5 s further ahead.
    server.skew = SKEW + 5_000;
    server.sockets[0]?.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(260);
    expect(server.sockets).toHaveLength(2);
    expect(connection.getState().status).toBe('open');
    expect(connection.now() - Date.now()).toBe(SKEW);
    // Its first pong, as quick as the old connection's best, replaces that: the old samples are gone.
    await vi.advanceTimersByTimeAsync(10);
    expect(connection.now() - Date.now()).toBe(SKEW + 5_000);
    connection.close();
  });
});

describe('ServerTime', () => {
  it('keeps the offset of the ping with the shortest round trip among the last few', () => {
    let clock = 0;
    const time = new ServerTime(() => clock);
    const ping = (up: number, down: number, skew: number) => {
      time.pinged();
      clock += up;
      const now = clock + skew;
      clock += down;
      time.ponged(now);
    };
    ping(5, 5, 1_000);
    expect(time.now() - clock).toBe(1_000);
    // Slower pings, whatever they say, change nothing while the quick one is among the last few.
    for (let i = 1; i < CLOCK_SAMPLES; i += 1) ping(50, 10, 5_000);
    expect(time.now() - clock).toBe(1_000);
    // Once it is out of the window, the quickest of those left speaks: (50 - 10) / 2 ms off its 5 s.
    ping(50, 10, 5_000);
    expect(time.now() - clock).toBe(5_020);
  });

  it('tells whole milliseconds, as the machine takes an event’s time', () => {
    let clock = 0;
    const time = new ServerTime(() => clock);
    time.pinged();
    clock += 3;
    time.ponged(1_000.25);
    expect(Number.isSafeInteger(time.now())).toBe(true);
  });

  it('ignores a pong it sent no ping for, and the pongs of pings lost with a connection', () => {
    let clock = 100;
    const time = new ServerTime(() => clock);
    time.ponged(9_999_999);
    expect(time.now()).toBe(100);
    time.pinged();
    time.reconnected();
    clock = 110;
    time.ponged(9_999_999);
    expect(time.now()).toBe(110);
  });
});
