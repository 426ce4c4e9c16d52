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
    expireRooms: async (cutoffs) => {
      open();
      return inner.expireRooms(cutoffs);
    },
    subscribe: (listener) => {
      open();
      return inner.subscribe(listener);
    },
    onGap: (listener) => {
      open();
      return inner.onGap(listener);
    },
    versions: async (roomIds) => {
      open();
      return inner.versions(roomIds);
    },
    joinBus: (listener) => {
      open();
      return inner.joinBus(listener);
    },
    createPlayer: async (player) => {
      open();
      return inner.createPlayer(player);
    },
    renamePlayer: async (id, name, nameKey) => {
      open();
      return inner.renamePlayer(id, name, nameKey);
    },
    playerByKey: async (keyHash) => {
      open();
      return inner.playerByKey(keyHash);
    },
    players: async (ids) => {
      open();
      return inner.players(ids);
    },
    unratedResults: async (limit) => {
      open();
      return inner.unratedResults(limit);
    },
    rateResults: async (updates) => {
      open();
      return inner.rateResults(updates);
    },
    resultsOf: async (playerId, options) => {
      open();
      return inner.resultsOf(playerId, options);
    },
    liveMatches: async (limit) => {
      open();
      return inner.liveMatches(limit);
    },
    close: () => (closing ??= inner.close()),
  };
}
