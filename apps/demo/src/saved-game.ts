import { restoreSnapshot, type GomokuSnapshot } from '@gomoku/machine';
import { clearGame, readSavedGame } from './storage.ts';

/**
 * The saved game, checked by the machine. One that cannot be read or that the machine does not
 * vouch for is removed and `discarded` says so (the player is told a new game was started).
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
  clearGame();
  return { game: null, discarded: true };
}
