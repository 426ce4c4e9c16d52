import { computerColorFor, type LevelSetting, type Settings } from './settings.ts';

/**
 * The games the home's computer card starts in one choice, by the rule and the opening each plays:
 * freestyle, renju (Black's forbidden moves even out the first move's edge) and swap2 (the opener's
 * three stones, then the other side chooses a colour or places two more).
 */
export const COMPUTER_GAMES = {
  freestyle: { rule: 'freestyle', opening: 'free' },
  renju: { rule: 'renju', opening: 'free' },
  swap2: { rule: 'freestyle', opening: 'swap2' },
} as const satisfies Record<string, Pick<Settings, 'rule' | 'opening'>>;

/** One of the card's games. */
export type ComputerGame = keyof typeof COMPUTER_GAMES;

/** The card's games, in the order shown. */
export const COMPUTER_GAME_NAMES = Object.keys(COMPUTER_GAMES) as ComputerGame[];

/** The card's game the settings play, or null when they play another (set in the settings). */
export const computerGameOf = (settings: Pick<Settings, 'rule' | 'opening'>): ComputerGame | null =>
  COMPUTER_GAME_NAMES.find((game) => COMPUTER_GAMES[game].rule === settings.rule && COMPUTER_GAMES[game].opening === settings.opening) ?? null;

/** Whether the colours are chosen in the opening (swap, swap2): the choice before is who opens. */
export const swapsColours = (settings: Pick<Settings, 'opening'>): boolean => settings.opening === 'swap' || settings.opening === 'swap2';

/** The settings with the card's game chosen: a swap2 game has the player open and the computer choose, a colour by its level otherwise. */
export const withComputerGame = (settings: Settings, game: ComputerGame): Settings => ({
  ...settings,
  ...COMPUTER_GAMES[game],
  // The player opens: the computer places its stones as for a game, so its three would hand the player the better side.
  computerColor: game === 'swap2' ? 'white' : computerColorFor(settings.level),
});

/** The settings with a level chosen: the computer's colour follows it, except where the opening decides the colours. */
export const withLevel = (settings: Settings, level: LevelSetting): Settings => ({
  ...settings,
  level,
  computerColor: swapsColours(settings) ? settings.computerColor : computerColorFor(level),
});
