import { fromCoordinate, type Variant } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { selectColors, selectPlayers, selectSeatToAct } from './selectors.ts';
import { start } from '../test/support.ts';

const at = (c: string) => fromCoordinate(c);

describe('opening rules', () => {
  it('free: first is Black and opens anywhere, as before', () => {
    const game = start({ players: { black: 'ann', white: 'bo' } });
    expect(game.status()).toBe('blackToMove');
    expect(selectColors(game.actor.getSnapshot())).toEqual({ first: 'black', second: 'white' });
    expect(selectSeatToAct(game.actor.getSnapshot())).toBe('first');
    game.send({ type: 'play', point: at('a1') });
    expect(game.status()).toBe('whiteToMove');
  });

  it('centre: the first stone must be the centre point, with a reason', () => {
    const game = start({ opening: 'centre' });
    game.send({ type: 'play', point: at('a1') });
    expect(game.read().rejection?.reason).toBe('not-centre');
    game.send({ type: 'play', point: at('h8') });
    expect(game.status()).toBe('whiteToMove');
    game.send({ type: 'play', point: at('a1') });
    expect(game.status()).toBe('blackToMove');
  });

  it('swap: first places three stones, second chooses a colour, whoever is White moves next', () => {
    const game = start({ opening: 'swap', players: { black: 'ann', white: 'bo' } });
    expect(game.status()).toBe('placing');
    expect(selectColors(game.actor.getSnapshot())).toBeNull();
    game.send({ type: 'play', point: at('h8'), by: 'second' });
    expect(game.read().rejection?.reason).toBe('not-your-turn');
    for (const c of ['h8', 'h9', 'i8']) game.send({ type: 'play', point: at(c) });
    expect(game.status()).toBe('choosing');
    expect(selectSeatToAct(game.actor.getSnapshot())).toBe('second');
    game.send({ type: 'opening.extend', by: 'second' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'opening.choose', color: 'black', by: 'first' });
    expect(game.read().rejection?.reason).toBe('not-your-turn');
    game.send({ type: 'opening.choose', color: 'black', by: 'second' });
    // Second took Black: first is White, and White (first) moves next.
    expect(game.status()).toBe('whiteToMove');
    expect(selectColors(game.actor.getSnapshot())).toEqual({ first: 'white', second: 'black' });
    expect(selectSeatToAct(game.actor.getSnapshot())).toBe('first');
    expect(selectPlayers(game.actor.getSnapshot())).toEqual({ black: 'bo', white: 'ann' });
    game.send({ type: 'play', point: at('j8'), by: 'second' });
    expect(game.read().rejection?.reason).toBe('not-your-turn');
    game.send({ type: 'play', point: at('j8'), by: 'first' });
    expect(game.status()).toBe('blackToMove');
  });

  it('swap2: second may place two more stones, then first chooses', () => {
    const game = start({ opening: 'swap2' });
    for (const c of ['h8', 'h9', 'i8']) game.send({ type: 'play', point: at(c) });
    game.send({ type: 'opening.extend' });
    expect(game.status()).toBe('extending');
    game.send({ type: 'play', point: at('g7'), by: 'first' });
    expect(game.read().rejection?.reason).toBe('not-your-turn');
    game.send({ type: 'play', point: at('g7') });
    game.send({ type: 'play', point: at('j10') });
    expect(game.status()).toBe('finalChoice');
    expect(selectSeatToAct(game.actor.getSnapshot())).toBe('first');
    game.send({ type: 'opening.choose', color: 'white', by: 'first' });
    expect(game.status()).toBe('whiteToMove');
    expect(selectColors(game.actor.getSnapshot())).toEqual({ first: 'white', second: 'black' });
    expect(game.read().moves).toHaveLength(5);
  });

  it('lets the placer take back its own opening stone before it is answered, and no stone after', () => {
    const game = start({ opening: 'swap2', undo: 'consent' });
    game.send({ type: 'play', point: at('h8') });
    game.send({ type: 'undo', by: 'second' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'undo', by: 'first' });
    expect(game.status()).toBe('placing');
    expect(game.read().moves).toEqual([]);
    for (const c of ['h8', 'h9', 'i8']) game.send({ type: 'play', point: at(c) });
    game.send({ type: 'undo', by: 'first' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'opening.choose', color: 'white' });
    // The three accepted stones are no one's to take back.
    game.send({ type: 'undo', by: 'black' });
    expect(game.read().rejection?.reason).toBe('nothing-to-undo');
  });

  it('counts resigning in the opening against the seat that resigns, first playing Black', () => {
    const game = start({ opening: 'swap' });
    game.send({ type: 'resign', by: 'first' });
    expect(game.status()).toBe('whiteWon');
  });

  it('refuses swap openings where three stones could already win, and resumes a record as an opening played', () => {
    const tiny: Variant = { size: 3, winLength: 3, rule: 'freestyle' };
    const refused = start({ variant: tiny, opening: 'swap' });
    expect(refused.status()).toBe('blackToMove');
    expect(refused.read().inputError).toEqual({ code: 'swap-needs-four' });
    const resumed = start({ opening: 'swap2', moves: [at('h8'), at('h9')] });
    expect(resumed.status()).toBe('blackToMove');
    expect(selectColors(resumed.actor.getSnapshot())).toEqual({ first: 'black', second: 'white' });
  });
});
