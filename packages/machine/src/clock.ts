import type { Clocks } from './game-state.ts';
import type { TimeControl } from './settings.ts';
import type { Seat } from './vocabulary.ts';

/** The longest delay a timer can wait (setTimeout's limit). */
export const MAX_DELAY = 2 ** 31 - 1;

/** Fresh clocks for a time control, neither running. */
export const freshClock = ({ initialMs }: TimeControl): Clocks => ({ remaining: { first: initialMs, second: initialMs }, running: null });

/** `seat`'s clock runs from `now`; a clock already running for it keeps its start. */
export const started = (clock: Clocks, seat: Seat, now: number): Clocks => (clock.running?.seat === seat ? clock : { ...clock, running: { seat, since: now } });

/** The running clock charged with the time since it started (never below zero); it runs on from `now`. */
export function charged(clock: Clocks, now: number): Clocks {
  const { running } = clock;
  if (!running) return clock;
  const left = Math.max(0, clock.remaining[running.seat] - Math.max(0, now - running.since));
  return { remaining: { ...clock.remaining, [running.seat]: left }, running: { seat: running.seat, since: Math.max(now, running.since) } };
}

/** The running seat's increment, added after a move or a choice. */
export const incremented = (clock: Clocks, { incrementMs }: TimeControl): Clocks =>
  clock.running ? { ...clock, remaining: { ...clock.remaining, [clock.running.seat]: clock.remaining[clock.running.seat] + incrementMs } } : clock;

/** No clock runs (a request or offer waits, or the game is over). */
export const paused = (clock: Clocks): Clocks => (clock.running ? { ...clock, running: null } : clock);

/** `seat`'s clock at zero, stopped: its flag fell. */
export const fallen = (clock: Clocks, seat: Seat): Clocks => ({ remaining: { ...clock.remaining, [seat]: 0 }, running: null });

/** How long the flag timer of `seat` waits: its remaining time while its clock runs, else null (no timer). */
export const delayFor = (clock: Clocks | null, seat: Seat): number | null => (clock?.running?.seat === seat ? Math.min(MAX_DELAY, clock.remaining[seat]) : null);

/** The most time a seat can hold with `stones` on the board: its initial time and an increment for each stone and each of a swap opening's two choices. */
export const mostTime = ({ initialMs, incrementMs }: TimeControl, stones: number): number => initialMs + incrementMs * (stones + 2);

/**
 * The clocks held to `mostTime` (the same object where they are within it). An undo takes stones
 * back but not the increments they earned: held to this, play-and-undo cannot bank time, and the
 * state stays one `readGameState` reads.
 */
export function heldTo(clock: Clocks, control: TimeControl, stones: number): Clocks {
  const most = mostTime(control, stones);
  const { first, second } = clock.remaining;
  return first <= most && second <= most ? clock : { ...clock, remaining: { first: Math.min(most, first), second: Math.min(most, second) } };
}
