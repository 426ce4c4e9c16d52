import { CodecError, Game, GOMOKU, IllegalMoveError, otherColor, validateVariant, type Color } from '@gomoku/engine';
import type { GomokuContext, GomokuEvent, GomokuInput, MachineVerdict, RejectionReason, Status } from './types.ts';

/**
 * The engine's game for a context's record, kept per record array: contexts never mutate their
 * `moves`, so a record's game is built once, and a move carries it on to the next record
 * instead of replaying the game for every event.
 */
const games = new WeakMap<readonly number[], Game>();

function gameOf(context: GomokuContext): Game {
  let game = games.get(context.moves);
  if (!game) {
    game = new Game({ variant: context.variant, moves: context.moves });
    games.set(context.moves, game);
  }
  return game;
}

/** Nobody has won yet. */
export const NO_VERDICT: MachineVerdict = { winner: null, reason: null, line: [] };

/** The side to move in a record. */
export function turnOf(moves: readonly number[]): Color {
  return moves.length % 2 === 0 ? 'black' : 'white';
}

/** The status the context stands for: the chart's one state variable, derived. */
export function statusOf(context: GomokuContext): Status {
  const { verdict, undoRequest, moves } = context;
  if (verdict.winner) return `${verdict.winner}Won`;
  if (verdict.reason === 'draw') return 'draw';
  if (undoRequest) return `${undoRequest}RequestsUndo`;
  return `${turnOf(moves)}ToMove`;
}

/** The record without `by`'s last stone and everything after it, or null if `by` has none. */
export function takeBack(moves: readonly number[], by: Color): number[] | null {
  const parity = by === 'black' ? 0 : 1;
  let last = moves.length - 1;
  if ((last - parity) % 2 !== 0) last--;
  return last >= 0 ? moves.slice(0, last) : null;
}

/**
 * Why the machine would refuse `event` in `status`, or null when it accepts it. The machine's
 * guards and the UI's enabled buttons both ask this, so they can never disagree.
 */
export function refusal(context: GomokuContext, status: Status, event: GomokuEvent): RejectionReason | null {
  if (event.type === 'restart') return null;
  if (status === 'blackWon' || status === 'whiteWon' || status === 'draw') return 'game-over';
  const pending = context.undoRequest;
  switch (event.type) {
    case 'resign':
      return null;
    case 'play': {
      if (pending) return 'not-allowed';
      if (event.by && event.by !== turnOf(context.moves)) return 'not-your-turn';
      const game = gameOf(context);
      try {
        game.play(event.point);
        game.undo();
        return null;
      } catch (error) {
        if (error instanceof IllegalMoveError) return error.code === 'bad-record' ? 'off-board' : error.code;
        throw error;
      }
    }
    case 'undo':
      if (pending) return 'not-allowed';
      return takeBack(context.moves, event.by) ? null : 'nothing-to-undo';
    case 'undo.accept':
    case 'undo.decline':
      // Only the requester's opponent answers.
      return pending && event.by === otherColor(pending) ? null : 'not-allowed';
  }
}

/** Plays `point` (known to be legal): the new record and its verdict. */
export function played(context: GomokuContext, point: number): { moves: number[]; verdict: MachineVerdict } {
  const game = gameOf(context);
  const verdict = game.play(point);
  const moves = [...context.moves, point];
  // The game now stands for the new record, not the old one.
  games.delete(context.moves);
  games.set(moves, game);
  return { moves, verdict };
}

/** A fresh context from input, checked with the engine; bad input starts an empty game and says why. */
export function initialContext(input: GomokuInput): GomokuContext {
  const base = {
    undo: input?.undo === 'immediate' ? ('immediate' as const) : ('consent' as const),
    undoRequest: null,
    rejection: null,
    players: input?.players ? { black: String(input.players.black), white: String(input.players.white) } : null,
  };
  try {
    const variant = { ...validateVariant(input?.variant ?? GOMOKU) };
    try {
      const game = new Game({ variant, moves: input?.moves ?? [] });
      return { ...base, variant, moves: [...game.moves], verdict: game.verdict, inputError: null };
    } catch (error) {
      return { ...base, variant, moves: [], verdict: NO_VERDICT, inputError: describe(error) };
    }
  } catch (error) {
    return { ...base, variant: { ...GOMOKU }, moves: [], verdict: NO_VERDICT, inputError: describe(error) };
  }
}

function describe(error: unknown): string {
  return error instanceof IllegalMoveError || error instanceof CodecError ? error.message : 'The game could not be read.';
}
