import type { Variant } from '@gomoku/engine';
import { Clock } from '../frozen-master/clock.ts';
import { LEVELS, type Level } from '../frozen-master/levels.ts';
import { Position } from './position.ts';
import { decide } from './root.ts';
import { readsPatterns } from './patterns.ts';
import { TranspositionTable } from '../frozen-master/tt.ts';
import { SMALL_BOARD, WindowSearch } from './windows.ts';

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
}

/** Of the thinking time, what is left to unwind and answer in time. */
const MARGIN = 0.9;
const TABLE_BITS = 19;

/** One transposition table, kept from search to search while the variant stays the same. */
let shared: { key: string; table: TranspositionTable } | undefined;

function tableFor(variant: Variant): TranspositionTable {
  const key = `${variant.size}/${variant.winLength}/${variant.rule}`;
  // Another variant: the same stones may mean something else, so the table starts afresh.
  if (shared?.key !== key) shared = { key, table: new TranspositionTable(TABLE_BITS) };
  shared.table.nextGeneration();
  return shared.table;
}

/**
 * The move for the side to move in a legal, unfinished record, with checked settings (the
 * worker is given these): on boards of 16 points or fewer and rows longer than the line
 * patterns read, the window search (perfect play where it reaches the end, as on tic-tac-toe);
 * else the root decision (`decide`).
 */
export function think(moves: readonly number[], { variant, level, timeMs, signal }: Settings, started = performance.now()): SearchResult {
  const done = (point: number, score: number, depth: number, nodes: number, pv = [point]): SearchResult => ({ point, score, depth, nodes, timeMs: performance.now() - started, pv });
  const clock = new Clock(started + timeMs * MARGIN, signal);
  const small = variant.size * variant.size <= SMALL_BOARD;
  if (small || !readsPatterns(variant)) {
    // Small boards are played perfectly at every level: the search reaches the end at once.
    const found = new WindowSearch(variant, moves).search(clock, small ? Infinity : LEVELS[level].maxDepth);
    return done(found.point, found.score, found.depth, found.nodes, found.pv);
  }
  const position = new Position(variant);
  moves.forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
  const stone = (moves.length % 2) + 1;
  const decision = decide(position, stone, LEVELS[level], tableFor(variant), clock, timeMs * MARGIN);
  const points = decision.line.map((cell) => position.pointOf[cell] as number);
  return done(points[0] as number, decision.score, decision.depth, decision.nodes, points);
}
