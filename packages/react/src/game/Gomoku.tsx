'use client';
import { selectGameState, type GomokuInput } from '@gomoku/machine';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { fromRecord, fromState, fromStateProp, recordProp, useCheckedRecord, useErrorReport } from './checked-props.ts';
import { COMPUTER } from './GomokuView.tsx';
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

/** A game on this screen, in the form its props ask for: its state, its record, or its own. */
function LocalGomoku({ variant, undo, opening, clock, moves, defaultMoves, state, defaultState, onChange, onMove, onError, ...view }: Omit<GomokuProps, 'online'>) {
  const { ai } = view;
  const reportError = useErrorReport(onError);
  const callbacks = useLatest({ onChange, onMove });
  const report = useCallback<Propose>(
    (next, change) => {
      const game = selectGameState(next);
      if (change.type === 'move') callbacks.current.onMove?.(change.point, game.moves);
      callbacks.current.onChange?.(game, change);
    },
    [callbacks],
  );
  // Read at mount, as uncontrolled values are.
  const [initial] = useState(() => ({ moves: recordProp(defaultMoves, 'defaultMoves'), state: defaultState }));
  const controlled = recordProp(moves, 'moves');
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
  const settings = JSON.stringify([variant, undo, opening, clock, ai?.color]);
  const startFromRecord = () => ({ snapshot: fromRecord(input, record.moves), problem: null });
  if (controlled) {
    return <RecordGame key={settings} {...common} record={record.moves ?? []} recordKey={record.key} restart={(moves) => fromRecord(input, moves)} start={startFromRecord} />;
  }
  const start = initial.state === undefined ? startFromRecord : () => fromState(initial.state, { ...input, moves: record.moves });
  return <OwnGame key={settings} {...common} start={start} />;
}
