/** The sides of the game, as data: Black always moves first. */
export const COLORS = Object.freeze(['black', 'white'] as const);

/** A side in the game: one of `COLORS`. */
export type Color = (typeof COLORS)[number];

/**
 * The rules, as data: how a row of stones wins.
 * - `freestyle`: five or more in a row wins.
 * - `standard`: exactly five wins; an overline (six or more) does not.
 * - `renju`: White wins with five or more; Black wins only with exactly five and may not
 *   play a double-three, a double-four or an overline.
 */
export const RULES = Object.freeze(['freestyle', 'standard', 'renju'] as const);

/** How a row of stones wins: one of `RULES`. */
export type Rule = (typeof RULES)[number];

/** The board and the rule a game is played with. */
export interface Variant {
  /** Board side, 3 to 26 (the link format allows up to 36). */
  readonly size: number;
  /** How many stones in a row win (5 for Gomoku, 3 for tic-tac-toe). */
  readonly winLength: number;
  /** Which rows count as a win and which moves Black may not play. */
  readonly rule: Rule;
}

/** A point on the board: `row * size + col`, row 0 at the top, col 0 at the left. */
export type Point = number;

/** The shapes renju forbids to Black, as data. */
export const FORBIDDEN_SHAPES = Object.freeze(['double-three', 'double-four', 'overline'] as const);

/** Why a renju move is forbidden to Black: one of `FORBIDDEN_SHAPES`. */
export type Forbidden = (typeof FORBIDDEN_SHAPES)[number];

/**
 * The judge's answer about a game record, deeply immutable (the engine freezes the ones it
 * shares). `line` holds every cell of the winning run through the last move, in order along the
 * line; it is empty when nobody has made a row.
 */
export interface Verdict {
  readonly winner: Color | null;
  /** `five`: a winning row; `draw`: a full board. (A game never holds a forbidden move: `Game` refuses it.) */
  readonly reason: 'five' | 'draw' | null;
  readonly line: readonly Point[];
}

/** Standard Gomoku: 15×15, five or more in a row wins. */
export const GOMOKU: Variant = Object.freeze({ size: 15, winLength: 5, rule: 'freestyle' });
/** Renju: 15×15, five in a row, with Black's forbidden moves. */
export const RENJU: Variant = Object.freeze({ size: 15, winLength: 5, rule: 'renju' });
/** Tic-tac-toe: 3×3, three in a row. */
export const TIC_TAC_TOE: Variant = Object.freeze({ size: 3, winLength: 3, rule: 'freestyle' });

/** How a game ended, as a record file states it. */
export interface GameResult {
  /** The side that won, or null for a draw. */
  readonly winner: Color | null;
  /** How, when the file says more than who won. */
  readonly reason?: 'resign' | 'time' | 'forfeit';
}

/**
 * A game as a record file holds it: the variant, the points played (Black's at even indexes)
 * and, where the file states them, the result and the players' names. Decoding checks only that
 * every point is on the board and played once; `new Game(record)` checks the rest.
 */
export interface GameRecord {
  /** The board and rule: what the file states, the reader's `variant` argument for the rest. */
  readonly variant: Variant;
  /** The points played, in order. */
  readonly moves: readonly Point[];
  /** How the game ended, when the file says (SGF `RE`). */
  readonly result?: GameResult;
  /** The players' names, when the file gives them (SGF `PB`, `PW`). */
  readonly players?: { readonly black?: string; readonly white?: string };
}

/**
 * The record formats `readRecord` tells apart: `link` (`decodeMoves`), `moves` (a RIF move list,
 * `decodeMoveList`), `psq` (Piskvork / Gomocup, `decodePsq`), `sgf` (SGF `GM[4]`, `decodeSgf`).
 */
export type RecordFormat = 'link' | 'moves' | 'psq' | 'sgf';
