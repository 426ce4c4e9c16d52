import type { Color } from '@gomoku/engine';
import type { MachineVerdict } from '@gomoku/machine';

/** How a finished game ended for the one who looks: won or lost (for a player), or who won (for onlookers), or a draw. */
export type Outcome = { kind: 'won' } | { kind: 'lost' } | { kind: 'draw' } | { kind: 'winner'; color: Color };

/** The outcome of a verdict for `me` (the colour this screen plays, or null on a shared screen or for a spectator). */
export function outcomeOf(verdict: Pick<MachineVerdict, 'winner'>, me: Color | null): Outcome {
  if (verdict.winner === null) return { kind: 'draw' };
  if (me === null) return { kind: 'winner', color: verdict.winner };
  return verdict.winner === me ? { kind: 'won' } : { kind: 'lost' };
}
