'use client';
import type { IllegalMoveError, Variant } from '@gomoku/engine';
import { selectMoves } from '@gomoku/machine';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GomokuProvider, useGomokuSelector } from './context.tsx';
import { COMPUTER, GomokuView } from './GomokuView.tsx';
import { wordsOf } from '../messages/i18n.ts';
import type { GomokuProps } from './gomoku-props.ts';
import { legalPrefix } from './legal-prefix.ts';

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
