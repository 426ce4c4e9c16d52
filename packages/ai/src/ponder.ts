import { Board, PLAY_ON } from '@gomoku/engine';
import { WON } from './scores.ts';
import { think, type SearchResult, type Settings } from './think.ts';

/** One slice of pondering, in milliseconds: a request that comes meanwhile waits at most this long. */
export const PONDER_SLICE_MS = 100;
/** Pondering gives up after this long: the opponent may have walked away. */
const PONDER_LIMIT_MS = 60_000;

/**
 * Pondering in the worker: while the opponent thinks, the position after the reply the search
 * expects is searched on, in short slices (a synchronous search cannot be interrupted, and a
 * slice lets the next request in), each going deeper on the transposition table the searches
 * share, so the answer to that reply starts from what was found meanwhile.
 */
export class Ponderer {
  #run = 0;

  constructor(
    /** Runs the next slice later (a macrotask, so that messages come first). */
    private readonly schedule: (slice: () => void) => void = (slice) => setTimeout(slice, 0),
    private readonly searchSlice: (moves: readonly number[], settings: Settings) => SearchResult = think,
  ) {}

  /**
   * Ponders after `result`, the answer to `moves`: nothing when its line stops there or the
   * expected reply ends the game; stops at `stop`, at a proven result or after a minute.
   */
  start(moves: readonly number[], settings: Settings, result: SearchResult): void {
    const run = ++this.#run;
    const [point, reply] = result.pv;
    if (point === undefined || reply === undefined) return;
    const next = [...moves, point, reply];
    // The engine's board, not its Game: the worker's bundle holds the one and not the other.
    const board = new Board(settings.variant.size);
    next.forEach((p, i) => board.set(p, (i % 2) + 1));
    if (board.verdict(reply, next.length, settings.variant) !== PLAY_ON) return;
    const until = performance.now() + PONDER_LIMIT_MS;
    const slice = () => {
      if (run !== this.#run || performance.now() > until) return;
      const found = this.searchSlice(next, { variant: settings.variant, level: settings.level, timeMs: PONDER_SLICE_MS });
      if (Math.abs(found.score) < WON) this.schedule(slice);
    };
    this.schedule(slice);
  }

  /** Stops pondering (before the next request is searched). */
  stop(): void {
    this.#run++;
  }
}
