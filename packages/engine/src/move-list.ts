import { coordinateOf } from './coordinates.ts';
import { CodecError } from './errors.ts';
import { checkMoves } from './record.ts';
import { checkText, MoveCollector, quote } from './record-text.ts';
import { GOMOKU, type Point, type Variant } from './types.ts';
import { sizeOf } from './variant.ts';

/**
 * Every token of a move list: separators (spaces, commas, semicolons), move numbers (`12.`) and
 * coordinates (`h8`: an ASCII letter, then a row number with no leading zero, so that a link such
 * as `e0a1` is no move list). Each alternative starts with its own kind of character and is
 * greedy, so a scan is linear whatever the text.
 */
const TOKEN = /[\s,;]+|\d+\.+|([a-zA-Z])([1-9]\d*)/y;

/**
 * Walks a move list, calling `visit` with each coordinate's column (0 from the left), row number
 * (as written, 1 at the bottom) and place in the text. Returns where the first character that
 * starts no token is, or -1 when the whole text reads.
 */
export function scanMoveList(text: string, visit: (col: number, rank: number, index: number, written: string) => void): number {
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const index = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) return index;
    const [written, letter, rank] = match;
    if (letter) visit((letter.charCodeAt(0) | 32) - 97, Number(rank), index, written);
  }
  return -1;
}

/**
 * A record as a move list in RIF coordinates, one space between moves: `[112, 128, 144]` →
 * `'h8 i9 j10'` on 15×15; the empty record is `''`. Throws `CodecError` like `encodeMoves`.
 */
export function encodeMoveList(moves: readonly Point[], variant: Pick<Variant, 'size'> = GOMOKU): string {
  const size = sizeOf(variant);
  checkMoves(moves, size);
  return moves.map((point) => coordinateOf(point, size)).join(' ');
}

/**
 * Reads a move list in RIF coordinates: `h8 i9 j10`, in either case, separated by spaces, commas,
 * semicolons or new lines or not at all (`h8i9j10`), with or without move numbers (`1. h8 i9 2. j10`).
 * Throws `CodecError` with the index of the offending text: `bad-coordinate` (a character that
 * is no part of a move list), `out-of-range`, `repeated-point`; and `not-text`, `too-long`, `bad-size`.
 */
export function decodeMoveList(text: string, variant: Pick<Variant, 'size'> = GOMOKU): Point[] {
  checkText(text, 'A move list');
  const size = sizeOf(variant);
  const moves = new MoveCollector(size);
  const bad = scanMoveList(text, (col, rank, index, written) => moves.add(col, size - rank, index, written));
  if (bad >= 0) throw new CodecError('bad-coordinate', bad, `Bad character ${quote(text, bad)} at position ${bad + 1}: a move list is like “h8 i9 j10”.`);
  return moves.moves;
}
