import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gameStateFromSnapshot } from './legacy.ts';
import { gomokuMachine } from './machine.ts';
import { selectGameState, selectStatus } from './selectors.ts';

// One room of every status, as the server stored them before GameState (XState's persisted snapshot).
const ROOMS = JSON.parse(readFileSync(new URL('../../server/test/fixtures/rooms-before-game-state.json', import.meta.url), 'utf8')) as { status: string; snapshot: unknown }[];

describe('a game stored before GameState', () => {
  it.each(ROOMS.map((room) => [room.status, room] as const))('is read as a GameState that resumes at %s', (status, room) => {
    const read = gameStateFromSnapshot(room.snapshot);
    expect(read.ok ? null : read.problem).toBeNull();
    if (!read.ok) return;
    const actor = createActor(gomokuMachine, { input: { state: read.state, now: 1_790_000_000_000 } }).start();
    expect(selectStatus(actor.getSnapshot())).toBe(status);
    expect(selectGameState(actor.getSnapshot()).moves).toEqual((room.snapshot as { context: { game: { moves: number[] } } }).context.game.moves);
    actor.stop();
  });

  it('from before tournament play (no opening, colours or seats; players by colour) is read as a free opening, first as Black', () => {
    const stored = { status: 'active', value: { playing: 'whiteToMove' }, context: { game: { variant: { size: 15, winLength: 5, rule: 'freestyle' }, moves: [112] }, undo: 'immediate', ending: null, players: { black: 'ann', white: 'bo' } } };
    const read = gameStateFromSnapshot(stored);
    expect(read.ok && { players: read.state.players, black: read.state.black, opening: read.state.settings.opening, undo: read.state.settings.undo }).toEqual({
      players: { first: 'ann', second: 'bo' },
      black: 'first',
      opening: 'free',
      undo: 'immediate',
    });
  });

  it('is refused with a code when it is not one', () => {
    for (const value of [null, 1, {}, { status: 'done', value: 'x', context: {} }, { status: 'active', value: { playing: 'nowhere' }, context: {} }]) {
      expect(gameStateFromSnapshot(value)).toEqual({ ok: false, problem: { code: 'not-a-state' } });
    }
  });
});
