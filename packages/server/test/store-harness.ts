import { StoreError } from '../src/store/errors.ts';
import type { StoreErrorCode } from '../src/store/errors.ts';
import type { AppendInput, GameStore, NewRoom } from '../src/store/types.ts';

// What a store's tests are given: the store under test on data of its own, and the rows they store.

/** A store under test, on data of its own. */
export interface StoreHarness {
  /** The store, open on fresh, empty data. */
  readonly store: GameStore;
  /**
   * Durable stores: closes `store`, runs `sql` (if any) on its database as another program
   * might, and opens a new store on the same data.
   */
  readonly reopen: ((sql?: string) => Promise<GameStore>) | null;
  /**
   * Durable stores: arranges, beside the open store (as another program might), that any
   * transaction holding an event with id `eventId` fails when it commits. Null for a store with
   * no commits.
   */
  readonly failCommitsHolding: ((eventId: string) => Promise<void>) | null;
  /** Closes whichever store is open and removes the data. */
  dispose(): Promise<void>;
}

/**
 * The harness of a store on data that outlives it: `open` opens a store on the data, `runSql`
 * runs a statement on the data while no store is open, `failCommitsHolding` poisons the data
 * beside the open store, `remove` deletes the data.
 */
export async function durableHarness({
  open,
  runSql,
  failCommitsHolding,
  remove,
}: {
  open: () => Promise<GameStore>;
  runSql: (sql: string) => Promise<void>;
  failCommitsHolding: (eventId: string) => Promise<void>;
  remove: () => Promise<void>;
}): Promise<StoreHarness> {
  let current: GameStore;
  try {
    current = await open();
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    store: current,
    reopen: async (sql) => {
      await current.close();
      if (sql) await runSql(sql);
      current = await open();
      return current;
    },
    failCommitsHolding,
    dispose: async () => {
      await current.close();
      await remove();
    },
  };
}

/** A room to create, as the server would hand it to the store. */
export const room = (id: string, overrides: Partial<NewRoom> = {}): NewRoom => ({
  id,
  settings: { variant: 'gomoku', size: 15 },
  seats: { black: 'hash-of-black-token', white: 'hash-of-white-token' },
  state: { moves: [] },
  live: true,
  now: 1_000,
  ...overrides,
});

/** The event `eventId` applied at `expectedVersion`; its state records which event made it. */
export const event = (roomId: string, expectedVersion: number, eventId: string, overrides: Partial<AppendInput> = {}): AppendInput => ({
  roomId,
  expectedVersion,
  eventId,
  seat: 'black',
  event: { type: 'play', point: 112, eventId },
  state: { moves: [112], after: eventId },
  live: true,
  now: 2_000 + expectedVersion,
  ...overrides,
});

/** The code of the `StoreError` a call rejects with. */
export const rejection = async (promise: Promise<unknown>): Promise<StoreErrorCode> => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof StoreError)) throw error;
  return error.code;
};
