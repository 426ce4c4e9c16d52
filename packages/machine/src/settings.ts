import { CodecError, GOMOKU, validateVariant, type Variant } from '@gomoku/engine';
import { CLOCK_LIMITS, OPENINGS, UNDO_POLICIES, type InputError, type OpeningRule, type UndoPolicy } from './vocabulary.ts';

/** A Fischer time control: each player starts with `initialMs`, and gains `incrementMs` a move. */
export interface TimeControl {
  readonly initialMs: number;
  readonly incrementMs: number;
}

/**
 * The settings a game is played with, defined once: the machine's input, `<Gomoku/>`'s and
 * `GomokuProvider`'s props and an online room's settings are this type. Every field is optional
 * (see `DEFAULT_SETTINGS`); `readSettings` checks them.
 */
export interface GameSettings {
  /** Board and rule (default `GOMOKU`: 15×15 freestyle). */
  readonly variant?: Variant | undefined;
  /** Undo at once, or only after the opponent agrees (one of `UNDO_POLICIES`; default `'consent'`). */
  readonly undo?: UndoPolicy | undefined;
  /** How the game opens (one of `OPENINGS`; default `'free'`). Swap openings need a win length of four or more. */
  readonly opening?: OpeningRule | undefined;
  /** A Fischer clock, `{ initialMs, incrementMs }` within `CLOCK_LIMITS` (default none). */
  readonly clock?: TimeControl | undefined;
}

/** What a game is played with where a setting is left out. */
export const DEFAULT_SETTINGS = Object.freeze({ variant: GOMOKU, undo: 'consent', opening: 'free', clock: null } as const);

/** Settings as read: each field checked, a bad one replaced by its default. */
export interface ReadSettings {
  readonly variant: Variant;
  readonly undo: UndoPolicy;
  readonly opening: OpeningRule;
  readonly clock: TimeControl | null;
}

/** A time control from outside, checked: the control, null for none, undefined if it is broken. */
export function timeControlOf(value: unknown): TimeControl | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { initialMs, incrementMs } = value as Record<string, unknown>;
  const within = (n: unknown, { min, max }: { min: number; max: number }) => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
  return within(initialMs, CLOCK_LIMITS.initialMs) && within(incrementMs, CLOCK_LIMITS.incrementMs) ? { initialMs: initialMs as number, incrementMs: incrementMs as number } : undefined;
}

/** One of `list`, the default for a missing value, or undefined for anything else. */
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T | undefined => (value === undefined ? fallback : list.find((item) => item === value));

/**
 * Reads settings from outside, the one check of them (the machine's input and an online room's
 * settings alike): each field is checked, the variant by the engine; a bad one is replaced by its
 * default, and `error` names the first problem. Never throws.
 */
export function readSettings(value: GameSettings | undefined): { settings: ReadSettings; error: InputError | null } {
  let error: InputError | null = null;
  const fail = (problem: InputError) => void (error ??= problem);
  let variant: Variant = GOMOKU;
  try {
    if (value?.variant !== undefined) variant = validateVariant(value.variant);
  } catch (thrown) {
    fail({ code: 'bad-variant', problem: thrown instanceof CodecError ? thrown.code : 'bad-variant' });
  }
  const undo = oneOf(UNDO_POLICIES, value?.undo, DEFAULT_SETTINGS.undo);
  if (undo === undefined) fail({ code: 'bad-undo' });
  let opening = oneOf(OPENINGS, value?.opening, DEFAULT_SETTINGS.opening);
  if (opening === undefined) fail({ code: 'bad-opening' });
  else if (isSwap(opening) && variant.winLength < 4) {
    fail({ code: 'swap-needs-four' });
    opening = undefined;
  }
  const clock = timeControlOf(value?.clock);
  if (clock === undefined) fail({ code: 'bad-clock' });
  return { settings: { variant, undo: undo ?? DEFAULT_SETTINGS.undo, opening: opening ?? DEFAULT_SETTINGS.opening, clock: clock ?? null }, error };
}

/** Does the opening rule put swap states before the game? */
export const isSwap = (opening: OpeningRule) => opening === 'swap' || opening === 'swap2';
