import { otherColor, type Color } from '@gomoku/engine';
import { selectDrawOffer, selectIsOver, selectMoves } from '@gomoku/machine';
import { useGomokuSource } from '@gomoku/react';
import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onDeclined` when `answerer` (the computer) turns down the other side's draw offer. A
 * decline only puts the offer away, which the status line shows for a moment: the player must be
 * told in words. An offer that ends otherwise (accepted: the game is over; a new game) is not one.
 */
export function useDeclinedDraw(answerer: Color | undefined, onDeclined: () => void): void {
  const source = useGomokuSource();
  const declined = useEffectEvent(onDeclined);
  useEffect(() => {
    if (!answerer) return;
    let before = source.getSnapshot();
    return source.subscribe(() => {
      const after = source.getSnapshot();
      // The same record (the same array until it changes): not a new game that dropped the offer.
      if (selectDrawOffer(before) === otherColor(answerer) && selectDrawOffer(after) === null && !selectIsOver(after) && selectMoves(after) === selectMoves(before)) declined();
      before = after;
    });
  }, [source, answerer]);
}
