import type { Color, Variant } from '@gomoku/engine';
import type { SnapshotFrom } from 'xstate';
import type { gomokuMachine } from './machine.ts';
import { refusal, statusOf, turnOf } from './rules.ts';
import type { GomokuEvent, MachineVerdict, Players, Rejection, RejectionReason, Status } from './types.ts';

/** A snapshot of the game machine. */
export type GomokuSnapshot = SnapshotFrom<typeof gomokuMachine>;

/** The game's status: whose move, a pending undo request, or how it ended. */
export function selectStatus(snapshot: GomokuSnapshot): Status {
  return statusOf(snapshot.context);
}

/** The record so far: Black's moves at even indexes. */
export function selectMoves(snapshot: GomokuSnapshot): readonly number[] {
  return snapshot.context.moves;
}

/** The side whose stone comes next (also while an undo request waits). */
export function selectTurn(snapshot: GomokuSnapshot): Color {
  return turnOf(snapshot.context.moves);
}

/** The last point played, or null on an empty board. */
export function selectLastMove(snapshot: GomokuSnapshot): number | null {
  const { moves } = snapshot.context;
  return moves.length ? (moves[moves.length - 1] as number) : null;
}

/** Who won and how (five, forbidden, resign, draw), with the winning line. */
export function selectVerdict(snapshot: GomokuSnapshot): MachineVerdict {
  return snapshot.context.verdict;
}

/** The last refused event and why, or null after an accepted one. */
export function selectRejection(snapshot: GomokuSnapshot): Rejection | null {
  return snapshot.context.rejection;
}

/** The side asking to take back moves, or null. */
export function selectUndoRequest(snapshot: GomokuSnapshot): Color | null {
  return snapshot.context.undoRequest;
}

/** The variant the game is played with. */
export function selectVariant(snapshot: GomokuSnapshot): Variant {
  return snapshot.context.variant;
}

/** The players' ids, if the game was given them. */
export function selectPlayers(snapshot: GomokuSnapshot): Players | null {
  return snapshot.context.players;
}

/** Why the machine's input could not be used (the game then started empty), or null. */
export function selectInputError(snapshot: GomokuSnapshot): string | null {
  return snapshot.context.inputError;
}

/**
 * Why the machine would refuse `event` now, or null if it would accept it: for enabling
 * buttons. It is the same check the machine makes.
 */
export function whyRefused(snapshot: GomokuSnapshot, event: GomokuEvent): RejectionReason | null {
  return refusal(snapshot.context, statusOf(snapshot.context), event);
}
