import { connectLobby, type LobbyConnection, type LobbyState } from '@gomoku/client';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The lobby as a page shows it, and the connection to act on (null until it opens, or without a key). */
export interface LobbyHook {
  state: LobbyState;
  connection: LobbyConnection | null;
}

/** Before a connection: nothing known yet. */
const WAITING: LobbyState = { status: 'connecting', you: null, seeks: [], live: [], pairing: null, paired: null, error: null };

/** A slot for the connection an effect opens, for `useSyncExternalStore` to read. */
function connectionSlot() {
  let current: LobbyConnection | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(connection: LobbyConnection | null) {
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
const waiting = () => WAITING;

/**
 * The lobby of `server` as the player of `key` (`connectLobby`, reconnecting by itself): opened in
 * an effect, closed when the component unmounts, the key changes or `attempt` does (a key just
 * registered enters again). No key, no connection.
 */
export function useLobby(server: string, key: string | null, attempt = 0): LobbyHook {
  const [slot] = useState(connectionSlot);
  useEffect(() => {
    if (key === null) return;
    const connection = connectLobby({ server, key });
    slot.set(connection);
    return () => {
      slot.set(null);
      connection.close();
    };
  }, [slot, server, key, attempt]);
  const connection = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const state = useSyncExternalStore(connection?.subscribe ?? unsubscribed, connection?.getState ?? waiting, connection?.getState ?? waiting);
  return { state, connection };
}
