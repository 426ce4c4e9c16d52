import { restoreSnapshot, type GomokuSnapshot } from '@gomoku/machine';
import { clearGame, readSavedGame } from './storage.ts';

/** The saved game, checked by the machine; an unreadable one is removed, and why is said. */
export function restoreSavedGame(): { game: GomokuSnapshot | null; discarded: string | null } {
  const stored = readSavedGame();
  if (!stored.ok) {
    clearGame();
    return { game: null, discarded: 'The saved game is not readable.' };
  }
  if (stored.value === null) return { game: null, discarded: null };
  let discarded: string;
  // restoreSnapshot never throws; the try is for anything else stored data could do.
  try {
    const result = restoreSnapshot(stored.value);
    if (result.ok) return { game: result.snapshot, discarded: null };
    discarded = result.reason;
  } catch {
    discarded = 'The saved game could not be read.';
  }
  clearGame();
  return { game: null, discarded };
}
