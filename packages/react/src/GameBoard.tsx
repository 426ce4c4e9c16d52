import { Game } from '@gomoku/engine';
import { selectMoves, selectStatus, selectVariant, selectVerdict } from '@gomoku/machine';
import { useCallback, useMemo } from 'react';
import { Board, type BoardProps } from './Board.tsx';
import { useGomokuActor, useGomokuSelector } from './context.tsx';

/** Props of the board bound to the game machine: the Board's display options. */
export type GameBoardProps = Omit<BoardProps, 'size' | 'moves' | 'lastMove' | 'winningLine' | 'forbidden' | 'onPlay'> & {
  /** Called before a move is sent; return false to stop it (e.g. while it is the computer's turn). */
  canPlay?: (point: number) => boolean;
};

/** The Board showing the game of the nearest provider, sending `play` when a point is chosen. */
export function GameBoard({ canPlay, disabled, ...props }: GameBoardProps) {
  const actor = useGomokuActor();
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const status = useGomokuSelector(selectStatus);
  const line = useGomokuSelector((s) => selectVerdict(s).line);
  const over = status === 'blackWon' || status === 'whiteWon' || status === 'draw';
  // Forbidden points are the engine's to find; only shown while Black is to move under renju.
  const forbidden = useMemo(
    () => (variant.rule === 'renju' && status === 'blackToMove' ? new Game({ variant, moves }).forbiddenPoints() : []),
    [variant, moves, status],
  );
  const onPlay = useCallback(
    (point: number) => {
      if (canPlay && !canPlay(point)) return;
      actor.send({ type: 'play', point });
    },
    [actor, canPlay],
  );
  return (
    <Board
      {...props}
      size={variant.size}
      moves={moves}
      winningLine={line}
      forbidden={forbidden}
      onPlay={onPlay}
      disabled={disabled || over}
    />
  );
}
