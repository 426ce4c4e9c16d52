/**
 * Makes the room for two players the lobby put together (a pool's pair, or a seek and who accepted
 * it): seats, tokens, colours, the match, and the claims that keep two processes from making a
 * room each for the same pairing.
 */
import { settingsOf, type Match, type PlayerCard, type Terms } from '@gomoku/protocol';
import { cardOf, ratingOf } from '../players/views.ts';
import { readResultData, seatIn } from '../players/result-data.ts';
import { newGame, type ServerClock } from '../rooms/game.ts';
import { hashToken, newRoomId, newToken } from '../rooms/tokens.ts';
import { StoreError } from '../store/errors.ts';
import type { GameStore, StoredPlayer, StoredResult } from '../store/types.ts';
import type { PairingNews } from './bus-messages.ts';

/** How many of each player's latest games decide who takes the first seat. */
export const SEAT_HISTORY = 10;

/** What the matchmaker needs. */
export interface MatchmakerOptions {
  readonly store: Pick<GameStore, 'players' | 'resultsOf' | 'createRoom'>;
  readonly clock: ServerClock;
  /** A number in [0, 1): who takes the first seat when the history does not decide (default `Math.random`). */
  readonly random?: () => number;
}

/** A room made: its id, and what each player is told (`news[0]` for the first player asked for). */
export interface MadeRoom {
  readonly room: string;
  readonly news: readonly [PairingNews, PairingNews];
}

/**
 * How often `player` sat where the first seat sits in these games: under a free opening the first
 * seat is Black, so it counts their Black games; under swap2 the opening decides colours, so it
 * counts the games they opened. Results whose data does not read are left out.
 */
export function firstSeatsOf(results: readonly StoredResult[], player: string, terms: Terms): number {
  let count = 0;
  for (const result of results) {
    const seat = seatIn(result, player);
    if (seat === null) continue;
    if (terms.opening === 'swap2') {
      if (seat === 'first') count += 1;
      continue;
    }
    if (readResultData(result.data)?.black === seat) count += 1;
  }
  return count;
}

/** Makes matched rooms in the store. */
export class Matchmaker {
  readonly #store: MatchmakerOptions['store'];
  readonly #clock: ServerClock;
  readonly #random: () => number;

  constructor({ store, clock, random = Math.random }: MatchmakerOptions) {
    this.#store = store;
    this.#clock = clock;
    this.#random = random;
  }

  /**
   * Makes a live room for `players` on `terms`, claiming `claims` (`pool:<entry>`, `seek:<id>`).
   * Resolves null when another room holds a claim (another process paired first) or a player is no
   * longer stored: the pairing is dropped. Rejects when the store fails.
   */
  async makeRoom(players: readonly [string, string], terms: Terms, claims: readonly string[]): Promise<MadeRoom | null> {
    const found = await this.#store.players(players);
    const a = found.get(players[0]);
    const b = found.get(players[1]);
    if (!a || !b || a.id === b.id) return null;
    const [first, second] = (await this.#aFirst(a, b, terms)) ? [a, b] : [b, a];
    const cards = { p1: cardOf(first, terms.family), p2: cardOf(second, terms.family) };
    const match: Match = { terms, players: cards };
    const tokens = { p1: newToken(), p2: newToken() };
    const room = newRoomId();
    const settings = settingsOf(terms);
    try {
      await this.#store.createRoom({
        id: room,
        settings,
        seats: { p1: hashToken(tokens.p1), p2: hashToken(tokens.p2) },
        state: newGame(settings, this.#clock),
        // Paired players are playing from the start: the room is kept as a game in progress.
        live: true,
        now: this.#clock.now(),
        match: { data: match, rating: Math.max(ratingOf(first, terms.family).rating, ratingOf(second, terms.family).rating), claims },
      });
    } catch (error) {
      if (error instanceof StoreError && error.code === 'claimed') return null;
      throw error;
    }
    const newsOf = (player: 'p1' | 'p2', opponent: PlayerCard): PairingNews => ({ room, token: tokens[player], player, opponent, terms });
    const forFirst = newsOf('p1', cards.p2);
    const forSecond = newsOf('p2', cards.p1);
    return { room, news: first === a ? [forFirst, forSecond] : [forSecond, forFirst] };
  }

  /** Whether `a` takes the first seat: the one who had it less often lately, or a coin toss. */
  async #aFirst(a: StoredPlayer, b: StoredPlayer, terms: Terms): Promise<boolean> {
    const [ofA, ofB] = await Promise.all([this.#store.resultsOf(a.id, { limit: SEAT_HISTORY }), this.#store.resultsOf(b.id, { limit: SEAT_HISTORY })]);
    const seatsA = firstSeatsOf(ofA, a.id, terms);
    const seatsB = firstSeatsOf(ofB, b.id, terms);
    return seatsA === seatsB ? this.#random() < 0.5 : seatsA < seatsB;
  }
}
