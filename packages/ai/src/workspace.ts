import type { Variant } from '@gomoku/engine';
import type { Evaluation } from './classes.ts';
import { MoveLists } from './moves.ts';
import { Position } from './position.ts';
import { Searcher } from './pvs.ts';
import { TranspositionTable } from './tt.ts';
import { Vct } from './vct.ts';

const TABLE_BITS = 19;
/** Variants whose workspaces an evaluation keeps, the most recently searched. */
const KEPT = 4;

/**
 * What one variant's searches keep from one to the next, so that a search allocates little and
 * starts at once: the position and the buffers of the threat searches and of the main search
 * (each search clears what it must), on the transposition table of its evaluation.
 */
export class Workspace {
  readonly position: Position;
  /** The threat searches (victory by fours in `threats.vcf`). */
  readonly threats: Vct;
  /** Move lists for the root. */
  readonly lists: MoveLists;
  readonly searcher: Searcher;
  /** Set while a search runs: a search that threw leaves the workspace to be replaced. */
  busy = false;

  constructor(
    variant: Variant,
    evaluation: Evaluation,
    readonly table: TranspositionTable,
  ) {
    this.position = new Position(variant, evaluation);
    this.threats = new Vct(this.position);
    this.lists = new MoveLists(this.position, 1);
    this.searcher = new Searcher(this.position, table);
  }

  /**
   * Sets the position to the record `moves` (points, Black first): every stone taken back, then
   * the record played, so that the position is the one a new `Position` would be, down to the
   * order of its near cells (which orders equal candidates): a search does not depend on the last.
   */
  setUp(moves: readonly number[]): Position {
    const position = this.position;
    while (position.count > 0) position.undo();
    moves.forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
    this.threats.reset();
    this.table.nextGeneration();
    return position;
  }
}

/** An evaluation's transposition table (for one variant at a time) and its workspaces by variant, oldest first. */
interface Kept {
  table: TranspositionTable;
  tableKey: string;
  workspaces: Map<string, Workspace>;
}

const kept = new WeakMap<Evaluation, Kept>();

/**
 * The workspace of an evaluation's searches of `variant`, made anew after a search that failed
 * in it. The transposition table is kept while the variant stays the same, and emptied when it
 * changes: the same stones may mean something else.
 */
export function workspaceFor(variant: Variant, evaluation: Evaluation): Workspace {
  const key = `${variant.size}/${variant.winLength}/${variant.rule}`;
  let mine = kept.get(evaluation);
  if (!mine) kept.set(evaluation, (mine = { table: new TranspositionTable(TABLE_BITS), tableKey: key, workspaces: new Map() }));
  if (mine.tableKey !== key) {
    mine.table.clear();
    mine.tableKey = key;
  }
  let workspace = mine.workspaces.get(key);
  if (!workspace || workspace.busy) workspace = new Workspace(variant, evaluation, mine.table);
  mine.workspaces.delete(key);
  mine.workspaces.set(key, workspace);
  for (const oldest of mine.workspaces.keys()) if (mine.workspaces.size > KEPT) mine.workspaces.delete(oldest);
  return workspace;
}
