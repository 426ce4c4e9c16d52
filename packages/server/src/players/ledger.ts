/**
 * Applies stored results to the players' ratings, in the order they were stored: read the
 * unrated results, rate each game with both players' ratings as the previous game of the batch
 * left them, and apply the batch with `rateResults`, which refuses it if another process applied
 * any of it first (then read again). Every process runs one; the store keeps them from rating a
 * game twice.
 */
import type { ServerLog } from '../ops/log.ts';
import type { ServerClock } from '../rooms/game.ts';
import type { Family, GameStore, RatingUpdate, StoredRating, StoredResult } from '../store/types.ts';
import { rateGame } from './glicko.ts';
import { UNPLAYED_RATING } from './views.ts';

/** How many results one read takes. */
const BATCH = 100;
/** How often pending results are looked for, besides after this process stores one (another process may have). */
const TICK_MS = 5_000;
/** Refusals in a row (other processes rating first) before waiting for the next tick. */
const MAX_REFUSALS = 5;

/** What a `RatingLedger` needs: the store, a log for its failures and the clock its ticks run on. */
export interface RatingLedgerOptions {
  readonly store: GameStore;
  readonly log: ServerLog;
  readonly clock: ServerClock;
}

/** Told the ids of the players whose ratings were just applied. */
export type RatedListener = (playerIds: readonly string[]) => void;

/** Applies pending results to ratings: at `start`, after `kick`, and every 5 s until `close`. */
export class RatingLedger {
  readonly #store: GameStore;
  readonly #log: ServerLog;
  readonly #clock: ServerClock;
  readonly #listeners = new Set<RatedListener>();
  #running: Promise<void> | null = null;
  #again = false;
  #timer: unknown = null;
  #closed = false;

  constructor(options: RatingLedgerOptions) {
    this.#store = options.store;
    this.#log = options.log;
    this.#clock = options.clock;
  }

  /** Applies what is pending now, and then every 5 s. */
  start(): void {
    if (this.#closed || this.#timer !== null) return;
    this.kick();
    this.#schedule();
  }

  /** Applies pending results soon: now, or right after the run in progress (a result may have come in since its read). */
  kick(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        this.kick();
      }
    });
  }

  /** Calls `listener` with the players whose ratings changed, after each applied batch, until the returned function is called. */
  onRated(listener: RatedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops the ticks and waits for the run in progress. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  #schedule(): void {
    const timer = this.#clock.setTimeout(() => {
      this.kick();
      this.#schedule();
    }, TICK_MS);
    // The tick must not keep a process alive that has nothing else to do (Node's timers have unref).
    (timer as { unref?: () => void } | null)?.unref?.();
    this.#timer = timer;
  }

  async #run(): Promise<void> {
    try {
      let refusals = 0;
      while (!this.#closed && refusals < MAX_REFUSALS) {
        const results = await this.#store.unratedResults(BATCH);
        if (results.length === 0) return;
        const updates = await this.#updatesFor(results);
        if (!(await this.#store.rateResults(updates))) {
          refusals += 1;
          continue;
        }
        refusals = 0;
        this.#tell([...new Set(updates.flatMap((update) => [update.first.player, update.second.player]))]);
        if (results.length < BATCH) return;
      }
    } catch (error) {
      // The next kick or tick tries again: results wait in the store.
      this.#log.warn({ err: error }, 'rating results failed');
    }
  }

  /** The batch's updates, in `seq` order, each game from the ratings the one before it left. */
  async #updatesFor(results: readonly StoredResult[]): Promise<RatingUpdate[]> {
    const ordered = [...results].sort((a, b) => a.seq - b.seq);
    const players = await this.#store.players([...new Set(ordered.flatMap((result) => [result.first, result.second]))]);
    const current = new Map<string, StoredRating | null>();
    const ratingNow = (id: string, family: Family): StoredRating | null => {
      const key = `${family}:${id}`;
      if (!current.has(key)) current.set(key, players.get(id)?.ratings[family] ?? null);
      return current.get(key) ?? null;
    };
    return ordered.map((result) => {
      const before = { first: ratingNow(result.first, result.family), second: ratingNow(result.second, result.family) };
      const after = rateGame(before.first ?? UNPLAYED_RATING, before.second ?? UNPLAYED_RATING, result.score);
      current.set(`${result.family}:${result.first}`, after.first);
      current.set(`${result.family}:${result.second}`, after.second);
      return {
        resultSeq: result.seq,
        family: result.family,
        first: { player: result.first, before: before.first, after: after.first },
        second: { player: result.second, before: before.second, after: after.second },
      };
    });
  }

  #tell(playerIds: readonly string[]): void {
    for (const listener of this.#listeners) {
      try {
        listener(playerIds);
      } catch (error) {
        this.#log.error({ err: error }, 'a rating listener failed');
      }
    }
  }
}
