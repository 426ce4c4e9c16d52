import { connectingState, type OnlineState } from '@gomoku/client';
import { gomokuMachine, selectGameState, snapshotOf } from '@gomoku/machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { absencesOf, closureOf, isServerBusy, opponentCame } from './room-state.ts';

const ROOM = 'room1';

/** A connection welcomed into a room whose game has these moves; `p1` plays Black unless a rematch swapped them. */
function welcomed(moves: readonly number[], players: { p1: boolean; p2: boolean }, you: OnlineState['you'] = { role: 'player', player: 'p1', seat: 'first' }, swapped = false): OnlineState {
  const game = selectGameState(createActor(gomokuMachine, { input: { moves, players: swapped ? { black: 'p2', white: 'p1' } : { black: 'p1', white: 'p2' } } }).getSnapshot());
  const opponent = you?.role === 'player' ? (players[you.player === 'p1' ? 'p2' : 'p1'] ? 'present' : 'away') : null;
  return { ...connectingState(ROOM), status: 'open', you, state: game, snapshot: snapshotOf(game), presence: { players, spectators: 0 }, opponent };
}

const closed = (code: NonNullable<OnlineState['error']>['code']): OnlineState => ({ ...connectingState(ROOM), status: 'closed', error: { code, message: code } });

describe('a room’s connection, as the room tells it', () => {
  it('tells why it closed for good: no room, no seat, a page too old, or else', () => {
    expect(closureOf(closed('no-room'))).toBe('no-room');
    expect(closureOf(closed('bad-token'))).toBe('bad-token');
    expect(closureOf(closed('version'))).toBe('outdated');
    expect(closureOf(closed('bad-message'))).toBe('closed');
    expect(closureOf({ ...connectingState(ROOM), status: 'closed' })).toBe('closed');
    expect(closureOf({ ...connectingState(ROOM), error: { code: 'no-room', message: '' } })).toBeNull();
    expect(closureOf(welcomed([], { p1: true, p2: true }))).toBeNull();
  });

  it('says the server is busy while it keeps the connection waiting, not once it is in', () => {
    const busy = { code: 'busy', message: '' } as const;
    expect(isServerBusy({ ...connectingState(ROOM), error: busy })).toBe(true);
    expect(isServerBusy({ ...connectingState(ROOM), status: 'reconnecting', error: { code: 'rate-limited', message: '' } })).toBe(true);
    expect(isServerBusy({ ...welcomed([], { p1: true, p2: true }), error: busy })).toBe(false);
    expect(isServerBusy(connectingState(ROOM))).toBe(false);
  });

  it('marks the absent player: not here yet before a stone, away after', () => {
    expect(absencesOf(welcomed([], { p1: true, p2: false }))).toEqual({ white: 'not-here' });
    expect(absencesOf(welcomed([112], { p1: true, p2: false }))).toEqual({ white: 'away' });
    expect(absencesOf(welcomed([112], { p1: true, p2: true }))).toEqual({});
    // A rematch swapped the colours: p2 is Black now.
    expect(absencesOf(welcomed([112], { p1: true, p2: false }, { role: 'player', player: 'p1', seat: 'second' }, true))).toEqual({ black: 'away' });
    // A spectator sees both players' absences.
    expect(absencesOf(welcomed([112], { p1: false, p2: false }, { role: 'spectator' }))).toEqual({ black: 'away', white: 'away' });
    // While the connection is down what the room said is stale: nothing is marked.
    expect(absencesOf({ ...welcomed([112], { p1: true, p2: false }), status: 'reconnecting' })).toEqual({});
  });

  it('knows the opponent came: here now, or a stone was played', () => {
    expect(opponentCame(welcomed([], { p1: true, p2: false }))).toBe(false);
    expect(opponentCame(welcomed([], { p1: true, p2: true }))).toBe(true);
    expect(opponentCame(welcomed([112], { p1: true, p2: false }))).toBe(true);
    expect(opponentCame(connectingState(ROOM))).toBe(false);
  });
});
