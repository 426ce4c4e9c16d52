import { fromCoordinate as at } from '@gomoku/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulateClock } from '../test/simulated-clock.ts';
import { analyseGame, type MoveReview } from './analysis.ts';

// Black makes an open three on the eighth row; White looks away (a blunder: the three becomes
// an open four); Black looks away too (a missed win); White then blocks.
const game = ['h8', 'a1', 'i8', 'a3', 'j8', 'c1', 'o15', 'g8'].map((c) => at(c));
/**
 * Milliseconds each clock read moves the simulated clock on: a node budget per position among
 * those whose flags are the ones below (steps 0.2 to 4); with twice the budget of the deepest of
 * them (0.1) the search proves Black's win after White's g8 but not before it, and flags g8 too.
 */
const STEP = 0.4;

describe('analyseGame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reviews every move: the choice, the line, a score from Black’s side, blunders and missed wins', async () => {
    // On a simulated clock each position gets the same node budget on any machine, however busy.
    simulateClock(STEP);
    const heard: [number, number][] = [];
    const reviews = await analyseGame(game, { timeMsPerMove: 60, onProgress: (review, done, total) => heard.push([review.index, done === review.index + 1 ? total : -1]) });
    expect(reviews.map((r) => r.played)).toEqual(game);
    expect(heard).toEqual(game.map((_, i) => [i, game.length]));
    const byIndex = (i: number) => reviews[i] as MoveReview;
    expect(reviews.map((r) => r.color)).toEqual(game.map((_, i) => (i % 2 ? 'white' : 'black')));
    // White's c1 let the open three through: a blunder, and the score says Black wins.
    expect(byIndex(5).blunder).toBe(true);
    expect(byIndex(5).score).toBeGreaterThanOrEqual(5e8);
    expect([at('g8'), at('k8'), at('f8'), at('l8')]).toContain(byIndex(6).best);
    // Black's o15 let the win go.
    expect(byIndex(6).missedWin).toBe(true);
    expect(byIndex(6).score).toBeLessThan(5e8);
    expect(reviews.filter((r) => r.blunder).map((r) => r.index)).toEqual([5]);
    expect(reviews.filter((r) => r.missedWin).map((r) => r.index)).toEqual([6]);
    for (const review of reviews) expect(review.pv[0]).toBe(review.best);
  });

  it('scores a game that ended with a five as won for its winner', async () => {
    const won = ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k8', 'a7', 'l8'].map((c) => at(c));
    const reviews = await analyseGame(won, { timeMsPerMove: 30 });
    expect((reviews.at(-1) as MoveReview).score).toBeGreaterThanOrEqual(5e8);
  });

  it('stops when its signal is aborted, with SearchError "aborted"', async () => {
    const controller = new AbortController();
    const done = analyseGame(game, { timeMsPerMove: 50, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(done).rejects.toThrow(expect.objectContaining({ name: 'SearchError', code: 'aborted' }));
  });
});
