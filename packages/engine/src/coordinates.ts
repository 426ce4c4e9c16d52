import { CodecError } from './errors.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function checkSize(size: number): void {
  if (!Number.isInteger(size) || size < 1 || size > LETTERS.length) {
    throw new CodecError('bad-size', -1, `Coordinates name boards from 1×1 to 26×26, not ${String(size)}.`);
  }
}

/**
 * A point in RIF notation: a column letter from the left, a row number from the bottom.
 * On 15×15, 112 ↔ 'h8', 0 ↔ 'a15', 210 ↔ 'a1'. Throws `CodecError` (`out-of-range`,
 * `bad-size`) for a point off the board or a size without letters.
 */
export function toCoordinate(point: number, size = 15): string {
  checkSize(size);
  if (!Number.isInteger(point) || point < 0 || point >= size * size) {
    throw new CodecError('out-of-range', -1, `Point ${String(point)} is off the ${size}×${size} board.`);
  }
  return `${LETTERS[point % size]}${size - Math.floor(point / size)}`;
}

/**
 * The point of a RIF coordinate such as 'h8' (either case, surrounding spaces ignored). Throws
 * `CodecError`: `not-text`, `bad-coordinate` (not a letter and a number), `out-of-range` (off
 * this board; `index` points at the letter or the number), `bad-size`.
 */
export function fromCoordinate(text: string, size = 15): number {
  if (typeof text !== 'string') throw new CodecError('not-text', -1, 'A coordinate must be text.');
  checkSize(size);
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
