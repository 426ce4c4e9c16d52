import type { Color, Variant } from '@gomoku/engine';

/** How an undo is granted: at once, or only after the opponent agrees. */
export type UndoPolicy = 'immediate' | 'consent';

/** The whole status of a game, one value (the documents' one state variable, plus draw). */
export type Status = 'blackToMove' | 'whiteToMove' | 'blackRequestsUndo' | 'whiteRequestsUndo' | 'blackWon' | 'whiteWon' | 'draw';

/** Every status, in the order the documents list them. */
export const STATUSES: readonly Status[] = ['blackToMove', 'whiteToMove', 'blackRequestsUndo', 'whiteRequestsUndo', 'blackWon', 'whiteWon', 'draw'];

/** What the machine accepts. */
export type GomokuEvent =
  | { type: 'play'; point: number; by?: Color }
  | { type: 'undo'; by: Color }
  | { type: 'undo.accept'; by: Color }
  | { type: 'undo.decline'; by: Color }
  | { type: 'resign'; by: Color }
  | { type: 'restart' };

/** Why an event was refused. */
export type RejectionReason = 'occupied' | 'off-board' | 'forbidden' | 'not-your-turn' | 'game-over' | 'nothing-to-undo' | 'not-allowed';

/** The last refused event and why, so a UI can say why nothing happened. */
export interface Rejection {
  readonly event: GomokuEvent;
  readonly reason: RejectionReason;
}

/** How the game stands: the engine's verdict plus resignation. */
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

/** The machine's context: plain JSON, so a persisted snapshot survives a reload. */
export interface GomokuContext {
  readonly variant: Variant;
  readonly undo: UndoPolicy;
  readonly moves: readonly number[];
  readonly verdict: MachineVerdict;
  /** The side asking to take back moves, while the opponent has not answered. */
  readonly undoRequest: Color | null;
  readonly rejection: Rejection | null;
  readonly players: Players | null;
  /** Why the input could not be used (the game then starts empty), or null. */
  readonly inputError: string | null;
}

/** What `createActor(gomokuMachine, { input })` takes. */
export interface GomokuInput {
  variant?: Variant;
  undo?: UndoPolicy;
  /** A record to resume; it is checked with the engine. */
  moves?: readonly number[];
  players?: Players;
}
