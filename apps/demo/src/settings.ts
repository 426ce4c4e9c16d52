import { RULES, type Color, type Rule, type Variant } from '@gomoku/engine';
import { OPENINGS, UNDO_POLICIES, type OpeningRule, type TimeControl, type UndoPolicy } from '@gomoku/machine';
import type { ComputerPlayer, Locale, Theme } from '@gomoku/react';

/** The computer's levels, weakest first: `master` is its full strength. */
export const LEVELS = ['easy', 'medium', 'hard', 'master'] as const satisfies readonly NonNullable<ComputerPlayer['level']>[];
export type LevelSetting = (typeof LEVELS)[number];

/**
 * The computer's colour when a level is chosen: Black's first move is worth about 200 Elo between
 * equals, so `master` takes it and the player meets its full strength; below it, the player has it.
 */
export const computerColorFor = (level: LevelSetting): Color => (level === 'master' ? 'black' : 'white');

/** Time controls the demo offers, as minutes + seconds of increment (`none`: no clock). */
export const TIME_CONTROLS = ['none', '1+0', '3+2', '5+3', '10+5'] as const;
export type TimeSetting = (typeof TIME_CONTROLS)[number];

/** Everything the settings panel chooses. */
export interface Settings {
  mode: 'friend' | 'computer';
  computerColor: Color;
  level: LevelSetting;
  rule: Rule;
  size: 15 | 19;
  undo: UndoPolicy;
  opening: OpeningRule;
  time: TimeSetting;
  locale: Locale;
  theme: Theme;
  stones: 'shaded' | 'flat';
  showMoveNumbers: boolean;
  showCoordinates: boolean;
  coordinatesOnAllSides: boolean;
  muted: boolean;
}

/** Settings that only change how the game looks or sounds (or how hard the computer tries): no new game. */
export const DISPLAY_SETTINGS: readonly (keyof Settings)[] = ['locale', 'theme', 'stones', 'showMoveNumbers', 'showCoordinates', 'coordinatesOnAllSides', 'muted', 'level'];

/** The languages the demo speaks: the library's locales. */
export const LOCALES = ['en', 'zh-CN', 'ja', 'ko'] as const satisfies readonly Locale[];

/** Subtags of Chinese written in Traditional characters (by script, or by region): not the demo's Simplified Chinese. */
const TRADITIONAL = new Set(['hant', 'tw', 'hk', 'mo']);

/**
 * The locale for a browser's preferred languages (`navigator.languages`, BCP 47 tags, most
 * preferred first): the first one the demo speaks, else English.
 */
export function localeOf(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const [language, ...rest] = tag.toLowerCase().split(/[-_]/);
    if (language === 'en' || language === 'ja' || language === 'ko') return language;
    // The script, when named, decides over the region: zh-Hans-HK is Simplified.
    if (language === 'zh' && (rest.includes('hans') || !rest.some((subtag) => TRADITIONAL.has(subtag)))) return 'zh-CN';
  }
  return 'en';
}

/**
 * What a first visit starts with: the browser's language (`languages`, as `localeOf` reads them);
 * on a narrow phone the board goes edge to edge, without coordinates.
 */
export function defaultSettings(narrow = false, languages: readonly string[] = []): Settings {
  return {
    mode: 'friend',
    computerColor: 'white',
    level: 'medium',
    rule: 'freestyle',
    size: 15,
    // On one screen the player who taps Undo is the one who agrees: no question in between.
    undo: 'immediate',
    opening: 'free',
    time: 'none',
    locale: localeOf(languages),
    theme: 'system',
    stones: 'shaded',
    showMoveNumbers: false,
    showCoordinates: !narrow,
    coordinatesOnAllSides: false,
    muted: false,
  };
}

const CHOICES: { [K in keyof Settings]: readonly Settings[K][] } = {
  mode: ['friend', 'computer'],
  computerColor: ['white', 'black'],
  level: LEVELS,
  rule: RULES,
  size: [15, 19],
  undo: UNDO_POLICIES,
  opening: OPENINGS,
  time: TIME_CONTROLS,
  locale: LOCALES,
  theme: ['system', 'light', 'dark'],
  stones: ['shaded', 'flat'],
  showMoveNumbers: [false, true],
  showCoordinates: [true, false],
  coordinatesOnAllSides: [false, true],
  muted: [false, true],
};

/**
 * Settings from untrusted stored data: every field that is not one of its choices falls back to
 * the default, so a corrupted or older store can never break the app.
 */
export function parseSettings(value: unknown, defaults = defaultSettings()): Settings {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings = { ...defaults };
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

/** The board-size setting nearest a variant's size: the demo offers 15 and 19. */
export const sizeSettingOf = (variant: Variant): Settings['size'] => (variant.size === 19 ? 19 : 15);

/** The settings for a game opened from a link or a record: its rule and size, on one screen, free opening, no clock. */
export function settingsForRecord(settings: Settings, variant: Variant): Settings {
  return { ...settings, rule: variant.rule, size: sizeSettingOf(variant), mode: 'friend', opening: 'free', time: 'none' };
}

/** The clock the settings choose, or none. */
export function clockOf(settings: Settings): TimeControl | undefined {
  if (settings.time === 'none') return undefined;
  const [minutes, increment] = settings.time.split('+').map(Number) as [number, number];
  return { initialMs: minutes * 60_000, incrementMs: increment * 1000 };
}

/** The board's display props the settings choose, for `Board` and `GameBoard`. */
export function boardDisplayOf(settings: Settings) {
  const { locale, theme, stones, showCoordinates, coordinatesOnAllSides, showMoveNumbers } = settings;
  return { locale, theme, stones, showCoordinates, coordinatesOnAllSides, showMoveNumbers };
}

/** Do two settings start different games? */
export function startsNewGame(before: Settings, after: Settings): boolean {
  return (Object.keys(after) as (keyof Settings)[]).some((key) => after[key] !== before[key] && !DISPLAY_SETTINGS.includes(key));
}
