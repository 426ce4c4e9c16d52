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

  it('is refused with a code when it is not one', () => {
    for (const value of [null, 1, {}, { status: 'done', value: 'x', context: {} }, { status: 'active', value: { playing: 'nowhere' }, context: {} }]) {
      expect(gameStateFromSnapshot(value)).toEqual({ ok: false, problem: { code: 'not-a-state' } });
    }
  });
});
