'use client';
import type { GomokuSnapshot } from '@gomoku/machine';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Observer, Subscription } from 'xstate';
import type { GameSource } from './game-source.ts';

/** A source as the observable `@xstate/react`'s `useSelector` reads: its snapshots, and a subscription to their changes. */
function observable(source: GameSource) {
  return {
    getSnapshot: () => source.getSnapshot(),
    subscribe(observer: Observer<GomokuSnapshot> | ((snapshot: GomokuSnapshot) => void)): Subscription {
      const next = (snapshot: GomokuSnapshot) => (typeof observer === 'function' ? observer(snapshot) : observer.next?.(snapshot));
      return { unsubscribe: source.subscribe(() => next(source.getSnapshot())) };
    },
  };
}

/** A value selected from a source's snapshot, re-rendering only when it changes (`compare`, by default `===`). */
export function useSourceSelector<T>(source: GameSource, selector: (snapshot: GomokuSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(
    useMemo(() => observable(source), [source]),
    selector,
    compare,
  );
}
