/**
 * Abandoned games slow a player down: one who lets the clock run out having played at most one
 * stone waits before seeking or joining a pool again (the lobby answers `slowed`).
 */
import type { StoredResult } from '../store/types.ts';
import { readResultData, scoreFor, seatIn } from './result-data.ts';

/** How many of a player's latest results are looked at. */
export const ABANDON_WINDOW = 10;
/** How long an abandon counts. */
export const ABANDON_MEMORY_MS = 24 * 60 * 60 * 1000;
/** The wait each abandon in memory adds. */
export const ABANDON_WAIT_MS = 30_000;

/**
 * Whether `playerId` abandoned this game: lost on time having played at most one stone (stones of
 * their colour: Black's at even indexes of the record). A result whose data does not read is none.
 */
export function isAbandon(result: StoredResult, playerId: string): boolean {
  const seat = seatIn(result, playerId);
  const data = readResultData(result.data);
  if (seat === null || data === null || data.reason !== 'time' || scoreFor(result, seat) !== 0) return false;
  const black = data.black === seat;
  const stones = black ? Math.ceil(data.moves.length / 2) : Math.floor(data.moves.length / 2);
  return stones <= 1;
}

/**
 * How long (ms, 0 for none) `playerId` must still wait at `now`: among their last `ABANDON_WINDOW`
 * results, each abandon within `ABANDON_MEMORY_MS` adds `ABANDON_WAIT_MS`, counted from the latest
 * abandon. `results` may come in any order.
 */
export function slowdownMs(results: readonly StoredResult[], playerId: string, now: number): number {
  const latest = results
    .filter((result) => seatIn(result, playerId) !== null)
    .sort((a, b) => b.seq - a.seq)
    .slice(0, ABANDON_WINDOW);
  const recent = latest.filter((result) => now - result.at < ABANDON_MEMORY_MS && isAbandon(result, playerId));
  if (recent.length === 0) return 0;
  const last = Math.max(...recent.map((result) => result.at));
  return Math.max(0, last + recent.length * ABANDON_WAIT_MS - now);
}
