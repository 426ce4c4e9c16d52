import { colorOfMove, otherColor, toCoordinate, type Color, type Variant } from '@gomoku/engine';
import { OPENING_STONES, type InputError, type MachineVerdict, type RecordFault, type Rejection, type Status } from '@gomoku/machine';
import type { InputErrorDetails } from '../messages/catalogue.ts';
import { format } from '../messages/format.ts';
import type { Messages } from '../messages/i18n.ts';
import { safely } from '../props/prop-checks.ts';

/** What the status line needs to know. */
export interface StatusFacts {
  status: Status;
  verdict: MachineVerdict;
  moves: readonly number[];
  rejection: Rejection | null;
  variant: Variant;
  /** Whether the chooser of a swap opening may place two more stones instead (swap2), as the chart says (default false). */
  mayExtend?: boolean | undefined;
  /** The stones the last change took back (an undo), said before whose turn it is (default none). */
  takenBack?: readonly number[] | undefined;
}

/** A point's coordinate, or the raw value of a point that is not on the board. */
const coordinate = (point: number | undefined, variant: Variant) => {
  try {
    return toCoordinate(point as number, variant);
  } catch {
    return safely(() => String(point), '?');
  }
};

/*
 * The texts never throw, whatever the facts (a snapshot forged by a source of the app's: a status
 * or a reason no catalogue names, a verdict that is not one): a status it cannot say is '', a
 * refusal it cannot say none, an input error it cannot say the catalogue's `unreadable`.
 */

/** Why the last event was refused, in words: "h8 is taken", "j8 is forbidden for Black: double-three". */
export function rejectionText(facts: StatusFacts, t: Messages): string | null {
  return safely(() => {
    const { rejection, variant } = facts;
    if (!rejection) return null;
    const { event, reason, forbidden } = rejection;
    const template: unknown = Object.hasOwn(t.refused, reason) ? t.refused[reason] : undefined;
    if (typeof template !== 'string') return null;
    // The machine names the forbidden shape: the view never asks the rules again.
    return format(template, { point: coordinate(event.point, variant), shape: forbidden && Object.hasOwn(t.shape, forbidden) ? t.shape[forbidden] : '' });
  }, null);
}

/** Why the game's input could not be used, in words: "The record cannot be played (move 2, h8: taken); …". */
export function inputErrorText(error: InputError, variant: Variant, t: Messages): string {
  return safely(() => inputErrorWords(error, variant, t), safely(() => t.inputError.unreadable, ''));
}

function inputErrorWords(error: InputError, variant: Variant, t: Messages): string {
  const template: unknown = Object.hasOwn(t.inputError, error.code) ? t.inputError[error.code] : undefined;
  const details: InputErrorDetails = 'move' in error ? faultDetails(error, variant, t) : { where: '', move: '', point: '', problem: '' };
  return format(typeof template === 'string' ? template : t.inputError.unreadable, { ...details });
}

/** A record's fault in words, each shape with its own template: a move and its point, a move that is no point, the whole record. */
function faultDetails(fault: RecordFault, variant: Variant, t: Messages): InputErrorDetails {
  const problem = t.moveProblem[fault.problem];
  if (fault.move === null) return { where: t.recordFault.whole, move: '', point: '', problem };
  if (fault.point === null) return { where: format(t.recordFault.entry, { move: fault.move, problem }), move: fault.move, point: '', problem };
  const point = coordinate(fault.point, variant);
  return { where: format(t.recordFault.point, { move: fault.move, point, problem }), move: fault.move, point, problem };
}

/** How a finished game ended, in words: "Black wins", "White ran out of time — Black wins", "Draw agreed". */
function endText(winner: Color | null, verdict: MachineVerdict, variant: Variant, t: Messages): string {
  if (!winner) return verdict.reason === 'agreed' ? t.drawAgreed : t.draw;
  const [name, other] = [t.color[winner], t.color[otherColor(winner)]];
  if (verdict.reason === 'resign') return format(t.resigned, { loser: other, winner: name });
  if (verdict.reason === 'time') return format(t.winsOnTime, { loser: other, winner: name });
  const { line } = verdict;
  return line.length
    ? format(t.winsWithLine, { color: name, from: coordinate(line[0], variant), to: coordinate(line[line.length - 1], variant) })
    : format(t.wins, { color: name });
}

/** What an undo took back, in words ("Took back h8 and i9"), or '' for none. */
function takenBackText(taken: readonly number[], variant: Variant, t: Messages): string {
  const [first, second] = taken.map((point) => coordinate(point, variant));
  if (first === undefined) return '';
  return second === undefined ? format(t.tookBack.one, { point: first }) : format(t.tookBack.two, { first, second });
}

/**
 * The status line while the computer thinks: the move it answers with the notice ("Black played
 * h8 — computer is thinking…"), so a player hears their own move confirmed.
 */
export function thinkingText(facts: Pick<StatusFacts, 'moves' | 'variant'>, t: Messages): string {
  return safely(() => {
    const last = facts.moves[facts.moves.length - 1];
    if (last === undefined) return t.thinking;
    return format(t.playedThinking, { color: t.color[colorOfMove(facts.moves.length - 1)], point: coordinate(last, facts.variant) });
  }, '');
}

/** The status line: "Black to move", "White played h9, Black to move", "Black wins"… */
export function statusText(facts: StatusFacts, t: Messages): string {
  return safely(() => statusWords(facts, t), '');
}

function statusWords(facts: StatusFacts, t: Messages): string {
  const { status, verdict, moves, variant } = facts;
  const name = (c: Color) => t.color[c];
  switch (status) {
    case 'blackWon':
    case 'whiteWon':
      return endText(status === 'blackWon' ? 'black' : 'white', verdict, variant, t);
    case 'draw':
      return endText(null, verdict, variant, t);
    case 'placing':
      return format(t.placing, { seat: t.seat.first, stone: moves.length + 1, of: OPENING_STONES.placed, color: name(colorOfMove(moves.length)) });
    case 'choosing':
      return format(facts.mayExtend === true ? t.choosingOrExtending : t.choosing, { seat: t.seat.second });
    case 'extending':
      return format(t.extending, { seat: t.seat.second });
    case 'finalChoice':
      return format(t.choosing, { seat: t.seat.first });
    case 'blackRequestsUndo':
    case 'whiteRequestsUndo':
      return format(t.requestsUndo, { color: name(status === 'blackRequestsUndo' ? 'black' : 'white') });
    case 'blackOffersDraw':
    case 'whiteOffersDraw':
      return format(t.offersDraw, { color: name(status === 'blackOffersDraw' ? 'black' : 'white') });
    case 'blackOffersRestart':
    case 'whiteOffersRestart':
      return format(t.offersRestart, { color: name(status === 'blackOffersRestart' ? 'black' : 'white') });
    case 'blackOffersRematch':
    case 'whiteOffersRematch':
      return `${endText(verdict.winner, verdict, variant, t)}${t.separator}${format(t.offersRematch, { color: name(status === 'blackOffersRematch' ? 'black' : 'white') })}`;
    case 'blackToMove':
    case 'whiteToMove': {
      const toMove = format(t.toMove, { color: name(status === 'blackToMove' ? 'black' : 'white') });
      const taken = takenBackText(facts.takenBack ?? [], variant, t);
      if (taken) return `${taken}${t.separator}${toMove}`;
      const last = moves[moves.length - 1];
      if (last === undefined) return toMove;
      return `${format(t.played, { color: name(colorOfMove(moves.length - 1)), point: coordinate(last, variant) })}${t.separator}${toMove}`;
    }
    default:
      return '';
  }
}
