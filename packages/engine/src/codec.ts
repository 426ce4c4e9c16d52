import { CodecError } from './errors.ts';
import { checkMoves } from './record.ts';
import { quote } from './record-text.ts';
import { GOMOKU, type Variant } from './types.ts';
import { sizeOf } from './variant.ts';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
/** URL-safe base64 alphabet (RFC 4648 §5), for packed positions. */
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Five cells of three values fit in one byte: 3^5 = 243 ≤ 256. */
const CELLS_PER_BYTE = 5;

/** The value of a link digit (0-9, a-z or A-Z), or -1. Char codes, not toLowerCase: 'K' (Kelvin) is no 'k'. */
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const letter = code | 32; // A-Z to a-z; leaves nothing else in a-z
  return letter >= 97 && letter <= 122 ? letter - 87 : -1;
}

/**
 * A game record in the link format: each stone is two base-`size` digits, row then column
 * (0-9 then a-z): `[0, 1, 15]` → `'000110'` on 15×15; the empty record is `''`. Throws
 * `CodecError`: `bad-record` (not a dense list), `out-of-range` (a point off the board),
 * `repeated-point` (which no link may hold), `bad-size`; `index` is the move's place.
 */
export function encodeMoves(moves: readonly number[], variant: Pick<Variant, 'size'> = GOMOKU): string {
  const size = sizeOf(variant);
  checkMoves(moves, size);
  let text = '';
  for (const point of moves) text += DIGITS[Math.floor(point / size)]! + DIGITS[point % size]!;
  return text;
}

/**
 * Reads a record in the link format (case-insensitive); `''` is the empty record. Throws
 * `CodecError` with the index of the offending character on odd length, a bad digit, a digit
 * ≥ size, a repeated point, or more stones than the board holds.
 */
export function decodeMoves(text: string, variant: Pick<Variant, 'size'> = GOMOKU): number[] {
  if (typeof text !== 'string') throw new CodecError('not-text', -1, 'A game record must be text.');
  const size = sizeOf(variant);
  // Checked before reading anything, so a hostile link costs nothing.
  if (text.length > 2 * size * size) {
    throw new CodecError('too-long', 2 * size * size, `The link holds more than the ${size * size} stones a ${size}×${size} board has room for.`);
  }
  if (text.length % 2 !== 0) throw new CodecError('odd-length', text.length - 1, 'The link has an odd number of characters: each stone is two.');
  const seen = new Uint8Array(size * size);
  const moves: number[] = [];
  for (let i = 0; i < text.length; i += 2) {
    let point = 0;
    for (let index = i; index < i + 2; index++) {
      const value = digitValue(text.charCodeAt(index));
      if (value < 0) throw new CodecError('bad-digit', index, `Bad character ${quote(text, index)} at position ${index + 1} of the link: stones are written with 0-9 and a-z.`);
      if (value >= size) throw new CodecError('out-of-range', index, `The digit ${quote(text, index)} at position ${index + 1} of the link is off the ${size}×${size} board.`);
      point = point * size + value;
    }
    if (seen[point]) throw new CodecError('repeated-point', i, `Stone ${i / 2 + 1} of the link is on a point already played.`);
    seen[point] = 1;
    moves.push(point);
  }
  return moves;
}

/**
 * A position without move order, packed at 3 values a cell (0 empty, 1 black, 2 white): five
 * cells to a byte, in URL-safe base64. 225 cells → 60 characters (360 bits; the bound is 357).
 */
export function encodePosition(cells: ArrayLike<number>, variant: Pick<Variant, 'size'> = GOMOKU): string {
  const size = sizeOf(variant);
  const count = checkCells(cells, size);
  const bytes = new Uint8Array(Math.ceil(count / CELLS_PER_BYTE));
  for (let b = 0; b < bytes.length; b++) {
    let value = 0;
    for (let k = CELLS_PER_BYTE - 1; k >= 0; k--) {
      const index = b * CELLS_PER_BYTE + k;
      value = value * 3 + (index < count ? (cells[index] as number) : 0);
    }
    bytes[b] = value;
  }
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) text += BASE64URL[(chunk >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** Reads a packed position back into one value per cell. Throws `CodecError`. */
export function decodePosition(text: string, variant: Pick<Variant, 'size'> = GOMOKU): Uint8Array {
  if (typeof text !== 'string') throw new CodecError('not-text', -1, 'A position must be text.');
  const size = sizeOf(variant);
  const count = size * size;
  const byteCount = Math.ceil(count / CELLS_PER_BYTE);
  const expected = Math.ceil((byteCount * 8) / 6);
  if (text.length === 0) throw new CodecError('empty', 0, 'The position is empty.');
  if (text.length !== expected) throw new CodecError('wrong-length', Math.min(text.length, expected), `A ${size}×${size} position is ${expected} characters, got ${text.length}.`);
  const bytes = new Uint8Array(byteCount);
  let bits = 0;
  let buffer = 0;
  let b = 0;
  for (let i = 0; i < text.length; i++) {
    const value = BASE64URL.indexOf(text[i] as string);
    if (value < 0) throw new CodecError('bad-digit', i, `Bad character ${quote(text, i)} at position ${i + 1} of the position.`);
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (b < byteCount) bytes[b++] = (buffer >> bits) & 0xff;
    }
  }
  // Only one text encodes each position: the bits past the last byte must be zero.
  if ((buffer & ((1 << bits) - 1)) !== 0) throw new CodecError('bad-digit', text.length - 1, 'The position does not end as a packed position ends.');
  const cells = new Uint8Array(count);
  for (let i = 0; i < byteCount; i++) {
    let value = bytes[i] as number;
    if (value >= 243) throw new CodecError('out-of-range', Math.floor((i * 8) / 6), `The position's byte ${i} is not five cells.`);
    for (let k = 0; k < CELLS_PER_BYTE; k++) {
      const index = i * CELLS_PER_BYTE + k;
      const cell = value % 3;
      value = (value - cell) / 3;
      if (index < count) cells[index] = cell;
      else if (cell !== 0) throw new CodecError('out-of-range', text.length - 1, 'The position has stones beyond the board.');
    }
  }
  return cells;
}

/**
 * Checks a position given as one value per cell (0 empty, 1 black, 2 white) and returns its
 * cell count. Throws `CodecError`: `wrong-length` (not `size × size` cells, or not a list),
 * `bad-cell` (a value that is not 0, 1 or 2, a hole included).
 */
export function checkCells(cells: ArrayLike<number>, size: number): number {
  const count = size * size;
  const length: unknown = (cells as ArrayLike<number> | null | undefined)?.length;
  if (typeof cells !== 'object' || cells === null || length !== count) {
    throw new CodecError('wrong-length', typeof length === 'number' ? length : -1, `A ${size}×${size} position has ${count} cells, got ${typeof length === 'number' ? length : 'no list'}.`);
  }
  for (let index = 0; index < count; index++) {
    const cell = cells[index];
    if (cell !== 0 && cell !== 1 && cell !== 2) throw new CodecError('bad-cell', index, `Cell ${index} holds ${String(cell).slice(0, 20)}; cells are 0, 1 or 2.`);
  }
  return count;
}
