import type { Color } from '@gomoku/engine';
import { selectIsOver, selectVerdict } from '@gomoku/machine';
import { useGomokuSelector } from '@gomoku/react';
import { Icon } from './icons.tsx';
import { outcomeOf } from './outcome.ts';
import type { Strings } from './strings.ts';

/**
 * The end of a game, said big: "You won" / "You lost" for a player, who won for a shared screen
 * or onlookers, as the game screen's heading. The status line (a live region) says how; this is
 * not announced again.
 */
export function GameOver({ me, t }: { me: Color | null; t: Strings }) {
  const over = useGomokuSelector(selectIsOver);
  const verdict = useGomokuSelector(selectVerdict);
  if (!over) return null;
  const outcome = outcomeOf(verdict, me);
  const title = outcome.kind === 'won' ? t.youWon : outcome.kind === 'lost' ? t.youLost : outcome.kind === 'draw' ? t.drawn : t.wins(t.colors[outcome.color]);
  return (
    <div className="game-over" data-outcome={outcome.kind}>
      <span className="game-over-icon">
        <Icon name={outcome.kind === 'lost' ? 'resign' : outcome.kind === 'draw' ? 'draw' : 'trophy'} />
      </span>
      <h2 className="game-over-title">{title}</h2>
    </div>
  );
}
