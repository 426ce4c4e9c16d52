import type { TimeControl } from './settings.ts';
import type { ClockState } from './types.ts';
import type { Seat } from './vocabulary.ts';

/** The longest delay a timer can wait (setTimeout's limit): time controls stay well below it. */
export const MAX_DELAY = 2 ** 31 - 1;
/** Fresh clocks for a time control, neither running. */
export const freshClock = ({ initialMs, incrementMs }: TimeControl): ClockState => ({
  initialMs,
  incrementMs,
  remaining: { first: initialMs, second: initialMs },
  running: null,
  startedAt: 0,
});

/** `seat`'s clock starts now. */
export const started = (clock: ClockState, seat: Seat, now: number): ClockState => ({ ...clock, running: seat, startedAt: now });

/** The running clock charged with the time since it started (never below zero); it stays the running one. */
export function charged(clock: ClockState, now: number): ClockState {
  const { running } = clock;
  if (!running) return clock;
  const left = Math.max(0, clock.remaining[running] - Math.max(0, now - clock.startedAt));
  return { ...clock, remaining: { ...clock.remaining, [running]: left }, startedAt: now };
}

/** The running seat's increment, added after a move or a choice. */
export const incremented = (clock: ClockState): ClockState =>
  clock.running ? { ...clock, remaining: { ...clock.remaining, [clock.running]: clock.remaining[clock.running] + clock.incrementMs } } : clock;

/** No clock runs (a request or offer waits, or the game is over). */
export const paused = (clock: ClockState): ClockState => ({ ...clock, running: null });

/** How long the flag timer of `seat` waits: its remaining time while its clock runs, else null (no timer). */
export const delayFor = (clock: ClockState | null, seat: Seat): number | null => (clock?.running === seat ? Math.min(MAX_DELAY, clock.remaining[seat]) : null);
