import { describe, expect, test } from 'vitest';
import { loadSettings, readJson, removeStored, saveSettings, writeJson } from './storage.ts';
import { defaultSettings } from './settings.ts';
import { withMemoryStorage } from './test-storage.ts';

describe('storage', () => {
  withMemoryStorage();

  test('values go in as JSON and come back; unreadable ones say so', () => {
    expect(readJson('k')).toEqual({ ok: true, value: null });
    expect(writeJson('k', { a: [1] })).toBe(true);
    expect(readJson('k')).toEqual({ ok: true, value: { a: [1] } });
    localStorage.setItem('k', '{');
    expect(readJson('k')).toEqual({ ok: false });
    removeStored('k');
    expect(readJson('k')).toEqual({ ok: true, value: null });
  });

  test('settings round trip', () => {
    saveSettings({ ...defaultSettings(), level: 'master', computerColor: 'black' });
    expect(loadSettings()).toEqual({ ...defaultSettings(), level: 'master', computerColor: 'black' });
  });

  test('settings that cannot be read fall back to the defaults; storage that throws is no storage', () => {
    localStorage.setItem('gomoku-demo:settings', '{not json');
    expect(loadSettings()).toEqual(defaultSettings());
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new Error('denied'); } });
    expect(loadSettings(true)).toEqual(defaultSettings(true));
    expect(readJson('k')).toEqual({ ok: true, value: null });
    expect(writeJson('k', 1)).toBe(false);
    expect(() => removeStored('k')).not.toThrow();
  });
});
