import { PlayerApiError, POOLS } from '@gomoku/client';
import { describe, expect, test } from 'vitest';
import { changeInRoom, clockText, elapsedText, lobbyErrorText, playerErrorText, ratingChange, ratingText, secondsOf, termsText } from './lobby-text.ts';
import { STRINGS } from './strings.ts';

const t = STRINGS.en;

describe('lobby words', () => {
  test('terms, clocks and ratings as players write them', () => {
    expect(clockText(POOLS['freestyle-3+2'].clock)).toBe('3+2');
    expect(termsText(POOLS['renju-10+5'], t)).toBe('Renju Swap2 · 10+5 · Rated');
    expect(termsText({ ...POOLS['freestyle-3+2'], rated: false }, t)).toBe('Freestyle · 3+2 · Casual');
    expect(ratingText({ rating: 1500, deviation: 350, games: 0, provisional: true })).toBe('1500?');
    expect(ratingText({ rating: 1734, deviation: 60, games: 90, provisional: false })).toBe('1734');
  });

  test('a rating change has its sign; a casual game has none', () => {
    expect(ratingChange({ rating: { before: 1500, after: 1512.4 } })).toBe('+12');
    expect(ratingChange({ rating: { before: 1500, after: 1492 } })).toBe('−8');
    expect(ratingChange({ rating: { before: 1500, after: 1500 } })).toBe('±0');
    expect(ratingChange({ rating: null })).toBeNull();
  });

  test("a room's rating change is its newest game's in the history (a rematch's after the first)", () => {
    const game = (room: string, before: number, after: number) => ({ room, rating: { before, after } });
    const games = [game('other', 1500, 1520), game('here', 1662, 1640), game('here', 1500, 1662)];
    expect(changeInRoom(games, 'here')).toBe('−22');
    expect(changeInRoom(games.slice(2), 'here')).toBe('+162');
    expect(changeInRoom(games, 'gone')).toBeNull();
    expect(changeInRoom([{ room: 'here', rating: null }], 'here')).toBeNull();
  });

  test('a wait reads as a clock; a clock set back or a hostile number is no wait', () => {
    expect(elapsedText(75_400)).toBe('1:15');
    expect(elapsedText(3_600_000)).toBe('60:00');
    for (const ms of [-5, Number.NaN, -Infinity]) expect(elapsedText(ms)).toBe('0:00');
    expect(secondsOf(1)).toBe(1);
    expect(secondsOf(null, 60_000)).toBe(60);
  });

  test("the lobby's refusals in words: busy, slowed with its wait, too many seeks", () => {
    expect(lobbyErrorText({ code: 'busy' }, t)).toBe(t.lobby.errors.busy);
    expect(lobbyErrorText({ code: 'slowed', retryAfterMs: 29_001 }, t)).toBe('You left games early lately: you can play again in 30 s.');
    expect(lobbyErrorText({ code: 'too-many-seeks' }, t)).toBe(t.lobby.errors.tooManySeeks);
    expect(lobbyErrorText({ code: 'bad-json' }, t)).toBe(t.lobby.errors.other);
  });

  test("a players' call that failed, in words: the name's problem, the wait, the network", () => {
    const taken = new PlayerApiError({ code: 'bad-name', status: 409, problem: 'taken', message: 'taken' });
    expect(playerErrorText(taken, true, t)).toBe(t.lobby.nameProblems.taken);
    expect(playerErrorText(new PlayerApiError({ code: 'rate-limited', status: 429, retryAfterMs: 12_000, message: '' }), true, t)).toContain('12 s');
    expect(playerErrorText(new PlayerApiError({ code: 'network', status: null, message: '' }), true, t)).toBe(t.serverUnreachable);
    expect(playerErrorText(new TypeError('x'), false, t)).toBe(t.offline);
    expect(playerErrorText('thrown text', true, t)).toBe(t.serverUnreachable);
  });

  test('every language words every refusal and problem', () => {
    for (const words of Object.values(STRINGS)) {
      for (const text of [...Object.values(words.lobby.nameProblems), ...Object.values(words.lobby.poolNames), words.lobby.errors.slowed(5)]) expect(text).toMatch(/\S/);
    }
  });
});
