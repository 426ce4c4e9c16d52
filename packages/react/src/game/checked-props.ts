'use client';
import { COLORS, IllegalMoveError, type Variant } from '@gomoku/engine';
import { gomokuMachine, SEATS, selectInputError, snapshotOf, type Actor, type GameState, type GomokuInput, type GomokuSnapshot, type InputError } from '@gomoku/machine';
import { useCallback, useRef, useState } from 'react';
import { initialTransition } from 'xstate';
import { callSafely, is as checks, keyOf, safely, type PropError } from '../props/prop-checks.ts';
import { legalPrefix } from './legal-prefix.ts';
import { useLatest } from './use-latest.ts';

/** What `onError` is given: a record the engine refuses, a state or setting that does not check, or a prop it could not use. */
export type GomokuError = IllegalMoveError | InputError | PropError;

const PROP_CODES: readonly string[] = ['bad-prop', 'callback-threw'] satisfies PropError['code'][];

/** Whether an error is about a prop (not the game's input). */
export const isPropError = (error: GomokuError): error is PropError => !(error instanceof IllegalMoveError) && PROP_CODES.includes(error.code);

/** Who plays: a colour or a seat. */
const ACTORS: readonly Actor[] = [...COLORS, ...SEATS];

/** The checks of `prop-checks.ts`, and the game's own: who plays. */
export const is = {
  ...checks,
  actor: checks.that("a colour or a seat ('black', 'white', 'first', 'second')", (value) => (ACTORS as readonly unknown[]).includes(value)),
  seat: checks.that("'first' or 'second'", (value) => (SEATS as readonly unknown[]).includes(value)),
};

/** Where a local game starts: its first snapshot, and why a prop could not be used (reported once). */
export interface Start {
  readonly snapshot: GomokuSnapshot;
  readonly problem: InputError | null;
}

/** A record from a prop (checked by `is.record` before): a list, or none. */
export const recordProp = (moves: unknown): readonly number[] | undefined => (Array.isArray(moves) ? (moves as number[]) : undefined);

/** A new game from the settings and a record (checked before: its legal prefix). */
export const fromRecord = (input: GomokuInput, moves: readonly number[] | undefined): GomokuSnapshot => initialTransition(gomokuMachine, { ...input, moves })[0];

/** A new game from the settings and a record, and why a setting could not be used (the machine's input error: `onError`'s). */
export function startFromRecord(input: GomokuInput, moves: readonly number[] | undefined): Start {
  const snapshot = fromRecord(input, moves);
  return { snapshot, problem: selectInputError(snapshot) };
}

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
export const fromStateProp = (state: GameState | null, input: GomokuInput): Start => (state === null ? startFromRecord(input, undefined) : fromState(state, input));

/** Words for the log, where the app gave no `onError`. */
function logged(error: GomokuError): string {
  if (error instanceof IllegalMoveError) return `<Gomoku/>: ${error.message} Showing the ${error.index} moves before it.`;
  if (isPropError(error)) return error.message;
  return `<Gomoku/>: the game's input cannot be used (${error.code}).`;
}

/** `onError`, or the log without one; each error once, also where StrictMode runs effects twice. An `onError` that throws is logged. */
export function useErrorReport(onError: ((error: GomokuError) => void) | undefined): (error: GomokuError) => void {
  const latest = useLatest(onError);
  const reported = useRef<WeakSet<object>>(new WeakSet());
  return useCallback(
    (error: GomokuError) => {
      if (reported.current.has(error)) return;
      reported.current.add(error);
      const onError = latest.current;
      if (typeof onError !== 'function') console.error(logged(error), ...(isPropError(error) && error.code === 'callback-threw' ? [error.cause] : []));
      else callSafely('Gomoku', 'onError', onError, [error], (problem) => console.error(problem.message, problem.cause, error));
    },
    [latest],
  );
}

/**
 * A record from a prop, checked once per content (not per array: a parent may pass a new array of
 * the same moves on every render): its legal prefix, and the refused move's error, if any.
 */
export function useCheckedRecord(variant: Variant | undefined, moves: readonly number[] | undefined) {
  const key = keyOf([variant, moves]);
  const check = () => ({ key, record: moves === undefined ? undefined : safely(() => legalPrefix(variant, moves), { moves: [], error: null }) });
  const [last, setLast] = useState(check);
  // A new record (by content) is checked while rendering, so its first render already shows it.
  let current = last;
  if (last.key !== key) {
    current = check();
    setLast(current);
  }
  return { key, moves: current.record?.moves, error: current.record?.error ?? null };
}
