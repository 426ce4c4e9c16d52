'use client';
import { selectGameState, type GomokuInput } from '@gomoku/machine';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { fromRecord, fromState, fromStateProp, is, recordProp, startFromRecord, useCheckedRecord, useErrorReport, type GomokuError } from './checked-props.ts';
import { callSafely, keyOf, readableList, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { COMPUTER, DISPLAY_CHECKS } from './GomokuView.tsx';
import { OwnGame, RecordGame, StateGame } from './local-games.tsx';
import type { Propose } from './local-source.ts';
import { wordsOf } from '../messages/i18n.ts';
import type { GomokuProps } from './gomoku-props.ts';
import { useLatest } from './use-latest.ts';

/**
 * A whole game, board, status line, clocks and controls. Several on a page are independent games.
 * The whole game controlled (`state` with `onChange`), the record controlled (`moves` with
 * `onMove`), or uncontrolled (`defaultState`, `defaultMoves`); changing a setting (`variant`,
 * `undo`, `opening`, `clock`, `ai`'s colour) starts a new game, except under `state`, which holds
 * its settings; display props (locale, theme, coordinates…) apply at once. `online` plays a
 * server's room instead.
 */
export function Gomoku(given: GomokuProps) {
  const checked = useCheckedProps('Gomoku', given, GOMOKU_CHECKS, false);
  const reportError = useErrorReport(checked.props.onError);
  useEffect(() => {
    for (const problem of checked.problems) reportError(problem);
  }, [checked.problems, reportError]);
  const { online, ...props } = checked.props;
  if (!online) return <LocalGomoku {...props} reportError={reportError} />;
  return (
    <Suspense fallback={<Connecting locale={props.locale} messages={props.messages} theme={props.theme} />}>
      <OnlineGomoku online={online} {...props} />
    </Suspense>
  );
}

/**
 * `<Gomoku>`'s props as it reads them, beside the display props: the settings plain data, which
 * the machine then checks (its input error goes to `onError`), the records lists, which the
 * engine then checks move by move; `state` and `defaultState` the machine reads whatever they are.
 */
const GOMOKU_CHECKS: PropChecks<GomokuProps> = {
  ...(DISPLAY_CHECKS as PropChecks<GomokuProps>),
  variant: is.data,
  undo: is.data,
  opening: is.data,
  clock: is.data,
  moves: { ...is.record, repair: (moves) => readableList(moves) ?? [] },
  defaultMoves: { ...is.record, repair: (moves) => readableList(moves) ?? undefined },
  onChange: is.callback,
  onError: is.callback,
  online: is.shape('{ server, room, seat, storage } (strings; seat and storage optional)', {
    server: is.required(is.string),
    room: is.required(is.string),
    seat: is.string,
    storage: is.that('a Storage (getItem, setItem, removeItem), e.g. localStorage', (value) => typeof value === 'object' && value !== null && ['getItem', 'setItem', 'removeItem'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function')),
  }),
};

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

/** A game on this screen, in the form its props ask for: its state, its record, or its own. */
function LocalGomoku({
  variant,
  undo,
  opening,
  clock,
  moves,
  defaultMoves,
  state,
  defaultState,
  onChange,
  onMove,
  onError: _onError,
  reportError,
  ...given
}: Omit<GomokuProps, 'online'> & { reportError: (error: GomokuError) => void }) {
  const callbacks = useLatest({ onChange, onMove, onGameOver: given.onGameOver, canPlay: given.canPlay });
  // The app's callbacks, called so that one that throws goes to `onError` and the game goes on.
  const report = useCallback<Propose>(
    (next, change) => {
      const game = selectGameState(next);
      if (change.type === 'move') callSafely('Gomoku', 'onMove', callbacks.current.onMove, [change.point, game.moves], reportError);
      callSafely('Gomoku', 'onChange', callbacks.current.onChange, [game, change], reportError);
    },
    [callbacks, reportError],
  );
  const onGameOver = useCallback<NonNullable<GomokuProps['onGameOver']>>((verdict) => callSafely('Gomoku', 'onGameOver', callbacks.current.onGameOver, [verdict], reportError), [callbacks, reportError]);
  const canPlay = useCallback<NonNullable<GomokuProps['canPlay']>>((point) => Boolean(callSafely('Gomoku', 'canPlay', callbacks.current.canPlay, [point], reportError)), [callbacks, reportError]);
  const view = { ...given, onGameOver, canPlay: given.canPlay ? canPlay : undefined };
  const { ai } = view;
  // Read at mount, as uncontrolled values are.
  const [initial] = useState(() => ({ moves: recordProp(defaultMoves), state: defaultState }));
  const controlled = recordProp(moves);
  const record = useCheckedRecord(variant, controlled ?? initial.moves);
  useEffect(() => {
    if (record.error) reportError(record.error);
  }, [record.error, reportError]);

  // Against the computer, undo is immediate: it takes back the player's move and the reply.
  const players = ai?.color ? (ai.color === 'black' ? { black: COMPUTER, white: 'you' } : { black: 'you', white: COMPUTER }) : undefined;
  const input: GomokuInput = { variant, undo: ai ? 'immediate' : undo, opening, clock, players };
  const common = { report, reportError, view };
  if (state !== undefined) return <StateGame {...common} state={state} input={input} start={() => fromStateProp(state, input)} />;
  // A new setting is a new game: the key holds every setting the machine reads when it starts.
  const settings = keyOf([variant, undo, opening, clock, ai?.color]);
  const fromSettings = () => startFromRecord(input, record.moves);
  if (controlled) {
    return <RecordGame key={settings} {...common} record={record.moves ?? []} recordKey={record.key} restart={(moves) => fromRecord(input, moves)} start={fromSettings} />;
  }
  const start = initial.state === undefined ? fromSettings : () => fromState(initial.state, { ...input, moves: record.moves });
  return <OwnGame key={settings} {...common} start={start} />;
}
