import type { PlayerId, RoomSettings } from '@gomoku/protocol';
import { gomokuMachine, restoreSnapshot, type Seat } from '@gomoku/machine';
import { createActor, type Actor, type Snapshot } from 'xstate';

/**
 * The server's clock: the time for the store and the timers of the game's clocks (XState's
 * delayed transitions). Tests pass XState's `SimulatedClock`, which has both.
 */
export interface ServerClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `fn` after `ms` milliseconds of this clock; returns a handle for `clearTimeout`. */
  setTimeout(fn: () => void, ms: number): unknown;
  /** Cancels a timer of `setTimeout`. */
  clearTimeout(handle: unknown): void;
}

/** The wall clock and Node's timers. */
export const systemClock: ServerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A running game machine. */
export type GameActor = Actor<typeof gomokuMachine>;

/** A machine snapshot as stored: what `getPersistedSnapshot()` gives, read back as JSON. */
export type Persisted = Snapshot<unknown> & { readonly value?: unknown };

/** The players' ids a room's game starts with: `p1` holds the first seat (Black without a swap opening). */
const PLAYERS = { black: 'p1', white: 'p2' } as const;

/**
 * The first snapshot of a room's game, for settings `readRoomSettings` has read (the machine's
 * `readSettings`, the one check of them: nothing is checked again here).
 */
export function newGame(settings: RoomSettings, clock: ServerClock): Persisted {
  const actor = createActor(gomokuMachine, { input: { ...settings, players: PLAYERS }, clock }).start();
  try {
    return actor.getPersistedSnapshot() as Persisted;
  } finally {
    actor.stop();
  }
}

/**
 * A running actor for a stored snapshot, or null for a snapshot the machine does not vouch for.
 * Resuming charges a running clock with the time since it was stored (a flag may fall at once)
 * and arms the flag timer on `clock`.
 */
export function resumeGame(persisted: unknown, clock: ServerClock): GameActor | null {
  if (!restoreSnapshot(persisted).ok) return null;
  return createActor(gomokuMachine, { snapshot: persisted as Persisted, input: {}, clock }).start();
}

/** The snapshot's state value as text: it changes when the game's status does, and only then. */
export const statusKey = (persisted: Persisted): string => JSON.stringify(persisted.value ?? null);

/** The seat `player` holds in a stored snapshot (the seats swap at each rematch). */
export const seatIn = (persisted: Persisted, player: PlayerId): Seat =>
  (persisted as { context?: { seats?: { second?: unknown } | null } }).context?.seats?.second === player ? 'second' : 'first';
