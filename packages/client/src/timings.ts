/** The longest delay timers take: past it a browser or Node fires the timer at once instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The shortest ping interval taken: the server lets a connection send ten messages a second. */
const MIN_PING_MS = 100;

/** Throws a `RangeError` naming `name` unless `value` is undefined or a number from `min` to `max` milliseconds. */
export function checkMs(name: string, value: unknown, min: number, max = MAX_TIMER_MS): void {
  if (value !== undefined && (typeof value !== 'number' || !(value >= min && value <= max))) {
    throw new RangeError(`${name} must be from ${min} to ${max} milliseconds, got ${typeof value === 'number' ? value : typeof value}.`);
  }
}

/** The `pingMs` option checked (from 100 ms: a `RangeError` otherwise), or its default of 20 s. */
export function pingInterval(pingMs: number | undefined): number {
  checkMs('pingMs', pingMs, MIN_PING_MS);
  return pingMs ?? 20_000;
}
