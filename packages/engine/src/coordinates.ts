import { CodecError } from './errors.ts';
import { GOMOKU, type Variant } from './types.ts';
import { sizeOf } from './variant.ts';

/** Column letters, a from the left: RIF coordinates and SGF both use them. */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A point's RIF name on a board of a size already checked. */
export function coordinateOf(point: number, size: number): string {
  return `${LETTERS[point % size]}${size - Math.floor(point / size)}`;
}

/**
 * A point in RIF notation: a column letter from the left, a row number from the bottom.
 * On 15×15, 112 ↔ 'h8', 0 ↔ 'a15', 210 ↔ 'a1'. Throws `CodecError` (`out-of-range`,
 * `bad-size`) for a point off the board or a board size the engine does not play.
 */
export function toCoordinate(point: number, variant: Pick<Variant, 'size'> = GOMOKU): string {
  const size = sizeOf(variant);
  if (typeof point !== 'number' || !Number.isInteger(point) || point < 0 || point >= size * size) {
    throw new CodecError('out-of-range', -1, `Point ${String(point).slice(0, 20)} is off the ${size}×${size} board.`);
  }
  return coordinateOf(point, size);
}

/**
 * The point of a RIF coordinate such as 'h8' (either case, surrounding spaces ignored). Throws
 * `CodecError`: `not-text`, `bad-coordinate` (not a letter and a number), `out-of-range` (off
 * this board; `index` points at the letter or the number), `bad-size`.
 */
export function fromCoordinate(text: string, variant: Pick<Variant, 'size'> = GOMOKU): number {
  if (typeof text !== 'string') throw new CodecError('not-text', -1, 'A coordinate must be text.');
  const size = sizeOf(variant);
  const trimmed = text.trim();
  const match = /^([a-z])([1-9][0-9]?)$/i.exec(trimmed);
  if (!match) throw new CodecError('bad-coordinate', 0, `“${trimmed.slice(0, 12)}” is not a point like h8.`);
  const start = text.length - text.trimStart().length;
  const col = LETTERS.indexOf((match[1] as string).toLowerCase());
  const rank = Number(match[2]);
  if (col >= size) throw new CodecError('out-of-range', start, `Column ${match[1]} is off the ${size}×${size} board.`);
  if (rank > size) throw new CodecError('out-of-range', start + 1, `Row ${rank} is off the ${size}×${size} board.`);
  return (size - rank) * size + col;
}
