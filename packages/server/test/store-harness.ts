import { StoreError } from '../src/store/errors.ts';
import type { StoreErrorCode } from '../src/store/errors.ts';
import type { AppendInput, GameStore, NewResult, NewRoom, RatingUpdate, StoredRating, StoredResult } from '../src/store/types.ts';

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

/** A room the lobby made between players `ann` and `bob`, claiming `claims`, listed at `rating`. */
export const matchRoom = (id: string, claims: readonly string[], { rating = 1_500, ...overrides }: Partial<NewRoom> & { rating?: number } = {}): NewRoom =>
  room(id, { match: { data: { players: { p1: 'ann', p2: 'bob' }, terms: { family: 'freestyle', rated: true } }, rating, claims }, ...overrides });

/** A player to register: its key hash, name and name key follow from its id. */
export const player = (id: string, overrides: Partial<Parameters<GameStore['createPlayer']>[0]> = {}): Parameters<GameStore['createPlayer']>[0] => ({
  id,
  keyHash: `key-hash-of-${id}`,
  name: `Player ${id}`,
  nameKey: `player ${id}`,
  now: 500,
  ...overrides,
});

/** Game `game` of room `roomId`, between `ann` (first, who won) and `bob`, rated, at 3,000 + game. */
export const result = (roomId: string, game: number, overrides: Partial<NewResult> = {}): NewResult => ({
  id: `${roomId}:${game}`,
  roomId,
  family: 'freestyle',
  rated: true,
  first: 'ann',
  second: 'bob',
  score: 1,
  data: { black: 'p1', reason: 'five', moves: [112, 113, 127] },
  at: 3_000 + game,
  ...overrides,
});

/** A Glicko-2 rating after `games` rated games. */
export const rating = (value: number, games: number): StoredRating => ({ rating: value, deviation: 200, volatility: 0.06, games });

/** The update that rates `stored` from the players' ratings `before` to `after` (first, second). */
export const rated = (stored: StoredResult, before: readonly [StoredRating | null, StoredRating | null], after: readonly [StoredRating, StoredRating]): RatingUpdate => ({
  resultSeq: stored.seq,
  family: stored.family,
  first: { player: stored.first, before: before[0], after: after[0] },
  second: { player: stored.second, before: before[1], after: after[1] },
});
