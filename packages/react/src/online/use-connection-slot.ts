'use client';
import { useState, useSyncExternalStore } from 'react';

/** Where an effect puts the connection it opens; a store `useSyncExternalStore` reads. */
function connectionSlot<C>() {
  let current: C | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(connection: C | null) {
      current = connection;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Holds a connection an effect opens (a room's, the lobby's: anything kept for a component's life)
 * and gives it to render, which renders again when it changes. Unlike state, it is set in the
 * effect itself: the connection lives outside React, so it is read as an external store. `set`
 * keeps its identity for the component's life.
 *
 * @example
 * const [connection, setConnection] = useConnectionSlot<LobbyConnection>();
 * useEffect(() => {
 *   const opened = connectLobby({ server, key });
 *   setConnection(opened);
 *   return () => {
 *     setConnection(null);
 *     opened.close();
 *   };
 * }, [setConnection, server, key]);
 */
export function useConnectionSlot<C>(): readonly [connection: C | null, set: (connection: C | null) => void] {
  const [slot] = useState(connectionSlot<C>);
  return [useSyncExternalStore(slot.subscribe, slot.get, slot.get), slot.set];
}
