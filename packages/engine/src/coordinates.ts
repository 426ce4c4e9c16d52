import { CodecError } from './errors.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A point in RIF notation: a column letter from the left, a row number from the bottom.
 * On 15×15, 112 ↔ 'h8', 0 ↔ 'a15', 210 ↔ 'a1'.
 */
export function toCoordinate(point: number, size = 15): string {
  if (!Number.isInteger(size) || size < 1 || size > LETTERS.length) throw new RangeError(`No coordinates for size ${size}.`);
  if (!Number.isInteger(point) || point < 0 || point >= size * size) throw new RangeError(`Point ${point} is off the ${size}×${size} board.`);
  return `${LETTERS[point % size]}${size - Math.floor(point / size)}`;
}

/** The point of a RIF coordinate such as 'h8' (case-insensitive). Throws `CodecError`. */
export function fromCoordinate(text: string, size = 15): number {
  if (typeof text !== 'string') throw new CodecError('not-text', -1, 'A coordinate must be text.');
  if (!Number.isInteger(size) || size < 1 || size > LETTERS.length) throw new CodecError('bad-size', -1, `No coordinates for size ${size}.`);
  const match = /^([a-z])([1-9][0-9]?)$/i.exec(text.trim());
  if (!match) throw new CodecError('bad-coordinate', 0, `“${text.slice(0, 8)}” is not a coordinate like h8.`);
  const col = LETTERS.indexOf((match[1] as string).toLowerCase());
  const rank = Number(match[2]);
  if (col >= size) throw new CodecError('out-of-range', 0, `Column ${match[1]} is off the ${size}×${size} board.`);
  if (rank > size) throw new CodecError('out-of-range', 1, `Row ${rank} is off the ${size}×${size} board.`);
  return (size - rank) * size + col;
}
