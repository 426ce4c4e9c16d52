/** The wait between attempts to read the log again after a failure: from the first, doubling to the last, with jitter. */
export const RECOVERY_MS = { first: 100, last: 2_000 } as const;

/** The wait before a try after `failures` failed ones, with jitter (half to all of it), so rooms do not retry together. */
export const recoveryWait = (failures: number, random: () => number = Math.random): number =>
  Math.min(RECOVERY_MS.last, RECOVERY_MS.first * 2 ** failures) * (0.5 + random() / 2);

/** When and how a room tries to read its log again. */
export interface RecoveryOptions {
  /** Whether a try may be planned, and still made when it is due (not once the room is closed, say). */
  readonly may: () => boolean;
  /** The try, resolving if it worked; null when, by the time it is due, none is needed. */
  readonly attempt: () => Promise<unknown> | null;
  /** Random numbers in [0, 1) for the jitter (default `Math.random`). */
  readonly random?: () => number;
}

/**
 * Tries again after a failure, one try planned at a time, each after a wait that grows with the
 * failed tries before it (`recoveryWait`); a try that works starts the waits afresh. Its timer
 * keeps no process alive.
 */
export class Recovery {
  readonly #options: RecoveryOptions;
  #timer: NodeJS.Timeout | null = null;
  #failures = 0;

  constructor(options: RecoveryOptions) {
    this.#options = options;
  }

  /** Plans a try, unless one is planned already or none may be. */
  later(): void {
    const { may, attempt, random } = this.#options;
    if (this.#timer || !may()) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!may()) return;
      attempt()?.then(
        () => {
          this.#failures = 0;
        },
        () => {
          this.#failures += 1;
          this.later();
        },
      );
    }, recoveryWait(this.#failures, random));
    this.#timer.unref();
  }

  /** Cancels the planned try. */
  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
  }
}
