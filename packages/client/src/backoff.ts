import { checkMs } from './timings.ts';

/** Waits before trying again: the first about `initialMs`, doubling up to `maxMs`. */
export interface BackoffOptions {
  readonly initialMs?: number | undefined;
  readonly maxMs?: number | undefined;
  /** Random numbers in [0, 1) for the jitter (default `Math.random`). */
  readonly random?: (() => number) | undefined;
}

/**
 * The wait before try `n` (0, 1, …): `initialMs` (500) doubling up to `maxMs` (15,000), times a
 * jitter of half to all of it, so clients do not come back together. Throws a `RangeError` for a
 * time that is not a number from 1 ms to the timers' longest (or a `maxMs` under `initialMs`): a
 * NaN would reconnect at once, over and over. A `random` that throws or leaves [0, 1) is not
 * trusted for that wait (`Math.random` is).
 */
export function backoff(options: BackoffOptions = {}): (n: number) => number {
  checkMs('backoff.initialMs', options.initialMs, 1);
  const initialMs = options.initialMs ?? 500;
  checkMs('backoff.maxMs', options.maxMs, initialMs);
  const maxMs = options.maxMs ?? Math.max(15_000, initialMs);
  const random = options.random ?? Math.random;
  const jitter = () => {
    try {
      const value = random();
      if (typeof value === 'number' && value >= 0 && value < 1) return value;
    } catch {
      // The app's source of randomness failed: the platform's serves for this wait.
    }
    return Math.random();
  };
  return (n) => Math.min(maxMs, initialMs * 2 ** n) * (0.5 + jitter() / 2);
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
