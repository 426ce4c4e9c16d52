import { colorOfMove, otherColor, toCoordinate, type Variant } from '@gomoku/engine';
import type { MachineVerdict, Rejection, Status } from '@gomoku/machine';
import type { Messages } from './i18n.ts';

/** What the status line needs to know. */
export interface StatusFacts {
  status: Status;
  verdict: MachineVerdict;
  moves: readonly number[];
  rejection: Rejection | null;
  variant: Variant;
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

/** The status line: "Black to move", "White played h9, Black to move", "Black wins"… */
export function statusText(facts: StatusFacts, t: Messages): string {
  const { status, verdict, moves, variant } = facts;
  const name = (c: 'black' | 'white') => t.color[c];
  switch (status) {
    case 'blackWon':
    case 'whiteWon': {
      const winner = status === 'blackWon' ? 'black' : 'white';
      if (verdict.reason === 'resign') return t.resigned(name(otherColor(winner)), name(winner));
      if (verdict.reason === 'forbidden') return t.forbiddenLoss(name(winner));
      return t.wins(name(winner));
    }
    case 'draw':
      return t.draw;
    case 'blackRequestsUndo':
      return t.requestsUndo(name('black'));
    case 'whiteRequestsUndo':
      return t.requestsUndo(name('white'));
    default: {
      const toMove = t.toMove(name(status === 'blackToMove' ? 'black' : 'white'));
      const last = moves[moves.length - 1];
      if (last === undefined) return toMove;
      return `${t.played(name(colorOfMove(moves.length - 1)), coordinate(last, variant))}${t.separator}${toMove}`;
    }
  }
}
