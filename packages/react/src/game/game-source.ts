import type { gomokuMachine, GomokuEvent, GomokuSnapshot } from '@gomoku/machine';
import type { ActorRefFrom } from 'xstate';

/** A running game machine (`createActor(gomokuMachine, …)`). */
export type GomokuActor = ActorRefFrom<typeof gomokuMachine>;

/**
 * Where the components read a game from and send its events to: the one seam between them and
 * whoever runs the game. A local actor (`actorSource`), `<Gomoku>`'s own game, and an online
 * room (`useOnlineGame().source`) are each one.
 */
export interface GameSource {
  /** The game now, as the machine's snapshot (read it with `@gomoku/machine`'s selectors): the same object until the game changes. */
  getSnapshot(): GomokuSnapshot;
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Sends an event to the game (whoever runs it judges it: the machine, or a server). */
  send(event: GomokuEvent): void;
  /** Now, in ms, on the clock the game's times are measured on (a clock's `since`): `Date.now()` locally, the server's clock online. */
  now(): number;
  /**
   * Whether `send` is heard now (optional: without it, always). False while nothing can take an
   * event: an online room's connection closed for good, a game shown before there is one. The
   * components disable what would send (`useGomokuTakesEvents`); a change is told through
   * `subscribe`. `send` must not throw either way: an event sent meanwhile is dropped.
   */
  takesEvents?(): boolean;
}

/** The event as it happened at `at`: an event that already says when keeps it. */
export const stamped = (event: GomokuEvent, at: number): GomokuEvent => (event.at === undefined ? { ...event, at } : event);

/**
 * A `GameSource` over an actor the app runs itself: its snapshots, and events sent to it stamped
 * with `at: now()`, so the clocks are charged on the same clock the components read.
 */
export function actorSource(actor: GomokuActor, now: () => number = Date.now): GameSource {
  return {
    getSnapshot: () => actor.getSnapshot(),
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    send: (event) => actor.send(stamped(event, now())),
    now: () => now(),
  };
}

/** A source that never changes and takes no event: a game shown before there is one to play (online, before the connection opens). */
export function fixedSource(snapshot: GomokuSnapshot): GameSource {
  return { getSnapshot: () => snapshot, subscribe: () => () => {}, send: () => {}, now: () => Date.now(), takesEvents: () => false };
}
