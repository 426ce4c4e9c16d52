import type { SearchBoard } from './board.ts';

/** Empty points within two of a stone: where play happens (the centre on an empty board). */
export function nearbyPoints(board: SearchBoard, out: number[]): number[] {
  out.length = 0;
  const { size, stack } = board;
  if (stack.length === 0) {
    out.push(Math.floor(size / 2) * size + Math.floor(size / 2));
    return out;
  }
  // A fresh mark value per call: no clearing and no allocation in the search's hot path.
  const seen = board.marks;
  const mark = ++board.generation;
  for (const p of stack) {
    const row = (p / size) | 0;
    const col = p - row * size;
    for (let r = Math.max(0, row - 2); r <= Math.min(size - 1, row + 2); r++) {
      for (let c = Math.max(0, col - 2); c <= Math.min(size - 1, col + 2); c++) {
        const q = r * size + c;
        if (seen[q] !== mark && board.isEmpty(q)) {
          seen[q] = mark;
          out.push(q);
        }
      }
    }
  }
  return out;
}

/** Points where `stone` would win at once, among `points`. */
export function winningPoints(board: SearchBoard, stone: number, points: readonly number[]): number[] {
  return points.filter((p) => board.winsAt(p, stone));
}

/** After `stone` played at `point`: the empty points on its lines where `stone` would now win. */
export function completions(board: SearchBoard, point: number, stone: number): number[] {
  const { size } = board;
  const reach = board.variant.winLength - 1;
  const row = (point / size) | 0;
  const col = point - row * size;
  const found: number[] = [];
  for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]] as const) {
    for (let k = -reach; k <= reach; k++) {
      const r = row + dr * k;
      const c = col + dc * k;
      if (k === 0 || r < 0 || r >= size || c < 0 || c >= size) continue;
      const q = r * size + c;
      if (board.isEmpty(q) && !found.includes(q) && board.winsAt(q, stone)) found.push(q);
    }
  }
  return found;
}

/**
 * Victory by continuous fours: can `stone`, to move, win by playing fours the opponent must
 * answer, up to `depth` fours? Returns the winning sequence's first move, or -1.
 */
export function vcf(board: SearchBoard, stone: number, depth: number, isStopped: () => boolean): number {
  const other = 3 - stone;
  const points = nearbyPoints(board, []);
  for (const p of points) if (board.winsAt(p, stone)) return p;
  if (depth === 0 || isStopped()) return -1;
  // The opponent's own five comes first: a four that ignores it loses.
  if (points.some((p) => board.winsAt(p, other))) return -1;
  for (const p of points) {
    if (!board.allowed(p, stone)) continue;
    board.play(p, stone);
    const wins = completions(board, p, stone);
    let found = false;
    if (wins.length >= 2) found = true;
    else if (wins.length === 1) {
      const block = wins[0] as number;
      // A defender who may not play there (renju) cannot stop it.
      if (!board.allowed(block, other)) found = true;
      else {
        board.play(block, other);
        const counter = completions(board, block, other).length > 0;
        found = !counter && vcf(board, stone, depth - 1, isStopped) >= 0;
        board.undo();
      }
    }
    board.undo();
    if (found) return p;
  }
  return -1;
}
