import { connectLobby, type LobbyConnection, type LobbyState } from '@gomoku/client';
import { useConnectionSlot } from '@gomoku/react';
import { useEffect, useSyncExternalStore } from 'react';

/** The lobby as a page shows it, and the connection to act on (null until it opens, or without a key). */
export interface LobbyHook {
  state: LobbyState;
  connection: LobbyConnection | null;
}

/** Before a connection: nothing known yet. */
const WAITING: LobbyState = { status: 'connecting', you: null, seeks: [], live: [], pairing: null, paired: null, error: null };

const unsubscribed = () => () => {};
const waiting = () => WAITING;

/**
 * The lobby of `server` as the player of `key` (`connectLobby`, reconnecting by itself): opened in
 * an effect, closed when the component unmounts, the key changes or `attempt` does (a key just
 * registered enters again). No key, no connection.
 */
export function useLobby(server: string, key: string | null, attempt = 0): LobbyHook {
  const [connection, setConnection] = useConnectionSlot<LobbyConnection>();
  useEffect(() => {
    if (key === null) return;
    const opened = connectLobby({ server, key });
    setConnection(opened);
    return () => {
      setConnection(null);
      opened.close();
    };
  }, [setConnection, server, key, attempt]);
  const state = useSyncExternalStore(connection?.subscribe ?? unsubscribed, connection?.getState ?? waiting, connection?.getState ?? waiting);
  return { state, connection };
}
