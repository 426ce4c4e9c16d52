import { connectingState, type ClientEvent, type GameConnection, type OnlineState } from '@gomoku/client';
import { gomokuMachine, selectGameState, selectMoves, snapshotOf } from '@gomoku/machine';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { onlineSource } from './online-source.ts';

const T0 = 1_790_000_000_000;

/** A connection that holds what the test gives it, and keeps what is sent. */
function fakeConnection(state: OnlineState, serverNow: { at: number }) {
  const sent: ClientEvent[] = [];
  const listeners = new Set<(state: OnlineState) => void>();
  let current = state;
  const connection: GameConnection = {
    getState: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send(event) {
      // As the real connection does.
      if (current.status === 'closed') throw new Error('The connection is closed.');
      sent.push(event);
      return `e${sent.length}`;
    },
    now: () => serverNow.at,
    close() {},
  };
  const set = (next: OnlineState) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  return { connection, sent, set };
}

describe('an online game as a GameSource', () => {
  const [start] = initialTransition(gomokuMachine, { clock: { initialMs: 60_000, incrementMs: 0 }, now: T0 });
  const [played] = transition(gomokuMachine, start, { type: 'play', point: 112, at: T0 });
  const server = snapshotOf(selectGameState(played));
  const welcomed: OnlineState = { ...connectingState('room'), status: 'open', seat: 'second', state: selectGameState(server), snapshot: server, version: 1 };

  it("shows the server's game with this player's pending move played on it, on the server's clock", () => {
    const serverNow = { at: T0 + 7_000 };
    const { connection, set } = fakeConnection(welcomed, serverNow);
    const source = onlineSource(connection, start);
    expect(source.getSnapshot()).toBe(server);
    expect(source.now()).toBe(T0 + 7_000);
    let told = 0;
    source.subscribe(() => told++);
    set({ ...welcomed, pending: [{ id: 'e1', event: { type: 'play', point: 113 }, retrying: false }] });
    expect(told).toBe(1);
    const shown = source.getSnapshot();
    expect(selectMoves(shown)).toEqual([112, 113]);
    // White's clock was charged to the server's now, not this device's.
    expect(selectGameState(shown).clock?.remaining.second).toBe(53_000);
    expect(source.getSnapshot()).toBe(shown);
  });

  it('sends the event as the server takes it: who acts and when are the server’s to say', () => {
    const { connection, sent } = fakeConnection(welcomed, { at: T0 });
    onlineSource(connection, start).send({ type: 'play', point: 113, by: 'white', at: 5 });
    expect(sent).toEqual([{ type: 'play', point: 113 }]);
  });

  it('takes no events once the connection is closed, says so to its subscribers, and drops one sent without throwing', () => {
    const { connection, sent, set } = fakeConnection(welcomed, { at: T0 });
    const source = onlineSource(connection, start);
    expect(source.takesEvents?.()).toBe(true);
    let told = 0;
    source.subscribe(() => told++);
    set({ ...welcomed, status: 'closed', error: { code: 'no-room', message: 'There is no such room.' } });
    expect(told).toBe(1);
    expect(source.takesEvents?.()).toBe(false);
    expect(() => source.send({ type: 'resign', by: 'second' })).not.toThrow();
    expect(sent).toEqual([]);
  });

  it('shows the fallback until the server has said anything', () => {
    const { connection } = fakeConnection(connectingState('room'), { at: T0 });
    expect(onlineSource(connection, start).getSnapshot()).toBe(start);
  });
});
