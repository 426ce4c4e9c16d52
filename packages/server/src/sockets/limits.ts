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

  /** Milliseconds until `take` would succeed (0 now), as of the last `take`. */
  waitMs(): number {
    return this.#tokens >= 1 ? 0 : Math.ceil(((1 - this.#tokens) * 1000) / this.#limit.perSecond);
  }

  /** Whether the bucket has refilled to its burst by now: nothing of its past is left to remember. */
  full(): boolean {
    return this.#tokens + (Math.max(0, this.#now() - this.#at) * this.#limit.perSecond) / 1000 >= this.#limit.burst;
  }
}

/** Addresses remembered at most by `AddressRateLimit`: past this, the full buckets are forgotten first, then the oldest. */
const MAX_ADDRESSES = 100_000;

/**
 * A token bucket per client (room creation, room reads): `take(key)` says whether one more fits
 * now, or how long to wait. Keys are `clientKey`s (an IPv4 address, or an IPv6 client's /64).
 * Memory stays bounded: a bucket that has refilled is forgotten.
 */
export class AddressRateLimit {
  readonly #limit: RateLimit;
  readonly #now: () => number;
  readonly #buckets = new Map<string, TokenBucket>();

  constructor(limit: RateLimit, now: () => number) {
    this.#limit = limit;
    this.#now = now;
  }

  /** `{ ok: true }`, or `{ ok: false, retryAfterMs }` when the client `key` is over its limit. */
  take(key: string): { ok: true } | { ok: false; retryAfterMs: number } {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= MAX_ADDRESSES) this.#forget();
      bucket = new TokenBucket(this.#limit, this.#now);
      this.#buckets.set(key, bucket);
    }
    return bucket.take() ? { ok: true } : { ok: false, retryAfterMs: bucket.waitMs() };
  }

  #forget(): void {
    for (const [address, bucket] of this.#buckets) if (bucket.full()) this.#buckets.delete(address);
    // Still full of busy addresses: the oldest go (a Map iterates in insertion order).
    for (const address of this.#buckets.keys()) {
      if (this.#buckets.size < MAX_ADDRESSES) break;
      this.#buckets.delete(address);
    }
  }
}

/** The limits each client address is held to, an IPv6 client's by its /64 (see `addressKey` and the README's table). */
export interface AddressLimits {
  /** Rooms one address may create a minute (a bucket of this size, refilled over the minute). */
  readonly roomsPerMinute: number;
  /** Rooms one address may read a minute by `GET /api/rooms/:id` (a bucket of this size, refilled over the minute). */
  readonly readsPerMinute: number;
  /** Players one address may register or rename a minute by `POST /api/players` (a bucket of this size, refilled over the minute). */
  readonly registrationsPerMinute: number;
  /** WebSocket connections one address may hold open. */
  readonly socketsPerAddress: number;
  /** A connection that has not joined a room by `hello` by then is closed with `CLOSE_NO_HELLO`. */
  readonly helloTimeoutMs: number;
  /** How long a client may take to send an HTTP request's headers (Node's `headersTimeout`). */
  readonly headersTimeoutMs: number;
  /** How long a client may take to send a whole HTTP request (Node's `requestTimeout`). */
  readonly requestTimeoutMs: number;
}

/**
 * The defaults: generous for people (a room every two seconds, a room read every half second,
 * a name every six seconds, 64 tabs behind one NAT), tight for scripts (which would read the store as fast as they ask).
 */
export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  roomsPerMinute: 30,
  readsPerMinute: 120,
  registrationsPerMinute: 10,
  socketsPerAddress: 64,
  helloTimeoutMs: 10_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/** The close code of a connection that joined no room by `hello` in time (a 4xxx code: the application's own). */
export const CLOSE_NO_HELLO = 4408;
