import { describe, expect, test } from 'vitest';
import { lastGame, loadSettings, saveGame } from './storage.ts';
import { defaultSettings } from './settings.ts';
import { withMemoryStorage } from './test-storage.ts';

describe('storage', () => {
  withMemoryStorage();

  test("the home reads what it says of the saved game from the demo's own summary, kept with the game", () => {
    expect(lastGame()).toBeNull();
    saveGame({} as never, { moves: 3, mode: 'computer', over: false });
    expect(lastGame()).toEqual({ moves: 3, mode: 'computer', over: false });
  });

  test('a summary that is not one (hand-edited, older, hostile) offers nothing to resume', () => {
    for (const junk of ['{', '42', 'null', '[]', '{"moves":0,"mode":"friend"}', '{"moves":1.5,"mode":"friend"}', '{"moves":"3","mode":"friend"}', '{"moves":3,"mode":"robot"}', '{"moves":1e400,"mode":"friend"}']) {
      localStorage.setItem('gomoku-demo:last', junk);
      expect(lastGame()).toBeNull();
    }
    localStorage.setItem('gomoku-demo:last', '{"moves":2,"mode":"friend","over":"yes"}');
    expect(lastGame()).toEqual({ moves: 2, mode: 'friend', over: false });
  });

  test('settings that cannot be read fall back to the defaults; storage that throws is no storage', () => {
    localStorage.setItem('gomoku-demo:settings', '{not json');
    expect(loadSettings()).toEqual(defaultSettings());
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new Error('denied'); } });
    expect(loadSettings(true)).toEqual(defaultSettings(true));
    expect(lastGame()).toBeNull();
    expect(() => saveGame({} as never, { moves: 1, mode: 'friend', over: false })).not.toThrow();
  });
});
