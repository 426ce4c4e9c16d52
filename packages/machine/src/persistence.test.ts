import { RENJU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { restoreSnapshot } from './persistence.ts';
import { selectStatus } from './selectors.ts';
import { start } from './test-helpers.ts';

const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('persisted snapshots', () => {
  it('are plain JSON, and an actor made from one continues where the first was', () => {
    const game = start({ variant: RENJU, undo: 'immediate', moves: [112, 113, 114] });
    const persisted = game.actor.getPersistedSnapshot();
    expect(roundTrip(persisted)).toEqual(persisted);
    const resumed = createActor(gomokuMachine, { snapshot: roundTrip(persisted) as typeof persisted, input: {} }).start();
    expect(resumed.getSnapshot().context).toEqual(game.context());
    resumed.send({ type: 'play', point: 0 });
    game.send({ type: 'play', point: 0 });
    expect(resumed.getSnapshot().context).toEqual(game.context());
    expect(selectStatus(resumed.getSnapshot())).toBe('blackToMove');
  });

  it('keep a pending undo request', () => {
    const game = start({ moves: [112, 113] });
    game.send({ type: 'undo', by: 'white' });
    const resumed = createActor(gomokuMachine, { snapshot: roundTrip(game.actor.getPersistedSnapshot()) as ReturnType<typeof game.actor.getPersistedSnapshot>, input: {} }).start();
    expect(selectStatus(resumed.getSnapshot())).toBe('whiteRequestsUndo');
    resumed.send({ type: 'undo.accept', by: 'black' });
    expect(resumed.getSnapshot().context.moves).toEqual([112]);
  });
});

describe('restoreSnapshot', () => {
  const saved = (setup: (game: ReturnType<typeof start>) => void) => {
    const game = start({ moves: [112, 113, 114] });
    setup(game);
    return roundTrip(game.actor.getPersistedSnapshot());
  };

  it('rebuilds every kind of saved game at the same status', () => {
    const cases: [(g: ReturnType<typeof start>) => void, string][] = [
      [() => {}, 'whiteToMove'],
      [(g) => g.send({ type: 'undo', by: 'black' }), 'blackRequestsUndo'],
      [(g) => g.send({ type: 'resign', by: 'white' }), 'blackWon'],
      [(g) => g.send({ type: 'resign', by: 'black' }), 'whiteWon'],
    ];
    for (const [setup, status] of cases) {
      const result = restoreSnapshot(saved(setup));
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const actor = createActor(gomokuMachine, { snapshot: result.snapshot, input: {} }).start();
      expect(selectStatus(actor.getSnapshot())).toBe(status);
      expect(actor.getSnapshot().context.moves).toEqual([112, 113, 114]);
    }
  });

  it('refuses anything that is not a saved game, without throwing', () => {
    const broken: unknown[] = [
      null,
      42,
      'text',
      {},
      { value: 'blackToMove' },
      { value: 'nowhere', context: { moves: [], variant: RENJU } },
      { value: 'blackToMove', context: { moves: 'abc', variant: RENJU } },
      { value: 'blackToMove', context: { moves: [1, 1], variant: RENJU } },
      { value: 'whiteToMove', context: { moves: [1, 2], variant: RENJU } },
      { value: 'blackToMove', context: { moves: [], variant: { size: 'x' } } },
      { value: 'blackWon', context: { moves: [], variant: RENJU, verdict: { reason: 'five' } } },
    ];
    for (const stored of broken) {
      const result = restoreSnapshot(stored);
      expect(result.ok, JSON.stringify(stored)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/\w/);
    }
  });
});
