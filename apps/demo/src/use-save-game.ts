import { selectGameState } from '@gomoku/machine';
import { useGomokuSource } from '@gomoku/react';
import { useEffect } from 'react';
import { saveGame } from './saved-games.ts';
import type { LevelSetting } from './settings.ts';

/**
 * Saves the nearest provider's game under `id` at every change, so it survives a reload and the
 * home can offer it back; `level` is the computer's (null: a friend on this screen), saved with it.
 * A null `id` saves nothing: a finished game opened to look back at is kept by its history entry.
 */
export function useSaveGame(id: string | null, level: LevelSetting | null): void {
  const source = useGomokuSource();
  useEffect(() => {
    if (id === null) return;
    const save = () => saveGame({ id, state: selectGameState(source.getSnapshot()), opponent: level ? { kind: 'computer', level } : { kind: 'friend' } });
    save();
    return source.subscribe(save);
  }, [source, id, level]);
}
