import { gomokuMachine, selectGameState, type GomokuSnapshot } from '@gomoku/machine';
import { initialTransition, transition } from 'xstate';
import { changeOf, type GameChange } from './game-change.ts';
import { stamped, type GameSource } from './game-source.ts';

/** Where a local game's changes go: its keeper shows them now, later, or never. */
export type Propose = (next: GomokuSnapshot, change: GameChange) => void;

/**
 * `<Gomoku>`'s own game: a `GameSource` that shows one snapshot at a time and runs no actor. An
 * event is judged by the machine's pure `transition`; a refusal is shown at once (it changes no
 * `GameState`, only why), and a change is proposed to whoever keeps the game, who shows it with
 * `show` (the component's own state, or a parent's prop coming back), or does not.
 */
export interface LocalSource extends GameSource {
  /** Shows `snapshot` (a state its keeper applied): subscribers are told. */
  show(snapshot: GomokuSnapshot): void;
  /** Proposes the flag fall of the running clock if its time is out now, as the machine resumes a game whose time ran out. */
  flag(): void;
}

/** A local source showing `initial`, whose changes go to `propose` (with the source, to show them with). */
export function localSource(initial: GomokuSnapshot, propose: (next: GomokuSnapshot, change: GameChange, source: LocalSource) => void, now: () => number = Date.now): LocalSource {
  let current = initial;
  const listeners = new Set<() => void>();
  const show = (snapshot: GomokuSnapshot) => {
    if (snapshot === current) return;
    current = snapshot;
    for (const listener of [...listeners]) listener();
  };
  const source: LocalSource = {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    now: () => now(),
    send(event) {
      const [next] = transition(gomokuMachine, current, stamped(event, now()));
      if (selectGameState(next) === selectGameState(current)) show(next);
      else propose(next, changeOf(event, next), source);
    },
    show,
    flag() {
      const [next] = initialTransition(gomokuMachine, { state: selectGameState(current), now: now() });
      if (selectGameState(next).ending?.reason === 'time') propose(next, { type: 'time' }, source);
    },
  };
  return source;
}
