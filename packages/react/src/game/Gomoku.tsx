'use client';
import type { IllegalMoveError, Point, Variant } from '@gomoku/engine';
import { selectMoves, type GameSettings, type MachineVerdict } from '@gomoku/machine';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { GomokuProvider, useGomokuSelector } from './context.tsx';
import { COMPUTER, GomokuView } from './GomokuView.tsx';
import { wordsOf, type Locale, type Messages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';
import type { ComputerPlayer } from '../computer/use-computer-player.ts';
import type { OnlineGame } from '../online/use-online-game.ts';
import { legalPrefix } from './legal-prefix.ts';

/**
 * Props of the whole embeddable game. The settings (`variant`, `undo`, `opening`, `clock`) are
 * the machine's `GameSettings`, defined there once; changing one starts a new game. Against the
 * computer undo is `'immediate'`; the clock shows above the board.
 */
export interface GomokuProps extends GameSettings {
  /**
   * The record, controlled: the game shows it, and a move calls `onMove` with the record it
   * makes; show it by passing it back. A record other than the game's starts the game from it.
   */
  moves?: readonly number[] | undefined;
  /** The record to start from, uncontrolled (read when mounted; default empty). */
  defaultMoves?: readonly number[] | undefined;
  /** Called after each move with its point and the whole record. */
  onMove?: ((point: Point, moves: readonly number[]) => void) | undefined;
  /** Called once when the game ends, with how it ended; also for a record that arrives already finished. */
  onGameOver?: ((verdict: MachineVerdict) => void) | undefined;
  /**
   * Called once for a record (`moves` or `defaultMoves`) the engine refuses: the game shows its
   * longest legal prefix, and the error says which move (`index`) and why (`code`). Without it,
   * the error is logged.
   */
  onError?: ((error: IllegalMoveError) => void) | undefined;
  /** Asked before a move is sent; return false to refuse it (a puzzle's wrong answer, a locked board). */
  canPlay?: ((point: number) => boolean) | undefined;
  /** Language of the texts and accessible names (default `'en'`). */
  locale?: Locale | undefined;
  /** Every string it shows, instead of `locale`'s: another language, or your own wording (see `Messages`). */
  messages?: Messages | undefined;
  /** Letters and numbers around the board (default true). */
  showCoordinates?: boolean | undefined;
  /** The coordinates on all four sides (default false: left and bottom). */
  coordinatesOnAllSides?: boolean | undefined;
  /** Move numbers on the stones (default false). */
  showMoveNumbers?: boolean | undefined;
  /** First tap previews, second tap plays (default: on for coarse pointers, off otherwise). */
  confirmMove?: boolean | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** Stones shaded like real ones (default), or flat. */
  stones?: 'shaded' | 'flat' | undefined;
  /**
   * Let the computer play one side: `{ color: 'white', level: 'hard', timeMs: 1000 }` (its colour
   * in the first game; a rematch swaps). Undo is then immediate.
   */
  ai?: ComputerPlayer | undefined;
  /** A point to mark as a suggestion (e.g. a hint from `useComputerPlayer`). */
  hint?: number | null | undefined;
  /**
   * Play online: `{ server, room, seat }` (`seat` the token of an invite link's `#seat=…`; none to
   * watch). The server's room decides the settings; this screen plays its seat only.
   */
  online?: OnlineGame | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

const sameRecord = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/** A record from a prop: a list, or (with a logged error) the empty record. */
function recordProp(moves: unknown, name: string): readonly number[] | undefined {
  if (moves === undefined) return undefined;
  if (Array.isArray(moves)) return moves;
  console.error(`<Gomoku ${name}>: a record is a list of points; starting from the empty board.`);
  return [];
}

/** In controlled use: when the game's record and the record shown part, the record shown wins. */
function FollowRecord({ moves, onDiverge }: { moves: readonly number[]; onDiverge: (moves: readonly number[]) => void }) {
  const played = useGomokuSelector(selectMoves);
  useEffect(() => {
    if (!sameRecord(played, moves)) onDiverge(moves);
  }, [played, moves, onDiverge]);
  return null;
}

/**
 * A record from a prop, checked once per content (not per array: a parent may pass a new array of
 * the same moves on every render): its legal prefix, with `onError` called once for a refused move.
 */
function useCheckedRecord(variant: Variant | undefined, moves: readonly number[] | undefined, onError: GomokuProps['onError']) {
  const key = JSON.stringify([variant, moves]);
  const check = () => ({ key, record: moves === undefined ? undefined : legalPrefix(variant, moves) });
  const [last, setLast] = useState(check);
  // A new record (by content) is checked while rendering, so its first render already shows it.
  let current = last;
  if (last.key !== key) {
    current = check();
    setLast(current);
  }
  const checked = current.record;
  const report = useRef(onError);
  useEffect(() => {
    report.current = onError;
  });
  const error = checked?.error ?? null;
  // Once per error, also where StrictMode runs effects twice.
  const reported = useRef<IllegalMoveError | null>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    if (report.current) report.current(error);
    else console.error(`<Gomoku/>: ${error.message} Showing the ${error.index} moves before it.`);
  }, [error]);
  return checked?.moves;
}

/**
 * A whole game, board, status line, clocks and controls, running its own machine. Several on a
 * page are independent games. Controlled (`moves` with `onMove`) or uncontrolled
 * (`defaultMoves`); changing a setting (`variant`, `undo`, `opening`, `clock`, `ai`'s colour)
 * starts a new game; display props (locale, theme, coordinates…) apply at once.
 */
export function Gomoku({ online, ...props }: GomokuProps) {
  if (!online) return <LocalGomoku {...props} />;
  return (
    <Suspense fallback={<Connecting locale={props.locale} messages={props.messages} theme={props.theme} />}>
      <OnlineGomoku online={online} {...props} />
    </Suspense>
  );
}

// Online play (the protocol, its checks, the connection) loads only for a game that asks for it.
const OnlineGomoku = lazy(() => import('../online/OnlineGomoku.tsx'));

/** What shows while online play loads. */
function Connecting({ locale, messages, theme = 'system' }: Pick<GomokuProps, 'locale' | 'messages' | 'theme'>) {
  return (
    <p className="gomoku-theme gomoku-online" data-theme={theme} role="status" aria-live="polite">
      {wordsOf(locale, messages).online.connecting}
    </p>
  );
}

/** A game with its own machine on this screen. */
function LocalGomoku({ variant, undo, opening, clock, moves, defaultMoves, onError, ...view }: Omit<GomokuProps, 'online'>) {
  const { ai } = view;
  const [initial] = useState(() => recordProp(defaultMoves, 'defaultMoves'));
  const controlled = recordProp(moves, 'moves');
  const shown = useCheckedRecord(variant, controlled ?? initial, onError);
  const [start, setStart] = useState(() => ({ generation: 0, moves: shown }));
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
      {controlled && shown ? <FollowRecord moves={shown} onDiverge={restartFrom} /> : null}
      <GomokuView {...view} />
    </GomokuProvider>
  );
}
