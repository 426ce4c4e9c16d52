import type { Clocks, Seat } from '@gomoku/machine';

/** Below this much time a clock shows tenths and turns to low-time styling. */
export const LOW_TIME_MS = 10_000;
/** Remaining times at which the running clock is announced to assistive technology: rarely, not every second. */
export const ANNOUNCED_AT_MS: readonly number[] = [60_000, 30_000, LOW_TIME_MS];

/**
 * A clock reading: `1:02:03` from an hour, `4:59` from ten seconds, `9.3` below (tenths, rounded
 * down, so it never shows time that is not there), `0.0` at the end and below it (a clock past its
 * flag). Throws a `RangeError` for `ms` that is NaN, infinite or above `Number.MAX_SAFE_INTEGER`
 * (no clock holds that), a `TypeError` for one that is no number.
 */
export function formatClock(ms: number): string {
  if (typeof ms !== 'number') throw new TypeError(`formatClock: ms must be a number, got a ${typeof ms}.`);
  if (Number.isNaN(ms) || Math.abs(ms) > Number.MAX_SAFE_INTEGER) throw new RangeError(`formatClock: ms must be a finite number of milliseconds up to ${Number.MAX_SAFE_INTEGER}, got ${ms}.`);
  const left = Math.max(0, ms);
  if (left < LOW_TIME_MS) return (Math.floor(left / 100) / 10).toFixed(1);
  const seconds = Math.floor(left / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The threshold a clock just passed going from `before` to `after` ms, if any: what to announce. */
export function crossedThreshold(before: number, after: number): number | null {
  return ANNOUNCED_AT_MS.find((mark) => before > mark && after <= mark) ?? null;
}

/** A seat's time left at `now` (ms, on the clock `since` is on): what it had, less the time since its clock started, if it runs. */
export function timeLeft(clock: Clocks, seat: Seat, now: number): number {
  const spent = clock.running?.seat === seat ? Math.max(0, now - clock.running.since) : 0;
  return Math.max(0, clock.remaining[seat] - spent);
}
