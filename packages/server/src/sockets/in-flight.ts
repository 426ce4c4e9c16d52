/**
 * The messages being handled, so a shutdown can wait until each has been answered. Once
 * `draining`, no new room is joined (a `hello` is answered `busy`); events go on being handled.
 */
export class InFlight {
  readonly #pending = new Set<Promise<unknown>>();
  #draining = false;

  /** Set once a shutdown has begun. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Counts `work` until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.#pending.add(work);
    const done = () => this.#pending.delete(work);
    work.then(done, done);
    return work;
  }

  /**
   * Begins draining and resolves once no work is pending after a turn of the event loop (messages
   * already received are read, and tracked, first), or after `ms`: true if everything was answered.
   */
  async drain(ms: number): Promise<boolean> {
    this.#draining = true;
    const deadline = performance.now() + ms;
    for (;;) {
      // A turn of the event loop: the sockets' readable data is read and its messages tracked.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.#pending.size === 0) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.#pending]), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
  }
}
