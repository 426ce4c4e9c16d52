import { CodecError, colorOfMove, Game, GOMOKU, IllegalMoveError, type Color, type MoveProblem } from '@gomoku/engine';
import { eventProblem } from './events.ts';
import type { GomokuContext, GomokuEvent, GomokuInput, Players, RejectionReason, Status } from './types.ts';

/**
 * How many moves an undo by `by` takes back: `by`'s last stone and whatever followed it (1 or
 * 2), or 0 when `by` has no stone on the board. Whose stone index i is, is the engine's to say.
 */
export function takeBackCount(game: Game, by: Color): number {
  const { length } = game.moves;
  if (length === 0) return 0;
  if (colorOfMove(length - 1) === by) return 1;
  return length >= 2 ? 2 : 0;
}

/** Why the side to move may not play this `play` event, or null: its `by`, then the engine's check. */
export function moveProblem(context: GomokuContext, event: Extract<GomokuEvent, { type: 'play' }>): MoveProblem | { code: 'not-your-turn' } | null {
  const { game } = context;
  if (event.by !== undefined && event.by !== game.turn) return { code: 'not-your-turn' };
  return game.problemWith(event.point);
}

/**
 * Why the machine refuses `event` in `status`: the one place a refusal is explained. The chart's
 * guards accept exactly the events this returns null for (a property test holds them to it);
 * the machine calls it for every event no edge took, and `whyRefused` asks the machine.
 */
export function refusal(status: Status, context: GomokuContext, event: unknown): { reason: RejectionReason; forbidden: MoveProblem['forbidden'] } {
  const reason = (r: RejectionReason) => ({ reason: r, forbidden: null });
  const problem = eventProblem(event);
  if (problem) return reason(problem);
  const known = event as GomokuEvent;
  const over = status === 'blackWon' || status === 'whiteWon' || status === 'draw';
  const asking: Color | null = status === 'blackRequestsUndo' ? 'black' : status === 'whiteRequestsUndo' ? 'white' : null;
  switch (known.type) {
    case 'play': {
      if (over) return reason('game-over');
      if (asking) return reason('awaiting-answer');
      const refused = moveProblem(context, known);
      if (!refused) return reason('not-allowed');
      if (refused.code === 'bad-record') return reason('off-board');
      return { reason: refused.code, forbidden: 'forbidden' in refused ? refused.forbidden : null };
    }
    case 'undo':
      if (over) return reason('game-over');
      if (asking) return reason('awaiting-answer');
      return reason(takeBackCount(context.game, known.by) === 0 ? 'nothing-to-undo' : 'not-allowed');
    default:
      return reason(over ? 'game-over' : 'not-allowed');
  }
}

/** The players' ids from outside: two strings, or nothing. */
export function playersOf(value: unknown): Players | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { black, white } = value as Record<string, unknown>;
  return typeof black === 'string' && typeof white === 'string' && black.length <= 200 && white.length <= 200 ? { black, white } : undefined;
}

/** A sentence for an error from reading input, whatever was thrown. */
export function describeError(error: unknown): string {
  return error instanceof IllegalMoveError || error instanceof CodecError ? error.message : 'The game could not be read.';
}

/**
 * A fresh context from input, every field checked: an illegal record, variant or players starts
 * an empty standard game instead, and `inputError` says why. Input never throws.
 */
export function initialContext(input: GomokuInput | undefined): GomokuContext {
  const players = playersOf(input?.players);
  const base = {
    undo: input?.undo === 'immediate' ? ('immediate' as const) : ('consent' as const),
    ending: null,
    rejection: null,
    players: players ?? null,
  };
  try {
    const game = new Game({ variant: input?.variant ?? GOMOKU, moves: input?.moves ?? [] });
    return { ...base, game, inputError: players === undefined ? 'The players must be two ids (text).' : null };
  } catch (error) {
    let game: Game;
    try {
      game = new Game({ variant: input?.variant ?? GOMOKU });
    } catch {
      game = new Game();
    }
    return { ...base, game, inputError: describeError(error) };
  }
}
