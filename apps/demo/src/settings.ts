import type { Rule, Variant } from '@gomoku/engine';

/** Everything the settings panel chooses. */
export interface Settings {
  rule: Rule;
  size: 15 | 19;
  undo: 'immediate' | 'consent';
  locale: 'en' | 'zh-CN';
  theme: 'light' | 'dark';
  showMoveNumbers: boolean;
  showCoordinates: boolean;
  mode: 'friend' | 'computer';
  computerColor: 'black' | 'white';
  level: 'easy' | 'medium' | 'hard';
}

/** What a first visit starts with. */
export const DEFAULT_SETTINGS: Settings = {
  rule: 'freestyle',
  size: 15,
  undo: 'consent',
  locale: 'en',
  theme: 'light',
  showMoveNumbers: false,
  showCoordinates: true,
  mode: 'friend',
  computerColor: 'white',
  level: 'medium',
};

const CHOICES: { [K in keyof Settings]: readonly Settings[K][] } = {
  rule: ['freestyle', 'standard', 'renju'],
  size: [15, 19],
  undo: ['immediate', 'consent'],
  locale: ['en', 'zh-CN'],
  theme: ['light', 'dark'],
  showMoveNumbers: [false, true],
  showCoordinates: [true, false],
  mode: ['friend', 'computer'],
  computerColor: ['white', 'black'],
  level: ['easy', 'medium', 'hard'],
};

/**
 * Settings from untrusted stored data: every field that is not one of its choices falls back to
 * the default, so a corrupted or older store can never break the app.
 */
export function parseSettings(value: unknown): Settings {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(CHOICES) as (keyof Settings)[]) {
    const candidate = source[key];
    if ((CHOICES[key] as readonly unknown[]).includes(candidate)) Object.assign(settings, { [key]: candidate });
  }
  return settings;
}

/** The variant the settings choose: five in a row on the chosen board, by the chosen rule. */
export function variantOf(settings: Settings): Variant {
  return { size: settings.size, winLength: 5, rule: settings.rule };
}
