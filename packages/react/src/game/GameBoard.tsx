'use client';
import { selectForbiddenPoints, selectIsOver, selectMoves, selectVariant, selectVerdict } from '@gomoku/machine';
import { useCallback } from 'react';
import { Board } from '../board/Board.tsx';
import type { BoardProps } from '../board/board-props.ts';
import { is } from './checked-props.ts';
import { callSafely, DISPLAY_PROP_CHECKS, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { useGomokuSelector, useGomokuSend, useGomokuTakesEvents } from './context.tsx';

/** Props of the board bound to the game machine: the Board's display options. */
export type GameBoardProps = Omit<BoardProps, 'size' | 'moves' | 'lastMove' | 'winningLine' | 'forbidden' | 'onPlay'> & {
  /** Called before a move is sent; return false to stop it (e.g. while it is the computer's turn). */
  canPlay?: ((point: number) => boolean) | undefined;
};

const selectLine = (snapshot: Parameters<typeof selectVerdict>[0]) => selectVerdict(snapshot).line;

/** The props `GameBoard` reads itself, and the display props it shares with the game's parts; the Board's own (marks, lists…) the Board reads. */
const CHECKS: PropChecks<GameBoardProps> = { ...DISPLAY_PROP_CHECKS, canPlay: is.callback, disabled: is.boolean };

/**
 * The Board showing the game of the nearest provider, sending `play` when a point is chosen.
 * Everything it shows comes from the machine (the record, the winning line, Black's forbidden
 * points): it decides no rule itself. It takes no move while the game takes no events (an online
 * room's connection closed).
 */
export function GameBoard(given: GameBoardProps) {
  const { canPlay, disabled, ...props } = useCheckedProps('GameBoard', given, CHECKS).props;
  const send = useGomokuSend();
  const takesEvents = useGomokuTakesEvents();
  const moves = useGomokuSelector(selectMoves);
  const { size } = useGomokuSelector(selectVariant);
  const over = useGomokuSelector(selectIsOver);
  const line = useGomokuSelector(selectLine);
  const forbidden = useGomokuSelector(selectForbiddenPoints);
  const onPlay = useCallback(
    (point: number) => {
      // A `canPlay` that throws refuses the move (and is logged).
      if (canPlay && !callSafely('GameBoard', 'canPlay', canPlay, [point])) return;
      send({ type: 'play', point });
    },
    [send, canPlay],
  );
  return <Board {...props} size={size} moves={moves} winningLine={line} forbidden={forbidden} onPlay={onPlay} disabled={disabled || over || !takesEvents} />;
}
