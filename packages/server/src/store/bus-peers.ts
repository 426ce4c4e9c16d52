/**
 * Whether another store on the database may be listening, from the probes each store sends on
 * the bus: at its start and at every gap check. A store announces its appends only while one
 * may be (an announcement nobody hears costs PostgreSQL a statement and a transaction each batch).
 *
 * Another store counts until `forgetMs` after its last probe. A store counts as heard by others
 * for `startMs` after it starts, long enough to hear every live store's periodic probe, and
 * whenever it cannot hear (its listening connection lost): announcing needlessly costs time,
 * not announcing to a store that listens costs it a room behind until its next gap check.
 */
export class BusPeers {
  readonly #lastHeard = new Map<string, number>();
  readonly #forgetMs: number;
  readonly #until: number;
  readonly #now: () => number;

  constructor({ startMs, forgetMs, now = () => performance.now() }: { startMs: number; forgetMs: number; now?: () => number }) {
    this.#forgetMs = forgetMs;
    this.#now = now;
    this.#until = now() + startMs;
  }

  /** Another store's probe, from `origin`, arrived now. */
  heard(origin: string): void {
    this.#lastHeard.set(origin, this.#now());
  }

  /** Whether to announce: another store was heard lately, this one is starting, or it cannot hear (`listening` false). */
  mayBeHeard(listening: boolean): boolean {
    const now = this.#now();
    if (!listening || now < this.#until) return true;
    for (const [origin, at] of this.#lastHeard) {
      if (now - at <= this.#forgetMs) return true;
      this.#lastHeard.delete(origin);
    }
    return false;
  }
}
