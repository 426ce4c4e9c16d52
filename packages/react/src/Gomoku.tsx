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
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Clock } from './Clock.tsx';
import { Controls } from './Controls.tsx';
import { GameBoard } from './GameBoard.tsx';
import { GomokuProvider, useGomokuActor, useGomokuSelector } from './context.tsx';
import type { Locale } from './i18n.ts';
import { StatusLine } from './StatusLine.tsx';
import type { Theme } from './theme.ts';
import { useComputerPlayer, type ComputerPlayer } from './use-computer-player.ts';

/** Props of the whole embeddable game. */
export interface GomokuProps {
  /** Board and rule (default `GOMOKU`: 15×15 freestyle). Changing it starts a new game. */
  variant?: Variant;
  /** Undo at once, or only after the opponent agrees (default `'consent'`; `'immediate'` against the computer). Changing it starts a new game. */
  undo?: UndoPolicy;
  /** How the game opens: `'free'` (default), `'centre'`, `'swap'` or `'swap2'`. Changing it starts a new game. */
  opening?: OpeningRule;
  /** A Fischer clock, `{ initialMs, incrementMs }` (default none), shown above the board. Changing it starts a new game. */
  clock?: TimeControl;
  /**
   * The record, controlled: the game shows it, and a move calls `onMove` with the record it
   * makes; show it by passing it back. A record other than the game's starts the game from it.
   */
  moves?: readonly number[];
  /** The record to start from, uncontrolled (read when mounted; default empty). */
  defaultMoves?: readonly number[];
  /** Called after each move with its point and the whole record. */
  onMove?: (point: Point, moves: readonly number[]) => void;
  /** Called once when the game ends, with how it ended. */
  onGameOver?: (verdict: MachineVerdict) => void;
  /** Language of the texts and accessible names (default `'en'`). */
  locale?: Locale;
  /** Letters and numbers around the board (default true). */
  showCoordinates?: boolean;
  /** The coordinates on all four sides (default false: left and bottom). */
  coordinatesOnAllSides?: boolean;
  /** Move numbers on the stones (default false). */
  showMoveNumbers?: boolean;
  /** First tap previews, second tap plays (default: on for coarse pointers, off otherwise). */
  confirmMove?: boolean;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme;
  /** Stones shaded like real ones (default), or flat. */
  stones?: 'shaded' | 'flat';
  /**
   * Let the computer play one side: `{ color: 'white', level: 'hard', timeMs: 1000 }` (its colour
   * in the first game; a rematch swaps). Undo is then immediate.
   */
  ai?: ComputerPlayer;
  /** A point to mark as a suggestion (e.g. a hint from `useComputerPlayer`). */
  hint?: number | null;
  className?: string;
  style?: CSSProperties;
}

type ViewProps = Omit<GomokuProps, 'variant' | 'undo' | 'opening' | 'clock' | 'moves' | 'defaultMoves'>;

/** The players' ids `<Gomoku ai>` gives the machine, so the computer keeps its seat through a rematch. */
const COMPUTER = 'computer';

const sameRecord = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/** A record from a prop: a list, or (with a logged error) the empty record. */
function recordProp(moves: unknown, name: string): readonly number[] | undefined {
  if (moves === undefined) return undefined;
  if (Array.isArray(moves)) return moves;
  console.error(`<Gomoku ${name}>: a record is a list of points; starting from the empty board.`);
  return [];
}

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

/** In controlled use: when the game's record and the `moves` prop part, the prop wins. */
function FollowRecord({ moves, onDiverge }: { moves: readonly number[]; onDiverge: (moves: readonly number[]) => void }) {
  const played = useGomokuSelector(selectMoves);
  useEffect(() => {
    if (!sameRecord(played, moves)) onDiverge(moves);
  }, [played, moves, onDiverge]);
  return null;
}

/** The game as the components show it, for an app that runs its own `GomokuProvider`. */
export function GomokuView({
  onMove,
  onGameOver,
  locale,
  showCoordinates = true,
  coordinatesOnAllSides,
  showMoveNumbers,
  confirmMove,
  theme = 'system',
  stones,
  ai,
  hint,
  className,
  style,
}: ViewProps) {
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
    if (inputError) console.warn(`<Gomoku/>: ${inputError}`);
  }, [inputError]);
  return (
    <div className={['gomoku-theme gomoku', className].filter(Boolean).join(' ')} data-theme={theme} data-status={status} style={style}>
      <StatusLine locale={locale} theme={theme} thinking={computer.thinking} error={computer.error} />
      <Clock locale={locale} theme={theme} />
      <GameBoard
        locale={locale}
        theme={theme}
        stones={stones}
        hint={hint}
        showCoordinates={showCoordinates}
        coordinatesOnAllSides={coordinatesOnAllSides}
        showMoveNumbers={showMoveNumbers}
        confirmMove={confirmMove}
        disabled={computerToAct}
      />
      <Controls locale={locale} theme={theme} player={aiColor ? otherColor(aiColor) : undefined} />
    </div>
  );
}

/**
 * A whole game, board, status line, clocks and controls, running its own machine. Several on a
 * page are independent games. Controlled (`moves` with `onMove`) or uncontrolled
 * (`defaultMoves`); changing a setting (`variant`, `undo`, `opening`, `clock`, `ai`'s colour)
 * starts a new game; display props (locale, theme, coordinates…) apply at once.
 */
export function Gomoku({ variant, undo, opening, clock, moves, defaultMoves, ...view }: GomokuProps) {
  const { ai } = view;
  const controlled = recordProp(moves, 'moves');
  const [start, setStart] = useState(() => ({ generation: 0, moves: controlled ?? recordProp(defaultMoves, 'defaultMoves') }));
  const restartFrom = (record: readonly number[]) => setStart(({ generation }) => ({ generation: generation + 1, moves: record }));
  const players = ai?.color ? (ai.color === 'black' ? { black: COMPUTER, white: 'you' } : { black: 'you', white: COMPUTER }) : undefined;
  // A new setting is a new game: the key holds every setting the machine reads when it starts.
  const settings = JSON.stringify([variant, undo, opening, clock, ai?.color]);
  return (
    // Against the computer, undo is immediate: it takes back the player's move and the reply.
    <GomokuProvider
      key={`${settings}/${start.generation}`}
      variant={variant}
      undo={ai ? 'immediate' : undo}
      opening={opening}
      clock={clock}
      moves={start.moves}
      players={players}
    >
      {controlled ? <FollowRecord moves={controlled} onDiverge={restartFrom} /> : null}
      <GomokuView {...view} />
    </GomokuProvider>
  );
}
