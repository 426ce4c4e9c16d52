import type { GameStore } from '../store/types.ts';

/**
 * A store call that did not settle in time. It may still settle: `settled` says when (a late
 * append may even commit), so a room waits for it before it reads the log again.
 */
export class StoreTimeoutError extends Error {
  override readonly name = 'StoreTimeoutError';
  readonly code = 'store-timeout';
  constructor(
    readonly operation: string,
    readonly settled: Promise<void>,
  ) {
    super(`The store did not answer ${operation} in time.`);
  }
}

/** What the server hears of each store call, for metrics and logs. */
export interface StoreObserver {
  /** An append committed. */
  commit(): void;
  /** A call failed or timed out (an append's refusals, such as `conflict`, are results, not failures). */
  failure(operation: string, error: unknown): void;
}

/** Rejects with `StoreTimeoutError` if `call` has not settled after `ms`; never leaves a timer behind. */
function withDeadline<T>(operation: string, call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(operation, call.then(() => undefined, () => undefined))), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/**
 * The store as the rooms and the API use it: every call fails within `timeoutMs` (a database
 * that hangs is answered `busy` or 503 at once, and no work waits on it without bound), and
 * each commit and failure is told to `observer`. This is the room↔store boundary.
 */
export function deadlineStore(store: GameStore, timeoutMs: number, observer: StoreObserver): GameStore {
  const call = <T>(operation: string, run: () => Promise<T>): Promise<T> =>
    withDeadline(operation, Promise.resolve().then(run), timeoutMs).catch((error: unknown) => {
      observer.failure(operation, error);
      throw error;
    });
  return {
    createRoom: (room) => call('createRoom', () => store.createRoom(room)),
    loadRoom: (id) => call('loadRoom', () => store.loadRoom(id)),
    append: async (input) => {
      const result = await call('append', () => store.append(input));
      if (result.ok) observer.commit();
      return result;
    },
    eventsSince: (roomId, version) => call('eventsSince', () => store.eventsSince(roomId, version)),
    expireIdle: (olderThan) => call('expireIdle', () => store.expireIdle(olderThan)),
    subscribe: (listener) => store.subscribe(listener),
    close: () => store.close(),
  };
}
