/**
 * Glicko-2 (Glickman's system, as the `glicko2` library computes it) for one player's rating
 * period, and for one game as the period of its two players, the way this server rates: every
 * game is rated on its own, in the order results were stored. The library ships no types: the
 * few members used are typed here.
 */
import { createRequire } from 'node:module';
import { INITIAL_RATING } from '@gomoku/protocol';
import type { StoredRating } from '../store/types.ts';

/** Glicko-2's system constant: how much volatility may change in a period (Glickman suggests 0.3–1.2). */
export const GLICKO_TAU = 0.5;
/** The most a deviation may be: never less sure of a player than of a new one. */
const MAX_DEVIATION = INITIAL_RATING.deviation;
/** The ratings the protocol can carry (`RatingSchema`). */
const RATING_RANGE = { min: 0, max: 5000 } as const;

interface LibraryPlayer {
  getRating(): number;
  getRd(): number;
  getVol(): number;
  setRating(rating: number): void;
  setRd(rd: number): void;
  setVol(vol: number): void;
}
interface LibraryGlicko2 {
  makePlayer(rating?: number, rd?: number, vol?: number): LibraryPlayer;
  updateRatings(matches: ReadonlyArray<readonly [LibraryPlayer, LibraryPlayer, number]>): void;
}
interface Library {
  readonly Glicko2: new (settings: { tau: number; rating: number; rd: number; vol: number }) => LibraryGlicko2;
}

// A CommonJS module that assigns its exports inside a function: Node's ESM loader cannot name them.
const library = createRequire(import.meta.url)('glicko2') as Library;

/** One game of a rating period: the opponent's rating before it, and the score (1 a win, 0.5 a draw, 0 a loss). */
export interface PeriodGame {
  readonly opponent: StoredRating;
  readonly score: 0 | 0.5 | 1;
}

/**
 * A player's rating after one rating period of `games` (each against the opponent's rating
 * before the period), with `games.length` more games counted. With no games, the deviation grows
 * by the volatility (Glicko-2's step 6).
 */
export function ratePeriod(player: StoredRating, games: readonly PeriodGame[]): StoredRating {
  const system = new library.Glicko2({ tau: GLICKO_TAU, ...defaults });
  const me = make(system, player);
  system.updateRatings(games.map((game) => [me, make(system, game.opponent), game.score] as const));
  return {
    rating: Math.min(RATING_RANGE.max, Math.max(RATING_RANGE.min, me.getRating())),
    deviation: Math.min(MAX_DEVIATION, me.getRd()),
    volatility: me.getVol(),
    games: player.games + games.length,
  };
}

/** Both players' ratings after one game between them (`score` for `first`): one rating period for each. */
export function rateGame(first: StoredRating, second: StoredRating, score: 0 | 0.5 | 1): { readonly first: StoredRating; readonly second: StoredRating } {
  return {
    first: ratePeriod(first, [{ opponent: second, score }]),
    second: ratePeriod(second, [{ opponent: first, score: (1 - score) as 0 | 0.5 | 1 }]),
  };
}

const defaults = { rating: INITIAL_RATING.rating, rd: INITIAL_RATING.deviation, vol: INITIAL_RATING.volatility };

/** The library's player for a stored rating (its constructor takes a falsy value for its default, so none is passed as such). */
function make(system: LibraryGlicko2, rating: StoredRating): LibraryPlayer {
  const player = system.makePlayer(defaults.rating, defaults.rd, defaults.vol);
  player.setRating(rating.rating);
  player.setRd(rating.deviation);
  player.setVol(rating.volatility);
  return player;
}
