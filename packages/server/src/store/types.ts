/**
 * A room as the server creates it. Settings, seats and game state are written as JSON; the store
 * never looks inside settings or state (but once, to migrate rooms stored before `GameState`).
 */
export interface NewRoom {
  /** The room's id, chosen by the server; a second room with the same id is refused. */
  readonly id: string;
  /** The game's settings (variant, time control…), opaque to the store. */
  readonly settings: unknown;
  /** Seat name → hash of that seat's secret token. The token itself is never stored. */
  readonly seats: Readonly<Record<string, string>>;
  /** The game's state before any event (the machine's `GameState`): version 0. */
  readonly state: unknown;
  /** Whether a game is in progress: a live room expires only once abandoned (see `ExpiryCutoffs`). */
  readonly live: boolean;
  /** Milliseconds since the epoch, from the server's clock: the store reads no clock. */
  readonly now: number;
  /** For a room the lobby made: its match and what it claims (see `NewMatch`); absent for a room made by link. */
  readonly match?: NewMatch;
}

/**
 * A room the lobby made: the match (players, terms; opaque to the store), the rating the live
 * list orders it by, and claims: keys (a seek's id, a pool entry's id) no other room may claim.
 * Two processes that pair the same seek race on its claim: the second `createRoom` is refused
 * with `StoreError` `claimed` and stores nothing.
 */
export interface NewMatch {
  readonly data: unknown;
  readonly rating: number;
  readonly claims: readonly string[];
}

/** A room as stored: its latest game state and the version that state is at. */
export interface StoredRoom {
  /** The id given to `createRoom`. */
  readonly id: string;
  /** The settings given to `createRoom`, as JSON reads them back. */
  readonly settings: unknown;
  /** Seat name → token hash, as given to `createRoom`. */
  readonly seats: Readonly<Record<string, string>>;
  /** The game state of the last append (or of `createRoom`), as JSON reads it back. */
  readonly state: unknown;
  /** How many events the room has accepted: 0 at creation, +1 per append. */
  readonly version: number;
  /** Whether a game is in progress, as the last append (or `createRoom`) said. */
  readonly live: boolean;
  /** The `now` given to `createRoom`. */
  readonly createdAt: number;
  /** The `now` of the last append (or of `createRoom`): what `expireRooms` compares. */
  readonly updatedAt: number;
  /** The match's `data` given to `createRoom`, as JSON reads it back; null for a room made by link. */
  readonly match: unknown;
}

/** One accepted event, to be stored together with the game state it led to. */
export interface AppendInput {
  /** The room the event belongs to. */
  readonly roomId: string;
  /** The version the server applied the event to; the append is refused if the room moved on. */
  readonly expectedVersion: number;
  /** The client's id for the event, unique within the room: a resend is recognised by it. */
  readonly eventId: string;
  /** The seat that sent the event. */
  readonly seat: string;
  /** The event as the game machine received it, opaque to the store. */
  readonly event: unknown;
  /** The game's state after the event (the machine's `GameState`). */
  readonly state: unknown;
  /** Whether a game is in progress after the event. */
  readonly live: boolean;
  /** Milliseconds since the epoch: becomes the event's `at` and the room's `updatedAt`. */
  readonly now: number;
  /** The game this event ended, in a room with a match: stored in the same transaction as the event, or not at all. */
  readonly result?: NewResult;
}

/** The rating families' names, as the store keeps them (the protocol's `RULE_FAMILIES`). */
export type Family = 'freestyle' | 'renju';

/**
 * A finished game of a room with a match, written with the event that ended it. `id` is unique
 * (the room's id and the game's number in it): a second result with the same id is not stored.
 * Ratings are applied later, in order (`unratedResults`, `rateResults`).
 */
export interface NewResult {
  readonly id: string;
  readonly roomId: string;
  readonly family: Family;
  readonly rated: boolean;
  /** The player ids by seat (`first` opened the game). */
  readonly first: string;
  readonly second: string;
  /** 1 if `first` won, 0 if `second` won, 0.5 for a draw. */
  readonly score: 0 | 0.5 | 1;
  /** Whatever the server keeps of the game for its history (terms, colours, reason, moves), opaque to the store. */
  readonly data: unknown;
  readonly at: number;
}

/** A Glicko-2 rating as stored, and how many rated games made it (the compare-and-set of `rateResults`). */
export interface StoredRating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
}

/**
 * A player: an id anyone may see, the hash of the secret key that proves it, a display name and
 * the key two names are compared by (unique), and a rating per family (a family not played yet
 * is absent: the server starts it at the protocol's `INITIAL_RATING`).
 */
export interface StoredPlayer {
  readonly id: string;
  readonly keyHash: string;
  readonly name: string;
  readonly nameKey: string;
  readonly ratings: Readonly<Partial<Record<Family, StoredRating>>>;
  readonly createdAt: number;
}

/** A stored result, with its order of storing (`seq`, increasing) and the ratings it moved (null until rated, and for casual games). */
export interface StoredResult extends NewResult {
  readonly seq: number;
  readonly ratings: { readonly first: { readonly before: StoredRating; readonly after: StoredRating }; readonly second: { readonly before: StoredRating; readonly after: StoredRating } } | null;
}

/**
 * Ratings to apply for one rated result: each player's rating before (as `unratedResults` read it,
 * or as an earlier update of the same call left it) and after. `rateResults` applies the updates
 * of a call together, only if every `before.games` is still the stored count (absent = 0 games).
 */
export interface RatingUpdate {
  readonly resultSeq: number;
  readonly family: Family;
  readonly first: { readonly player: string; readonly before: StoredRating | null; readonly after: StoredRating };
  readonly second: { readonly player: string; readonly before: StoredRating | null; readonly after: StoredRating };
}

/**
 * What an append did:
 * - `ok`: stored; `version` is the room's new version (the event's own version).
 * - `conflict`: the room is not at `expectedVersion`; `version` is where it is now. The server
 *   reloads and applies the event again to the new state.
 * - `duplicate`: the room already holds an event with this `eventId`; `version` is the version
 *   that event got. Nothing was stored. This wins over `conflict`: a resend after a reconnect
 *   carries a stale `expectedVersion`.
 * - `no-room`: there is no such room (never created, or expired).
 */
export type AppendResult =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly reason: 'conflict'; readonly version: number }
  | { readonly ok: false; readonly reason: 'duplicate'; readonly version: number }
  | { readonly ok: false; readonly reason: 'no-room' };

/** One event of a room's append-only log. */
export interface StoredEvent {
  /** The room the event belongs to. */
  readonly roomId: string;
  /** The room's version this event brought it to (the first event is 1). */
  readonly version: number;
  /** The client's id for the event. */
  readonly eventId: string;
  /** The seat that sent it. */
  readonly seat: string;
  /** The event, as JSON reads it back. */
  readonly event: unknown;
  /** The append's `now`. */
  readonly at: number;
}

/**
 * Told of every committed append: `version` is the room's new version. A store's own appends are
 * told after their commit and before `append` resolves, in order; (PostgreSQL) other processes'
 * appends on the same database are told as their notifications arrive, in commit order.
 * A notification is a hint to reload (`loadRoom` or `eventsSince`): after a lost connection the
 * driver listens again, but what was committed meanwhile is not told.
 * Listeners must not throw: an error thrown by one is rethrown on its own, outside the store.
 */
export type StoreListener = (roomId: string, version: number) => void;

/**
 * Told when a store may have failed to tell some appends (PostgreSQL: its listening connection was
 * lost and is back, and periodically, since a process that dies between its commit and its NOTIFY
 * tells no one). The server then asks `versions` of the rooms it holds. Memory and SQLite never call it.
 */
export type GapListener = () => void;

/**
 * A message from another member of the bus: `origin` is the sender's member id. Messages are
 * hints between server processes (who is connected where): a bus may drop one, and anyone with
 * access to the database may send one, so a listener checks what it reads.
 */
export type BusListener = (message: string, origin: string) => void;

/** One member of a store's bus (see `GameStore.joinBus`). */
export interface BusMember {
  /** This member's id: the `origin` the others hear its messages from. */
  readonly id: string;
  /**
   * Sends `message` to every other member, in this process and (PostgreSQL) in the others, in the
   * order sent; never to this member. At most `BUS_MESSAGE_BYTES` (UTF-8): a longer one throws
   * `StoreError` `bad-value`. Fire and forget: a message that cannot be sent is logged and dropped.
   */
  publish(message: string): void;
  /** Stops hearing and sending; calling it again does nothing. */
  leave(): void;
}

/** The longest bus message (PostgreSQL's NOTIFY payload is under 8,000 bytes, with the sender's id around it). */
export const BUS_MESSAGE_BYTES = 7_800;

/**
 * When rooms expire, as times on the server's clock: a room last updated before its cutoff is
 * deleted. A live room (a game in progress) is kept far longer than an idle one, but not for ever:
 * nobody has moved in it since `abandonedBefore`, so its players are gone.
 */
export interface ExpiryCutoffs {
  /** A room with no game in progress (not live) last updated before this is deleted. */
  readonly idleBefore: number;
  /** A room with a game in progress (live) last updated before this is deleted: abandoned. */
  readonly abandonedBefore: number;
}

/**
 * Where the game server keeps rooms: per room, the current game state and the append-only log of the
 * events that led to it. Every method is atomic; after `close` every method rejects with a
 * `StoreError` whose code is `closed`.
 */
export interface GameStore {
  /**
   * Stores a new room at version 0. Rejects with `StoreError` `room-exists` if the id is taken,
   * `bad-value` if a value cannot be stored as JSON (nothing is stored then).
   */
  createRoom(room: NewRoom): Promise<void>;
  /** The room, or null if there is none. Rejects with `StoreError` `corrupt-row` on unreadable data. */
  loadRoom(id: string): Promise<StoredRoom | null>;
  /**
   * Stores one event and the game state after it and bumps the version, atomically, in a
   * transaction that has committed (durable stores: flushed to disk) when the promise resolves:
   * only then may the server acknowledge or broadcast. Durable stores commit the appends that
   * arrive together in one transaction (group commit); each is checked on its own, so a refusal
   * of one never holds back the others. Refusals are results (see `AppendResult`); it rejects
   * only on `bad-value` or a failure, and a failed commit rejects every append it held.
   */
  append(input: AppendInput): Promise<AppendResult>;
  /** The room's events with a version above `version`, oldest first (none for an unknown room). */
  eventsSince(roomId: string, version: number): Promise<StoredEvent[]>;
  /**
   * Deletes, with their events, the rooms last updated (`updatedAt`) before `cutoffs.idleBefore`
   * that are not live and those before `cutoffs.abandonedBefore` that are, and returns their ids
   * (in no particular order).
   */
  expireRooms(cutoffs: ExpiryCutoffs): Promise<string[]>;
  /**
   * Calls `listener` on every committed append until the returned function is called (see
   * `StoreListener` for whose appends and when). Throws `StoreError` `closed` after `close`.
   */
  subscribe(listener: StoreListener): () => void;
  /** Calls `listener` whenever some appends may have gone untold (see `GapListener`) until the returned function is called. */
  onGap(listener: GapListener): () => void;
  /**
   * The stored version of each of `roomIds` that exists (an unknown id is left out): one read for
   * many rooms, to catch up the rooms held after a gap, or one room before refusing its event.
   */
  versions(roomIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /**
   * Joins the store's bus: messages between the server processes sharing the store (PostgreSQL:
   * NOTIFY on `gomoku_bus`; memory and SQLite: the servers on this one store in this process).
   */
  joinBus(listener: BusListener): BusMember;
  /**
   * Registers a player. Rejects with `StoreError` `name-taken` if another player's `nameKey` is the
   * same, `player-exists` if the id or the key hash is taken.
   */
  createPlayer(player: { readonly id: string; readonly keyHash: string; readonly name: string; readonly nameKey: string; readonly now: number }): Promise<void>;
  /** Renames a player; rejects with `StoreError` `name-taken` if another player holds `nameKey`. Resolves false for an unknown id. */
  renamePlayer(id: string, name: string, nameKey: string): Promise<boolean>;
  /** The player whose key hashes to `keyHash`, or null. */
  playerByKey(keyHash: string): Promise<StoredPlayer | null>;
  /** The players of `ids` that exist (one read for many). */
  players(ids: readonly string[]): Promise<ReadonlyMap<string, StoredPlayer>>;
  /**
   * Rated results whose ratings are not applied yet, oldest first (by `seq`, at most `limit`);
   * their `ratings` are null (the players' current ratings are read with `players`).
   */
  unratedResults(limit: number): Promise<StoredResult[]>;
  /**
   * Applies rating updates in one transaction: each result is marked rated with its ratings before
   * and after, each player's rating set. Resolves false, changing nothing, if a result is already
   * rated or a player's stored games count is not its `before` (another process rated first).
   */
  rateResults(updates: readonly RatingUpdate[]): Promise<boolean>;
  /** A player's results (either seat), newest first: those stored before `before` (ms) if given, at most `limit`. */
  resultsOf(playerId: string, options: { readonly before?: number; readonly limit: number }): Promise<StoredResult[]>;
  /** Live rooms with a match, highest `rating` first (at most `limit`): their id, match data and when they were created. */
  liveMatches(limit: number): Promise<Array<{ readonly id: string; readonly match: unknown; readonly createdAt: number }>>;
  /** Releases the store's connections and files. Calling it again does nothing. */
  close(): Promise<void>;
}

/**
 * What a durable store tells of its own work as it happens, for metrics (`DurableStore.observe`).
 * Each method is called on the store's hot path: it must be cheap and must not throw.
 */
export interface StoreEvents {
  /** A group-commit transaction committed `size` writes, `seconds` after it began (a failed one is not told). */
  batch(size: number, seconds: number): void;
  /** The connection that listens for other processes' appends is up (true) or lost (false). PostgreSQL only. */
  listening(connected: boolean): void;
  /** Another process's append arrived, `delaySeconds` after that process announced its commit. PostgreSQL only. */
  notified(delaySeconds: number): void;
}

/**
 * What a durable store's group commit has done since it opened, for metrics and the benchmark.
 * Counters only grow; read them twice and subtract for a rate.
 */
export interface CommitStats {
  /** Transactions committed (each one fsync on SQLite; one round trip and one commit on PostgreSQL). */
  readonly commits: number;
  /** Writes (appends, and on SQLite new rooms and expiries) those transactions held. */
  readonly writes: number;
  /** Transactions that failed as a whole: none of their writes was stored or acknowledged. */
  readonly failedCommits: number;
  /** The most writes one transaction has held. */
  readonly largestBatch: number;
}

/** A store that writes to disk: a `GameStore` whose group commit can be watched. */
export interface DurableStore extends GameStore {
  /** The group commit's counters so far (synchronous: no call to the database). */
  stats(): CommitStats;
  /** Tells `events` of the store's work from now on (see `StoreEvents`), until the returned function is called. */
  observe(events: StoreEvents): () => void;
}
