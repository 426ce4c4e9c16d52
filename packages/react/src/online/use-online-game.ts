'use client';
import { connectGame, connectingState, type ClientEvent, type GameConnection, type OnlineState } from '@gomoku/client';
import { gomokuMachine, type GomokuEvent, type GomokuSnapshot, type Seat } from '@gomoku/machine';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createActor, transition, type Observer } from 'xstate';
import type { GomokuActor } from '../game/context.tsx';

/** Where an online game is: the server's origin, the room, and this player's secret seat token (none for a spectator). */
export interface OnlineGame {
  /** The game server's origin, e.g. `location.origin` or `http://127.0.0.1:8787`. */
  server: string;
  room: string;
  /** The seat token from an invite link's `#seat=…`; leave it out to watch. */
  seat?: string | undefined;
}

/** An online game as the components use it. */
export interface OnlineGameState {
  /** What `GomokuProvider actor` takes: the server's game, with this player's unanswered moves shown. */
  actor: GomokuActor;
  /** The connection: status (`connecting`, `open`, `reconnecting`, `closed`), the opponent's presence, errors. */
  state: OnlineState;
  /** This player's seat now (a rematch swaps them), or null for a spectator or before the welcome. */
  seat: Seat | null;
  /** Points of moves sent and not yet accepted, shown faded. */
  pending: readonly number[];
  /** The pending moves the server was too busy to take, being sent again. */
  retrying: readonly number[];
}

/** The event as the server takes it: who acts is the server's to say, from the seat. */
function withoutBy(event: GomokuEvent): ClientEvent {
  const { by: _by, ...rest } = event as GomokuEvent & { by?: unknown };
  return rest as ClientEvent;
}

/**
 * The server's game with this player's pending events played on it, as the machine would take
 * them (a pure transition each): a move shows at once, marked pending until the server accepts it.
 */
function optimistic(state: OnlineState, base: GomokuSnapshot): GomokuSnapshot {
  const seat = state.seat;
  if (!seat) return base;
  return state.pending.reduce<GomokuSnapshot>((snapshot, { event }) => transition(gomokuMachine, snapshot, { ...event, by: seat } as GomokuEvent)[0], base);
}

/**
 * An actor-like view of a connection, for `GomokuProvider`: snapshots from the server (checked by
 * the machine) plus this player's pending moves; `send` goes to the server, which derives who
 * acts from the seat and answers with the game's next state or its refusal.
 */
function onlineActor(connection: GameConnection, fallback: GomokuSnapshot): GomokuActor {
  let source: OnlineState | null = null;
  let view = fallback;
  const read = () => {
    const state = connection.getState();
    if (state !== source) {
      source = state;
      view = optimistic(state, state.snapshot ?? fallback);
    }
    return view;
  };
  const facade = {
    id: `online:${connection.getState().room}`,
    getSnapshot: read,
    send: (event: GomokuEvent) => {
      connection.send(withoutBy(event));
    },
    subscribe: (observer: Observer<GomokuSnapshot> | ((snapshot: GomokuSnapshot) => void)) => {
      const next = typeof observer === 'function' ? observer : observer.next?.bind(observer);
      const unsubscribe = connection.subscribe(() => next?.(read()));
      return { unsubscribe };
    },
  };
  return facade as unknown as GomokuActor;
}

/** A slot for the connection an effect opens, for `useSyncExternalStore` to read. */
function connectionSlot() {
  let current: GameConnection | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(connection: GameConnection | null) {
      current = connection;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const unsubscribed = () => () => {};

/**
 * Plays an online game: connects to the room (reconnecting with backoff, resyncing by version,
 * resending unanswered events with their ids) and gives an actor for `GomokuProvider`, so `Board`,
 * `Controls` and the rest work online unchanged. The connection opens in an effect and closes when
 * the component unmounts or the room changes.
 */
export function useOnlineGame({ server, room, seat }: OnlineGame): OnlineGameState {
  const [slot] = useState(connectionSlot);
  useEffect(() => {
    const connection = connectGame({ server, room, ...(seat ? { token: seat } : {}) });
    slot.set(connection);
    return () => {
      slot.set(null);
      connection.close();
    };
  }, [slot, server, room, seat]);
  const connection = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const [before] = useState(() => connectingState(room));
  const state = useSyncExternalStore(connection?.subscribe ?? unsubscribed, connection?.getState ?? (() => before), connection?.getState ?? (() => before));
  // The game before the server's first word: an empty board, which the view lets no one play on.
  const [idle] = useState(() => createActor(gomokuMachine, { input: {} }));
  const actor = useMemo(() => (connection ? onlineActor(connection, idle.getSnapshot()) : idle), [connection, idle]);
  const pending = useMemo(() => state.pending.flatMap(({ event }) => (event.type === 'play' ? [event.point] : [])), [state.pending]);
  const retrying = useMemo(() => state.pending.flatMap(({ event, retrying }) => (retrying && event.type === 'play' ? [event.point] : [])), [state.pending]);
  return { actor, state, seat: state.seat, pending, retrying };
}
