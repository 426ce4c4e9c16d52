import { colorOfMove, type Color, type Forbidden, type Game, type MoveProblem, type Variant } from '@gomoku/engine';
import { eventProblem } from './events.ts';
import type { GameState } from './game-state.ts';
import { colorOf, seatOf } from './seats.ts';
import { openingActor, openingStatus, PLACED, statusOf } from './status.ts';
import type { GomokuContext, GomokuEvent } from './types.ts';
import type { RejectionReason, Seat } from './vocabulary.ts';

/** The centre point, where the `centre` opening's first stone goes. */
export const centreOf = ({ size }: Variant) => Math.floor(size / 2) * (size + 1);

/**
 * How many moves an undo by `by` takes back: `by`'s last stone and whatever followed it (1 or
 * 2), or 0 when `by` has no stone to take back (none on the board, or only the opening's, which
 * both players have accepted). Whose stone index i is, is the engine's to say.
 */
export function takeBackCount(state: GameState, by: Color): number {
  const { length } = state.moves;
  const count = length === 0 ? 0 : colorOfMove(length - 1) === by ? 1 : length >= 2 ? 2 : 0;
  return count > 0 && length - count >= state.opening.stones ? count : 0;
}

/** Why `point` may not be played by `seat` (the one to act) in this game, or null: the event's `by`, the centre rule, then the engine. */
function moveProblem(state: GameState, game: Game, point: number, by: GomokuEvent['by'], seat: Seat): MoveProblem | { code: 'not-your-turn' | 'not-centre' } | null {
  if (by !== undefined && seatOf(state, by) !== seat) return { code: 'not-your-turn' };
  const problem = game.problemWith(point);
  if (problem) return problem;
  return state.settings.opening === 'centre' && game.moves.length === 0 && point !== centreOf(game.variant) ? { code: 'not-centre' } : null;
}

/** Why an event is refused, and for a forbidden renju move the shape it would have made. */
export interface Problem {
  readonly reason: RejectionReason;
  readonly forbidden: Forbidden | null;
}

const problem = (reason: RejectionReason): Problem => ({ reason, forbidden: null });

/** A move's problem as a refusal: the engine's code, a point off the board as `off-board`. */
function moveRefusal(refused: ReturnType<typeof moveProblem>): Problem | null {
  if (!refused) return null;
  if (refused.code === 'bad-record') return problem('off-board');
  return { reason: refused.code, forbidden: 'forbidden' in refused ? (refused.forbidden ?? null) : null };
}

/** The events a side's turn takes; sent while an answer is awaited, they wait for the answer. */
const TURN_EVENTS: ReadonlySet<string> = new Set(['play', 'undo', 'draw.offer', 'restart.offer']);

/**
 * Why the machine refuses `event` in this game, or null if it takes it: the one place a refusal
 * is decided. The chart's guards ask it (an edge is taken only where it says null) and the
 * catch-all records what it says; the status it reads is `statusOf` the context, where the chart
 * rests. Never throws.
 */
export function problemOf(context: GomokuContext, event: unknown): Problem | null {
  const malformed = eventProblem(event);
  if (malformed) return problem(malformed);
  const known = event as GomokuEvent;
  const { state, game } = context;
  const { type } = known;
  if (type === 'restart') return null;
  const by = known.by === undefined ? null : colorOf(state, known.by);
  const { ending, pending } = state;
  // An answer is the other side's, to what it answers.
  const answers = (kind: string) => pending?.kind === kind && by !== null && by !== pending.by;
  if (type.startsWith('rematch')) {
    if (!ending) return problem('not-over');
    if (type === 'rematch') return null;
    if (type === 'rematch.offer') return pending ? problem('awaiting-answer') : null;
    return answers('rematch') ? null : problem('not-allowed');
  }
  if (ending) {
    // Under `immediate`, a game ended on the board may be taken back (not one resigned, flagged or agreed).
    const onBoard = ending.reason === 'five' || ending.reason === 'draw';
    return type === 'undo' && onBoard && !pending && state.settings.undo === 'immediate' && takeBackCount(state, by as Color) > 0 ? null : problem('game-over');
  }
  if (type === 'resign') return null;
  if (type.endsWith('.accept') || type.endsWith('.decline')) return answers(type.slice(0, type.indexOf('.'))) ? null : problem('not-allowed');
  if (pending && TURN_EVENTS.has(type)) return problem('awaiting-answer');
  const opening = openingStatus(state, game.moves.length);
  if (opening) {
    const seat = openingActor(opening);
    const mine = by === null || seatOf(state, known.by ?? seat) === seat;
    const placing = opening === 'placing' || opening === 'extending';
    switch (type) {
      case 'play':
        return placing ? moveRefusal(moveProblem(state, game, known.point, known.by, seat)) : problem('not-allowed');
      case 'undo':
        if (!game.moves.length) return problem('nothing-to-undo');
        return placing && mine && game.moves.length > (opening === 'extending' ? PLACED : 0) ? null : problem('not-allowed');
      case 'opening.choose':
        return placing ? problem('not-allowed') : mine ? null : problem('not-your-turn');
      case 'opening.extend':
        // While a colour is chosen, the other seat's extension is not its to make, whether or not the chooser may extend.
        if (placing) return problem('not-allowed');
        if (!mine) return problem('not-your-turn');
        return opening === 'choosing' && state.settings.opening === 'swap2' ? null : problem('not-allowed');
      default:
        return problem('not-allowed');
    }
  }
  switch (type) {
    case 'play':
      return moveRefusal(moveProblem(state, game, known.point, known.by, seatOf(state, game.turn)));
    case 'undo':
      return takeBackCount(state, by as Color) > 0 ? null : problem('nothing-to-undo');
    case 'draw.offer':
    case 'restart.offer':
      return null;
    default:
      return problem('not-allowed');
  }
}

/** The side a well-formed event is by (its `by` as a colour), or the side to move for one that names no one. */
export const sideOf = (context: GomokuContext, event: GomokuEvent): Color =>
  event.by === undefined ? context.game.turn : colorOf(context.state, event.by);

/** Where a game rests: `statusOf` its context. */
export const statusOfContext = (context: GomokuContext) => statusOf(context.state, context.game);

