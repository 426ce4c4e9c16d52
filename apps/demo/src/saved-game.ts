import { restoreSnapshot, type GomokuSnapshot } from '@gomoku/machine';
import { readSavedGame } from './storage.ts';

/**
 * The saved game, checked by the machine. One that cannot be read or that the machine does not
 * vouch for comes back as `discarded` (the player is told a new game was started). Nothing is
 * written here: this runs while the game screen renders, which React may do twice (a lazy part
 * suspends the first try), so removing the game here would leave the second try nothing to tell.
 * The new game's first save replaces the discarded one.
 */
export function restoreSavedGame(): { game: GomokuSnapshot | null; discarded: boolean } {
  const stored = readSavedGame();
  if (stored.ok && stored.value === null) return { game: null, discarded: false };
  // restoreSnapshot never throws; the try is for anything else stored data could do.
  try {
    const result = stored.ok ? restoreSnapshot(stored.value) : null;
    if (result?.ok) return { game: result.snapshot, discarded: false };
  } catch {
    // Discarded below, like any other unreadable game.
  }
  return { game: null, discarded: true };
}
