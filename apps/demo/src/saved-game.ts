import { readGameState, snapshotOf, type GomokuSnapshot } from '@gomoku/machine';
import { gameStateFromSnapshot } from '@gomoku/machine/legacy';
import { readSavedGame, rewriteSavedGame } from './storage.ts';

/**
 * The saved game, checked by the machine (`readGameState`). A game saved before the demo stored
 * `GameState` (the machine's persisted snapshot) is read once with `gameStateFromSnapshot` and
 * stored again in today's form, so no game saved then is lost. One that cannot be read or that
 * the machine does not vouch for comes back as `discarded` (the player is told a new game was
 * started). Nothing else is written here: this runs while the game screen renders, which React
 * may do twice (a lazy part suspends the first try), so removing the game here would leave the
 * second try nothing to tell; rewriting an old one writes the same value each time. The new
 * game's first save replaces a discarded one.
 */
export function restoreSavedGame(): { game: GomokuSnapshot | null; discarded: boolean } {
  const stored = readSavedGame();
  if (stored.ok && stored.value === null) return { game: null, discarded: false };
  // Neither reader throws; the try is for anything else stored data could do.
  try {
    if (stored.ok) {
      const read = readGameState(stored.value);
      if (read.ok) return { game: snapshotOf(read.state), discarded: false };
      const old = gameStateFromSnapshot(stored.value);
      if (old.ok) {
        rewriteSavedGame(old.state);
        return { game: snapshotOf(old.state), discarded: false };
      }
    }
  } catch {
    // Discarded below, like any other unreadable game.
  }
  return { game: null, discarded: true };
}
