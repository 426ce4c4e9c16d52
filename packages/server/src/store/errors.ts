/**
 * Why the store refused or failed:
 * - `room-exists`: `createRoom` with an id that is taken.
 * - `bad-value`: settings, a game state or an event that JSON cannot write (undefined, a BigInt, a
 *   cycle), seats that are not a record of strings, a time that is not a number, or a room id
 *   that is empty or longer than 200 characters; nothing was stored.
 * - `corrupt-row`: stored data that does not read back as a room or an event (written by hand or
 *   by another program); the message names the room and the field.
 * - `schema-too-new`: the database was migrated by a newer version of this package.
 * - `locked`: the embedded store's folder is open in another live process (or in this one).
 * - `old-format`: the embedded store's folder holds a database this version no longer reads
 *   (PGlite's, from before SQLite); the message names the folder and what to do.
 * - `closed`: the store was closed, or (SQLite) its worker thread stopped.
 * - `claimed`: `createRoom` with a match claim another room holds (another process paired first).
 * - `name-taken`: a player's name whose key another player holds.
 * - `player-exists`: `createPlayer` with an id or a key hash that is taken.
 */
export type StoreErrorCode = 'room-exists' | 'bad-value' | 'corrupt-row' | 'schema-too-new' | 'locked' | 'old-format' | 'closed' | 'claimed' | 'name-taken' | 'player-exists';

/** The store's one error type: the code is for the server, the message for a person. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
