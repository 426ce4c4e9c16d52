import type { Board, Variant } from '@gomoku/engine';

/**
 * A full minimax of a small board (tic-tac-toe) holding `stones` stones, remembering positions
 * already solved: perfect play. Score: 1 a win, 0 a draw, -1 a loss, for the side to move.
 */
export function solveSmall(board: Board, stones: number, variant: Variant): { point: number; score: number; nodes: number } {
  const memo = new Map<string, number>();
  const points = variant.size * variant.size;
  const centre = Math.floor(points / 2);
  let nodes = 0;

  /** The best move for the side to move and its score. */
  const best = (count: number): { point: number; score: number } => {
    nodes++;
    let point = -1;
    let score = -2;
    for (let p = 0; p < points && score < 1; p++) {
      if (board.plain[p] !== 0) continue;
      board.set(p, (count % 2) + 1);
      const verdict = board.verdict(p, count + 1, variant);
      const v = verdict.winner ? 1 : verdict.reason === 'draw' ? 0 : -value(count + 1);
      board.set(p, 0);
      // Among equals the centre keeps the most chances against a fallible opponent.
      if (v > score || (v === score && p === centre)) {
        score = v;
        point = p;
      }
    }
    return { point, score };
  };
  const value = (count: number): number => {
    const key = board.plain.join('');
    let known = memo.get(key);
    if (known === undefined) memo.set(key, (known = best(count).score));
    return known;
  };

  return { ...best(stones), nodes };
}
