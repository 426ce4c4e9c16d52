import { readGameState, snapshotOf, type GomokuSnapshot } from '@gomoku/machine';
import { gameStateFromSnapshot } from '@gomoku/machine/legacy';
import { rewriteGame, savedGame, unreadableGame, type Opponent } from './saved-games.ts';

/** A saved game as the game screen opens it. */
export interface RestoredGame {
  /** The game, as the machine vouches for it; null when there is none or it was discarded. */
  game: GomokuSnapshot | null;
  /** Who it is played against, as saved. */
  opponent: Opponent | null;
  /** True when a game was there but could not be used (the player is told a new game was started). */
  discarded: boolean;
}

/**
 * The game saved under `id`, checked by the machine (`readGameState`). A game saved before the
 * demo stored `GameState` (the machine's persisted snapshot) is read with `gameStateFromSnapshot`
 * and stored again in today's form, so no game saved then is lost. One that cannot be read or that
 * the machine does not vouch for comes back as `discarded`, as does an entry for `id` that is no
 * saved game at all (or a list that cannot be read). Nothing else is written here: this
 * runs while the game screen renders, which React may do twice (a lazy part suspends the first
 * try), so removing the game here would leave the second try nothing to tell; rewriting an old one
 * writes the same value each time. The new game's first save replaces a discarded one.
 */
export function restoreSavedGame(id: string): RestoredGame {
  const saved = savedGame(id);
  if (!saved) return { game: null, opponent: null, discarded: unreadableGame(id) };
  // Neither reader throws; the try is for anything else stored data could do.
  try {
    const read = readGameState(saved.state);
    if (read.ok) return { game: snapshotOf(read.state), opponent: saved.opponent, discarded: false };
    const old = gameStateFromSnapshot(saved.state);
    if (old.ok) {
      rewriteGame(id, old.state);
      return { game: snapshotOf(old.state), opponent: saved.opponent, discarded: false };
    }
  } catch {
    // Discarded below, like any other unreadable game.
  }
  return { game: null, opponent: saved.opponent, discarded: true };
}
