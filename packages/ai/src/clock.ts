/**
 * When a search must stop: at a deadline (on `performance.now()`), when its signal is aborted,
 * or after a number of nodes. Searches call `tick()` once a node; the clock itself is read only
 * every 128 nodes, so checking stays cheap.
 */
export class Clock {
  /** Set once the search must stop; stays set. */
  stopped = false;
  /** Nodes counted so far. */
  nodes = 0;

  constructor(
    readonly deadline: number,
    readonly signal?: AbortSignal,
    readonly nodeLimit = Infinity,
  ) {}

  /** Counts a node; true once the search must stop. */
  tick(): boolean {
    if ((++this.nodes & 127) === 0 && !this.stopped) {
      this.stopped = this.nodes >= this.nodeLimit || performance.now() > this.deadline || this.signal?.aborted === true;
    }
    return this.stopped;
  }

  /** Reads the time and the signal now: true once the search must stop. */
  expired(): boolean {
    this.stopped ||= performance.now() > this.deadline || this.signal?.aborted === true;
    return this.stopped;
  }

  /** A clock for a part of the search: its own budget, and stopped with this one's deadline and signal. */
  within(milliseconds: number, nodeLimit = Infinity): Clock {
    // Without a budget of its own the part keeps this deadline: no need to read the time.
    const now = milliseconds === Infinity ? -Infinity : performance.now();
    const part = new Clock(milliseconds === Infinity ? this.deadline : Math.min(this.deadline, now + milliseconds), this.signal, nodeLimit);
    // A part begun after the deadline (as far as is known) stops at once, not after its first 128
    // nodes; so does this clock, which need not read the time again to know it.
    this.stopped ||= now > this.deadline;
    part.stopped = this.stopped;
    return part;
  }
}
