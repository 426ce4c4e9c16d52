import { describe, expect, it } from 'vitest';
import { clockOf, defaultSettings, localeOf, parseSettings, settingsForRecord, startsNewGame, variantOf } from './settings.ts';

const DEFAULTS = defaultSettings();

describe('settings', () => {
  it('keep every valid choice and drop every invalid one', () => {
    expect(parseSettings({ rule: 'renju', size: 19, locale: 'zh-CN', theme: 'dark', showCoordinates: false, opening: 'swap2', time: '3+2' })).toEqual({
      ...DEFAULTS,
      rule: 'renju',
      size: 19,
      locale: 'zh-CN',
      theme: 'dark',
      showCoordinates: false,
      opening: 'swap2',
      time: '3+2',
    });
    expect(parseSettings({ rule: 'go', size: -1, level: 9, time: '99+1' })).toEqual(DEFAULTS);
    for (const junk of [null, 42, 'text', [], undefined]) expect(parseSettings(junk)).toEqual(DEFAULTS);
  });

  it('offer the computer at full strength, and undo at once on one screen by default', () => {
    expect(parseSettings({ level: 'master' }).level).toBe('master');
    expect(DEFAULTS.undo).toBe('immediate');
  });

  it('start narrow phones without coordinates, so the board has room', () => {
    expect(defaultSettings(true).showCoordinates).toBe(false);
  });

  it('speak the first of the browser’s languages the demo knows, else English', () => {
    for (const tag of ['zh', 'zh-Hans', 'zh-CN', 'zh-SG', 'zh-Hans-HK', 'ZH-cn', 'zh_CN']) expect(localeOf([tag]), tag).toBe('zh-CN');
    for (const tag of ['ja', 'ja-JP']) expect(localeOf([tag]), tag).toBe('ja');
    for (const tag of ['ko', 'ko-KR']) expect(localeOf([tag]), tag).toBe('ko');
    // Traditional Chinese is not the Simplified the demo speaks; 'jam' is Jamaican, not Japanese.
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-CN', 'jam', 'fr-FR', '']) expect(localeOf([tag]), tag).toBe('en');
    expect(localeOf([])).toBe('en');
    expect(localeOf(['fr', 'zh-TW', 'ko-KR', 'ja'])).toBe('ko');
    expect(localeOf(['en-GB', 'ja-JP'])).toBe('en');
  });

  it('start a first visit in the browser’s language, keeping a stored choice of any of the four', () => {
    expect(defaultSettings(false, ['ja-JP']).locale).toBe('ja');
    expect(defaultSettings(true, ['ko-KR'])).toEqual({ ...defaultSettings(true), locale: 'ko' });
    for (const locale of ['en', 'zh-CN', 'ja', 'ko'] as const) expect(parseSettings({ locale }, defaultSettings(false, ['ja'])).locale).toBe(locale);
    for (const locale of ['zh', 'ja-JP', 'KO', 'fr', 7, null]) expect(parseSettings({ locale }, defaultSettings(false, ['ko'])).locale).toBe('ko');
  });

  it('choose the variant and the clock', () => {
    expect(variantOf({ ...DEFAULTS, rule: 'standard', size: 19 })).toEqual({ size: 19, winLength: 5, rule: 'standard' });
    expect(clockOf({ ...DEFAULTS, time: '3+2' })).toEqual({ initialMs: 180_000, incrementMs: 2_000 });
    expect(clockOf(DEFAULTS)).toBeUndefined();
  });

  it('tell the settings that start a new game from those that only change the look', () => {
    expect(startsNewGame(DEFAULTS, { ...DEFAULTS, theme: 'dark', level: 'hard', muted: true })).toBe(false);
    expect(startsNewGame(DEFAULTS, { ...DEFAULTS, rule: 'renju' })).toBe(true);
    expect(startsNewGame(DEFAULTS, { ...DEFAULTS, opening: 'swap' })).toBe(true);
  });

  it('for an opened record: its rule and size, one screen, free opening, no clock, the display kept', () => {
    const mine = { ...DEFAULTS, mode: 'computer' as const, opening: 'swap2' as const, time: '3+2' as const, theme: 'dark' as const };
    expect(settingsForRecord(mine, { size: 19, winLength: 5, rule: 'renju' })).toEqual({ ...mine, rule: 'renju', size: 19, mode: 'friend', opening: 'free', time: 'none' });
    expect(settingsForRecord(mine, { size: 15, winLength: 5, rule: 'freestyle' }).size).toBe(15);
  });
});
