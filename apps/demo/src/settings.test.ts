import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, variantOf } from './settings.ts';

describe('settings', () => {
  it('keep every valid choice and drop every invalid one', () => {
    expect(parseSettings({ rule: 'renju', size: 19, locale: 'zh-CN', theme: 'dark', showCoordinates: false })).toEqual({
      ...DEFAULT_SETTINGS,
      rule: 'renju',
      size: 19,
      locale: 'zh-CN',
      theme: 'dark',
      showCoordinates: false,
    });
    expect(parseSettings({ rule: 'go', size: -1, level: 9 })).toEqual(DEFAULT_SETTINGS);
    for (const junk of [null, 42, 'text', [], undefined]) expect(parseSettings(junk)).toEqual(DEFAULT_SETTINGS);
  });

  it('choose the variant', () => {
    expect(variantOf({ ...DEFAULT_SETTINGS, rule: 'standard', size: 19 })).toEqual({ size: 19, winLength: 5, rule: 'standard' });
  });
});
