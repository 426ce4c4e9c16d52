import type { RoomSettings } from '@gomoku/protocol';
import { gomokuMachine, readGameState, selectGameState, selectStatus, snapshotOf, type GameState, type InputError, type Status } from '@gomoku/machine';
import { createActor, type Actor } from 'xstate';

/**
 * The server's clock: the time for the store, the events it sends the machine (`at`) and the
 * timers of the game's clocks (XState's delayed transitions). Tests pass XState's
 * `SimulatedClock`, which has all three.
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

/** The players' ids a room's game starts with: `p1` holds the first seat (Black without a swap opening). */
const PLAYERS = { black: 'p1', white: 'p2' } as const;

/**
 * The first state of a room's game, for settings `readRoomSettings` has read (the machine's
 * `readSettings`, the one check of them: nothing is checked again here).
 */
export function newGame(settings: RoomSettings, clock: ServerClock): GameState {
  return selectGameState(createActor(gomokuMachine, { input: { ...settings, players: PLAYERS, now: clock.now() } }).getSnapshot());
}

/** A stored game resumed: its state as read, the status it was stored at, and its running actor. */
export interface ResumedGame {
  readonly ok: true;
  readonly state: GameState;
  /** The status the game was stored at: the actor's differs once a flag has fallen on it. */
  readonly status: Status;
  readonly actor: GameActor;
}

/**
 * A running actor for a stored game, or why the machine does not vouch for it (`readGameState`'s
 * problem). Resuming charges a running clock with the time since it was stored (a flag may fall
 * at once) and arms the flag timer on `clock`.
 */
export function resumeGame(stored: unknown, clock: ServerClock): ResumedGame | { readonly ok: false; readonly problem: InputError } {
  const read = readGameState(stored);
  if (!read.ok) return read;
  const { state } = read;
  const actor = createActor(gomokuMachine, { input: { state, now: clock.now() }, clock }).start();
  return { ok: true, state, status: selectStatus(snapshotOf(state)), actor };
}
