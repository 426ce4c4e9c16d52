import type { StoreEvents } from './store-events.ts';
import type { CommitStats } from './types.ts';

/** How one write of a committed batch went: its outcome, or the error that refused it alone. */
export type WriteResult<Outcome> = { readonly ok: true; readonly outcome: Outcome } | { readonly ok: false; readonly error: unknown };

/**
 * Commits a batch of writes in one transaction and says, in the batch's order, how each went.
 * It rejects when the transaction as a whole failed: then none of the batch was stored.
 */
export type CommitBatch<Write, Outcome> = (writes: readonly Write[]) => Promise<readonly WriteResult<Outcome>[]>;

interface Waiting<Write, Outcome> {
  readonly write: Write;
  /** When it was submitted (`performance.now()`). */
  readonly since: number;
  readonly resolve: (outcome: Outcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: at most `concurrency` transactions in flight at a time (one by default), and the
 * writes submitted while they all are wait and go together in the next, so one flush to disk
 * covers many rooms' writes. With `spillMs`, a transaction beyond the first starts only for
 * writes that have waited that long, so quick commits make few, large batches. Writes submitted
 * in the same turn of the event loop start together (a batch starts on a microtask). With more
 * than one in flight, batches may commit in any order: callers keep at most one write of a kind
 * (a room's append) in flight where order matters.
 * A write settles only after the transaction holding it has committed; a failed transaction
 * rejects every write it held. `settled` is called once per committed batch, before any of its
 * writes settles (the store tells its listeners there); `events.batch` is told each committed
 * batch's size and how long its transaction took.
 */
export class GroupCommit<Write, Outcome> {
  readonly #commit: CommitBatch<Write, Outcome>;
  readonly #settled: (writes: readonly Write[], results: readonly WriteResult<Outcome>[]) => void;
  readonly #events: Pick<StoreEvents, 'batch'>;
  readonly #concurrency: number;
  readonly #spillMs: number;
  /** The timer that starts another flush once the oldest waiting write has waited `spillMs`. */
  #spill: ReturnType<typeof setTimeout> | null = null;
  #waiting: Waiting<Write, Outcome>[] = [];
  /** The flushes running, each committing batch after batch until nothing waits (for `drain`). */
  readonly #flushes = new Set<Promise<void>>();
  /** How many flushes run: counted down the moment one finds nothing waiting, so a write submitted next starts another. */
  #running = 0;
  #starting = false;
  #stats: CommitStats = { commits: 0, writes: 0, failedCommits: 0, largestBatch: 0 };

  constructor(
    commit: CommitBatch<Write, Outcome>,
    settled: (writes: readonly Write[], results: readonly WriteResult<Outcome>[]) => void = () => undefined,
    events: Pick<StoreEvents, 'batch'> = { batch: () => undefined },
    concurrency = 1,
    spillMs = 0,
  ) {
    this.#concurrency = concurrency;
    this.#spillMs = spillMs;
    this.#commit = commit;
    this.#settled = settled;
    this.#events = events;
  }

  /** Resolves with the write's outcome once the transaction holding it has committed. */
  submit(write: Write): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ write, since: performance.now(), resolve, reject });
      this.#schedule();
    });
  }

  /**
   * Starts a flush for the writes waiting if one may start: at once when none runs, else (below
   * `concurrency`) once the oldest has waited `spillMs`, so that while commits are quick one
   * transaction takes them all and the others only relieve a slow one.
   */
  #schedule(): void {
    if (this.#starting || this.#waiting.length === 0 || this.#running >= this.#concurrency) return;
    const waited = performance.now() - (this.#waiting[0]?.since ?? 0);
    if (this.#running === 0 || waited >= this.#spillMs) {
      this.#starting = true;
      queueMicrotask(() => {
        this.#starting = false;
        this.#running += 1;
        const flush = this.#flush();
        this.#flushes.add(flush);
        void flush.then(() => this.#flushes.delete(flush));
      });
      return;
    }
    if (this.#spill !== null) return;
    this.#spill = setTimeout(() => {
      this.#spill = null;
      this.#schedule();
    }, this.#spillMs - waited);
  }

  /** Resolves once every write submitted so far has settled. */
  async drain(): Promise<void> {
    while (this.#flushes.size > 0 || this.#starting) await Promise.all([...this.#flushes, Promise.resolve()]);
  }

  /** The counters so far (a copy). */
  get stats(): CommitStats {
    return { ...this.#stats };
  }

  async #flush(): Promise<void> {
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting;
        this.#waiting = [];
        const writes = batch.map((waiting) => waiting.write);
        let results: readonly WriteResult<Outcome>[];
        const started = performance.now();
        try {
          results = await this.#commit(writes);
        } catch (error) {
          this.#stats = { ...this.#stats, failedCommits: this.#stats.failedCommits + 1 };
          for (const waiting of batch) waiting.reject(error);
          continue;
        }
        const { commits, largestBatch } = this.#stats;
        this.#stats = { ...this.#stats, commits: commits + 1, writes: this.#stats.writes + batch.length, largestBatch: Math.max(largestBatch, batch.length) };
        this.#events.batch(batch.length, (performance.now() - started) / 1000);
        this.#settled(writes, results);
        for (const [index, waiting] of batch.entries()) {
          const result = results[index];
          if (!result) waiting.reject(new Error(`The commit answered ${results.length} of ${batch.length} writes.`));
          else if (result.ok) waiting.resolve(result.outcome);
          else waiting.reject(result.error);
        }
      }
    } finally {
      // In the same turn as the last look at the queue: a write submitted after it starts a flush of its own.
      this.#running -= 1;
    }
  }
}
