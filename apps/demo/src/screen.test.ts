import { describe, expect, test } from 'vitest';
import { GAME_ENTRY, screenOf } from './screen.ts';

const at = (search: string, hash = '') => ({ search, hash });

describe('screenOf', () => {
  test('a plain address opens the home; the game entry resumes the saved game', () => {
    expect(screenOf(at(''), null)).toEqual({ kind: 'home' });
    expect(screenOf(at(''), GAME_ENTRY)).toEqual({ kind: 'game', start: { kind: 'resume' } });
  });

  test('a room wins over everything, a link over the entry', () => {
    expect(screenOf(at('?room=abc', '#seat=tok'), GAME_ENTRY)).toEqual({ kind: 'room', address: { room: 'abc', seat: 'tok' } });
    expect(screenOf(at('?p=00'), null)).toEqual({ kind: 'game', start: { kind: 'link', search: '?p=00' } });
  });

  test('foreign or hostile history states are the home', () => {
    for (const state of [undefined, 42, 'game', { gomoku: 'room' }, [], { gomoku: { toString: 1 } }]) expect(screenOf(at(''), state)).toEqual({ kind: 'home' });
  });
});
