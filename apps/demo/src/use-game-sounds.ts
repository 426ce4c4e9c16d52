import { selectIsOver, selectMoves } from '@gomoku/machine';
import { useGomokuSource } from '@gomoku/react';
import { useEffect, useMemo } from 'react';
import { createSounds, listenForFirstGesture } from './sound.ts';

/** Plays the game's sounds (a stone, the end) as the provider's game changes, unless muted. */
export function useGameSounds(muted: boolean): void {
  const source = useGomokuSource();
  const sounds = useMemo(() => createSounds(() => muted), [muted]);
  useEffect(() => listenForFirstGesture(), []);
  useEffect(() => {
    let current = source.getSnapshot();
    return source.subscribe(() => {
      const snapshot = source.getSnapshot();
      if (selectMoves(snapshot).length > selectMoves(current).length) sounds.stone();
      if (selectIsOver(snapshot) && !selectIsOver(current)) sounds.end();
      current = snapshot;
    });
  }, [source, sounds]);
}
