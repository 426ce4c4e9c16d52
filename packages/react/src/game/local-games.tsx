'use client';
import { selectGameState, selectMoves, type GameState, type GomokuInput, type GomokuSnapshot } from '@gomoku/machine';
import { useEffect, useRef, useState } from 'react';
import { fromStateProp, type GomokuError, type Start } from './checked-props.ts';
import { GomokuProvider } from './context.tsx';
import { GomokuView, type GomokuViewProps } from './GomokuView.tsx';
import type { GameChange } from './game-change.ts';
import { localSource, type LocalSource, type Propose } from './local-source.ts';
import { useFlagFall } from './use-flag-fall.ts';
import { useIsomorphicLayoutEffect, useLatest } from './use-latest.ts';

/** What every form of a local game is given. */
interface LocalGameProps {
  /** Where it starts (called once, at mount). */
  start: () => Start;
  /** Tells the app of a change (`onMove`, `onChange`): when it is made, shown or not. */
  report: Propose;
  reportError: (error: GomokuError) => void;
  view: GomokuViewProps;
}

const sameRecord = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The source of a local game, made once from `start`: each change goes to `keep` (the latest),
 * which keeps it for later or says to show it now, then to `report`, and only then is shown. Its
 * flag timer runs here.
 */
function useLocalGame({ start, report, reportError }: LocalGameProps, keep: (next: GomokuSnapshot, change: GameChange) => 'show' | 'wait'): LocalSource {
  const handle = useLatest((next: GomokuSnapshot, change: GameChange, own: LocalSource) => {
    const now = keep(next, change);
    report(next, change);
    // Shown after the report: the view's onGameOver comes after onMove and onChange, as it does when a parent passes a change back.
    if (now === 'show') own.show(next);
  });
  const [first] = useState(start);
  const [source] = useState(() => localSource(first.snapshot, (next, change, own) => handle.current(next, change, own)));
  useEffect(() => {
    if (first.problem) reportError(first.problem);
  }, [first, reportError]);
  useFlagFall(source);
  return source;
}

/** The view of a local game, under a provider of its source. */
function LocalView({ source, view }: { source: LocalSource; view: GomokuViewProps }) {
  return (
    <GomokuProvider source={source}>
      <GomokuView {...view} />
    </GomokuProvider>
  );
}

/** Uncontrolled: the game is the component's own, and every change shows at once. */
export function OwnGame(props: LocalGameProps) {
  const source = useLocalGame(props, () => 'show');
  return <LocalView source={source} view={props.view} />;
}

/**
 * The record controlled (`moves`): a move shows when the parent passes the record back with it;
 * any other change (an undo, a new game, a rematch, the opening's choices, a resignation) shows at
 * once, as a parent that keeps only the record cannot pass it back. A record other than the one
 * given before is where the game goes.
 */
export function RecordGame({ record, recordKey, restart, ...props }: LocalGameProps & { record: readonly number[]; recordKey: string; restart: (record: readonly number[]) => GomokuSnapshot }) {
  const waiting = useRef<GomokuSnapshot | null>(null);
  const given = useRef(recordKey);
  const source = useLocalGame(props, (next, change) => {
    waiting.current = change.type === 'move' ? next : null;
    return change.type === 'move' ? 'wait' : 'show';
  });
  useIsomorphicLayoutEffect(() => {
    const move = waiting.current;
    const changed = given.current !== recordKey;
    given.current = recordKey;
    if (move && sameRecord(selectMoves(move), record)) {
      waiting.current = null;
      source.show(move);
    } else if (changed && !sameRecord(selectMoves(source.getSnapshot()), record)) {
      waiting.current = null;
      source.show(restart(record));
    }
  });
  return <LocalView source={source} view={props.view} />;
}

/**
 * The whole game controlled (`state`): every change is proposed, and shows when the parent passes
 * it back. A state other than the one shown or last reported is read (`readGameState`) and shown,
 * or, when it does not check, reported to `onError` and not shown; null is a new game.
 */
export function StateGame({ state, input, ...props }: LocalGameProps & { state: GameState | null; input: GomokuInput }) {
  const reported = useRef<GomokuSnapshot | null>(null);
  const seen = useRef<unknown>(state);
  const source = useLocalGame(props, (next) => {
    reported.current = next;
    return 'wait';
  });
  const { reportError } = props;
  useIsomorphicLayoutEffect(() => {
    // Object.is: a hostile NaN is the same prop as the last NaN.
    if (Object.is(state, seen.current)) return;
    seen.current = state;
    const mine = reported.current;
    // The change just reported, passed back: shown as it was made (no replay).
    if (mine && state === selectGameState(mine)) return source.show(mine);
    const read = fromStateProp(state, input);
    if (read.problem) reportError(read.problem);
    else source.show(read.snapshot);
  });
  return <LocalView source={source} view={props.view} />;
}
