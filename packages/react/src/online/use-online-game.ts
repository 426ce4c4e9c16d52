'use client';
import { connectGame, connectingState, type GameConnection, type OnlineState } from '@gomoku/client';
import { gomokuMachine, type Seat } from '@gomoku/machine';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { initialTransition } from 'xstate';
import { fixedSource, type GameSource } from '../game/game-source.ts';
import { useLatest } from '../game/use-latest.ts';
import { onlineSource } from './online-source.ts';
import { useConnectionSlot } from './use-connection-slot.ts';
import { pendingKey, readStoredPending, storePending } from './stored-pending.ts';

/** Where an online game is: the server's origin, the room, and this player's secret seat token (none for a spectator). */
export interface OnlineGame {
  /** The game server's origin, e.g. `location.origin` or `http://127.0.0.1:8787`. */
  server: string;
  room: string;
  /** The seat token from an invite link's `#seat=…`; leave it out to watch. */
  seat?: string | undefined;
  /**
   * Where this seat's unanswered events are kept (e.g. `localStorage`), so they survive a reload:
   * written on every change, the key removed when none are pending, and on connecting sent first,
   * with their ids (the server applies each at most once). Read without trusting it; storage that
   * throws is no storage. None: they live as long as the page.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
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

const unsubscribed = () => () => {};

/** Closures after which this seat's events can never be taken: no such room, no such seat. */
const GONE: ReadonlySet<string> = new Set(['no-room', 'bad-token']);

/**
 * Plays an online game: connects to the room (reconnecting with backoff, resyncing by version,
 * resending unanswered events with their ids) and gives a `GameSource` for `GomokuProvider`, so
 * `Board`, `Controls`, `Clock` and the rest work online unchanged (the clocks on the server's time). The connection opens in an effect and closes when
 * the component unmounts or the room changes. With `storage`, this seat's pending events survive a reload.
 */
export function useOnlineGame({ server, room, seat, storage }: OnlineGame): OnlineGameState {
  const [connection, setConnection] = useConnectionSlot<GameConnection>();
  // The latest storage, read when it is used: a new object each render does not reconnect.
  const kept = useLatest(storage);
  useEffect(() => {
    const key = seat ? pendingKey(room, seat) : null;
    const keep = (pending: OnlineState['pending']) => {
      if (key && kept.current) storePending(kept.current, key, pending);
    };
    const restored = key && kept.current ? readStoredPending(kept.current, key) : [];
    const opened = connectGame({ server, room, ...(seat ? { token: seat, pending: restored } : {}) });
    let pending = opened.getState().pending;
    // What was restored, as read: junk found in the storage goes now.
    keep(pending);
    const unsubscribe = opened.subscribe((state) => {
      if (state.status === 'closed' && state.error && GONE.has(state.error.code)) return keep([]);
      if (state.pending === pending) return;
      pending = state.pending;
      keep(pending);
    });
    setConnection(opened);
    return () => {
      // Unsubscribed first: closing on unmount (a reload) keeps what is pending.
      unsubscribe();
      setConnection(null);
      opened.close();
    };
  }, [setConnection, server, room, seat, kept]);
  const [before] = useState(() => connectingState(room));
  const state = useSyncExternalStore(connection?.subscribe ?? unsubscribed, connection?.getState ?? (() => before), connection?.getState ?? (() => before));
  // The game before the server's first word: an empty board, which the view lets no one play on.
  const [idle] = useState(() => fixedSource(initialTransition(gomokuMachine, {})[0]));
  const source = useMemo(() => (connection ? onlineSource(connection, idle.getSnapshot()) : idle), [connection, idle]);
  const pending = useMemo(() => state.pending.flatMap(({ event }) => (event.type === 'play' ? [event.point] : [])), [state.pending]);
  const retrying = useMemo(() => state.pending.flatMap(({ event, retrying }) => (retrying && event.type === 'play' ? [event.point] : [])), [state.pending]);
  return { source, state, seat: state.seat, pending, retrying };
}
