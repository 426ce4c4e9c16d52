import { describe, expect, it } from 'vitest';
import type { StoredPlayer } from '../store/types.ts';
import { cardOf, playerView, ratingOf, ratingView } from './views.ts';

const ann: StoredPlayer = {
  id: 'ann',
  keyHash: 'secret-hash',
  name: 'Ann',
  nameKey: 'ann',
  ratings: { renju: { rating: 1612.49, deviation: 110.5, volatility: 0.059, games: 12 } },
  createdAt: 1,
};

describe('views', () => {
  it('starts a family not played yet at the initial rating with no games', () => {
    expect(ratingOf(ann, 'freestyle')).toEqual({ rating: 1500, deviation: 350, volatility: 0.06, games: 0 });
    expect(ratingOf(ann, 'renju').games).toBe(12);
  });

  it('rounds a rating and calls it provisional only past the provisional deviation', () => {
    expect(ratingView({ rating: 1612.49, deviation: 110.5, volatility: 0.06, games: 12 })).toEqual({ rating: 1612, deviation: 111, games: 12, provisional: true });
    expect(ratingView({ rating: 1612.5, deviation: 110, volatility: 0.06, games: 40 })).toEqual({ rating: 1613, deviation: 110, games: 40, provisional: false });
  });

  it('shows a player and a card without the key hash', () => {
    const view = playerView(ann);
    expect(view).toEqual({
      id: 'ann',
      name: 'Ann',
      ratings: { freestyle: { rating: 1500, deviation: 350, games: 0, provisional: true }, renju: { rating: 1612, deviation: 111, games: 12, provisional: true } },
    });
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(cardOf(ann, 'renju')).toEqual({ id: 'ann', name: 'Ann', rating: view.ratings.renju });
  });
});
