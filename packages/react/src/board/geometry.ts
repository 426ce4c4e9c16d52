import { MAX_SIZE, MIN_SIZE } from '@gomoku/engine';
import { windowOf, type BoardRange } from './layout.ts';

/** `size` as a board side the engine plays; else a TypeError (not a number) or RangeError naming `fn`'s argument. */
function boardSide(fn: string, size: unknown): number {
  if (typeof size !== 'number') throw new TypeError(`${fn}: size must be a number, got a ${typeof size}.`);
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) throw new RangeError(`${fn}: size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}, got ${size}.`);
  return size;
}

/** Whether `point` is a point of a board of side `size`: an integer from 0 to size² − 1. */
export const onBoard = (point: unknown, size: number): point is number => Number.isInteger(point) && (point as number) >= 0 && (point as number) < size * size;

/** Column letters from the left, as in RIF coordinates. */
export function columnLabels(size: number): string[] {
  return Array.from({ length: size }, (_, i) => String.fromCharCode(97 + i));
}

/** Row numbers from the top row down: size … 1. */
export function rowLabels(size: number): string[] {
  return Array.from({ length: size }, (_, i) => String(size - i));
}

/**
 * The star points (hoshi): 15×15 → h8, d4, l4, d12, l12; 19×19 → the nine usual; odd boards from
 * 9 up → centre and four corners three or four lines in; none on small boards. Throws a
 * `RangeError` for a `size` that is no board side the engine plays (an integer from 3 to 26), a
 * `TypeError` for one that is no number.
 */
export function starPoints(size: number): number[] {
  boardSide('starPoints', size);
  if (size < 9) return [];
  const edge = size >= 13 ? 3 : 2;
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const rows = size >= 19 && size % 2 === 1 ? [edge, mid, far] : [edge, far];
  const points = rows.flatMap((r) => rows.map((c) => r * size + c));
  if (size % 2 === 1 && !rows.includes(mid)) points.push(mid * size + mid);
  return points.sort((a, b) => a - b);
}

/**
 * Where keyboard focus goes from `point` for a key, or null when the key is not a move key. On a
 * partial board (`range`), focus stays on the points shown. Throws a `RangeError` for a `size`
 * that is no board side the engine plays (3–26) or a `point` that is not on that board, a
 * `TypeError` for either that is no number.
 */
export function moveFocus(point: number, key: string, size: number, range?: BoardRange): number | null {
  boardSide('moveFocus', size);
  if (typeof point !== 'number') throw new TypeError(`moveFocus: point must be a number, got a ${typeof point}.`);
  if (!onBoard(point, size)) throw new RangeError(`moveFocus: point must be an integer from 0 to ${size * size - 1}, got ${point}.`);
  const { columns, rows } = windowOf(range, size).window;
  const row = Math.floor(point / size);
  const col = point % size;
  const clamp = (v: number, [from, to]: readonly [number, number]) => Math.max(from, Math.min(to, v));
  const at = (r: number, c: number) => clamp(r, rows) * size + clamp(c, columns);
  switch (key) {
    case 'ArrowUp':
      return at(row - 1, col);
    case 'ArrowDown':
      return at(row + 1, col);
    case 'ArrowLeft':
      return at(row, col - 1);
    case 'ArrowRight':
      return at(row, col + 1);
    case 'Home':
      return at(row, columns[0]);
    case 'End':
      return at(row, columns[1]);
    case 'PageUp':
      return at(rows[0], col);
    case 'PageDown':
      return at(rows[1], col);
    default:
      return null;
  }
}
