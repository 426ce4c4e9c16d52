import type { Color, Forbidden, Game, Variant } from '@gomoku/engine';

/** How an undo is granted: at once, or only after the opponent agrees. */
export type UndoPolicy = 'immediate' | 'consent';

/**
 * The whole status of a game, one value: the documents' one state variable (plus draw). Each is
 * a state of the chart: `playing.blackToMove` … `over.draw`.
 */
export type Status = 'blackToMove' | 'whiteToMove' | 'blackRequestsUndo' | 'whiteRequestsUndo' | 'blackWon' | 'whiteWon' | 'draw';

/** Every status, in the order the documents list them. */
export const STATUSES: readonly Status[] = Object.freeze(['blackToMove', 'whiteToMove', 'blackRequestsUndo', 'whiteRequestsUndo', 'blackWon', 'whiteWon', 'draw']);

/**
 * What the machine accepts. `by` is the side that acts; for `play` it may be left out on a
 * shared screen (the side to move plays). Anything else sent is refused with `unknown-event` or
 * `bad-event`.
 */
export type GomokuEvent =
  | { type: 'play'; point: number; by?: Color }
  | { type: 'undo'; by: Color }
  | { type: 'undo.accept'; by: Color }
  | { type: 'undo.decline'; by: Color }
  | { type: 'resign'; by: Color }
  | { type: 'restart' };

/**
 * Why an event was refused:
 * - `occupied`, `off-board`, `forbidden`, `game-over`: the engine's reasons for a move;
 * - `not-your-turn`: a `play` whose `by` is not the side to move;
 * - `awaiting-answer`: a move or an undo while an undo request waits for its answer;
 * - `nothing-to-undo`: the asker has no stone to take back;
 * - `not-allowed`: an answer with no request pending, or from the side that asked;
 * - `bad-event`: a known event with a missing or wrong field (`by` not a colour, `point` not a number);
 * - `unknown-event`: not an event of the machine.
 */
export type RejectionReason =
  | 'occupied'
  | 'off-board'
  | 'forbidden'
  | 'game-over'
  | 'not-your-turn'
  | 'awaiting-answer'
  | 'nothing-to-undo'
  | 'not-allowed'
  | 'bad-event'
  | 'unknown-event';

/**
 * The refused event as it was read: its type, and its `point` and `by` when they were a number
 * and a string. Only these are kept, so a hostile event stores nothing else.
 */
export interface RejectedEvent {
  readonly type: string;
  readonly point?: number;
  readonly by?: string;
}

/** The last refused event and why, so a UI can say why nothing happened. */
export interface Rejection {
  readonly event: RejectedEvent;
  readonly reason: RejectionReason;
  /** For `forbidden`: the shape Black's move would have made (the engine's word). Else null. */
  readonly forbidden: Forbidden | null;
}

/** How the game stands: the engine's verdict, or how it ended off the board (resignation). */
export interface MachineVerdict {
  readonly winner: Color | null;
  readonly reason: 'five' | 'forbidden' | 'resign' | 'draw' | null;
  readonly line: readonly number[];
}

/** Who plays: players have ids, and one of them is Black (kept apart from the moves). */
export interface Players {
  readonly black: string;
  readonly white: string;
}

/**
 * The machine's context. `game` is the engine's game for the record, carried from snapshot to
 * snapshot (never replayed per event, never changed in place); it is written as
 * `{ variant, moves }` in a persisted snapshot.
 */
export interface GomokuContext {
  readonly game: Game;
  readonly undo: UndoPolicy;
  /** How the game ended off the board (a resignation), or null: the board's verdict is the game's. */
  readonly ending: MachineVerdict | null;
  readonly rejection: Rejection | null;
  readonly players: Players | null;
  /** Why the input (a record, a variant, a snapshot) could not be used, or null. */
  readonly inputError: string | null;
}

/** What `createActor(gomokuMachine, { input })` takes. Everything is checked. */
export interface GomokuInput {
  /** Board and rule (default `GOMOKU`). */
  variant?: Variant;
  /** Undo at once, or after the opponent agrees (default `'consent'`). */
  undo?: UndoPolicy;
  /** A record to resume; checked by the engine. */
  moves?: readonly number[];
  /** The players' ids, kept apart from the moves. */
  players?: Players;
}
