import { StoreError } from './errors.ts';
import type { GameStore } from './types.ts';

/**
 * The store with the lifecycle every implementation shares: once `close` is called every method
 * refuses with `StoreError` `closed` (rather than a driver's own error, or a silent success on a
 * closed memory store), and `close` runs once however often it is called. Members beyond
 * `GameStore`'s (a durable store's `stats`) pass through unguarded: they read, never write.
 */
export function guarded<Store extends GameStore>(inner: Store): Store {
  let closing: Promise<void> | null = null;
  const open = () => {
    if (closing) throw new StoreError('closed', 'The store is closed.');
  };
  return {
    ...inner,
    createRoom: async (room) => {
      open();
      return inner.createRoom(room);
    },
    loadRoom: async (id) => {
      open();
      return inner.loadRoom(id);
    },
    append: async (input) => {
      open();
      return inner.append(input);
    },
    eventsSince: async (roomId, version) => {
      open();
      return inner.eventsSince(roomId, version);
    },
    expireIdle: async (olderThan) => {
      open();
      return inner.expireIdle(olderThan);
    },
    subscribe: (listener) => {
      open();
      return inner.subscribe(listener);
    },
    close: () => (closing ??= inner.close()),
  };
}
