import type { Color, Forbidden, Game, Variant } from '@gomoku/engine';

/** How an undo is granted: at once, or only after the opponent agrees. */
export type UndoPolicy = 'immediate' | 'consent';

/**
 * How a game opens:
 * - `free`: Black opens anywhere (the default).
 * - `centre`: Black's first stone must be the centre point.
 * - `swap`: `first` places three stones (Black, White, Black); `second` chooses a colour.
 * - `swap2`: as `swap`, but `second` may instead place two more stones (White, Black), and then
 *   `first` chooses the colour.
 */
export type OpeningRule = 'free' | 'centre' | 'swap' | 'swap2';

/** A player of the game, apart from the colour: `first` opens, `second` answers. */
export type Seat = 'first' | 'second';

/** Who acts in an event: a colour, or a seat (a seat works before the colours are chosen too). */
export type Actor = Color | Seat;

/**
 * The whole status of a game, one value: the documents' one state variable, with the opening,
 * draw offers and the draw. Each is a state of the chart (see `STATUS_PATHS`).
 */
export type Status =
  | 'placing'
  | 'choosing'
  | 'extending'
  | 'finalChoice'
  | 'blackToMove'
  | 'whiteToMove'
  | 'blackRequestsUndo'
  | 'whiteRequestsUndo'
  | 'blackOffersDraw'
  | 'whiteOffersDraw'
  | 'blackWon'
  | 'whiteWon'
  | 'draw';

/** Where each status is in the chart. */
export const STATUS_PATHS: Readonly<Record<Status, string>> = Object.freeze({
  placing: 'playing.opening.placing',
  choosing: 'playing.opening.choosing',
  extending: 'playing.opening.extending',
  finalChoice: 'playing.opening.finalChoice',
  blackToMove: 'playing.blackToMove',
  whiteToMove: 'playing.whiteToMove',
  blackRequestsUndo: 'playing.blackRequestsUndo',
  whiteRequestsUndo: 'playing.whiteRequestsUndo',
  blackOffersDraw: 'playing.blackOffersDraw',
  whiteOffersDraw: 'playing.whiteOffersDraw',
  blackWon: 'over.blackWon',
  whiteWon: 'over.whiteWon',
  draw: 'over.draw',
});

/** Every status: the opening's, the documents' seven, and the draw offers. */
export const STATUSES: readonly Status[] = Object.freeze(Object.keys(STATUS_PATHS) as Status[]);

/**
 * What the machine accepts. `by` is who acts, as a colour or a seat; for `play` it may be left out
 * on a shared screen (whoever is to act plays). Anything else sent is refused with
 * `unknown-event` or `bad-event`.
 */
export type GomokuEvent =
  | { type: 'play'; point: number; by?: Actor }
  | { type: 'undo'; by: Actor }
  | { type: 'undo.accept'; by: Actor }
  | { type: 'undo.decline'; by: Actor }
  | { type: 'resign'; by: Actor }
  | { type: 'draw.offer'; by: Actor }
  | { type: 'draw.accept'; by: Actor }
  | { type: 'draw.decline'; by: Actor }
  | { type: 'opening.choose'; color: Color; by?: Actor }
  | { type: 'opening.extend'; by?: Actor }
  | { type: 'restart' }
  | { type: 'rematch' };

/**
 * Why an event was refused:
 * - `occupied`, `off-board`, `forbidden`, `game-over`: the engine's reasons for a move;
 * - `not-centre`: under the `centre` opening, a first stone off the centre;
 * - `not-your-turn`: an event by a player who is not the one to act;
 * - `awaiting-answer`: a move, undo or offer while an undo request or a draw offer waits;
 * - `nothing-to-undo`: the asker has no stone to take back;
 * - `not-allowed`: an answer with nothing pending or from the asker; a choice outside the
 *   opening; an undo of an opening stone the opponent has answered;
 * - `not-over`: a rematch before the game is over;
 * - `bad-event`: a known event with a missing or wrong field (`by` not a colour or seat, `point`
 *   not a number, `color` not a colour);
 * - `unknown-event`: not an event of the machine.
 */
export type RejectionReason =
  | 'occupied'
  | 'off-board'
  | 'forbidden'
  | 'game-over'
  | 'not-centre'
  | 'not-your-turn'
  | 'awaiting-answer'
  | 'nothing-to-undo'
  | 'not-allowed'
  | 'not-over'
  | 'bad-event'
  | 'unknown-event';

/**
 * The refused event as it was read: its type, and its `point`, `by` and `color` when they were a
 * number and strings. Only these are kept, so a hostile event stores nothing else.
 */
export interface RejectedEvent {
  readonly type: string;
  readonly point?: number;
  readonly by?: string;
  readonly color?: string;
}

/** The last refused event and why, so a UI can say why nothing happened. */
export interface Rejection {
  readonly event: RejectedEvent;
  readonly reason: RejectionReason;
  /** For `forbidden`: the shape Black's move would have made (the engine's word). Else null. */
  readonly forbidden: Forbidden | null;
}

/**
 * How the game stands: the engine's verdict, or how it ended off the board: a resignation, a
 * flag fall (`time`), or a draw both players agreed (`agreed`).
 */
export interface MachineVerdict {
  readonly winner: Color | null;
  readonly reason: 'five' | 'forbidden' | 'resign' | 'time' | 'agreed' | 'draw' | null;
  readonly line: readonly number[];
}

/** Players' ids by colour (kept apart from the moves). */
export interface Players {
  readonly black: string;
  readonly white: string;
}

/** Each seat's colour, once the opening has decided it. */
export interface SeatColors {
  readonly first: Color;
  readonly second: Color;
}

/** A Fischer time control: each player starts with `initialMs`, and gains `incrementMs` a move. */
export interface TimeControl {
  readonly initialMs: number;
  readonly incrementMs: number;
}

/**
 * The clocks: each seat's remaining time, and which one runs since when (on the actor's clock,
 * in ms). `running` is null while no one is to act (a request or offer waits, or the game is
 * over). A persisted snapshot keeps all of it, so a restore charges the time that passed.
 */
export interface ClockState extends TimeControl {
  readonly remaining: { readonly first: number; readonly second: number };
  readonly running: Seat | null;
  readonly startedAt: number;
}

/**
 * The machine's context. `game` is the engine's game for the record, carried from snapshot to
 * snapshot (never replayed per event, never changed in place); it is written as
 * `{ variant, moves }` in a persisted snapshot.
 */
export interface GomokuContext {
  readonly game: Game;
  readonly undo: UndoPolicy;
  readonly opening: OpeningRule;
  /** The seats' colours; null while a swap opening has not decided them. */
  readonly colors: SeatColors | null;
  /** How many stones the opening placed: both players accepted them, so no undo takes them back. */
  readonly openedWith: number;
  /** How the game ended off the board (resignation, time, agreement), or null. */
  readonly ending: MachineVerdict | null;
  readonly clock: ClockState | null;
  readonly rejection: Rejection | null;
  /** The players' ids by seat. */
  readonly seats: { readonly first: string; readonly second: string } | null;
  /** Why the input (a record, a variant, a snapshot) could not be used, or null. */
  readonly inputError: string | null;
}

/** What `createActor(gomokuMachine, { input })` takes. Everything is checked. */
export interface GomokuInput {
  /** Board and rule (default `GOMOKU`). */
  variant?: Variant;
  /** Undo at once, or after the opponent agrees (default `'consent'`). */
  undo?: UndoPolicy;
  /** How the game opens (default `'free'`). Swap openings need five or more in a row. */
  opening?: OpeningRule;
  /** A Fischer clock (default none): 1 s to 10 h each, an increment up to 10 min. */
  clock?: TimeControl;
  /**
   * A record to resume; checked by the engine. Under a swap opening, a non-empty record resumes
   * a game whose opening is done, with `first` as Black.
   */
  moves?: readonly number[];
  /** The players' ids by colour: `black` is the `first` seat's, `white` the `second`'s. */
  players?: Players;
}
