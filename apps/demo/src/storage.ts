import { restoreSnapshot, type GomokuSnapshot, type PersistedGomoku } from '@gomoku/machine';
import { defaultSettings, parseSettings, type Settings } from './settings.ts';

const GAME_KEY = 'gomoku-demo:game';
const SETTINGS_KEY = 'gomoku-demo:settings';

/** What was stored: the settings, the game (if any), and whether something had to be thrown away. */
export interface Stored {
  settings: Settings;
  game: GomokuSnapshot | null;
  /** The stored game was unreadable and has been removed: why, in the machine's words. */
  discarded: string | null;
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
export function loadStored(narrow = false): Stored {
  const defaults = defaultSettings(narrow);
  const settings = readJson(SETTINGS_KEY);
  const game = readJson(GAME_KEY);
  let restored: GomokuSnapshot | null = null;
  let discarded: string | null = null;
  if (!game.ok) discarded = 'The saved game is not readable.';
  else if (game.value !== null) {
    // restoreSnapshot never throws; the try is for anything else stored data could do.
    try {
      const result = restoreSnapshot(game.value);
      if (result.ok) restored = result.snapshot;
      else discarded = result.reason.code;
    } catch {
      discarded = 'The saved game could not be read.';
    }
  }
  if (discarded) clearGame();
  return { settings: settings.ok ? parseSettings(settings.value, defaults) : defaults, game: restored, discarded };
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
