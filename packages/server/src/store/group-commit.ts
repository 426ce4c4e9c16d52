import type { CommitStats, StoreEvents } from './types.ts';

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

/** How a `GroupCommit` batches (every field optional). */
export interface GroupCommitOptions {
  /** Transactions in flight at once (default 1). */
  readonly concurrency?: number;
  /**
   * With `concurrency` above 1: a transaction beyond the first starts only for writes that have
   * waited this long past their due time (default 0), so quick commits make few, large batches.
   */
  readonly spillMs?: number;
  /**
   * While writes come together (the last batch held more than one), the least time between the
   * starts of two batches (default 0): a write comes due at once if the last batch started this
   * long ago, else when it has, so that under load more writes share a commit, at most
   * 1000 / `intervalMs` commits a second. Writes that come one at a time never wait for it.
   */
  readonly intervalMs?: number;
}

/**
 * Group commit: at most `concurrency` transactions in flight at a time, and the writes submitted
 * while they all are wait and go together in the next, so one flush to disk covers many rooms'
 * writes (see `GroupCommitOptions` for `spillMs` and `intervalMs`). Writes submitted in the same
 * turn of the event loop start together (a batch starts on a microtask). With more than one in
 * flight, batches may commit in any order: callers keep at most one write of a kind (a room's
 * append) in flight where order matters.
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
  readonly #intervalMs: number;
  /** When the last batch started (`performance.now()`), and how many writes it held. */
  #lastStart = -Infinity;
  #lastSize = 0;
  /** The timer that starts another flush once the oldest waiting write has waited `spillMs` past its due time. */
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
    { concurrency = 1, spillMs = 0, intervalMs = 0 }: GroupCommitOptions = {},
  ) {
    this.#concurrency = concurrency;
    this.#spillMs = spillMs;
    this.#intervalMs = intervalMs;
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

  /** When a batch may start (`performance.now()`), for the writes waiting since `since`. */
  #dueAt(since: number): number {
    return this.#lastSize > 1 ? Math.max(since, this.#lastStart + this.#intervalMs) : since;
  }

  /**
   * Starts a flush for the writes waiting if one may start: at once when none runs, else (below
   * `concurrency`) once the oldest has waited `spillMs` past its due time, so that while commits
   * are quick one transaction takes them all and the others only relieve a slow one.
   */
  #schedule(): void {
    if (this.#starting || this.#waiting.length === 0 || this.#running >= this.#concurrency) return;
    const now = performance.now();
    const spillAt = this.#dueAt(this.#waiting[0]?.since ?? now) + this.#spillMs;
    if (this.#running === 0 || now >= spillAt) {
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
    }, spillAt - now);
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
        // Held back only by the interval: the writes waiting are due already.
        const early = this.#dueAt(-Infinity) - performance.now();
        if (early > 0) {
          await new Promise((resolve) => setTimeout(resolve, early));
          continue;
        }
        this.#lastStart = performance.now();
        const batch = this.#waiting;
        this.#waiting = [];
        this.#lastSize = batch.length;
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
