// The messages between the SQLite store (main thread) and its worker thread. Types only: the
// worker imports nothing of the package at run time (see start-worker.ts).
import type { EncodedRatingUpdate, EncodedResult, Row } from './rows.ts';
import type { AppendResult } from './types.ts';

/** What the worker is started with. */
export interface SqliteWorkerData {
  /** The database file. */
  readonly file: string;
  /** The absolute path of `better-sqlite3`, resolved by the package (the worker may run from a data: URL). */
  readonly driver: string;
}

/** One write of a batch, its JSON already written as text by the main thread. */
export type SqliteWrite =
  | {
      readonly kind: 'create';
      readonly id: string;
      readonly settings: string;
      readonly seats: string;
      readonly state: string;
      readonly live: boolean;
      readonly now: number;
      /** The match's data as JSON text, and the rating it is listed by; null for a room made by link. */
      readonly match: { readonly data: string; readonly rating: number } | null;
      /** Keys no other room may hold: the room is refused, nothing stored, if one is held. */
      readonly claims: readonly string[];
    }
  | {
      readonly kind: 'append';
      readonly roomId: string;
      readonly expectedVersion: number;
      readonly eventId: string;
      readonly seat: string;
      readonly event: string;
      readonly state: string;
      readonly live: boolean;
      readonly now: number;
      /** The game the event ended, stored with it if the event is; null if it ended none. */
      readonly result: EncodedResult | null;
    }
  | { readonly kind: 'expire'; readonly idleBefore: number; readonly abandonedBefore: number }
  | { readonly kind: 'createPlayer'; readonly id: string; readonly keyHash: string; readonly name: string; readonly nameKey: string; readonly now: number }
  | { readonly kind: 'renamePlayer'; readonly id: string; readonly name: string; readonly nameKey: string }
  | { readonly kind: 'rate'; readonly updates: readonly EncodedRatingUpdate[] };

/**
 * What a write did, by kind: a room created (or why not), an append's result, the ids expired, a
 * player registered (or why not), renamed (or why not), ratings applied (or not, all or none).
 */
export type SqliteOutcome =
  | { readonly kind: 'create'; readonly refused: 'room-exists' | 'claimed' | null }
  | { readonly kind: 'append'; readonly result: AppendResult }
  | { readonly kind: 'expire'; readonly ids: readonly string[] }
  | { readonly kind: 'createPlayer'; readonly refused: 'player-exists' | 'name-taken' | null }
  | { readonly kind: 'renamePlayer'; readonly outcome: 'renamed' | 'no-player' | 'name-taken' }
  | { readonly kind: 'rate'; readonly applied: boolean };

/** A player's row and its rating rows, as `decodePlayer` reads them. */
export interface PlayerRows {
  readonly player: Row;
  readonly ratings: Row[];
}

/** How one write of a batch went: its outcome, or why it alone was undone. */
export type SqliteWriteResult = { readonly ok: true; readonly outcome: SqliteOutcome } | { readonly ok: false; readonly error: SqliteFailure };

/** The connection's durability settings, as SQLite reports them. */
export interface SqlitePragmas {
  /** `wal` when the write-ahead log is on. */
  readonly journalMode: string;
  /** 2 is FULL: each commit is synced to disk before it returns. */
  readonly synchronous: number;
}

/** Each request the worker answers, with what it answers. */
export interface SqliteCalls {
  /** One transaction for the batch; each write in a savepoint of its own. */
  write: { readonly request: { readonly writes: readonly SqliteWrite[] }; readonly answer: SqliteWriteResult[] };
  loadRoom: { readonly request: { readonly roomId: string }; readonly answer: Row | null };
  eventsSince: { readonly request: { readonly roomId: string; readonly version: number }; readonly answer: Row[] };
  players: { readonly request: { readonly ids: readonly string[] }; readonly answer: PlayerRows[] };
  playerByKey: { readonly request: { readonly keyHash: string }; readonly answer: PlayerRows | null };
  unratedResults: { readonly request: { readonly limit: number }; readonly answer: Row[] };
  resultsOf: { readonly request: { readonly playerId: string; readonly before: number; readonly limit: number }; readonly answer: Row[] };
  liveMatches: { readonly request: { readonly limit: number }; readonly answer: Row[] };
  /** Each existing room's version, as [id, version] pairs. */
  versions: { readonly request: { readonly roomIds: readonly string[] }; readonly answer: [string, number][] };
  pragmas: { readonly request: Record<string, never>; readonly answer: SqlitePragmas };
  /** Closes the database; the worker exits after answering. */
  close: { readonly request: Record<string, never>; readonly answer: null };
}

/** A request to the worker: `id` pairs it with its answer. */
export type SqliteRequest = { [Op in keyof SqliteCalls]: { readonly id: number; readonly op: Op } & SqliteCalls[Op]['request'] }[keyof SqliteCalls];

/** An error as it crosses the thread (structured clone keeps no `code`). */
export interface SqliteFailure {
  readonly message: string;
  /** SQLite's result code, e.g. `SQLITE_FULL`. */
  readonly sqliteCode?: string;
}

/** The worker's answer to request `id` (0: the database is open, or could not be opened). */
export type SqliteReply = { readonly id: number; readonly ok: true; readonly value: unknown } | { readonly id: number; readonly ok: false; readonly error: SqliteFailure };
