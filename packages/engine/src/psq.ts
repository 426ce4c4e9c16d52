import { CodecError } from './errors.ts';
import { checkRecord, checkText, MoveCollector, variantOf } from './record-text.ts';
import { GOMOKU, type GameRecord, type Variant } from './types.ts';
import { MAX_SIZE, MIN_SIZE } from './variant.ts';

/**
 * The header line, `Piskvorky 20x20, 11:11, 0`, after any spaces or byte-order mark: width and
 * height, then what Piskvork sets its players up with (each one's engine level, 0 for a human;
 * which of them moved first), which a record does not hold.
 */
const HEADER = /\s*Piskvorky[ \t]+(\d+)x(\d+)[^\r\n]*/diy;
/**
 * One move on its own line: `x,y,time`, column and row from the top left counted from 1, then
 * any number of further numbers (the time in ms, absent in some files). Blank lines before it
 * are skipped, as Piskvork does. Every repeated part starts with a comma, so a match is linear
 * whatever the line.
 */
const MOVE = /\s+(-?\d+)[ \t]*,[ \t]*(-?\d+)[ \t]*(?:,[ \t]*-?\d+[ \t]*)*(?=\r?\n|$)/dy;
/** The space before a line that starts like a move but is none: a file cut short or damaged, not a trailing line. */
const BROKEN_MOVE = /\s+(?=-?\d+[ \t]*,)/y;

/**
 * A record as a Piskvork / Gomocup `.psq` file: the header `Piskvorky 15x15, 0:0, 0` (two human
 * players, so Piskvork opening it starts no engine), then one line `x,y,0` per move (column and row
 * from the top left, from 1; no time), with Windows line ends as Piskvork writes them. The file
 * holds no rule, result or names. Throws `CodecError` like `encodeMoves`, and `bad-variant` for a
 * record whose variant the engine cannot play.
 */
export function encodePsq(record: GameRecord): string {
  const { size } = checkRecord(record);
  let text = `Piskvorky ${size}x${size}, 0:0, 0\r\n`;
  for (const point of record.moves) text += `${(point % size) + 1},${Math.floor(point / size) + 1},0\r\n`;
  return text;
}

/**
 * Reads a Piskvork / Gomocup `.psq` file: the board size from the header, then the moves, one
 * `x,y,time` line each, up to the first line that is no move (engine names, `-1` and other
 * trailing lines are skipped). Either line end (`\r\n`, `\n`). The rule and win length come
 * from `variant`. Throws `CodecError` with the index of the offending text: `bad-syntax` (no
 * header, or a line cut off inside a move), `bad-size` (a board that is not square or not 3 to
 * 26), `out-of-range`, `repeated-point`, `bad-variant`; and `not-text`, `too-long`.
 */
export function decodePsq(text: string, variant: Variant = GOMOKU): GameRecord {
  checkText(text, 'A .psq file');
  HEADER.lastIndex = 0;
  const header = HEADER.exec(text);
  if (!header) throw new CodecError('bad-syntax', 0, 'A .psq file starts with a line like “Piskvorky 15x15, 11:11, 0”.');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const at = header.indices![1]![0];
  if (width !== height) throw new CodecError('bad-size', at, `The board is ${width}×${height}: the engine plays square boards.`);
  if (!(width >= MIN_SIZE && width <= MAX_SIZE)) throw new CodecError('bad-size', at, `The board is ${width}×${width}: the engine plays ${MIN_SIZE}×${MIN_SIZE} to ${MAX_SIZE}×${MAX_SIZE}.`);
  const moves = new MoveCollector(width);
  // A failed sticky match resets lastIndex, so where the moves end is kept here.
  let end = (MOVE.lastIndex = HEADER.lastIndex);
  for (let move = MOVE.exec(text); move; move = MOVE.exec(text)) {
    moves.add(Number(move[1]) - 1, Number(move[2]) - 1, move.indices![1]![0], move[0].trim());
    end = MOVE.lastIndex;
  }
  BROKEN_MOVE.lastIndex = end;
  if (BROKEN_MOVE.test(text)) {
    throw new CodecError('bad-syntax', BROKEN_MOVE.lastIndex, 'A line starts like a move but is not one like “8,8,0”: is the file cut short?');
  }
  return { variant: variantOf(variant, { size: width }), moves: moves.moves };
}
