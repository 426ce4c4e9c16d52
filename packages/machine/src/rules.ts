import { CodecError, colorOfMove, Game, IllegalMoveError, otherColor, type Color, type MoveProblem, type Variant } from '@gomoku/engine';
import { freshClock } from './clock.ts';
import { isSwap, readSettings } from './settings.ts';
import { eventProblem, isColor } from './events.ts';
import type { Actor, GomokuContext, GomokuEvent, GomokuInput, Players, SeatColors, Status } from './types.ts';
import type { InputError, RejectionReason, Seat } from './vocabulary.ts';

/** Before a swap opening decides, `first` stands for Black and `second` for White (resigning or losing on time then). */
const PROVISIONAL: SeatColors = Object.freeze({ first: 'black', second: 'white' });
/** Stones `first` places in a swap opening; `second` may add two in swap2. */
export const PLACED = 3;
export const EXTENDED = 5;

/** The seats' colours, decided or provisional. */
export const colorsOf = (context: GomokuContext): SeatColors => context.colors ?? PROVISIONAL;

/** The seat of an actor: a seat is itself, a colour is the seat playing it. */
export const seatOf = (context: GomokuContext, by: Actor): Seat => (isColor(by) ? (colorsOf(context).first === by ? 'first' : 'second') : by);

/** The colour of an actor: a colour is itself, a seat plays its colour. */
export const colorOf = (context: GomokuContext, by: Actor): Color => (isColor(by) ? by : colorsOf(context)[by]);


/** The centre point, where the `centre` opening's first stone goes. */
export const centreOf = ({ size }: Variant) => Math.floor(size / 2) * (size + 1);

/**
 * How many moves an undo by `by` takes back: `by`'s last stone and whatever followed it (1 or
 * 2), or 0 when `by` has no stone to take back (none on the board, or only the opening's, which
 * both players have accepted). Whose stone index i is, is the engine's to say.
 */
export function takeBackCount(context: GomokuContext, by: Color): number {
  const { length } = context.game.moves;
  const count = length === 0 ? 0 : colorOfMove(length - 1) === by ? 1 : length >= 2 ? 2 : 0;
  return count > 0 && length - count >= context.openedWith ? count : 0;
}

/** The seat that acts in a status: the one to move or choose, or the one to answer a request or offer. */
export function seatToAct(status: Status, context: GomokuContext): Seat | null {
  switch (status) {
    case 'placing':
    case 'finalChoice':
      return 'first';
    case 'choosing':
    case 'extending':
      return 'second';
    case 'blackToMove':
    case 'whiteToMove':
      return seatOf(context, status === 'blackToMove' ? 'black' : 'white');
    case 'blackRequestsUndo':
    case 'blackOffersDraw':
      return seatOf(context, 'white');
    case 'whiteRequestsUndo':
    case 'whiteOffersDraw':
      return seatOf(context, 'black');
    default:
      return null;
  }
}

/** Why this `play` may not be made by the seat that acts now, or null: its `by`, the centre rule, then the engine. */
export function moveProblem(context: GomokuContext, event: Extract<GomokuEvent, { type: 'play' }>, seat: Seat): MoveProblem | { code: 'not-your-turn' | 'not-centre' } | null {
  const { game } = context;
  if (event.by !== undefined && seatOf(context, event.by) !== seat) return { code: 'not-your-turn' };
  const problem = game.problemWith(event.point);
  if (problem) return problem;
  return context.opening === 'centre' && game.moves.length === 0 && event.point !== centreOf(game.variant) ? { code: 'not-centre' } : null;
}

const OVER: ReadonlySet<Status> = new Set(['blackWon', 'whiteWon', 'draw']);
const WAITING: ReadonlySet<Status> = new Set(['blackRequestsUndo', 'whiteRequestsUndo', 'blackOffersDraw', 'whiteOffersDraw']);
const OPENING: ReadonlySet<Status> = new Set(['placing', 'choosing', 'extending', 'finalChoice']);

/**
 * Why the machine refuses `event` in `status`: the one place a refusal is explained. The chart's
 * guards accept exactly the events this does not explain (a property test holds them to it); the
 * machine calls it for every event no edge took, and `whyRefused` asks the machine.
 */
export function refusal(status: Status, context: GomokuContext, event: unknown): { reason: RejectionReason; forbidden: MoveProblem['forbidden'] } {
  const reason = (r: RejectionReason) => ({ reason: r, forbidden: null });
  const problem = eventProblem(event);
  if (problem) return reason(problem);
  const known = event as GomokuEvent;
  if (known.type === 'rematch') return reason('not-over');
  if (OVER.has(status)) return reason('game-over');
  const acting = seatToAct(status, context);
  const by = 'by' in known && known.by !== undefined ? seatOf(context, known.by) : null;
  switch (known.type) {
    case 'play': {
      if (WAITING.has(status)) return reason('awaiting-answer');
      if (status === 'choosing' || status === 'finalChoice') return reason('not-allowed');
      const refused = moveProblem(context, known, acting as Seat);
      if (!refused) return reason('not-allowed');
      if (refused.code === 'bad-record') return reason('off-board');
      return { reason: refused.code, forbidden: 'forbidden' in refused ? refused.forbidden : null };
    }
    case 'undo':
    case 'draw.offer':
      if (WAITING.has(status)) return reason('awaiting-answer');
      if (known.type === 'undo' && !OPENING.has(status) && takeBackCount(context, colorOf(context, known.by)) === 0) return reason('nothing-to-undo');
      if (known.type === 'undo' && OPENING.has(status) && !context.game.moves.length) return reason('nothing-to-undo');
      return reason('not-allowed');
    case 'opening.choose':
    case 'opening.extend':
      return reason(by !== null && by !== acting && (status === 'choosing' || status === 'finalChoice') ? 'not-your-turn' : 'not-allowed');
    default:
      return reason('not-allowed');
  }
}

/** The players' ids from outside: two strings, or nothing; undefined if broken. */
export function playersOf(value: unknown): Players | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { black, white } = value as Record<string, unknown>;
  return typeof black === 'string' && typeof white === 'string' && black.length <= 200 && white.length <= 200 ? { black, white } : undefined;
}

/** A record's problem as an input error: the move (1-based), the point and the engine's code; a variant's, the engine's code. */
export function recordError(error: unknown, code: 'bad-record' | 'broken-record'): InputError {
  if (error instanceof IllegalMoveError) return { code, move: error.index + 1, point: error.point, problem: error.code };
  return { code: 'bad-variant', problem: error instanceof CodecError ? error.code : 'bad-variant' };
}

/** The engine's game for the input's record, or an empty game and why the record cannot be played. */
function gameOf(variant: Variant, moves: readonly number[] | undefined): { game: Game; error: InputError | null } {
  try {
    return { game: new Game({ variant, moves: moves ?? [] }), error: null };
  } catch (error) {
    return { game: new Game({ variant }), error: recordError(error, 'bad-record') };
  }
}

/**
 * A fresh context from input, every field checked (`readSettings`): an illegal record, setting
 * or players starts the game without it (a bad variant: the standard board), and `inputError`
 * says why with a code. Input never throws.
 */
export function initialContext(input: GomokuInput | undefined): GomokuContext {
  const players = playersOf(input?.players);
  const read = readSettings(input);
  const { variant, undo, opening, clock } = read.settings;
  const { game, error } = gameOf(variant, input?.moves);
  return {
    game,
    undo,
    opening,
    // A swap opening decides the colours only when it is played; a resumed record has played it.
    colors: isSwap(opening) && game.moves.length === 0 ? null : PROVISIONAL,
    openedWith: 0,
    ending: null,
    clock: clock ? freshClock(clock) : null,
    rejection: null,
    seats: players ? { first: players.black, second: players.white } : null,
    inputError: read.error ?? error ?? (players === undefined ? { code: 'bad-players' } : null),
  };
}

/** The colours after `seat` chose `color`. */
export const chosen = (seat: Seat, color: Color): SeatColors => (seat === 'first' ? { first: color, second: otherColor(color) } : { first: otherColor(color), second: color });
