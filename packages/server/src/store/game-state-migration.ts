import { readGameState } from '@gomoku/machine';
import { gameStateFromSnapshot } from '@gomoku/machine/legacy';
import type { ServerLog } from '../ops/log.ts';

/** A room's game as a migration reads and writes it: the room's id and the JSON text of its game. */
export interface StoredGame {
  readonly id: string;
  readonly state: string;
}

/**
 * The rewrites that bring the games of rooms stored before `GameState` (XState's persisted
 * snapshot of the machine, read by `gameStateFromSnapshot`) to today's form: each as its
 * `GameState`'s JSON text. A game that is a `GameState` already is left as it is, so running
 * this again rewrites nothing. One that reads as neither is left as it was and logged: such a
 * room does not load (it answers `no-room`), like any room whose game does not check.
 */
export function gameStateRewrites(games: readonly StoredGame[], log: ServerLog): StoredGame[] {
  const rewrites: StoredGame[] = [];
  for (const { id, state: text } of games) {
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      stored = undefined;
    }
    if (readGameState(stored).ok) continue;
    const read = gameStateFromSnapshot(stored);
    if (read.ok) rewrites.push({ id, state: JSON.stringify(read.state) });
    else log.error({ room: id, problem: read.problem.code }, 'a room stored before GameState cannot be read: it is left as it was, and will not load');
  }
  if (rewrites.length > 0) log.info({ rooms: rewrites.length }, 'rooms stored before GameState rewritten as GameState');
  return rewrites;
}
