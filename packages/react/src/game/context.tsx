'use client';
import {
  gomokuMachine,
  selectClock,
  selectColorOf,
  selectForbiddenPoints,
  selectGameState,
  selectInputError,
  selectIsOver,
  selectMoves,
  selectPlayers,
  selectRejection,
  selectSeatToAct,
  selectStatus,
  selectVariant,
  selectVerdict,
  snapshotOf,
  STATUSES,
  whyRefused,
  type GameSettings,
  type GameState,
  type GomokuEvent,
  type GomokuSnapshot,
  type Players,
} from '@gomoku/machine';
import { validateVariant } from '@gomoku/engine';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { is } from './checked-props.ts';
import { readableList, safely, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { actorSource, type GameSource, type GomokuActor } from './game-source.ts';
import { useSourceSelector } from './use-source-selector.ts';

/** What a provider shares: the game's source, and the actor behind it where there is one. */
interface GameContext {
  readonly source: GameSource;
  readonly actor: GomokuActor | null;
}

const SourceContext = createContext<GameContext | null>(null);

/**
 * Props of `GomokuProvider`: a source or an actor to share, or the input to start a game of its
 * own. The settings (`variant`, `undo`, `opening`, `clock`) are the machine's `GameSettings`,
 * defined there once.
 */
export interface GomokuProviderProps extends GameSettings {
  /** A game the app reads and plays through a `GameSource` of its own (online: `useOnlineGame().source`). */
  source?: GameSource | undefined;
  /** An actor the app runs itself (a game it also drives from outside, an inspector on it). */
  actor?: GomokuActor | undefined;
  /** A record to start from (checked; an illegal one starts an empty game with a message). */
  moves?: readonly number[] | undefined;
  /** The players' ids by colour (a computer's id keeps its seat through a rematch). */
  players?: Players | undefined;
  /**
   * A stored `GameState` to resume exactly where it was (checked by the machine: one that does not
   * check starts a new game from the other props, and `StatusLine` says why).
   */
  state?: GameState | undefined;
  children?: ReactNode | undefined;
}

function OwnActor({ variant, undo, opening, clock, moves, players, state, children }: Omit<GomokuProviderProps, 'actor' | 'source'>) {
  // Created once for the component's life: re-rendering never restarts the game.
  const actor = useActorRef(gomokuMachine, { input: { variant, undo, opening, clock, moves, players, state } });
  // Input the machine could not use: the game started new, and `StatusLine` says why; the log too.
  useEffect(() => {
    const problem = selectInputError(actor.getSnapshot());
    if (problem) console.error(`<GomokuProvider>: the game's input cannot be used (${problem.code}); a new game started.`, problem);
  }, [actor]);
  return <SharedActor actor={actor}>{children}</SharedActor>;
}

function SharedActor({ actor, children, own = true }: { actor: GomokuActor; children?: ReactNode; own?: boolean }) {
  const value = useMemo(() => ({ source: own ? actorSource(actor) : checkedSource(actorSource(actor), 'actor'), actor }), [actor, own]);
  return <SourceContext.Provider value={value}>{children}</SourceContext.Provider>;
}

function SharedSource({ source, children }: { source: GameSource; children?: ReactNode }) {
  const value = useMemo(() => ({ source: checkedSource(source, 'source'), actor: null }), [source]);
  return <SourceContext.Provider value={value}>{children}</SourceContext.Provider>;
}

/**
 * Whether the selectors the components use can read `snapshot`, and what they give is of its
 * type. Cheap (no record is replayed): it runs on every new snapshot.
 */
function isReadable(snapshot: GomokuSnapshot): boolean {
  const state = selectGameState(snapshot);
  if (typeof state !== 'object' || state === null || !STATUSES.includes(selectStatus(snapshot))) return false;
  const moves = selectMoves(snapshot);
  if (!Array.isArray(moves) || !moves.every((p) => Number.isSafeInteger(p) && p >= 0)) return false;
  validateVariant(selectVariant(snapshot));
  // Each of these throws on a snapshot they cannot read.
  for (const select of [selectSeatToAct, selectPlayers, selectRejection, selectInputError, (s: GomokuSnapshot) => selectColorOf(s, 'first'), (s: GomokuSnapshot) => whyRefused(s, { type: 'undo', by: 'first' })]) select(snapshot);
  const clock = selectClock(snapshot);
  return (
    Array.isArray(selectVerdict(snapshot).line) &&
    Array.isArray(selectForbiddenPoints(snapshot)) &&
    typeof selectIsOver(snapshot) === 'boolean' &&
    (clock === null || (Number.isFinite(clock.remaining.first) && Number.isFinite(clock.remaining.second)))
  );
}

const NOT_READ = Symbol('not read');
/** What a `getSnapshot` that throws gives (the same each time, so the components read one game). */
const THREW = Symbol('threw');

/**
 * An app's source (or actor) as the components read it: its snapshots where the selectors can
 * read them, else (a forged one, a `getSnapshot` that throws) the game of its state, or a new game
 * that says why; its methods never throw (what they throw is logged), `now` is a finite number.
 */
function checkedSource(source: GameSource, prop: string): GameSource {
  const log = (what: string, error?: unknown) => console.error(`<GomokuProvider ${prop}>: ${what}`, ...(error === undefined ? [] : [error]));
  let raw: unknown = NOT_READ;
  let shown: GomokuSnapshot | null = null;
  let nowFailed = false;
  return {
    getSnapshot() {
      let next: unknown;
      let thrown: unknown;
      try {
        next = source.getSnapshot();
      } catch (error) {
        next = THREW;
        thrown = error;
      }
      if (Object.is(next, raw) && shown) return shown;
      raw = next;
      if (safely(() => isReadable(next as GomokuSnapshot), false)) shown = next as GomokuSnapshot;
      else {
        log(`getSnapshot() ${next === THREW ? 'threw' : 'gave no snapshot the components can read'}; showing the game of its state, if any.`, thrown);
        shown = snapshotOf(safely(() => selectGameState(next as GomokuSnapshot), undefined) as GameState);
      }
      return shown;
    },
    subscribe(listener) {
      try {
        const unsubscribe = source.subscribe(listener);
        return () => safely(() => void (typeof unsubscribe === 'function' && unsubscribe()), undefined);
      } catch (error) {
        log('subscribe() threw; the game shown will not follow it.', error);
        return () => {};
      }
    },
    send(event) {
      try {
        source.send(event);
      } catch (error) {
        log(`send() threw on a ${event.type} event.`, error);
      }
    },
    now() {
      const at = safely(() => source.now(), NaN);
      if (typeof at === 'number' && Number.isFinite(at)) return at;
      if (!nowFailed) log('now() gave no finite number of ms; the clocks read this screen\'s clock.');
      nowFailed = true;
      return Date.now();
    },
    // Only a plain "no" closes the controls: one that throws or says anything else leaves them to the machine.
    takesEvents: () => safely(() => source.takesEvents?.(), undefined) !== false,
  };
}

/** An object with these methods (a source, an actor). */
const hasMethods = (...names: string[]) => (value: unknown) =>
  (typeof value === 'object' || typeof value === 'function') && value !== null && names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/** `GomokuProvider`'s props as it reads them: the input plain data, which the machine then checks (`StatusLine` says what it could not use). */
const CHECKS: PropChecks<GomokuProviderProps> = {
  source: is.that('a GameSource ({ getSnapshot, subscribe, send, now })', hasMethods('getSnapshot', 'subscribe', 'send', 'now')),
  actor: is.that('an actor of the game machine (createActor(gomokuMachine))', hasMethods('getSnapshot', 'subscribe', 'send')),
  variant: is.data,
  undo: is.data,
  opening: is.data,
  clock: is.data,
  players: is.data,
  moves: { ...is.record, repair: (moves) => readableList(moves) ?? undefined },
  children: is.node,
};

/**
 * Gives the components and hooks below it a game: a `source` or an `actor` the app runs, or a
 * game of its own started from the props when it mounts (give it a new `key` to start another).
 */
export function GomokuProvider(props: GomokuProviderProps) {
  const { source, actor, children, ...input } = useCheckedProps('GomokuProvider', props, CHECKS).props;
  if (source) return <SharedSource source={source}>{children}</SharedSource>;
  if (actor) return <SharedActor actor={actor} own={false}>{children}</SharedActor>;
  return <OwnActor {...input}>{children}</OwnActor>;
}

function useGame(hook: string): GameContext {
  const game = useContext(SourceContext);
  if (!game) throw new Error(`${hook}: wrap the component in <GomokuProvider> (or use <Gomoku/>).`);
  return game;
}

/** The game of the nearest provider (`GomokuProvider`, `<Gomoku/>`), as a `GameSource`. */
export function useGomokuSource(): GameSource {
  return useGame('useGomokuSource').source;
}

/**
 * The actor of the nearest `GomokuProvider` that runs one (its own, or `actor`). A game that is no
 * actor (`<Gomoku/>`'s, an online room, a `source`) throws: read it with `useGomokuSource`.
 */
export function useGomokuActor(): GomokuActor {
  const { actor } = useGame('useGomokuActor');
  if (!actor) throw new Error('useGomokuActor: this game runs no actor: use useGomokuSource().');
  return actor;
}

/** Reads from the game's snapshot; re-renders only when the selected value changes. */
export function useGomokuSelector<T>(selector: (snapshot: GomokuSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSourceSelector(useGomokuSource(), selector, compare);
}

/**
 * Whether the game takes events now (its source's `takesEvents`; always, for a source without
 * one): false while an online room's connection is closed, when the parts that send disable
 * themselves. A part of your own that sends can read it too.
 */
export function useGomokuTakesEvents(): boolean {
  const source = useGomokuSource();
  const takes = () => source.takesEvents?.() ?? true;
  return useSyncExternalStore(source.subscribe, takes, takes);
}

/** Sends events to the game (stamped with the source's time where it runs the machine). */
export function useGomokuSend(): (event: GomokuEvent) => void {
  const source = useGomokuSource();
  return useMemo(() => (event: GomokuEvent) => source.send(event), [source]);
}
