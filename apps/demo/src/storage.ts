import { defaultSettings, parseSettings, type Settings } from './settings.ts';

const SETTINGS_KEY = 'gomoku-demo:settings';

/** The device's storage, or null where it is missing or refuses access (private modes, sandboxed frames): never a throw. */
export function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A stored JSON value: `ok: false` when it is there but unreadable. */
export function readJson(key: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = deviceStorage()?.getItem(key);
    return text == null ? { ok: true, value: null } : { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Stores a value as JSON: false when it could not be (no storage, full, refused), and the app goes on unsaved. */
export function writeJson(key: string, value: unknown): boolean {
  try {
    const place = deviceStorage();
    place?.setItem(key, JSON.stringify(value));
    return place !== null;
  } catch {
    return false;
  }
}

/** Removes a stored value (nothing happens where storage is refused). */
export function removeStored(key: string): void {
  try {
    deviceStorage()?.removeItem(key);
  } catch {
    // Refused storage keeps nothing to remove.
  }
}

/** The stored settings, every unreadable field at its default (`defaultSettings` reads `narrow` and `languages`). */
export function loadSettings(narrow = false, languages: readonly string[] = []): Settings {
  const defaults = defaultSettings(narrow, languages);
  const stored = readJson(SETTINGS_KEY);
  return stored.ok ? parseSettings(stored.value, defaults) : defaults;
}

export const saveSettings = (settings: Settings): void => void writeJson(SETTINGS_KEY, settings);
