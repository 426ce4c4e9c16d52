import { COLORS, type Color, type Variant } from '@gomoku/engine';
import type { SnapshotFrom } from 'xstate';
import { outside } from './events.ts';
import { gomokuMachine } from './machine.ts';
import { actorToAct, colorOf, colorsOf, refusal, seatOf } from './rules.ts';
import { statusOfValue } from './paths.ts';
import type { Actor, ClockState, GomokuEvent, MachineVerdict, Players, Rejection, SeatColors, Status } from './types.ts';
import type { InputError, OpeningRule, Seat, UndoPolicy } from './vocabulary.ts';

/** A snapshot of the game machine. */
export type GomokuSnapshot = SnapshotFrom<typeof gomokuMachine>;

const NONE: readonly number[] = Object.freeze([]);

/** The game's status: the state of the chart the snapshot is in. */
export function selectStatus(snapshot: GomokuSnapshot): Status {
  // The chart rests only in its status states: `resuming` is left in the step that enters it.
  return statusOfValue(snapshot.value) as Status;
}

/** The record so far: Black's moves at even indexes. The same array until the record changes. */
export const selectMoves = (snapshot: GomokuSnapshot): readonly number[] => snapshot.context.game.moves;

/** The side whose stone comes next (also while an undo request waits). */
export const selectTurn = (snapshot: GomokuSnapshot): Color => snapshot.context.game.turn;

/** The last point played, or null on an empty board. */
export function selectLastMove(snapshot: GomokuSnapshot): number | null {
  const { moves } = snapshot.context.game;
  return moves.length ? (moves[moves.length - 1] as number) : null;
}

/** Who won and how (five, resign, draw), with the winning line: the engine's verdict unless the game ended off the board. */
export const selectVerdict = (snapshot: GomokuSnapshot): MachineVerdict => snapshot.context.ending ?? snapshot.context.game.verdict;

/** Whether the game has ended (the chart is in `over`). */
export const selectIsOver = (snapshot: GomokuSnapshot): boolean => snapshot.hasTag('over');

/**
 * The points the side to move may not play for being forbidden (renju, Black to move), as the
 * engine finds them once per position; empty while no move can be made.
 */
export const selectForbiddenPoints = (snapshot: GomokuSnapshot): readonly number[] => snapshot.hasTag('live') && !snapshot.hasTag('awaitingAnswer') ? snapshot.context.game.forbiddenPoints() : NONE;

/** The last refused event and why, or null after an accepted one. */
export const selectRejection = (snapshot: GomokuSnapshot): Rejection | null => snapshot.context.rejection;

/** The side whose request or offer of this kind waits for the other's answer, or null. */
const askerIn = (snapshot: GomokuSnapshot, kind: 'RequestsUndo' | 'OffersDraw' | 'OffersRestart' | 'OffersRematch'): Color | null => COLORS.find((color) => selectStatus(snapshot) === `${color}${kind}`) ?? null;

/** The side asking to take back moves while the opponent has not answered, or null. */
export const selectUndoRequest = (snapshot: GomokuSnapshot): Color | null => askerIn(snapshot, 'RequestsUndo');

/** The side offering a draw while the opponent has not answered, or null. */
export const selectDrawOffer = (snapshot: GomokuSnapshot): Color | null => askerIn(snapshot, 'OffersDraw');

/** The side offering to start a new game (online: the other side accepts or declines), or null. */
export const selectRestartOffer = (snapshot: GomokuSnapshot): Color | null => askerIn(snapshot, 'OffersRestart');

/** The side offering a rematch after the game (the colours of the game just played), or null. */
export const selectRematchOffer = (snapshot: GomokuSnapshot): Color | null => askerIn(snapshot, 'OffersRematch');

/** The player who acts now (moves, places an opening stone, chooses, or answers), as the chart's tags say; null once the game is over. */
export function selectSeatToAct(snapshot: GomokuSnapshot): Seat | null {
  const actor = actorToAct(snapshot);
  return actor && seatOf(snapshot.context, actor);
}

/** The seat of a colour or a seat (before a swap opening decides, `first` plays Black). */
export const selectSeatOf = (snapshot: GomokuSnapshot, who: Actor): Seat => seatOf(snapshot.context, who);

/** The colour of a seat or a colour (before a swap opening decides, `first` plays Black). */
export const selectColorOf = (snapshot: GomokuSnapshot, who: Actor): Color => colorOf(snapshot.context, who);

/** Each player's colour, or null while a swap opening has not decided them. */
export const selectColors = (snapshot: GomokuSnapshot): SeatColors | null => snapshot.context.colors;

/** The opening rule. */
export const selectOpening = (snapshot: GomokuSnapshot): OpeningRule => snapshot.context.opening;

/** The clocks (remaining times, which runs since when), or null for a game without a clock. */
export const selectClock = (snapshot: GomokuSnapshot): ClockState | null => snapshot.context.clock;

/** How undo is granted in this game. */
export const selectUndoPolicy = (snapshot: GomokuSnapshot): UndoPolicy => snapshot.context.undo;

/** The variant the game is played with. */
export const selectVariant = (snapshot: GomokuSnapshot): Variant => snapshot.context.game.variant;

/** The players' ids by colour (`first` counts as Black until a swap opening decides), if the game was given them. */
export function selectPlayers(snapshot: GomokuSnapshot): Players | null {
  const { seats } = snapshot.context;
  if (!seats) return null;
  return colorsOf(snapshot.context).first === 'black' ? { black: seats.first, white: seats.second } : { black: seats.second, white: seats.first };
}

/** Why the machine's input (a record, a setting, a snapshot) could not be used, as a code with its details, or null. */
export const selectInputError = (snapshot: GomokuSnapshot): InputError | null => snapshot.context.inputError;

/**
 * Why the machine would refuse `event` now, or null if it would take it. The chart itself is
 * asked which edge the event takes (its guards; nothing changes): only the refusal edge (`*`)
 * means refused (so `snapshot.can`, which counts that edge, would say yes to anything), and then
 * the machine's own `refusal` says why, so a button and the chart can never disagree.
 */
export function whyRefused(snapshot: GomokuSnapshot, event: GomokuEvent): Rejection['reason'] | null {
  // As an actor's `send` would deliver it: XState's own events from outside are refused.
  const routed = outside(event);
  const taken = gomokuMachine.getTransitionData(snapshot, routed as GomokuEvent);
  return taken.some((edge) => edge.eventType !== '*') ? null : refusal(snapshot, routed).reason;
}
