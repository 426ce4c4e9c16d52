import type { Variant } from '@gomoku/engine';
import type { Evaluation } from './classes.ts';
import { Clock } from './clock.ts';
import { evaluationFor } from './evaluations.ts';
import { LEVELS, type Level } from './levels.ts';
import { decide } from './root.ts';
import { readsPatterns } from './patterns.ts';
import { SMALL_BOARD, WindowSearch } from './windows.ts';
import { workspaceFor } from './workspace.ts';

/** What the computer chose and how it got there. */
export interface SearchResult {
  /** The move to play. */
  point: number;
  /** Its score from the mover's side: ≥ 5e8 a forced win found, ≤ -5e8 a forced loss. */
  score: number;
  /** Plies searched in the last completed iteration (or the length of the winning line found). */
  depth: number;
  /** Positions visited. */
  nodes: number;
  /** Time taken, in milliseconds (within `timeMs`). */
  timeMs: number;
  /** The expected line of play, starting with `point`. */
  pv: number[];
}

/** A search's settings once checked (see `checkOptions`). */
export interface Settings {
  variant: Variant;
  level: Level;
  timeMs: number;
  signal?: AbortSignal | undefined;
  /** The evaluation's values, if not the fitted ones of the variant's rule (`evaluationFor`): a match compares two. */
  evaluation?: Evaluation | undefined;
}

/**
 * Of the thinking time, what is kept to unwind and answer in time: a tenth, and at least 2 ms
 * (at most a third), for a pause of the garbage collector may come at any moment.
 */
function reserveOf(timeMs: number): number {
  return Math.max(timeMs * 0.1, Math.min(2, timeMs / 3));
}

/**
 * The move for the side to move in a legal, unfinished record, with checked settings (the
 * worker is given these): on boards of 16 points or fewer and rows longer than the line
 * patterns read, the window search (perfect play where it reaches the end, as on tic-tac-toe);
 * else the root decision (`decide`).
 */
export function think(moves: readonly number[], { variant, level, timeMs, signal, evaluation = evaluationFor(variant) }: Settings, started = performance.now()): SearchResult {
  const done = (point: number, score: number, depth: number, nodes: number, pv = [point]): SearchResult => ({ point, score, depth, nodes, timeMs: performance.now() - started, pv });
  const thinking = timeMs - reserveOf(timeMs);
  const clock = new Clock(started + thinking, signal);
  const small = variant.size * variant.size <= SMALL_BOARD;
  if (small || !readsPatterns(variant)) {
    // Small boards are played perfectly at every level: the search reaches the end at once.
    const found = new WindowSearch(variant, moves).search(clock, small ? Infinity : LEVELS[level].maxDepth);
    return done(found.point, found.score, found.depth, found.nodes, found.pv);
  }
  const workspace = workspaceFor(variant, evaluation);
  workspace.busy = true;
  const position = workspace.setUp(moves);
  const decision = decide(workspace, (moves.length % 2) + 1, LEVELS[level], clock, thinking);
  workspace.busy = false;
  const points = decision.line.map((cell) => position.pointOf[cell] as number);
  return done(points[0] as number, decision.score, decision.depth, decision.nodes, points);
}
