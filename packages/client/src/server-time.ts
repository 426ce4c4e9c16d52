/** How many of the latest pings the offset is chosen from: a few minutes of pings at the default rate. */
export const CLOCK_SAMPLES = 8;

/**
 * The offset of the server's clock from this one, estimated from pings as NTP does: a ping sent
 * at t0 whose pong, carrying the server's `now`, arrives at t1 says the server read `now` about
 * halfway, so offset ≈ now − (t0 + t1) / 2, wrong by at most half the round trip. Of the last
 * `CLOCK_SAMPLES` pings the one with the shortest round trip is kept: a pong held up on the way
 * (a busy network, a tab in the background) has a long round trip and spoils nothing.
 */
export class ServerTime {
  readonly #read: () => number;
  /** When each ping not yet answered was sent, oldest first: pongs come back in order. */
  readonly #sent: number[] = [];
  /** The latest pings' round trips and the offsets they gave, oldest first. */
  readonly #samples: { readonly roundTrip: number; readonly offset: number }[] = [];
  #offset = 0;

  /** `read` is this side's clock (default `Date.now`). */
  constructor(read: () => number = () => Date.now()) {
    this.#read = read;
  }

  /** A ping goes now. */
  pinged(): void {
    this.#sent.push(this.#read());
  }

  /** The pong to the oldest ping not answered came, carrying the server's time `now`. */
  ponged(now: number): void {
    const sent = this.#sent.shift();
    if (sent === undefined) return;
    const arrived = this.#read();
    // Whole milliseconds: the machine takes only whole ones as an event's time (`at`).
    this.#samples.push({ roundTrip: arrived - sent, offset: Math.round(now - (sent + arrived) / 2) });
    if (this.#samples.length > CLOCK_SAMPLES) this.#samples.shift();
    const best = this.#samples.reduce((a, b) => (b.roundTrip < a.roundTrip ? b : a));
    this.#offset = best.offset;
  }

  /**
   * A new connection: the pings in flight on the old one will not be answered, and its samples are
   * dropped, since the new one may reach another server process with a clock of its own. The
   * estimate holds until the new connection's first pong replaces it.
   */
  reconnected(): void {
    this.#sent.length = 0;
    this.#samples.length = 0;
  }

  /** The server's time now as best known, in whole ms: this clock plus the offset (this clock alone before any pong). */
  now(): number {
    return this.#read() + this.#offset;
  }
}
