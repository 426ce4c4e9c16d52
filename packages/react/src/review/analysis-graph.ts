import type { MoveReview } from '@gomoku/ai';
import type { Color } from '@gomoku/engine';

/** A score at or beyond this (from Black's side) is a forced win found by the search. */
export const FORCED = 5e8;

/** How much score reads as a clear lead: the graph is half-way to the edge at about this. */
const SCALE = 600;

/**
 * A review's score (Black's side) on the graph's scale, -1 (White wins) to 1 (Black wins): forced
 * wins at the edges, other scores squashed so that small leads still show.
 */
export function graphValue(score: number): number {
  if (!Number.isFinite(score)) return 0;
  if (Math.abs(score) >= FORCED) return Math.sign(score);
  return Math.tanh(score / SCALE);
}

/** What a review marks a move as, if anything. */
export type MoveMark = 'blunder' | 'missedWin';

/** The mark of a move: a blunder (it allowed a forced win) outranks a missed win. */
export function markOf(review: MoveReview): MoveMark | null {
  if (review.blunder) return 'blunder';
  if (review.missedWin) return 'missedWin';
  return null;
}

/**
 * Black's share of the evaluation graph as an SVG path in a `total` × 2 box: x is the number of
 * moves played (0 the empty board, scored even), the line at y = 1 - value, closed along the
 * bottom. Filled black, it grows with Black's advantage; the rest of the box is White's.
 */
export function graphPath(reviews: readonly MoveReview[]): string {
  if (reviews.length === 0) return '';
  const points = ['0 1', ...reviews.map((r) => `${r.index + 1} ${(1 - graphValue(r.score)).toFixed(3)}`)];
  return `M${points.join(' L')} L${reviews.length} 2 L0 2 Z`;
}

/** The number of moves to show for a click at `fraction` (0..1) of the graph's width. */
export function countAt(fraction: number, total: number): number {
  if (!Number.isFinite(fraction) || total <= 0) return 0;
  return Math.min(total, Math.max(0, Math.round(fraction * total)));
}

/** Who a score favours and by how much, for words: a forced win, a lead (in hundreds), or even. */
export function standing(score: number): { kind: 'forced'; color: Color } | { kind: 'ahead'; color: Color; amount: string } | { kind: 'even' } {
  // A score that is no number (a review gone wrong) says nothing either way.
  if (typeof score !== 'number' || Number.isNaN(score)) return { kind: 'even' };
  const color: Color = score > 0 ? 'black' : 'white';
  if (Math.abs(score) >= FORCED) return { kind: 'forced', color };
  const amount = (Math.abs(score) / 100).toFixed(1);
  return amount === '0.0' ? { kind: 'even' } : { kind: 'ahead', color, amount };
}
