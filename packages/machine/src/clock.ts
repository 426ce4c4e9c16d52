import type { ClockState, Seat, TimeControl } from './types.ts';

/** The longest delay a timer can wait (setTimeout's limit): time controls stay well below it. */
export const MAX_DELAY = 2 ** 31 - 1;
/** Time-control limits: 1 s to 10 h each, an increment up to 10 min. */
const LIMITS = { initialMs: [1_000, 36_000_000], incrementMs: [0, 600_000] } as const;

/**
 * Now, on the clock of the actor system the machine runs in: XState's `SimulatedClock` in tests,
 * so the flag timers (XState's delayed transitions) and the time charged agree; the wall clock
 * otherwise. The system's clock is the one place the machine reads the time.
 */
export function nowOf(system: unknown): number {
  const clock = (system as { _clock?: { now?: () => number } } | undefined)?._clock;
  return typeof clock?.now === 'function' ? clock.now() : Date.now();
}

/** A time control from outside, checked: the control, null for none, undefined if it is broken. */
export function timeControlOf(value: unknown): TimeControl | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { initialMs, incrementMs } = value as Record<string, unknown>;
  const within = (n: unknown, [low, high]: readonly [number, number]) => typeof n === 'number' && Number.isInteger(n) && n >= low && n <= high;
  return within(initialMs, LIMITS.initialMs) && within(incrementMs, LIMITS.incrementMs) ? { initialMs: initialMs as number, incrementMs: incrementMs as number } : undefined;
}

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

/** How long the flag timer of `seat` waits: its remaining time, or never without a clock. */
export const delayFor = (clock: ClockState | null, seat: Seat): number => (clock ? Math.min(MAX_DELAY, clock.remaining[seat]) : MAX_DELAY);
