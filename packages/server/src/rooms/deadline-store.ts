import type { AppendResult, GameStore } from '../store/types.ts';

/** A store call that did not settle in time (it may still settle; only an append's late outcome matters, see `AppendTimeoutError`). */
export class StoreTimeoutError extends Error {
  override readonly name: string = 'StoreTimeoutError';
  readonly code = 'store-timeout';
  constructor(readonly operation: string) {
    super(`The store did not answer ${operation} in time.`);
  }
}

/** What became of an append after its deadline had passed. */
export type LateAppend = { readonly kind: 'settled'; readonly result: AppendResult } | { readonly kind: 'failed'; readonly error: unknown };

/**
 * An append that did not settle in time. It may still commit: `late` resolves with its real
 * outcome once it settles (bounded by the store's own timeouts), so the room can answer the event
 * by it rather than `busy`, and reads no log until then.
 */
export class AppendTimeoutError extends StoreTimeoutError {
  override readonly name: string = 'AppendTimeoutError';
  constructor(readonly late: Promise<LateAppend>) {
    super('append');
  }
}

/** What the server hears of each store call, for metrics and logs. */
export interface StoreObserver {
  /**
   * A call settled (resolved or rejected), `seconds` after it was made: every call once, when the
   * store's own call settles, so one past its deadline is told when it settles late.
   */
  settled(operation: string, seconds: number): void;
  /** A room was created (within the deadline: the API answered it). */
  created(): void;
  /** An append committed. */
  commit(): void;
  /** A call failed or timed out (an append's refusals, such as `conflict`, are results, not failures). */
  failure(operation: string, error: unknown): void;
}

/** `run()`'s promise, whose settling is told to `observer` with how long it took. */
function timed<T>(observer: StoreObserver, operation: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const calling = Promise.resolve().then(run);
  const settled = () => observer.settled(operation, (performance.now() - started) / 1000);
  void calling.then(settled, settled);
  return calling;
}

/** Rejects with `timedOut()` if `call` has not settled after `ms`; never leaves a timer behind. */
function withDeadline<T>(call: Promise<T>, ms: number, timedOut: () => StoreTimeoutError): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/**
 * The store as the rooms and the API use it: every call fails within `timeoutMs` (a database
 * that hangs is answered `busy` or 503 at once, and no work waits on it without bound), and
 * each call's duration, commit and failure is told to `observer`. An append past its deadline
 * rejects with `AppendTimeoutError`, which carries its late outcome (a late commit and the late
 * call's duration are told to `observer` too).
 * This is the room↔store boundary.
 */
export function deadlineStore(store: GameStore, timeoutMs: number, observer: StoreObserver): GameStore {
  const fail = (operation: string) => (error: unknown) => {
    observer.failure(operation, error);
    throw error;
  };
  const call = <T>(operation: string, run: () => Promise<T>): Promise<T> =>
    withDeadline(timed(observer, operation, run), timeoutMs, () => new StoreTimeoutError(operation)).catch(fail(operation));
  return {
    createRoom: async (room) => {
      await call('createRoom', () => store.createRoom(room));
      observer.created();
    },
    loadRoom: (id) => call('loadRoom', () => store.loadRoom(id)),
    append: async (input) => {
      const appending = timed(observer, 'append', () => store.append(input));
      const late = (): Promise<LateAppend> =>
        appending.then(
          (result) => {
            if (result.ok) observer.commit();
            return { kind: 'settled', result };
          },
          (error: unknown) => ({ kind: 'failed', error }),
        );
      const result = await withDeadline(appending, timeoutMs, () => new AppendTimeoutError(late())).catch(fail('append'));
      if (result.ok) observer.commit();
      return result;
    },
    eventsSince: (roomId, version) => call('eventsSince', () => store.eventsSince(roomId, version)),
    expireRooms: (cutoffs) => call('expireRooms', () => store.expireRooms(cutoffs)),
    subscribe: (listener) => store.subscribe(listener),
    onGap: (listener) => store.onGap(listener),
    versions: (roomIds) => call('versions', () => store.versions(roomIds)),
    joinBus: (listener) => store.joinBus(listener),
    createPlayer: (player) => call('createPlayer', () => store.createPlayer(player)),
    renamePlayer: (id, name, nameKey) => call('renamePlayer', () => store.renamePlayer(id, name, nameKey)),
    playerByKey: (keyHash) => call('playerByKey', () => store.playerByKey(keyHash)),
    players: (ids) => call('players', () => store.players(ids)),
    unratedResults: (limit) => call('unratedResults', () => store.unratedResults(limit)),
    rateResults: (updates) => call('rateResults', () => store.rateResults(updates)),
    resultsOf: (playerId, options) => call('resultsOf', () => store.resultsOf(playerId, options)),
    liveMatches: (limit) => call('liveMatches', () => store.liveMatches(limit)),
    close: () => store.close(),
  };
}
