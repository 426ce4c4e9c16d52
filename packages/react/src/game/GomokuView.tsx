'use client';
import { otherColor } from '@gomoku/engine';
import { selectIsOver, selectMoves, selectPlayers, selectSeatOf, selectSeatToAct, selectStatus, selectVerdict, type Actor } from '@gomoku/machine';
import { useEffect, useRef, type CSSProperties } from 'react';
import { is } from './checked-props.ts';
import { callSafely, DISPLAY_PROP_CHECKS, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { Clock } from './Clock.tsx';
import { Controls } from './Controls.tsx';
import { GameBoard } from './GameBoard.tsx';
import { useGomokuSelector, useGomokuSource } from './context.tsx';
import type { GameSource } from './game-source.ts';
import type { GomokuProps } from './gomoku-props.ts';
import { StatusLine } from './StatusLine.tsx';
import { useLatest } from './use-latest.ts';
import { useComputerPlayer } from '../computer/use-computer-player.ts';
import { wordsOf } from '../messages/i18n.ts';

/** Props of `GomokuView`: the display props of `<Gomoku/>`, and who this screen plays. */
export type GomokuViewProps = Omit<GomokuProps, 'variant' | 'undo' | 'opening' | 'clock' | 'moves' | 'defaultMoves' | 'state' | 'defaultState' | 'onChange' | 'online' | 'onError'> & {
  /** Who this screen plays (online, or against the computer); default: both sides, or the computer's opponent. */
  player?: Actor | null | undefined;
  /** Moves sent to a server and not yet accepted. */
  pending?: readonly number[] | undefined;
  /** Pending moves the server was too busy to take, being sent again. */
  retrying?: readonly number[] | undefined;
  /** Online: the other player is not connected, so offers waiting for their answer are disabled (see `Controls`). */
  opponentAway?: boolean | undefined;
};

/** The display props `<Gomoku>` and `GomokuView` share, as they read them (`messages`: `wordsOf` reads any value). */
export const DISPLAY_CHECKS: PropChecks<GomokuViewProps> = {
  ...DISPLAY_PROP_CHECKS,
  maxWidth: is.that('a width: a number of px, or a CSS length', (value) => (typeof value === 'number' && value >= 0 && Number.isFinite(value)) || (typeof value === 'string' && /^[\w.%() +*/-]{1,64}$/.test(value))),
  onMove: is.callback,
  onGameOver: is.callback,
  canPlay: is.callback,
  // One bad field leaves the opponent playing, with that field's default.
  ai: is.fields('{ color, seat, level, timeMs, minDelayMs, ponder } (each optional)', {
    color: is.color,
    seat: is.seat,
    level: is.level,
    timeMs: is.millis,
    minDelayMs: is.millis,
    ponder: is.boolean,
  }),
};

/** `GomokuView`'s props as it reads them. */
const VIEW_CHECKS: PropChecks<GomokuViewProps> = {
  ...DISPLAY_CHECKS,
  player: is.nullable(is.actor),
  pending: is.points,
  retrying: is.points,
  opponentAway: is.boolean,
};

/** The style a `maxWidth` adds, through the theme variable a stylesheet may set as well (so a strict CSP needs none). */
const withMaxWidth = (style: CSSProperties | undefined, maxWidth: number | string | undefined): CSSProperties | undefined =>
  maxWidth === undefined ? style : ({ ...style, '--gomoku-max-width': typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth } as CSSProperties);

/** The players' ids `<Gomoku ai>` gives the machine, so the computer keeps its seat through a rematch. */
export const COMPUTER = 'computer';

/**
 * Calls onMove / onGameOver as the game moves on (the latest callbacks, without
 * resubscribing), and onGameOver once for a game that starts over (a finished record).
 */
function useGameCallbacks(onMove: GomokuProps['onMove'], onGameOver: GomokuProps['onGameOver']) {
  const source = useGomokuSource();
  const callbacks = useLatest({ onMove, onGameOver });
  const reportedAtStart = useRef<GameSource | null>(null);
  useEffect(() => {
    let previous = source.getSnapshot();
    if (selectIsOver(previous) && reportedAtStart.current !== source) {
      reportedAtStart.current = source;
      callSafely('GomokuView', 'onGameOver', callbacks.current.onGameOver, [selectVerdict(previous)]);
    }
    return source.subscribe(() => {
      const snapshot = source.getSnapshot();
      const before = selectMoves(previous);
      const after = selectMoves(snapshot);
      const wasOver = selectIsOver(previous);
      previous = snapshot;
      if (after.length === before.length + 1 && before.every((p, i) => after[i] === p)) {
        callSafely('GomokuView', 'onMove', callbacks.current.onMove, [after[after.length - 1] as number, after]);
      }
      if (!wasOver && selectIsOver(snapshot)) callSafely('GomokuView', 'onGameOver', callbacks.current.onGameOver, [selectVerdict(snapshot)]);
    });
  }, [source, callbacks]);
}

/** The game as the components show it, for an app that runs its own `GomokuProvider`. */
export function GomokuView(props: GomokuViewProps) {
  const {
    onMove,
    onGameOver,
    canPlay,
    locale,
    messages,
    showCoordinates = true,
    coordinatesOnAllSides,
    showMoveNumbers,
    confirmMove,
    theme = 'system',
    stones,
    ai,
    hint,
    player,
    pending,
    retrying,
    opponentAway,
    maxWidth,
    className,
    style,
  } = useCheckedProps('GomokuView', props, VIEW_CHECKS).props;
  // The computer's colour now: by its id where the game has players (a rematch swaps), else as given.
  const aiColor = useGomokuSelector((s) => {
    const players = selectPlayers(s);
    return players ? (players.black === COMPUTER ? 'black' : players.white === COMPUTER ? 'white' : ai?.color) : ai?.color;
  });
  const computer = useComputerPlayer(ai && { ...ai, color: aiColor });
  const computerToAct = useGomokuSelector((s) => ai !== undefined && aiColor !== undefined && selectSeatToAct(s) === selectSeatOf(s, aiColor));
  // Online, the board takes moves only when it is this player's to act (a spectator never).
  const notMine = useGomokuSelector((s) => player !== undefined && (player === null || selectSeatToAct(s) !== selectSeatOf(s, player)));
  const me = player === undefined ? (aiColor ? otherColor(aiColor) : undefined) : (player ?? undefined);
  const status = useGomokuSelector(selectStatus);
  useGameCallbacks(onMove, onGameOver);
  // The catalogue whole, once for every part: a part of one is completed from `locale`'s here.
  const words = wordsOf(locale, messages);
  return (
    <div className={['gomoku-theme gomoku', className].filter(Boolean).join(' ')} data-theme={theme} data-status={status} style={withMaxWidth(style, maxWidth)}>
      <StatusLine locale={locale} messages={words} theme={theme} thinking={computer.thinking} error={computer.error} />
      <Clock locale={locale} messages={words} theme={theme} />
      <GameBoard
        locale={locale}
        messages={words}
        theme={theme}
        stones={stones}
        hint={hint}
        showCoordinates={showCoordinates}
        coordinatesOnAllSides={coordinatesOnAllSides}
        showMoveNumbers={showMoveNumbers}
        confirmMove={confirmMove}
        pending={pending}
        retrying={retrying}
        disabled={computerToAct || notMine}
        canPlay={canPlay}
      />
      {player === null ? null : <Controls locale={locale} messages={words} theme={theme} player={me} online={player !== undefined} opponentAway={opponentAway} />}
    </div>
  );
}
