import { colorOfMove, otherColor, toCoordinate, type Color, type Variant } from '@gomoku/engine';
import { OPENING_STONES, type InputError, type MachineVerdict, type Rejection, type Status } from '@gomoku/machine';
import type { Messages } from '../messages/i18n.ts';

/** What the status line needs to know. */
export interface StatusFacts {
  status: Status;
  verdict: MachineVerdict;
  moves: readonly number[];
  rejection: Rejection | null;
  variant: Variant;
  /** Whether the chooser of a swap opening may place two more stones instead (swap2), as the chart says (default false). */
  mayExtend?: boolean | undefined;
}

/** A point's coordinate, or the raw value of a point that is not on the board. */
const coordinate = (point: number | undefined, variant: Variant) => {
  try {
    return toCoordinate(point as number, variant);
  } catch {
    return String(point);
  }
};

/** Why the last event was refused, in words: "h8 is taken", "j8 is forbidden for Black: double-three". */
export function rejectionText(facts: StatusFacts, t: Messages): string | null {
  const { rejection, variant } = facts;
  if (!rejection) return null;
  const { event, reason, forbidden } = rejection;
  // The machine names the forbidden shape: the view never asks the rules again.
  return t.refused[reason](coordinate(event.point, variant), forbidden ? t.shape[forbidden] : '');
}

/** Why the game's input could not be used, in words: "The record cannot be played (move 2, h8: taken); …". */
export function inputErrorText(error: InputError, variant: Variant, t: Messages): string {
  const record = 'move' in error ? error : null;
  return t.inputError[error.code]({
    move: record?.move ?? 0,
    point: record ? coordinate(record.point, variant) : '',
    problem: record ? t.moveProblem[record.problem] : '',
  });
}

/** How a finished game ended, in words: "Black wins", "White ran out of time — Black wins", "Draw agreed". */
function endText(winner: Color | null, verdict: MachineVerdict, variant: Variant, t: Messages): string {
  if (!winner) return verdict.reason === 'agreed' ? t.drawAgreed : t.draw;
  const [name, other] = [t.color[winner], t.color[otherColor(winner)]];
  if (verdict.reason === 'resign') return t.resigned(other, name);
  if (verdict.reason === 'time') return t.winsOnTime(other, name);
  const { line } = verdict;
  return line.length ? t.winsWithLine(name, coordinate(line[0], variant), coordinate(line[line.length - 1], variant)) : t.wins(name);
}

/** The status line: "Black to move", "White played h9, Black to move", "Black wins"… */
export function statusText(facts: StatusFacts, t: Messages): string {
  const { status, verdict, moves, variant } = facts;
  const name = (c: Color) => t.color[c];
  switch (status) {
    case 'blackWon':
    case 'whiteWon':
      return endText(status === 'blackWon' ? 'black' : 'white', verdict, variant, t);
    case 'draw':
      return endText(null, verdict, variant, t);
    case 'placing':
      return t.placing(t.seat.first, moves.length + 1, OPENING_STONES.placed, name(colorOfMove(moves.length)));
    case 'choosing':
      return t.choosing(t.seat.second, facts.mayExtend === true);
    case 'extending':
      return t.extending(t.seat.second);
    case 'finalChoice':
      return t.choosing(t.seat.first, false);
    case 'blackRequestsUndo':
    case 'whiteRequestsUndo':
      return t.requestsUndo(name(status === 'blackRequestsUndo' ? 'black' : 'white'));
    case 'blackOffersDraw':
    case 'whiteOffersDraw':
      return t.offersDraw(name(status === 'blackOffersDraw' ? 'black' : 'white'));
    case 'blackOffersRestart':
    case 'whiteOffersRestart':
      return t.offersRestart(name(status === 'blackOffersRestart' ? 'black' : 'white'));
    case 'blackOffersRematch':
    case 'whiteOffersRematch':
      return `${endText(verdict.winner, verdict, variant, t)}${t.separator}${t.offersRematch(name(status === 'blackOffersRematch' ? 'black' : 'white'))}`;
    default: {
      const toMove = t.toMove(name(status === 'blackToMove' ? 'black' : 'white'));
      const last = moves[moves.length - 1];
      if (last === undefined) return toMove;
      return `${t.played(name(colorOfMove(moves.length - 1)), coordinate(last, variant))}${t.separator}${toMove}`;
    }
  }
}
