import { CodecError, IllegalMoveError, type CodecErrorCode, type IllegalMoveCode, type MoveProblem } from './errors.ts';
import { Game } from './game.ts';
import { GOMOKU, type Color, type Forbidden, type Point, type Variant } from './types.ts';
import { validateVariant } from './variant.ts';

/**
 * What `judge` says about a record, told apart by `kind`:
 * - `win`, `reason: 'five'`: the last move made a winning row; `line` is the whole run through it,
 *   in order along the line (as in `Verdict`).
 * - `win`, `reason: 'forbidden'`: renju, Black's last move at `point` was `forbidden`; White wins
 *   and `line` is empty.
 * - `draw`: a full board with no row. `ongoing`: nobody yet; `toMove` plays next.
 * - `illegal`: no legal game is this record: the `MoveProblem` of its first bad move at `index`
 *   (`off-board`, `occupied`, `game-over`, or `bad-record` for a value that is no dense list).
 * - `bad-variant`: a variant the engine cannot play, with `CodecError`'s code (`bad-size`, `bad-variant`).
 */
export type Judgement =
  | { readonly kind: 'win'; readonly winner: Color; readonly reason: 'five'; readonly line: readonly Point[] }
  | {
      readonly kind: 'win';
      readonly winner: 'white';
      readonly reason: 'forbidden';
      readonly forbidden: Forbidden;
      readonly point: Point;
      readonly line: readonly Point[];
    }
  | { readonly kind: 'draw' }
  | { readonly kind: 'ongoing'; readonly toMove: Color }
  | (Omit<MoveProblem, 'code' | 'forbidden'> & {
      readonly kind: 'illegal';
      readonly code: Exclude<IllegalMoveCode, 'forbidden'>;
      readonly forbidden: null;
      /** The bad move's place in the record. */
      readonly index: number;
    })
  | { readonly kind: 'bad-variant'; readonly code: Extract<CodecErrorCode, 'bad-size' | 'bad-variant'>; readonly message: string };

type Illegal = Extract<Judgement, { kind: 'illegal' }>;

const illegal = (code: Illegal['code'], index: number, point: number, message: string): Judgement =>
  Object.freeze({ kind: 'illegal', code, index, point, message, forbidden: null });

/**
 * Who has won the game `record` (Black's points at indexes 0, 2, 4…) under `variant` (default
 * `GOMOKU`): the record replayed through `Game`, so the verdict is `Game`'s, except that a
 * forbidden renju move by Black, which `Game` refuses, ends the game as a win for White. Never
 * throws: a record no legal game has, or a value that is no record or no variant (a hole, NaN,
 * a string, a getter that throws, a Proxy, an array-like), gives `illegal` or `bad-variant`.
 * Linear in the record; the result is frozen.
 *
 * ```ts
 * judge([0, 1, 15, 16, 30, 31, 45, 46, 60]); // { kind: 'win', winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] }
 * ```
 */
export function judge(record: readonly Point[], variant: Variant = GOMOKU): Judgement {
  let rules: Variant;
  try {
    rules = validateVariant(plainVariant(variant));
  } catch (error) {
    if (error instanceof CodecError) return Object.freeze({ kind: 'bad-variant', code: error.code === 'bad-size' ? 'bad-size' : 'bad-variant', message: error.message });
    throw error;
  }
  // A record longer than the board is refused before it is copied.
  const moves = plainRecord(record, rules.size * rules.size);
  if (!Array.isArray(moves)) return moves;
  let game: Game;
  try {
    // Game checks every entry: a value that is no point of the board is `off-board`.
    game = new Game({ variant: rules, moves: moves as readonly number[] });
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    const { code, index, point, forbidden, message } = error;
    if (code !== 'forbidden') return illegal(code, index, point, message);
    if (index < moves.length - 1) {
      const next = moves[index + 1];
      return illegal('game-over', index + 1, typeof next === 'number' ? next : NaN, `Move ${index + 2}: The game is over: White has won (Black's move ${index + 1} was forbidden).`);
    }
    return Object.freeze({ kind: 'win', winner: 'white', reason: 'forbidden', forbidden: forbidden as Forbidden, point: point | 0, line: Object.freeze([]) });
  }
  const { winner, reason, line } = game.verdict;
  if (winner) return Object.freeze({ kind: 'win', winner, reason: 'five', line });
  return Object.freeze(reason === 'draw' ? { kind: 'draw' } : { kind: 'ongoing', toMove: game.turn });
}

/**
 * The variant's fields read once into a plain object (a getter or a Proxy is asked once), or the
 * value itself when it is no object, for `Game` to refuse. A field that cannot be read is undefined.
 */
function plainVariant(variant: unknown): Variant {
  if (typeof variant !== 'object' || variant === null) return variant as Variant;
  const read = (key: keyof Variant): unknown => {
    try {
      return (variant as Record<string, unknown>)[key];
    } catch {
      return undefined;
    }
  };
  return { size: read('size'), winLength: read('winLength'), rule: read('rule') } as Variant;
}

/**
 * The record copied into a plain dense array, each entry read once, or `illegal` (`bad-record`)
 * for what is no list (an array-like is not one), a list longer than the board, a hole, or an
 * entry that cannot be read. The entries are `Game`'s to check.
 */
function plainRecord(record: unknown, points: number): unknown[] | Judgement {
  let index = 0;
  try {
    if (!Array.isArray(record)) return illegal('bad-record', 0, NaN, 'A game record must be a list of points.');
    const length: unknown = record.length; // a Proxy's length may be anything
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) return illegal('bad-record', 0, NaN, 'A game record must be a list of points.');
    if (length > points) return illegal('bad-record', points, NaN, `A record on this board has at most ${points} moves, got ${length}.`);
    const copy = new Array<unknown>(length);
    for (; index < length; index++) {
      if (!(index in record)) return illegal('bad-record', index, NaN, `Move ${index + 1} is missing from the record.`);
      copy[index] = record[index];
    }
    return copy;
  } catch {
    return illegal('bad-record', index, NaN, `Move ${index + 1} of the record could not be read.`);
  }
}
