import { useGomokuActor } from '@gomoku/react';
import { useEffect, useMemo } from 'react';
import { createSounds, listenForFirstGesture } from './sound.ts';

/** Plays the game's sounds (a stone, the end) as the provider's game changes, unless muted. */
export function useGameSounds(muted: boolean): void {
  const actor = useGomokuActor();
  const sounds = useMemo(() => createSounds(() => muted), [muted]);
  useEffect(() => listenForFirstGesture(), []);
  useEffect(() => {
    let current = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.game !== current.context.game && snapshot.context.game.moves.length > current.context.game.moves.length) sounds.stone();
      if (snapshot.hasTag('over') && !current.hasTag('over')) sounds.end();
      current = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor, sounds]);
}
