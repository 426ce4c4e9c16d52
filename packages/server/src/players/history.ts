/** A player's history as `GET /api/players/:id/games` answers it, built from their stored results. */
import type { HistoryEntry, HistoryPage } from '@gomoku/protocol';
import type { StoredPlayer, StoredResult } from '../store/types.ts';
import { readResultData, scoreFor, seatIn } from './result-data.ts';

/** Games on a page of a history. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * The page of `playerId`'s history from `results` (newest first, as `resultsOf` gives them, up to
 * one more than a page: that one says there is a next page) and the players they met. A result
 * whose data does not read or whose opponent is unknown is left out.
 */
export function historyPage(playerId: string, results: readonly StoredResult[], opponents: ReadonlyMap<string, StoredPlayer>): HistoryPage {
  const beyond = results[HISTORY_PAGE_SIZE];
  let page = results.slice(0, HISTORY_PAGE_SIZE);
  // The cursor is a time: games that ended in the same millisecond as the next page's first go
  // to that page whole (its `before` is that millisecond's end), so none falls between two pages.
  const tied = beyond ? page.findIndex((result) => result.at === beyond.at) : -1;
  if (tied > 0) page = page.slice(0, tied);
  const games = page.flatMap((result) => {
    const entry = historyEntry(playerId, result, opponents);
    return entry ? [entry] : [];
  });
  const last = page.at(-1);
  const next = !beyond || !last ? null : tied > 0 ? beyond.at + 1 : last.at;
  return { games, next };
}

/** One result as the player of `playerId` saw it, or null if it does not read. */
function historyEntry(playerId: string, result: StoredResult, opponents: ReadonlyMap<string, StoredPlayer>): HistoryEntry | null {
  const seat = seatIn(result, playerId);
  const data = readResultData(result.data);
  if (seat === null || data === null) return null;
  const opponent = opponents.get(seat === 'first' ? result.second : result.first);
  if (!opponent) return null;
  const score = scoreFor(result, seat);
  const ratings = result.ratings?.[seat];
  return {
    room: result.roomId,
    terms: data.terms,
    color: data.black === seat ? 'black' : 'white',
    opponent: { id: opponent.id, name: opponent.name },
    outcome: score === 1 ? 'win' : score === 0 ? 'loss' : 'draw',
    reason: data.reason,
    rating: ratings ? { before: Math.round(ratings.before.rating), after: Math.round(ratings.after.rating) } : null,
    at: result.at,
    moves: data.moves,
  };
}

/** The ids of the players `playerId` met in `results`. */
export const opponentsIn = (playerId: string, results: readonly StoredResult[]): string[] => [...new Set(results.map((result) => (result.first === playerId ? result.second : result.first)))];
