import { otherColor, type Point, type Variant } from '@gomoku/engine';
import {
  selectInputError,
  selectIsOver,
  selectMoves,
  selectPlayers,
  selectSeatOf,
  selectSeatToAct,
  selectStatus,
  selectVerdict,
  type MachineVerdict,
  type OpeningRule,
  type TimeControl,
  type UndoPolicy,
} from '@gomoku/machine';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Clock } from './Clock.tsx';
import { Controls } from './Controls.tsx';
import { GameBoard } from './GameBoard.tsx';
import { GomokuProvider, useGomokuActor, useGomokuSelector } from './context.tsx';
import type { Locale } from './i18n.ts';
import { StatusLine } from './StatusLine.tsx';
import { useCoarsePointer } from './use-coarse-pointer.ts';
import { useComputerPlayer, type ComputerPlayer } from './use-computer-player.ts';

/** Props of the whole embeddable game. */
export interface GomokuProps {
  /** Board and rule (default `GOMOKU`: 15×15 freestyle). */
  variant?: Variant;
  /** Undo at once, or only after the opponent agrees (default 'consent'). */
  undo?: UndoPolicy;
  /** How the game opens: `'free'` (default), `'centre'`, `'swap'` or `'swap2'`. */
  opening?: OpeningRule;
  /** A Fischer clock, `{ initialMs, incrementMs }` (default none): shown above the board. */
  clock?: TimeControl;
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
  /**
   * Let the computer play one side: `{ color: 'white', level: 'hard' }` (its colour in the first
   * game; a rematch swaps). Undo is then immediate.
   */
  ai?: ComputerPlayer;
  /** A point to mark as a suggestion (e.g. the computer's hint). */
  hint?: number | null;
  className?: string;
  style?: CSSProperties;
}

type ViewProps = Omit<GomokuProps, 'variant' | 'undo' | 'opening' | 'clock' | 'defaultMoves'>;

/** The players' ids `<Gomoku ai>` gives the machine, so the computer keeps its seat through a rematch. */
const COMPUTER = 'computer';

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
      const wasOver = selectIsOver(previous);
      previous = snapshot;
      if (after.length === before.length + 1 && before.every((p, i) => after[i] === p)) {
        callbacks.current.onMove?.(after[after.length - 1] as number, after);
      }
      if (!wasOver && selectIsOver(snapshot)) callbacks.current.onGameOver?.(selectVerdict(snapshot));
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** The game as the components show it, for an app that runs its own `GomokuProvider`. */
export function GomokuView({ onMove, onGameOver, locale, showCoordinates = true, showMoveNumbers, confirmMove, theme, ai, hint, className, style }: ViewProps) {
  const coarse = useCoarsePointer();
  // The computer's colour now: by its id where the game has players (a rematch swaps), else as given.
  const aiColor = useGomokuSelector((s) => {
    const players = selectPlayers(s);
    return players ? (players.black === COMPUTER ? 'black' : players.white === COMPUTER ? 'white' : ai?.color) : ai?.color;
  });
  const computer = useComputerPlayer(ai && { ...ai, color: aiColor });
  const computerToAct = useGomokuSelector((s) => ai !== undefined && aiColor !== undefined && selectSeatToAct(s) === selectSeatOf(s, aiColor));
  const inputError = useGomokuSelector(selectInputError);
  const status = useGomokuSelector(selectStatus);
  useGameCallbacks(onMove, onGameOver);
  useEffect(() => {
    if (inputError) console.warn(`<Gomoku/>: ${inputError} Starting an empty game instead.`);
  }, [inputError]);
  return (
    <div className={['gomoku-theme gomoku', className].filter(Boolean).join(' ')} data-theme={theme} data-status={status} style={style}>
      <StatusLine locale={locale} thinking={computer.thinking} error={computer.error} />
      <Clock locale={locale} />
      <GameBoard
        locale={locale}
        theme={theme}
        hint={hint}
        showCoordinates={showCoordinates}
        showMoveNumbers={showMoveNumbers}
        confirmMove={confirmMove ?? coarse}
        disabled={computerToAct}
      />
      <Controls locale={locale} player={aiColor ? otherColor(aiColor) : undefined} />
    </div>
  );
}

/**
 * A whole game, board, status line and controls, running its own machine. Several on a page
 * are independent games. Settings are read when it mounts: give it a new `key` to start over
 * with other settings; display props (locale, theme, coordinates…) apply at once.
 */
export function Gomoku({ variant, undo, opening, clock, defaultMoves, ...view }: GomokuProps) {
  const { ai } = view;
  const players = ai?.color ? (ai.color === 'black' ? { black: COMPUTER, white: 'you' } : { black: 'you', white: COMPUTER }) : undefined;
  return (
    // Against the computer, undo is immediate: it takes back the player's move and the reply.
    <GomokuProvider variant={variant} undo={ai ? 'immediate' : undo} opening={opening} clock={clock} moves={defaultMoves} players={players}>
      <GomokuView {...view} />
    </GomokuProvider>
  );
}
