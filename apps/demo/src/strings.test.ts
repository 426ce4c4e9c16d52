import { describe, expect, test } from 'vitest';
import { STRINGS } from './strings.ts';

describe("the demo's words", () => {
  test('English counts say one or many, never "move(s)"', () => {
    const { en } = STRINGS;
    expect(en.branchQuestion(4, 1)).toBe('Play here after move 4? The 1 later move will be dropped.');
    expect(en.branchQuestion(4, 11)).toBe('Play here after move 4? The 11 later moves will be dropped.');
    expect(en.recordOpened('SGF', 1)).toContain('record of 1 move:');
    expect(en.savedDetail(0, 'now')).toBe('0 moves · now');
    expect(en.lobby.ratingGames(1)).toBe('1 rated game');
  });

  test('a time control never breaks across lines, in any language (no plain space in it)', () => {
    for (const words of Object.values(STRINGS)) {
      for (const text of [...Object.values(words.times), ...Object.values(words.lobby.poolNames)]) expect(text).not.toMatch(/[\d+] |[^,，、] [\d+]/);
    }
  });
});
