import { COLORS, MAX_SIZE, type Color, type Point, type Variant } from '@gomoku/engine';
import * as v from 'valibot';
import type { TimeControl } from './settings.ts';
import { CLOCK_LIMITS, ENDING_REASONS, OPENINGS, PENDING_KINDS, SEATS, UNDO_POLICIES, type EndingReason, type OpeningRule, type PendingKind, type Seat, type UndoPolicy } from './vocabulary.ts';

/** The version of `GameState`'s shape this machine writes and reads. */
export const GAME_STATE_FORMAT = 1;

/** How a game ended: the winner (null for a draw) and why. */
export interface Ending {
  readonly winner: Color | null;
  readonly reason: EndingReason;
}

/** A request or offer waiting for the other side's answer: what it asks, and the side that asked. */
export interface Pending {
  readonly kind: PendingKind;
  readonly by: Color;
}

/** The clocks: each seat's remaining time, and the one running since when (ms on the clock events are stamped with), or null. */
export interface Clocks {
  readonly remaining: { readonly first: number; readonly second: number };
  readonly running: { readonly seat: Seat; readonly since: number } | null;
}

/** The settings a game is played with, each given (`readSettings` fills what a caller leaves out). */
export interface FullSettings {
  readonly variant: Variant;
  readonly opening: OpeningRule;
  readonly undo: UndoPolicy;
  readonly clock: TimeControl | null;
}

/**
 * The whole of a game as plain JSON: what is stored, sent, restored and handed to a parent.
 * Nothing in it is XState's. `readGameState` reads one from outside; `selectGameState` gives it
 * from a snapshot; `createActor(gomokuMachine, { input: { state } })` resumes it.
 */
export interface GameState {
  /** The version of this shape (`GAME_STATE_FORMAT`). */
  readonly format: typeof GAME_STATE_FORMAT;
  readonly settings: FullSettings;
  /** The record: Black's stones at even indexes. */
  readonly moves: readonly Point[];
  /** The players' ids by seat (`first` opens), or null for a game without ids. */
  readonly players: { readonly first: string; readonly second: string } | null;
  /** The seat that holds Black; null while a swap opening has not decided the colours. */
  readonly black: Seat | null;
  /** The swap opening's choices: whether `second` extended (swap2), and how many of its stones both accepted (no undo takes them back). */
  readonly opening: { readonly extended: boolean; readonly stones: number };
  /** How the game ended, or null while it is played. */
  readonly ending: Ending | null;
  /** The clocks, or null for a game without a time control. */
  readonly clock: Clocks | null;
  /** What waits for the other side's answer, or null. */
  readonly pending: Pending | null;
}

/** Clock times are whole milliseconds; a running clock's start is a time a `Date` can hold. */
const time = (max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(max));
const MAX_CLOCK_MS = CLOCK_LIMITS.initialMs.max + CLOCK_LIMITS.incrementMs.max * (MAX_SIZE * MAX_SIZE + 2);
const id = v.pipe(v.string(), v.maxLength(200));
const nullable = v.nullable;

/**
 * `GameState`'s shape as one valibot schema: every key present and no other, each value of its
 * type and range. What the values mean together (a record the engine plays, an ending the board
 * gives, a clock for the one to act) `readGameState` checks after it.
 */
export const GameStateShape = v.strictObject({
  format: v.literal(GAME_STATE_FORMAT),
  settings: v.strictObject({
    variant: v.strictObject({ size: v.number(), winLength: v.number(), rule: v.string() }),
    opening: v.picklist(OPENINGS),
    undo: v.picklist(UNDO_POLICIES),
    clock: nullable(v.strictObject({ initialMs: v.number(), incrementMs: v.number() })),
  }),
  moves: v.pipe(v.array(time(MAX_SIZE * MAX_SIZE - 1)), v.maxLength(MAX_SIZE * MAX_SIZE)),
  players: nullable(v.strictObject({ first: id, second: id })),
  black: nullable(v.picklist(SEATS)),
  opening: v.strictObject({ extended: v.boolean(), stones: time(5) }),
  ending: nullable(v.strictObject({ winner: nullable(v.picklist(COLORS)), reason: v.picklist(ENDING_REASONS) })),
  clock: nullable(
    v.strictObject({
      remaining: v.strictObject({ first: time(MAX_CLOCK_MS), second: time(MAX_CLOCK_MS) }),
      running: nullable(v.strictObject({ seat: v.picklist(SEATS), since: time(8.64e15) })),
    }),
  ),
  pending: nullable(v.strictObject({ kind: v.picklist(PENDING_KINDS), by: v.picklist(COLORS) })),
});
