/** Waits before trying again: the first about `initialMs`, doubling up to `maxMs`. */
export interface BackoffOptions {
  readonly initialMs?: number | undefined;
  readonly maxMs?: number | undefined;
  /** Random numbers in [0, 1) for the jitter (default `Math.random`). */
  readonly random?: (() => number) | undefined;
}

/**
 * The wait before try `n` (0, 1, …): `initialMs` (500) doubling up to `maxMs` (15,000), times a
 * jitter of half to all of it, so clients do not come back together.
 */
export function backoff(options: BackoffOptions = {}): (n: number) => number {
  const initialMs = options.initialMs ?? 500;
  const maxMs = options.maxMs ?? 15_000;
  const random = options.random ?? Math.random;
  return (n) => Math.min(maxMs, initialMs * 2 ** n) * (0.5 + random() / 2);
}

/**
 * Messages answered "try again", each sent again after a backoff that grows with its tries: by a
 * key (an event's id, or one for `hello`), one timer each.
 */
export class Resends {
  readonly #waits: (n: number) => number;
  readonly #timers = new Map<string, { timer: ReturnType<typeof setTimeout>; tries: number }>();

  constructor(waits: (n: number) => number) {
    this.#waits = waits;
  }

  /** Sends again after the key's next wait (a newer call replaces a planned resend, and counts as a try). */
  later(key: string, send: () => void): void {
    const tries = this.#timers.get(key)?.tries ?? 0;
    clearTimeout(this.#timers.get(key)?.timer);
    this.#timers.set(key, { timer: setTimeout(send, this.#waits(tries)), tries: tries + 1 });
  }

  /** Forgets the key: no resend, and its tries start again. */
  cancel(key: string): void {
    clearTimeout(this.#timers.get(key)?.timer);
    this.#timers.delete(key);
  }

  /** Forgets every key. */
  cancelAll(): void {
    for (const key of [...this.#timers.keys()]) this.cancel(key);
  }
}
