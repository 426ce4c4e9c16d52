import { describe, expect, test } from 'vitest';
import { finishedGame } from './finished-game.ts';
import { addressOf, gameEntry, reviewEntry, screenOf } from './screen.ts';

const at = (search: string, hash = '') => ({ search, hash });
const newId = () => 'fresh';

describe('screenOf', () => {
  test("a plain address opens the home; a game's entry resumes the game saved under its id", () => {
    expect(screenOf(at(''), null, newId)).toEqual({ kind: 'home' });
    expect(screenOf(at(''), gameEntry('abc'), newId)).toEqual({ kind: 'game', id: 'abc', start: { kind: 'resume' } });
  });

  test("a room wins over everything, a link over the entry; a link's game is a new one", () => {
    expect(screenOf(at('?room=abc', '#seat=tok'), gameEntry('abc'), newId)).toEqual({ kind: 'room', address: { room: 'abc', seat: 'tok' } });
    expect(screenOf(at('?p=00'), gameEntry('abc'), newId)).toEqual({ kind: 'game', id: 'fresh', start: { kind: 'link', search: '?p=00' } });
  });

  test("a finished game's entry shows it again to review; a room or a link wins over it", () => {
    const game = finishedGame({ room: 'r', terms: { family: 'freestyle', opening: 'free', clock: { initialMs: 60_000, incrementMs: 0 }, rated: false }, color: 'white', opponent: { id: 'ann', name: 'Ann' }, outcome: 'win', reason: 'resign', rating: null, at: 0, moves: [112] }, { id: 'me', name: 'Mika' });
    expect(screenOf(at(''), structuredClone(reviewEntry(game)), newId)).toEqual({ kind: 'review', game });
    expect(screenOf(at('?p=00'), reviewEntry(game), newId)).toMatchObject({ kind: 'game', start: { kind: 'link' } });
    expect(screenOf(at(''), { gomoku: 'review', game: { ...game, names: 'Ann' } }, newId)).toEqual({ kind: 'home' });
  });

  test('foreign, hostile or older history states are the home', () => {
    for (const state of [undefined, 42, 'game', { gomoku: 'room' }, [], { gomoku: { toString: 1 } }, { gomoku: 'game' }, { gomoku: 'game', id: 'a b' }, { gomoku: 'game', id: 7 }]) {
      expect(screenOf(at(''), state, newId)).toEqual({ kind: 'home' });
    }
  });

  test('the lobby and a pool to wait in are addresses of their own; an unknown pool opens the lobby', () => {
    expect(screenOf(at('?lobby'), null, newId)).toEqual({ kind: 'lobby' });
    expect(screenOf(at('?play=renju-10%2B5'), null, newId)).toEqual({ kind: 'pairing', pool: 'renju-10+5' });
    for (const pool of ['', 'toString', '__proto__', 'freestyle-3 2', 'x'.repeat(1000)]) expect(screenOf(at(`?play=${encodeURIComponent(pool)}`), null, newId)).toEqual({ kind: 'lobby' });
    expect(screenOf(at('?room=abc&lobby'), null, newId)).toEqual({ kind: 'room', address: { room: 'abc' } });
  });

  test('each address reads back as its screen', () => {
    for (const screen of [{ kind: 'lobby' }, { kind: 'pairing', pool: 'freestyle-3+2' }, { kind: 'pairing', pool: 'renju-10+5' }] as const) {
      const url = new URL(addressOf(screen), 'https://gomoku.example');
      expect(screenOf(url, null, newId)).toEqual(screen);
    }
  });
});
