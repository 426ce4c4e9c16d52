'use client';
import { connectGame, connectingState, type GameConnection, type OnlineState } from '@gomoku/client';
import { gomokuMachine, type Seat } from '@gomoku/machine';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { initialTransition } from 'xstate';
import { fixedSource, type GameSource } from '../game/game-source.ts';
import { onlineSource } from './online-source.ts';

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
  /** What `GomokuProvider source` takes: the server's game, with this player's unanswered moves shown, on the server's clock. */
  source: GameSource;
  /** The connection: status (`connecting`, `open`, `reconnecting`, `closed`), the opponent's presence, errors. */
  state: OnlineState;
  /** This player's seat now (a rematch swaps them), or null for a spectator or before the welcome. */
  seat: Seat | null;
  /** Points of moves sent and not yet accepted, shown faded. */
  pending: readonly number[];
  /** The pending moves the server was too busy to take, being sent again. */
  retrying: readonly number[];
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
 * resending unanswered events with their ids) and gives a `GameSource` for `GomokuProvider`, so
 * `Board`, `Controls`, `Clock` and the rest work online unchanged (the clocks on the server's time). The connection opens in an effect and closes when
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
  const [idle] = useState(() => fixedSource(initialTransition(gomokuMachine, {})[0]));
  const source = useMemo(() => (connection ? onlineSource(connection, idle.getSnapshot()) : idle), [connection, idle]);
  const pending = useMemo(() => state.pending.flatMap(({ event }) => (event.type === 'play' ? [event.point] : [])), [state.pending]);
  const retrying = useMemo(() => state.pending.flatMap(({ event, retrying }) => (retrying && event.type === 'play' ? [event.point] : [])), [state.pending]);
  return { source, state, seat: state.seat, pending, retrying };
}
