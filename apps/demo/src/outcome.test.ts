import { describe, expect, test } from 'vitest';
import { outcomeOf } from './outcome.ts';

describe('outcomeOf', () => {
  test('a player won or lost; onlookers and a shared screen see who won; a draw is a draw for all', () => {
    expect(outcomeOf({ winner: 'white' }, 'white')).toEqual({ kind: 'won' });
    expect(outcomeOf({ winner: 'white' }, 'black')).toEqual({ kind: 'lost' });
    expect(outcomeOf({ winner: 'black' }, null)).toEqual({ kind: 'winner', color: 'black' });
    expect(outcomeOf({ winner: null }, 'black')).toEqual({ kind: 'draw' });
    expect(outcomeOf({ winner: null }, null)).toEqual({ kind: 'draw' });
  });
});
