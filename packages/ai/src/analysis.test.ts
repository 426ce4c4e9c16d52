import { fromCoordinate as at } from '@gomoku/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulateClock } from '../test/simulated-clock.ts';
import { analyseGame, type MoveReview } from './analysis.ts';

/**
 * Milliseconds each clock read moves the simulated clock on: a node budget per position, the same
 * on any machine, however busy. The flags below are the same from steps 0.1 to 1, but for the
 * review of c1: from 0.2 to 0.55 (a confirming search on the edge of finding the loss, as such
 * searches are).
 */
const STEP = 0.4;
const flags = (reviews: readonly MoveReview[]) => reviews.flatMap((r) => [...(r.blunder ? [`${r.index} blunder`] : []), ...(r.missedWin ? [`${r.index} missed`] : [])]);

/**
 * The modules afresh: the search keeps its transposition table from search to search, so a
 * review's searches depend on what ran before it in the same module; a fresh one starts empty.
 */
async function fresh() {
  vi.resetModules();
  const [analysis, review, { search }] = await Promise.all([import('./analysis.ts'), import('./review.ts'), import('./search.ts')]);
  return { analyseGame: analysis.analyseGame, reviewGame: review.reviewGame, CONFIRM: review.CONFIRM, search };
}

describe('analyseGame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reviews every move: the choice, the line, a score from Black’s side, blunders and missed wins', async () => {
    // Black makes an open three; White makes its own instead of blocking (a blunder: the three
    // becomes an open four); Black blocks White's three rather than win (a missed win).
    const game = ['h8', 'h7', 'i8', 'i7', 'j8', 'j7', 'k7', 'g8'].map((c) => at(c));
    const { analyseGame } = await fresh();
    simulateClock(STEP);
    const heard: [number, number][] = [];
    const reviews = await analyseGame(game, { timeMsPerMove: 60, onProgress: (review, done, total) => heard.push([review.index, done === review.index + 1 ? total : -1]) });
    expect(reviews.map((r) => r.played)).toEqual(game);
    expect(heard).toEqual(game.map((_, i) => [i, game.length]));
    expect(reviews.map((r) => r.color)).toEqual(game.map((_, i) => (i % 2 ? 'white' : 'black')));
    expect(flags(reviews)).toEqual(['5 blunder', '6 missed']);
    // After j7 Black wins; after k7 it no longer does. Black's choice instead: the open four.
    const [blunder, missed] = [reviews[5], reviews[6]] as [MoveReview, MoveReview];
    expect(blunder.score).toBeGreaterThanOrEqual(5e8);
    expect(missed.score).toBeLessThan(5e8);
    expect([at('g8'), at('k8')]).toContain(missed.best);
    for (const review of reviews) expect(review.pv[0]).toBe(review.best);
  });

  it('flags a move that lets the opponent win by threats', async () => {
    // The tactical suite's defence position: White's g7 lets Black win by two threats; Black's a1 lets the win go.
    const game = ['h8', 'h9', 'h6', 'i5', 'j6', 'g8', 'j5', 'g7', 'a1'].map((c) => at(c));
    const { analyseGame } = await fresh();
    simulateClock(STEP);
    expect(flags(await analyseGame(game, { timeMsPerMove: 60 }))).toEqual(['7 blunder', '8 missed']);
  });

  it('moves a blunder back to the mover\'s move before when a longer search finds the mover lost already', async () => {
    // Black's open three on the eighth row against two wasted White stones: White's c1 lets it
    // become an open four, but White was lost before it, to its a3; nor did Black's o15 let the win go.
    const game = ['h8', 'a1', 'i8', 'a3', 'j8', 'c1', 'o15', 'g8'].map((c) => at(c));
    const { reviewGame, search, CONFIRM } = await fresh();
    simulateClock(STEP);
    const scores = new Map<string, number>();
    const reviews = await reviewGame(game, { timeMsPerMove: 120 }, (moves, options) => {
      const result = search(moves, options);
      scores.set(`${moves.length}/${options.timeMs}`, result.score);
      return result;
    });
    // The review's own searches alone would flag c1: White not lost before it, Black winning after it.
    expect(scores.get('5/120')).toBeGreaterThan(-5e8);
    expect(scores.get('6/120')).toBeGreaterThanOrEqual(5e8);
    // The longer one finds White lost before c1, and not lost before a3.
    expect(scores.get(`5/${120 * CONFIRM}`)).toBeLessThanOrEqual(-5e8);
    expect(scores.get(`3/${120 * CONFIRM}`)).toBeGreaterThan(-5e8);
    expect(flags(reviews)).toEqual(['3 blunder']);
    // After a3, Black wins, and j8 kept the win.
    expect(reviews[3]?.score).toBeGreaterThanOrEqual(5e8);
    expect(reviews[4]).toMatchObject({ blunder: false, missedWin: false });
    expect(reviews[5]?.score).toBeGreaterThanOrEqual(5e8);
  });

  it('flags neither side of a position found not lost between two found won for the other', async () => {
    // Self-play (medium against hard): Black's e6 lets White win; after White's f8, Black's f7 is
    // the one move to consider. The searches are scripted, so that the rule is what is tested
    // whatever the search finds: White wins after e6, Black is not found lost after f8 (a tenth
    // of the time, however long it is searched again), and White wins after f7. By the scores
    // alone, f8 missed White's win (its search chose another winning move) and f7 blundered it
    // back; the win is trusted instead.
    const game = ['h8', 'h9', 'g10', 'g7', 'e11', 'f10', 'e8', 'e10', 'g6', 'f9', 'e6', 'f8', 'f7'].map((c) => at(c));
    const { reviewGame } = await fresh();
    const won = 999_999_990;
    const elsewhere = at('a1');
    const reviews = await reviewGame(game, { timeMsPerMove: 60 }, (moves) => {
      const count = moves.length;
      const score = count === 11 || count === 13 ? won : 0;
      // The computer's choice: f7 where it is the one move, elsewhere before (e6 and f8 are not its choice).
      const point = count === 12 ? (game[12] as number) : elsewhere;
      return { point, score, depth: 1, nodes: 1, timeMs: 0, pv: [point] };
    });
    expect(flags(reviews)).toEqual(['10 blunder']);
  });

  it('scores a game that ended with a five as won for its winner', async () => {
    const won = ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k8', 'a7', 'l8'].map((c) => at(c));
    const reviews = await analyseGame(won, { timeMsPerMove: 30 });
    expect((reviews.at(-1) as MoveReview).score).toBeGreaterThanOrEqual(5e8);
  });

  it('stops when its signal is aborted, with SearchError "aborted"', async () => {
    const controller = new AbortController();
    const game = ['h8', 'a1', 'i8', 'a3', 'j8', 'c1', 'o15', 'g8'].map((c) => at(c));
    const done = analyseGame(game, { timeMsPerMove: 50, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(done).rejects.toThrow(expect.objectContaining({ name: 'SearchError', code: 'aborted' }));
  });
});
