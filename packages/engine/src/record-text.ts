import { coordinateOf } from './coordinates.ts';
import { CodecError } from './errors.ts';
import { checkMoves } from './record.ts';
import type { GameRecord, Point, Variant } from './types.ts';
import { validateVariant } from './variant.ts';

/**
 * The longest text the record readers (`decodeMoveList`, `decodePsq`, `decodeSgf`,
 * `readRecord`) read: a million characters, far beyond any real game file with its comments.
 * Longer text is refused before it is read, so no input can make a reader slow.
 */
export const MAX_RECORD_TEXT = 1_000_000;

/** A character for a message: the whole code point (not half an emoji), quoted. */
export function quote(text: string, index: number): string {
  return `“${String.fromCodePoint(text.codePointAt(index) as number)}”`;
}

/** The text itself, checked up front: `not-text`, or `too-long` past `MAX_RECORD_TEXT`. */
export function checkText(text: string, what: string): string {
  if (typeof text !== 'string') throw new CodecError('not-text', -1, `${what} must be text.`);
  if (text.length > MAX_RECORD_TEXT) throw new CodecError('too-long', MAX_RECORD_TEXT, `${what} is longer than the ${MAX_RECORD_TEXT} characters any game needs.`);
  return text;
}

/**
 * The moves a text names, collected in order. Each is refused where the text names it if it is
 * off the board (`out-of-range`) or on a point already played (`repeated-point`).
 */
export class MoveCollector {
  readonly moves: Point[] = [];
  readonly #seen: Uint8Array;
  constructor(readonly size: number) {
    this.#seen = new Uint8Array(size * size);
  }

  /** Adds the move at `col` from the left and `row` from the top, written as `written` at `index` of the text. */
  add(col: number, row: number, index: number, written: string): void {
    const { size, moves } = this;
    const name = `Move ${moves.length + 1} (“${written.slice(0, 16)}”)`;
    if (col < 0 || col >= size || row < 0 || row >= size) throw new CodecError('out-of-range', index, `${name} is off the ${size}×${size} board.`);
    const point = row * size + col;
    if (this.#seen[point]) throw new CodecError('repeated-point', index, `${name} is on ${coordinateOf(point, size)}, which is already taken.`);
    this.#seen[point] = 1;
    moves.push(point);
  }
}

/** A record to write in a file, checked: its variant (`validateVariant`) and its moves (`checkMoves`). */
export function checkRecord(record: GameRecord): Variant {
  const variant = validateVariant((record as Partial<GameRecord> | null | undefined)?.variant as Variant);
  checkMoves(record.moves, variant.size);
  return variant;
}

/** The variant a file describes: what it states, the caller's variant for the rest; checked. */
export function variantOf(variant: Variant, stated: Partial<Variant>): Variant {
  return validateVariant({ ...validateVariant(variant), ...stated });
}
