import { crossingOf, POINT } from '../../src/classes.ts';
import type { Position } from '../../src/position.ts';

const EMPTY = 0;
/** Line patterns (`LINE`, 0 … 10) then point classes (`POINT`, 0 … 12): the evaluation's terms. */
export const LINE_TERMS = 11;
export const POINT_TERMS = 13;
export const TERMS = LINE_TERMS + POINT_TERMS;

const add = (counts: Float64Array, term: number) => (counts[term] = (counts[term] as number) + 1);

/**
 * How often each of the evaluation's terms occurs for `stone` (1 Black, 2 White): over the empty
 * points, the line patterns a stone of that side would make there (four a point) and the point's
 * class. The side's worth is these counts times the evaluation's values (`Evaluation`).
 */
export function termCounts(position: Position, stone: number): Float64Array {
  const counts = new Float64Array(TERMS);
  const { cells, combos, points } = position;
  const { classOf } = position.tables;
  const base = stone === 1 ? 0 : cells.length;
  for (const cell of points) {
    if (cells[cell] !== EMPTY) continue;
    const combo = combos[base + cell] as number;
    for (let d = 0; d < 4; d++) add(counts, (combo >> (4 * d)) & 15);
    add(counts, LINE_TERMS + ((classOf[combo] as number) & 15));
  }
  return counts;
}

/** The crossing key of every combo (see `crossingOf`). */
const CROSSING = Uint16Array.from({ length: 1 << 16 }, (_, combo) => crossingOf(combo));

/**
 * How many of `stone`'s empty points hold each crossing of line patterns (by crossing key, see
 * `crossingOf`; the crossing of no patterns left out): the terms of the evaluation's `crossing`.
 */
export function crossingCounts(position: Position, stone: number): Map<number, number> {
  const counts = new Map<number, number>();
  const { cells, combos, points } = position;
  const base = stone === 1 ? 0 : cells.length;
  for (const cell of points) {
    if (cells[cell] !== EMPTY) continue;
    const key = CROSSING[combos[base + cell] as number] as number;
    if (key !== 0) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Whether a position is quiet enough for its outcome to teach the evaluation: neither side can
 * make five at once, and the side to move has no open four to make (either is decided by the
 * search, not by the evaluation).
 */
export function isQuiet(position: Position, stone: number): boolean {
  const other = 3 - stone;
  return position.countOf(stone, POINT.FIVE) === 0 && position.countOf(other, POINT.FIVE) === 0 && position.countOf(stone, POINT.FLEX4) === 0;
}
