import type { GameState } from '@gomoku/machine';
import { defaultSettings, parseSettings, type Settings } from './settings.ts';

const GAME_KEY = 'gomoku-demo:game';
const LAST_KEY = 'gomoku-demo:last';
const SETTINGS_KEY = 'gomoku-demo:settings';

/** What the home says of the saved game, kept beside it so the home needs no game machine to read it. */
export interface LastGame {
  /** Stones played. */
  moves: number;
  /** Against the computer, or two players on this screen. */
  mode: Settings['mode'];
  /** Whether the game has ended. */
  over: boolean;
}

/** Storage may be missing or refuse access (private modes, sandboxed frames): never let that throw. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A stored JSON value: `ok: false` when it is there but unreadable. */
export function readJson(key: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = storage()?.getItem(key);
    return text == null ? { ok: true, value: null } : { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused storage: the app goes on unsaved.
  }
}

/** The stored settings, every unreadable field at its default. */
export function loadSettings(narrow = false): Settings {
  const defaults = defaultSettings(narrow);
  const stored = readJson(SETTINGS_KEY);
  return stored.ok ? parseSettings(stored.value, defaults) : defaults;
}

export const saveSettings = (settings: Settings): void => write(SETTINGS_KEY, settings);

/** The saved game as stored (its `GameState`, or an older game's persisted snapshot; unchecked: `restoreSavedGame` checks it). */
export const readSavedGame = () => readJson(GAME_KEY);

/** Saves the game in progress (its `GameState`, plain JSON) and what the home says of it. */
export function saveGame(state: GameState, last: LastGame): void {
  write(GAME_KEY, state);
  write(LAST_KEY, last);
}

/** Stores a game read from an older form again in today's (what the home says of it is unchanged). */
export const rewriteSavedGame = (state: GameState): void => write(GAME_KEY, state);

/** What the home says of the saved game, or null when there is none worth resuming (no stone yet). */
export function lastGame(): LastGame | null {
  const stored = readJson(LAST_KEY);
  if (!stored.ok || typeof stored.value !== 'object' || stored.value === null) return null;
  const { moves, mode, over } = stored.value as Partial<Record<keyof LastGame, unknown>>;
  if (typeof moves !== 'number' || !Number.isInteger(moves) || moves < 1 || (mode !== 'friend' && mode !== 'computer')) return null;
  return { moves, mode, over: over === true };
}
