'use client';
import { gomokuMachine, type GameSettings, type GomokuEvent, type GomokuSnapshot, type Players, type PersistedGomoku } from '@gomoku/machine';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';

/** A running game machine. */
export type GomokuActor = ActorRefFrom<typeof gomokuMachine>;

const ActorContext = createContext<GomokuActor | null>(null);

/**
 * Props of `GomokuProvider`: an actor to share, or the input (or snapshot) to start one. The
 * settings (`variant`, `undo`, `opening`, `clock`) are the machine's `GameSettings`, defined there once.
 */
export interface GomokuProviderProps extends GameSettings {
  /** An actor the app runs itself (a computer player, a network game). */
  actor?: GomokuActor | undefined;
  /** A record to start from (checked; an illegal one starts an empty game with a message). */
  moves?: readonly number[] | undefined;
  players?: Players | undefined;
  /** A persisted snapshot to resume (see `restoreSnapshot` in @gomoku/machine). */
  snapshot?: PersistedGomoku | undefined;
  children?: ReactNode | undefined;
}

function OwnActor({ variant, undo, opening, clock, moves, players, snapshot, children }: Omit<GomokuProviderProps, 'actor'>) {
  // Created once for the component's life: re-rendering never restarts the game.
  const actor = useActorRef(gomokuMachine, {
    input: { variant, undo, opening, clock, moves, players },
    ...(snapshot ? { snapshot } : {}),
  });
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

/**
 * Runs (or shares) a game machine for the components and hooks below it. Settings are read when
 * it mounts; give it a new `key` to start a game with other settings.
 */
export function GomokuProvider({ actor, children, ...input }: GomokuProviderProps) {
  if (actor) return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
  return <OwnActor {...input}>{children}</OwnActor>;
}

/** The game machine of the nearest `GomokuProvider`. */
export function useGomokuActor(): GomokuActor {
  const actor = useContext(ActorContext);
  if (!actor) throw new Error('useGomokuActor: wrap the component in <GomokuProvider> (or use <Gomoku/>).');
  return actor;
}

/** Reads from the game's snapshot; re-renders only when the selected value changes. */
export function useGomokuSelector<T>(selector: (snapshot: GomokuSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useGomokuActor(), selector, compare);
}

/** Sends events to the game machine. */
export function useGomokuSend(): (event: GomokuEvent) => void {
  return useGomokuActor().send;
}
