import type { GameStore } from '../src/store/types.ts';

/** How the flaky store answers: as the store under it, failing at once, or holding every call until `release`. */
export type FlakyMode = 'up' | 'down' | 'hang';

/** A store in front of another that a test can take down, or make hang, and whose appends it can count. */
export interface FlakyStore extends GameStore {
  mode: FlakyMode;
  /** Appends that reached this store (whatever became of them). */
  readonly appends: number;
  /** How many times a room was read (`loadRoom`). */
  readonly loads: number;
  /** Lets the held calls go on to the store under it (a late commit); new calls follow `mode`. */
  release(): void;
  /** Fails the held calls, none reaching the store under it (a late failure); new calls follow `mode`. */
  fail(): void;
}

/** Wraps `inner`: in `down` every call rejects at once, in `hang` every call waits for `release` or `fail`. */
export function flakyStore(inner: GameStore): FlakyStore {
  let held: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let appends = 0;
  let loads = 0;
  const gate = async <T>(run: () => Promise<T>): Promise<T> => {
    if (store.mode === 'down') throw new Error('ECONNREFUSED (the test took the store down)');
    if (store.mode === 'hang') await new Promise<void>((resolve, reject) => held.push({ resolve, reject }));
    return run();
  };
  const settle = (each: (call: (typeof held)[number]) => void) => {
    const waiting = held;
    held = [];
    waiting.forEach(each);
  };
  const store: FlakyStore = {
    mode: 'up',
    get appends() {
      return appends;
    },
    get loads() {
      return loads;
    },
    release() {
      settle((call) => call.resolve());
    },
    fail() {
      settle((call) => call.reject(new Error('ECONNRESET (the test failed a held call)')));
    },
    createRoom: (room) => gate(() => inner.createRoom(room)),
    loadRoom: (id) => {
      loads += 1;
      return gate(() => inner.loadRoom(id));
    },
    append: (input) => {
      appends += 1;
      return gate(() => inner.append(input));
    },
    eventsSince: (roomId, version) => gate(() => inner.eventsSince(roomId, version)),
    expireRooms: (cutoffs) => gate(() => inner.expireRooms(cutoffs)),
    subscribe: (listener) => inner.subscribe(listener),
    onGap: (listener) => inner.onGap(listener),
    versions: (roomIds) => gate(() => inner.versions(roomIds)),
    joinBus: (listener) => inner.joinBus(listener),
    createPlayer: (player) => gate(() => inner.createPlayer(player)),
    renamePlayer: (id, name, nameKey) => gate(() => inner.renamePlayer(id, name, nameKey)),
    playerByKey: (keyHash) => gate(() => inner.playerByKey(keyHash)),
    players: (ids) => gate(() => inner.players(ids)),
    unratedResults: (limit) => gate(() => inner.unratedResults(limit)),
    rateResults: (updates) => gate(() => inner.rateResults(updates)),
    resultsOf: (playerId, options) => gate(() => inner.resultsOf(playerId, options)),
    liveMatches: (limit) => gate(() => inner.liveMatches(limit)),
    close: () => inner.close(),
  };
  return store;
}
