'use client';
import { gomokuMachine, type GameSettings, type GameState, type GomokuEvent, type GomokuSnapshot, type Players } from '@gomoku/machine';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
  return <SharedActor actor={actor}>{children}</SharedActor>;
}

function SharedActor({ actor, children }: { actor: GomokuActor; children?: ReactNode }) {
  const value = useMemo(() => ({ source: actorSource(actor), actor }), [actor]);
  return <SourceContext.Provider value={value}>{children}</SourceContext.Provider>;
}

function SharedSource({ source, children }: { source: GameSource; children?: ReactNode }) {
  const value = useMemo(() => ({ source, actor: null }), [source]);
  return <SourceContext.Provider value={value}>{children}</SourceContext.Provider>;
}

/**
 * Gives the components and hooks below it a game: a `source` or an `actor` the app runs, or a
 * game of its own started from the props when it mounts (give it a new `key` to start another).
 */
export function GomokuProvider({ source, actor, children, ...input }: GomokuProviderProps) {
  if (source) return <SharedSource source={source}>{children}</SharedSource>;
  if (actor) return <SharedActor actor={actor}>{children}</SharedActor>;
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

/** Sends events to the game (stamped with the source's time where it runs the machine). */
export function useGomokuSend(): (event: GomokuEvent) => void {
  const source = useGomokuSource();
  return useMemo(() => (event: GomokuEvent) => source.send(event), [source]);
}
