import { CodecError, COLORS, colorOfMove, Game, IllegalMoveError, otherColor, type Color, type MoveProblem, type Variant } from '@gomoku/engine';
import { freshClock } from './clock.ts';
import { isSwap, readSettings } from './settings.ts';
import { eventProblem, isColor } from './events.ts';
import type { Actor, GomokuContext, GomokuEvent, GomokuInput, MachineVerdict, Players, SeatColors } from './types.ts';
import { SEATS, type InputError, type RejectionReason, type Seat } from './vocabulary.ts';

/** Before a swap opening decides, `first` stands for Black and `second` for White (resigning or losing on time then). */
const PROVISIONAL: SeatColors = Object.freeze({ first: 'black', second: 'white' });
/** The swap openings' stones: `first` places three (`placed`); under swap2 `second` may add two, five in all (`extended`). */
export const OPENING_STONES = Object.freeze({ placed: 3, extended: 5 } as const);
export const PLACED = OPENING_STONES.placed;
export const EXTENDED = OPENING_STONES.extended;

/** The seats' colours, decided or provisional. */
export const colorsOf = (context: GomokuContext): SeatColors => context.colors ?? PROVISIONAL;

/** The seat of an actor: a seat is itself, a colour is the seat playing it. */
export const seatOf = (context: GomokuContext, by: Actor): Seat => (isColor(by) ? (colorsOf(context).first === by ? 'first' : 'second') : by);

/** The colour of an actor: a colour is itself, a seat plays its colour. */
export const colorOf = (context: GomokuContext, by: Actor): Color => (isColor(by) ? by : colorsOf(context)[by]);

const NO_LINE: readonly number[] = Object.freeze([]);
/** A game ended off the board: a resignation or a flag fall (`winner` wins), or a draw both agreed to. */
export const endedOffBoard = (winner: Color | null, reason: 'resign' | 'time' | 'agreed'): MachineVerdict => Object.freeze({ winner, reason, line: NO_LINE });

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

/** Who may act: each seat and each colour has a tag (`firstActs`, `blackActs`) on the states in which it acts. */
const ACTORS: readonly Actor[] = [...SEATS, ...COLORS];

/** What a rule needs of a snapshot: its context, the chart's tags, and the chart itself. */
export interface ChartSnapshot {
  readonly context: GomokuContext;
  hasTag(tag: string): boolean;
  readonly machine: { getStateNodeById(id: string): { readonly ownEvents: readonly string[] } };
}

/** Who acts in the snapshot's state, as its tags say (the one to move, choose or answer), or null once the game is over. */
export function actorToAct(snapshot: ChartSnapshot): Actor | null {
  return ACTORS.find((actor) => snapshot.hasTag(`${actor}Acts`)) ?? null;
}

/** Why this `play` may not be made by the seat that acts now, or null: its `by`, the centre rule, then the engine. */
export function moveProblem(context: GomokuContext, event: Extract<GomokuEvent, { type: 'play' }>, seat: Seat): MoveProblem | { code: 'not-your-turn' | 'not-centre' } | null {
  const { game } = context;
  if (event.by !== undefined && seatOf(context, event.by) !== seat) return { code: 'not-your-turn' };
  const problem = game.problemWith(event.point);
  if (problem) return problem;
  return context.opening === 'centre' && game.moves.length === 0 && event.point !== centreOf(game.variant) ? { code: 'not-centre' } : null;
}

/** Does a side's turn take this event (its `…ToMove` state has an edge for it, as the chart says)? Sent while an answer is awaited, it waits for the answer. */
const turnTakes = (snapshot: ChartSnapshot, type: string) => snapshot.machine.getStateNodeById('gomoku.playing.blackToMove').ownEvents.includes(type);

/**
 * Why the machine refuses `event` in the snapshot's state: the one place a refusal is explained,
 * from what the chart says of the state (its tags: `over`, `awaitingAnswer`, `opening`,
 * `choosingColor`, who acts; which events a turn takes) and the engine. The chart's guards accept exactly the events this
 * does not explain (the model test holds them to it); the machine calls it for every event no
 * edge took.
 */
export function refusal(snapshot: ChartSnapshot, event: unknown): { reason: RejectionReason; forbidden: MoveProblem['forbidden'] } {
  const reason = (r: RejectionReason) => ({ reason: r, forbidden: null });
  const problem = eventProblem(event);
  if (problem) return reason(problem);
  const known = event as GomokuEvent;
  const { context } = snapshot;
  const over = snapshot.hasTag('over');
  const waiting = snapshot.hasTag('awaitingAnswer');
  if (known.type.startsWith('rematch')) return reason(!over ? 'not-over' : waiting && known.type === 'rematch.offer' ? 'awaiting-answer' : 'not-allowed');
  if (over) return reason('game-over');
  if (waiting && turnTakes(snapshot, known.type)) return reason('awaiting-answer');
  const acting = actorToAct(snapshot);
  const choosing = snapshot.hasTag('choosingColor');
  const by = 'by' in known && known.by !== undefined ? seatOf(context, known.by) : null;
  switch (known.type) {
    case 'play': {
      if (choosing || acting === null) return reason('not-allowed');
      const refused = moveProblem(context, known, seatOf(context, acting));
      if (!refused) return reason('not-allowed');
      if (refused.code === 'bad-record') return reason('off-board');
      return { reason: refused.code, forbidden: 'forbidden' in refused ? refused.forbidden : null };
    }
    case 'undo':
      if (snapshot.hasTag('opening') ? !context.game.moves.length : takeBackCount(context, colorOf(context, known.by)) === 0) return reason('nothing-to-undo');
      return reason('not-allowed');
    case 'opening.choose':
    case 'opening.extend':
      return reason(by !== null && acting !== null && by !== seatOf(context, acting) && choosing ? 'not-your-turn' : 'not-allowed');
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

/** Checked contexts a game resumes with, by the input that carries them in (only `resumeWith` makes one). */
const RESUMED = new WeakMap<object, GomokuContext>();

/**
 * The input that starts the chart with a context already checked (a stored game read back): the
 * chart's `resuming` edges then take it to its state, entering it as a live game would (its clock
 * started, its flag timer set). No value from outside can carry a context in.
 */
export function resumeWith(context: GomokuContext): GomokuInput {
  const input = {};
  RESUMED.set(input, context);
  return input;
}

/**
 * A fresh context from input, every field checked (`readSettings`): an illegal record, setting
 * or players starts the game without it (a bad variant: the standard board), and `inputError`
 * says why with a code. Input never throws.
 */
export function initialContext(input: GomokuInput | undefined): GomokuContext {
  const resumed = input && RESUMED.get(input);
  if (resumed) return resumed;
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
