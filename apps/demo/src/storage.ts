import { restoreSnapshot, type GomokuSnapshot, type PersistedGomoku } from '@gomoku/machine';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from './settings.ts';

const GAME_KEY = 'gomoku-demo:game';
const SETTINGS_KEY = 'gomoku-demo:settings';

/** What was stored: the settings, the game (if any), and whether something had to be thrown away. */
export interface Stored {
  settings: Settings;
  game: GomokuSnapshot | null;
  /** The stored game was unreadable and has been removed. */
  discarded: boolean;
}

/** Storage may be missing or refuse access (private modes, sandboxed frames): never let that throw. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = storage()?.getItem(key);
    return text == null ? { ok: true, value: null } : { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Reads settings and the saved game; anything corrupted is dropped, never thrown. */
export function loadStored(): Stored {
  const settings = readJson(SETTINGS_KEY);
  const game = readJson(GAME_KEY);
  let restored: GomokuSnapshot | null = null;
  let discarded = false;
  if (!game.ok) discarded = true;
  else if (game.value !== null) {
    const result = restoreSnapshot(game.value);
    if (result.ok) restored = result.snapshot;
    else discarded = true;
  }
  if (discarded) clearGame();
  return { settings: settings.ok ? parseSettings(settings.value) : { ...DEFAULT_SETTINGS }, game: restored, discarded };
}

/** Saves the game in progress (the machine's persisted snapshot). */
export function saveGame(snapshot: PersistedGomoku): void {
  try {
    storage()?.setItem(GAME_KEY, JSON.stringify(snapshot));
  } catch {
    // Full or refused storage: the game goes on unsaved.
  }
}

export function clearGame(): void {
  try {
    storage()?.removeItem(GAME_KEY);
  } catch {
    // Nothing to do.
  }
}

export function saveSettings(settings: Settings): void {
  try {
    storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // The settings still apply for this visit.
  }
}
