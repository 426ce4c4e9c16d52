import { Game, type Variant } from '@gomoku/engine';

/**
 * A full minimax of a small board (tic-tac-toe), remembering positions already solved: perfect
 * play. Score: 1 a win, 0 a draw, -1 a loss, for the side to move.
 */
export function solveSmall(variant: Variant, moves: readonly number[]): { point: number; score: number; nodes: number } {
  const memo = new Map<string, number>();
  const game = new Game({ variant, moves });
  const points = variant.size * variant.size;
  const centre = Math.floor(points / 2);
  let nodes = 0;

  /** The best move for the side to move and its score. */
  const best = (): { point: number; score: number } => {
    nodes++;
    let point = -1;
    let score = -2;
    for (let p = 0; p < points && score < 1; p++) {
      if (game.at(p) !== null) continue;
      let v: number;
      try {
        const verdict = game.play(p);
        v = verdict.winner ? 1 : verdict.reason === 'draw' ? 0 : -value();
        game.undo();
      } catch {
        continue;
      }
      // Among equals the centre keeps the most chances against a fallible opponent.
      if (v > score || (v === score && p === centre)) {
        score = v;
        point = p;
      }
    }
    return { point, score };
  };
  const value = (): number => {
    const key = game.cells().join('');
    let known = memo.get(key);
    if (known === undefined) memo.set(key, (known = best().score));
    return known;
  };

  return { ...best(), nodes };
}
