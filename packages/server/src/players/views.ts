/**
 * How a stored player and their ratings are shown: the protocol's `Player`, `PlayerCard` and
 * `Rating` (rounded, provisional past `PROVISIONAL_DEVIATION`), from the store's records.
 */
import { INITIAL_RATING, PROVISIONAL_DEVIATION, type Player, type PlayerCard, type Rating } from '@gomoku/protocol';
import type { Family, StoredPlayer, StoredRating } from '../store/types.ts';

/** The rating of a family not played yet: the protocol's `INITIAL_RATING`, no games. */
export const UNPLAYED_RATING: StoredRating = Object.freeze({ ...INITIAL_RATING, games: 0 });

/** The player's rating in `family`: as stored, or `INITIAL_RATING` with no games for a family not played yet. */
export const ratingOf = (player: StoredPlayer, family: Family): StoredRating => player.ratings[family] ?? UNPLAYED_RATING;

/** A rating as shown: rating and deviation rounded, provisional while the deviation is over `PROVISIONAL_DEVIATION`. */
export function ratingView(r: StoredRating): Rating {
  return { rating: Math.round(r.rating), deviation: Math.round(r.deviation), games: r.games, provisional: r.deviation > PROVISIONAL_DEVIATION };
}

/** A player as anyone may see them: id, name and both families' ratings (never the key's hash). */
export function playerView(p: StoredPlayer): Player {
  return { id: p.id, name: p.name, ratings: { freestyle: ratingView(ratingOf(p, 'freestyle')), renju: ratingView(ratingOf(p, 'renju')) } };
}

/** A player beside a game of `family`: id, name and the rating in that family. */
export function cardOf(p: StoredPlayer, family: Family): PlayerCard {
  return { id: p.id, name: p.name, rating: ratingView(ratingOf(p, family)) };
}
