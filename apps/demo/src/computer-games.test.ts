import { describe, expect, test } from 'vitest';
import { computerGameOf, withComputerGame, withLevel } from './computer-games.ts';
import { defaultSettings } from './settings.ts';

const DEFAULTS = defaultSettings();

describe("the home's computer card", () => {
  test('master takes Black, the first move; below it the player has it', () => {
    expect(withLevel(DEFAULTS, 'master')).toMatchObject({ level: 'master', computerColor: 'black' });
    expect(withLevel({ ...DEFAULTS, computerColor: 'black' }, 'easy')).toMatchObject({ level: 'easy', computerColor: 'white' });
  });

  test('renju and swap2 are one choice away; under swap2 the player opens and the computer chooses', () => {
    const master = withLevel(DEFAULTS, 'master');
    expect(withComputerGame(master, 'renju')).toMatchObject({ rule: 'renju', opening: 'free', computerColor: 'black' });
    const swap2 = withComputerGame(master, 'swap2');
    expect(swap2).toMatchObject({ rule: 'freestyle', opening: 'swap2', computerColor: 'white' });
    // A level chosen under swap2 leaves who opens as it is.
    expect(withLevel(swap2, 'easy').computerColor).toBe('white');
    expect(withComputerGame(swap2, 'freestyle')).toMatchObject({ opening: 'free', computerColor: 'black' });
  });

  test('names the game the settings play, or none for one set in the settings', () => {
    expect(computerGameOf(DEFAULTS)).toBe('freestyle');
    expect(computerGameOf({ rule: 'renju', opening: 'free' })).toBe('renju');
    expect(computerGameOf({ rule: 'standard', opening: 'swap' })).toBeNull();
  });
});
