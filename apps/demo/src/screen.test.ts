import { describe, expect, test } from 'vitest';
import { gameEntry, screenOf } from './screen.ts';

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

  test('foreign, hostile or older history states are the home', () => {
    for (const state of [undefined, 42, 'game', { gomoku: 'room' }, [], { gomoku: { toString: 1 } }, { gomoku: 'game' }, { gomoku: 'game', id: 'a b' }, { gomoku: 'game', id: 7 }]) {
      expect(screenOf(at(''), state, newId)).toEqual({ kind: 'home' });
    }
  });
});
