import { Game, type Variant } from '@gomoku/engine';

/**
 * A full minimax of a small board (tic-tac-toe), with the positions already solved kept by
 * record-independent key: perfect play. Score: 1 a win, 0 a draw, -1 a loss, for the side to move.
 */
export function solveSmall(variant: Variant, moves: readonly number[]): { point: number; score: number; nodes: number } {
  const memo = new Map<string, number>();
  let nodes = 0;
  const game = new Game({ variant, moves });
  const cells = game.cells();

  const value = (g: Game): number => {
    nodes++;
    const key = g.cells().join('');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -2;
    for (let p = 0; p < cells.length && best < 1; p++) {
      if (g.at(p) !== null) continue;
      let v: number;
      try {
        const verdict = g.play(p);
        v = verdict.winner ? 1 : verdict.reason === 'draw' ? 0 : -value(g);
        g.undo();
      } catch {
        continue;
      }
      if (v > best) best = v;
    }
    memo.set(key, best);
    return best;
  };

  let point = -1;
  let score = -2;
  for (let p = 0; p < cells.length; p++) {
    if (cells[p] !== 0) continue;
    let v: number;
    try {
      const verdict = game.play(p);
      v = verdict.winner ? 1 : verdict.reason === 'draw' ? 0 : -value(game);
      game.undo();
    } catch {
      continue;
    }
    // Prefer the centre among equals: it keeps the most chances against a fallible opponent.
    if (v > score || (v === score && p === Math.floor(cells.length / 2))) {
      score = v;
      point = p;
    }
  }
  return { point, score, nodes };
}
