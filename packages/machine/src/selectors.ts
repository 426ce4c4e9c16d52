import { COLORS, type Color, type Variant } from '@gomoku/engine';
import type { SnapshotFrom } from 'xstate';
import type { Clocks, GameState } from './game-state.ts';
import type { gomokuMachine } from './machine.ts';
import { problemOf } from './rules.ts';
import { colorOf, colorsOf, seatOf } from './seats.ts';
import { statusOfValue } from './paths.ts';
import type { TimeControl } from './settings.ts';
import { SEATS } from './vocabulary.ts';
import type { Actor, GomokuEvent, MachineVerdict, Players, Rejection, SeatColors, Status } from './types.ts';
import type { InputError, OpeningRule, Seat, UndoPolicy } from './vocabulary.ts';

/** A snapshot of the game machine. */
export type GomokuSnapshot = SnapshotFrom<typeof gomokuMachine>;

const NONE: readonly number[] = Object.freeze([]);

/** The game's status: the state of the chart the snapshot is in. */
export function selectStatus(snapshot: GomokuSnapshot): Status {
  // The chart rests only in its status states: `resuming` is left in the step that enters it.
  return statusOfValue(snapshot.value) as Status;
}

/**
 * The game's truth as plain JSON (`GameState`): what to store, send, or hand to a parent. The
 * same object until the game changes; `createActor(gomokuMachine, { input: { state } })` resumes it.
 */
export const selectGameState = (snapshot: GomokuSnapshot): GameState => snapshot.context.state;

/** The record so far: Black's moves at even indexes. The same array until the record changes. */
export const selectMoves = (snapshot: GomokuSnapshot): readonly number[] => snapshot.context.game.moves;

/** The side whose stone comes next (also while an undo request waits). */
export const selectTurn = (snapshot: GomokuSnapshot): Color => snapshot.context.game.turn;

/** The last point played, or null on an empty board. */
export function selectLastMove(snapshot: GomokuSnapshot): number | null {
  const { moves } = snapshot.context.game;
  return moves.length ? (moves[moves.length - 1] as number) : null;
}

const PLAYING: MachineVerdict = Object.freeze({ winner: null, reason: null, line: NONE });

/** Who won and how (five, resign, time, agreed, draw), with the winning line of a five. */
export function selectVerdict(snapshot: GomokuSnapshot): MachineVerdict {
  const { ending } = snapshot.context.state;
  if (!ending) return PLAYING;
  return ending.reason === 'five' ? snapshot.context.game.verdict : { ...ending, line: NONE };
}

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

/** Who acts in the snapshot's state (the one to move, place, choose or answer), as the chart's tags say. */
const ACTORS: readonly Actor[] = [...SEATS, ...COLORS];

/** The player who acts now (moves, places an opening stone, chooses, or answers), as the chart's tags say; null once the game is over. */
export function selectSeatToAct(snapshot: GomokuSnapshot): Seat | null {
  const actor = ACTORS.find((who) => snapshot.hasTag(`${who}Acts`));
  return actor ? seatOf(snapshot.context.state, actor) : null;
}

/** The seat of a colour or a seat (before a swap opening decides, `first` plays Black). */
export const selectSeatOf = (snapshot: GomokuSnapshot, who: Actor): Seat => seatOf(snapshot.context.state, who);

/** The colour of a seat or a colour (before a swap opening decides, `first` plays Black). */
export const selectColorOf = (snapshot: GomokuSnapshot, who: Actor): Color => colorOf(snapshot.context.state, who);

/** Each player's colour, or null while a swap opening has not decided them. */
export const selectColors = (snapshot: GomokuSnapshot): SeatColors | null => (snapshot.context.state.black ? colorsOf(snapshot.context.state) : null);

/** The opening rule. */
export const selectOpening = (snapshot: GomokuSnapshot): OpeningRule => snapshot.context.state.settings.opening;

/** The clocks (each seat's remaining time, which runs since when), or null for a game without a clock. */
export const selectClock = (snapshot: GomokuSnapshot): Clocks | null => snapshot.context.state.clock;

/** The time control, or null for a game without a clock. */
export const selectTimeControl = (snapshot: GomokuSnapshot): TimeControl | null => snapshot.context.state.settings.clock;

/** How undo is granted in this game. */
export const selectUndoPolicy = (snapshot: GomokuSnapshot): UndoPolicy => snapshot.context.state.settings.undo;

/** The variant the game is played with. */
export const selectVariant = (snapshot: GomokuSnapshot): Variant => snapshot.context.game.variant;

/** The players' ids by colour (`first` counts as Black until a swap opening decides), if the game was given them. */
export function selectPlayers(snapshot: GomokuSnapshot): Players | null {
  const { players } = snapshot.context.state;
  if (!players) return null;
  return colorsOf(snapshot.context.state).first === 'black' ? { black: players.first, white: players.second } : { black: players.second, white: players.first };
}

/** Why the machine's input (a record, a setting, a snapshot) could not be used, as a code with its details, or null. */
export const selectInputError = (snapshot: GomokuSnapshot): InputError | null => snapshot.context.inputError;

/**
 * Why the machine would refuse `event` now, or null if it would take it: `problemOf`, the one
 * judge the chart's guards ask, so a button and the chart can never disagree.
 */
export const whyRefused = (snapshot: GomokuSnapshot, event: GomokuEvent): Rejection['reason'] | null => problemOf(snapshot.context, event)?.reason ?? null;
