import type { Point, Variant } from '@gomoku/engine';
import { selectInputError, selectMoves, selectStatus, selectVerdict, type MachineVerdict, type UndoPolicy } from '@gomoku/machine';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Controls } from './Controls.tsx';
import { GameBoard } from './GameBoard.tsx';
import { GomokuProvider, useGomokuActor, useGomokuSelector } from './context.tsx';
import type { Locale } from './i18n.ts';
import { StatusLine } from './StatusLine.tsx';
import { useCoarsePointer } from './use-coarse-pointer.ts';

/** Props of the whole embeddable game. */
export interface GomokuProps {
  /** Board and rule (default `GOMOKU`: 15×15 freestyle). */
  variant?: Variant;
  /** Undo at once, or only after the opponent agrees (default 'consent'). */
  undo?: UndoPolicy;
  /** A record to start from (uncontrolled: read when mounted). */
  defaultMoves?: readonly number[];
  /** Called after each move with its point and the whole record. */
  onMove?: (point: Point, moves: readonly number[]) => void;
  /** Called once when the game ends. */
  onGameOver?: (verdict: MachineVerdict) => void;
  locale?: Locale;
  /** Letters and numbers around the board (default true). */
  showCoordinates?: boolean;
  showMoveNumbers?: boolean;
  /** First tap previews, second tap plays (default: on for coarse pointers). */
  confirmMove?: boolean;
  theme?: 'light' | 'dark';
  className?: string;
  style?: CSSProperties;
}

type ViewProps = Omit<GomokuProps, 'variant' | 'undo' | 'defaultMoves'>;

/** Calls onMove / onGameOver as the machine moves on; the latest callbacks, without resubscribing. */
function useGameCallbacks(onMove: GomokuProps['onMove'], onGameOver: GomokuProps['onGameOver']) {
  const actor = useGomokuActor();
  const callbacks = useRef({ onMove, onGameOver });
  useEffect(() => {
    callbacks.current = { onMove, onGameOver };
  });
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const before = selectMoves(previous);
      const after = selectMoves(snapshot);
      const wasOver = selectVerdict(previous).reason !== null;
      previous = snapshot;
      if (after.length === before.length + 1 && before.every((p, i) => after[i] === p)) {
        callbacks.current.onMove?.(after[after.length - 1] as number, after);
      }
      if (!wasOver && selectVerdict(snapshot).reason !== null) callbacks.current.onGameOver?.(selectVerdict(snapshot));
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** The game as the components show it, for an app that runs its own `GomokuProvider`. */
export function GomokuView({ onMove, onGameOver, locale, showCoordinates = true, showMoveNumbers, confirmMove, theme, className, style }: ViewProps) {
  const coarse = useCoarsePointer();
  const inputError = useGomokuSelector(selectInputError);
  const status = useGomokuSelector(selectStatus);
  useGameCallbacks(onMove, onGameOver);
  useEffect(() => {
    if (inputError) console.warn(`<Gomoku/>: ${inputError} Starting an empty game instead.`);
  }, [inputError]);
  return (
    <div className={['gomoku-theme gomoku', className].filter(Boolean).join(' ')} data-theme={theme} data-status={status} style={style}>
      <StatusLine locale={locale} />
      <GameBoard locale={locale} theme={theme} showCoordinates={showCoordinates} showMoveNumbers={showMoveNumbers} confirmMove={confirmMove ?? coarse} />
      <Controls locale={locale} />
    </div>
  );
}

/**
 * A whole game, board, status line and controls, running its own machine. Several on a page
 * are independent games. Settings are read when it mounts: give it a new `key` to start over
 * with other settings; display props (locale, theme, coordinates…) apply at once.
 */
export function Gomoku({ variant, undo, defaultMoves, ...view }: GomokuProps) {
  return (
    <GomokuProvider variant={variant} undo={undo} moves={defaultMoves}>
      <GomokuView {...view} />
    </GomokuProvider>
  );
}
