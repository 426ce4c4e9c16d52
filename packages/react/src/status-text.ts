import { forbiddenMove, otherColor, toCoordinate, type Variant } from '@gomoku/engine';
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

const coordinate = (point: number, size: number) =>
  Number.isInteger(point) && point >= 0 && point < size * size ? toCoordinate(point, { size }) : String(point);

/** Why the last event was refused, in words: "h8 is taken", "forbidden: double-three". */
export function rejectionText(facts: StatusFacts, t: Messages): string | null {
  const { rejection, variant, moves } = facts;
  if (!rejection) return null;
  const { event, reason } = rejection;
  const point = event.type === 'play' ? event.point : -1;
  if (reason === 'forbidden') {
    // The engine names the kind of forbidden move; the machine only says it was refused.
    const cells = new Uint8Array(variant.size * variant.size);
    moves.forEach((p, i) => (cells[p] = i % 2 === 0 ? 1 : 2));
    return t.refused.forbidden(forbiddenMove(cells, point, variant) ?? t.forbiddenMark);
  }
  return t.refused[reason](coordinate(point, variant.size));
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
      const mover = moves.length % 2 === 1 ? 'black' : 'white';
      return `${t.played(name(mover), coordinate(last, variant.size))}${t.separator}${toMove}`;
    }
  }
}
