/** How many messages a connection may send: a burst, refilled at a steady rate. */
export interface RateLimit {
  /** Messages that may arrive at once (the bucket's size). */
  readonly burst: number;
  /** Messages a second, on average, after the burst. */
  readonly perSecond: number;
}

/** A connection's default: a person plays a move a second at most; a burst covers resends after a reconnect. */
export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 40, perSecond: 10 };

/** A token bucket: `take` says whether one more message fits now. */
export class TokenBucket {
  readonly #limit: RateLimit;
  readonly #now: () => number;
  #tokens: number;
  #at: number;

  constructor(limit: RateLimit, now: () => number) {
    this.#limit = limit;
    this.#now = now;
    this.#tokens = limit.burst;
    this.#at = now();
  }

  /** Takes a token if there is one: false means the message is over the limit. */
  take(): boolean {
    const now = this.#now();
    // A clock that goes back (a test's, or the wall clock set back) refills nothing.
    const elapsed = Math.max(0, now - this.#at);
    this.#at = now;
    this.#tokens = Math.min(this.#limit.burst, this.#tokens + (elapsed * this.#limit.perSecond) / 1000);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
