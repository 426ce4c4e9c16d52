'use client';
import { IllegalMoveError, type Variant } from '@gomoku/engine';
import { gomokuMachine, selectInputError, snapshotOf, type GameState, type GomokuInput, type GomokuSnapshot, type InputError } from '@gomoku/machine';
import { useCallback, useRef, useState } from 'react';
import { initialTransition } from 'xstate';
import { legalPrefix } from './legal-prefix.ts';
import { useLatest } from './use-latest.ts';

/** What `onError` is given: a record the engine refuses, or a state that does not check. */
export type GomokuError = IllegalMoveError | InputError;

/** Where a local game starts: its first snapshot, and why a prop could not be used (reported once). */
export interface Start {
  readonly snapshot: GomokuSnapshot;
  readonly problem: InputError | null;
}

/** A record from a prop: a list, or (with a logged error) the empty record. */
export function recordProp(moves: unknown, name: string): readonly number[] | undefined {
  if (moves === undefined) return undefined;
  if (Array.isArray(moves)) return moves;
  console.error(`<Gomoku ${name}>: a record is a list of points; starting from the empty board.`);
  return [];
}

/** A new game from the settings and a record (checked before: its legal prefix). */
export const fromRecord = (input: GomokuInput, moves: readonly number[] | undefined): GomokuSnapshot => initialTransition(gomokuMachine, { ...input, moves })[0];

/**
 * A state from a prop, read by the machine and nothing else (a hostile value may throw from a
 * getter, or hold NaN, 1e308, holes): as given when it checks; else the game `input` starts,
 * whose `selectInputError` says why, and the problem for `onError`.
 */
export function fromState(state: unknown, input: GomokuInput): Start {
  const snapshot = snapshotOf(state as GameState);
  const problem = selectInputError(snapshot);
  return problem ? { snapshot: initialTransition(gomokuMachine, { ...input, state })[0], problem } : { snapshot, problem: null };
}

/** Where a `state` prop takes the game: null is a new game from the settings; anything else is read as a state. */
export const fromStateProp = (state: GameState | null, input: GomokuInput): Start => (state === null ? { snapshot: fromRecord(input, undefined), problem: null } : fromState(state, input));

/** Words for the log, where the app gave no `onError`. */
function logged(error: GomokuError): string {
  if (error instanceof IllegalMoveError) return `<Gomoku/>: ${error.message} Showing the ${error.index} moves before it.`;
  return `<Gomoku/>: the state cannot be used (${error.code}).`;
}

/** `onError`, or the log without one; each error once, also where StrictMode runs effects twice. */
export function useErrorReport(onError: ((error: GomokuError) => void) | undefined): (error: GomokuError) => void {
  const latest = useLatest(onError);
  const last = useRef<GomokuError | null>(null);
  return useCallback(
    (error: GomokuError) => {
      if (last.current === error) return;
      last.current = error;
      if (latest.current) latest.current(error);
      else console.error(logged(error));
    },
    [latest],
  );
}

/**
 * A record from a prop, checked once per content (not per array: a parent may pass a new array of
 * the same moves on every render): its legal prefix, and the refused move's error, if any.
 */
export function useCheckedRecord(variant: Variant | undefined, moves: readonly number[] | undefined) {
  const key = JSON.stringify([variant, moves]);
  const check = () => ({ key, record: moves === undefined ? undefined : legalPrefix(variant, moves) });
  const [last, setLast] = useState(check);
  // A new record (by content) is checked while rendering, so its first render already shows it.
  let current = last;
  if (last.key !== key) {
    current = check();
    setLast(current);
  }
  return { key, moves: current.record?.moves, error: current.record?.error ?? null };
}
