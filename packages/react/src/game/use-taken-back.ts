'use client';
import type { GameState } from '@gomoku/machine';
import { useState } from 'react';

const NONE: readonly number[] = [];

/**
 * The stones that going from `before` to `after` took back, if that was an undo: the record a
 * strict prefix of the one before, in the same game. A new game is another game even where its
 * record is a prefix (the empty one): the machine makes it a new `opening`, where an undo keeps the
 * one it had; so does a state the app passes in (read from storage, a record it rewound).
 */
export function takenBackBetween(before: GameState, after: GameState): readonly number[] {
  const { moves } = after;
  if (after.opening !== before.opening || moves.length >= before.moves.length || !moves.every((p, i) => before.moves[i] === p)) return NONE;
  return before.moves.slice(moves.length);
}

/** What the last change of `state` took back (an undo), kept until the game changes again. */
export function useTakenBack(state: GameState): readonly number[] {
  const [seen, setSeen] = useState({ state, takenBack: NONE });
  if (seen.state === state) return seen.takenBack;
  // Derived from the state before, on the render that sees the change (React's "previous props" pattern).
  const takenBack = takenBackBetween(seen.state, state);
  setSeen({ state, takenBack });
  return takenBack;
}
