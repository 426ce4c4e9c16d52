import { fromCoordinate as at } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { CONFIRM, reviewGame, type MoveReview } from './review.ts';
import { WIN } from './scores.ts';

// The review's bookkeeping on scripted searches: which flags stand, and which positions are
// searched again, whatever the search would make of the stones.
const game = ['h8', 'a1', 'i8', 'a3', 'j8', 'c1', 'o15'].map((c) => at(c));
const MS = 100;
/** A win for the side to move (in 3 plies), and a loss. */
const WINS = WIN - 3;
const LOST = -(WIN - 4);

/**
 * Reviews `game` with a search that scores the position after `count` moves `short[count]` at
 * the review's time and `long[count]` (else the short score) at the confirming time; unscripted
 * positions score 10 (nothing proven). Returns the reviews and the searches made.
 */
async function review(short: Record<number, number>, long: Record<number, number> = {}, ms = MS): Promise<{ reviews: MoveReview[]; searched: [number, number][] }> {
  const searched: [number, number][] = [];
  const reviews = await reviewGame(game, { timeMsPerMove: ms }, (moves, { timeMs }) => {
    searched.push([moves.length, timeMs]);
    const score = (timeMs > ms ? long[moves.length] : undefined) ?? short[moves.length] ?? 10;
    // The choice tells the searches apart.
    const point = timeMs > ms ? at('n14') : at('a15');
    return { point, score, depth: 1, nodes: 1, timeMs, pv: [point] };
  });
  return { reviews, searched };
}

const flagged = (reviews: readonly MoveReview[]) => reviews.flatMap((r) => [...(r.blunder ? [`${r.index} blunder`] : []), ...(r.missedWin ? [`${r.index} missed`] : [])]);
const longSearches = (searched: readonly [number, number][]) => searched.filter(([, ms]) => ms === MS * CONFIRM).map(([count]) => count);

describe('reviewGame', () => {
  it('flags a blunder a longer search agrees with, and reports the longer search', async () => {
    const { reviews, searched } = await review({ 6: WINS, 7: LOST });
    expect(flagged(reviews)).toEqual(['5 blunder']);
    // The positions that proved nothing: before the move, and before the opponent's move before
    // it (was the win there already?); the win after it is a proof.
    expect(longSearches(searched)).toEqual([4, 5]);
    expect(reviews[5]).toMatchObject({ best: at('n14'), pv: [at('n14')], score: WINS });
    // Each position is searched once at the review's time.
    expect(searched.filter(([, ms]) => ms === MS).map(([count]) => count)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('moves a blunder back a move of the same side where the longer search finds the mover lost before it', async () => {
    const { reviews, searched } = await review({ 6: WINS, 7: LOST }, { 5: LOST });
    // White lost before its sixth move: its fourth let Black in, as White was not lost before it.
    expect(flagged(reviews)).toEqual(['3 blunder']);
    expect(longSearches(searched)).toEqual([4, 5, 2, 3]);
    // The position the loss proves won for Black: the move played there is the best, its line the loss's; the score is from Black's side.
    expect(reviews[4]).toMatchObject({ best: game[4], pv: [game[4], at('n14')], score: WIN - 4, blunder: false, missedWin: false });
    // Found lost before that move too: the blunder was earlier still, and its review is out.
    expect(flagged((await review({ 6: WINS, 7: LOST }, { 5: LOST, 3: LOST })).reviews)).toEqual([]);
  });

  it('flags no move the computer would have played itself: its searches disagree, not the player', async () => {
    const reviews = await reviewGame(game, { timeMsPerMove: MS }, (moves, { timeMs }) => {
      // Before White's c1 the search chooses c1 too, yet Black wins after it.
      const point = moves.length === 5 ? (game[5] as number) : at('a15');
      const score = moves.length === 6 ? WINS : moves.length === 7 ? LOST : 10;
      return { point, score, depth: 1, nodes: 1, timeMs, pv: [point] };
    });
    expect(flagged(reviews)).toEqual([]);
    expect(reviews[5]).toMatchObject({ best: game[5], blunder: false });
  });

  it('hears of a review once the two moves after it are judged, in order', async () => {
    const heard: [number, number][] = [];
    const searched: number[] = [];
    await reviewGame(game, { timeMsPerMove: MS, onProgress: (r) => void heard.push([r.index, searched.length]) }, (moves, { timeMs }) => {
      searched.push(moves.length);
      return { point: at('a15'), score: 10, depth: 1, nodes: 1, timeMs, pv: [at('a15')] };
    });
    expect(heard.map(([index]) => index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Move 0 is heard of after the positions up to 4 are searched (0 … 4: five searches).
    expect(heard[0]).toEqual([0, 5]);
    expect(heard.at(-1)).toEqual([6, 8]);
  });

  it('flags a missed win the longer search agrees with, and drops one it finds still there', async () => {
    // White's move before let the win in: a blunder, confirmed in both.
    const missed = await review({ 4: WINS });
    expect(flagged(missed.reviews)).toEqual(['3 blunder', '4 missed']);
    // Where no win was found: before White's blunder and the move before it, after Black's miss and the move after it.
    expect(longSearches(missed.searched)).toEqual([2, 3, 5, 6]);
    expect(flagged((await review({ 4: WINS }, { 5: LOST })).reviews)).toEqual(['3 blunder']);
  });

  it('trusts a win seen on both sides of a position judged not lost: neither the missed win before it nor the blunder after it', async () => {
    const { reviews, searched } = await review({ 2: WINS, 3: -10, 4: WINS, 5: LOST });
    expect(flagged(reviews)).toEqual(['1 blunder']);
    expect(longSearches(searched)).toEqual([0, 1]);
    // With the win on one side only, the position makes its flag.
    expect(flagged((await review({ 2: WINS, 3: -10 })).reviews)).toEqual(['1 blunder', '2 missed']);
    expect(flagged((await review({ 3: -10, 4: WINS, 5: LOST })).reviews)).toEqual(['3 blunder']);
  });

  it('trusts no hole the longer search judged: a win found only by the confirming search leaves the flags around it', async () => {
    const { reviews, searched } = await review({ 2: WINS, 3: -10 }, { 4: WINS });
    // Black's miss is confirmed at 3 and 4; the longer search finds Black winning again at 4,
    // but it judged 3 not lost, so White's move there let the win back in (and Black missed it again).
    expect(flagged(reviews)).toEqual(['1 blunder', '2 missed', '3 blunder', '4 missed']);
    expect(longSearches(searched)).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it('confirms within the longest search there is, a day', async () => {
    const day = 86_400_000;
    const { reviews, searched } = await review({ 6: WINS, 7: LOST }, {}, day / 2);
    expect(flagged(reviews)).toEqual(['5 blunder']);
    expect(searched.filter(([, ms]) => ms > day / 2)).toEqual([
      [4, day],
      [5, day],
    ]);
  });
});
