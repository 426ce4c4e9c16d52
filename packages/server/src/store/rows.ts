import { INITIAL_RATING, RULE_FAMILIES } from '@gomoku/protocol';
import { StoreError } from './errors.ts';
import type { AppendInput, Family, GameStore, NewResult, NewRoom, RatingUpdate, StoredEvent, StoredPlayer, StoredRating, StoredResult, StoredRoom } from './types.ts';

/**
 * A row as a store reads it back: the SQL stores select their columns into these names (JSON as
 * text, times as numbers) and the memory store keeps rooms and events in this form, so every
 * store reads through the same checks.
 */
export type Row = Readonly<Record<string, unknown>>;

// Values are checked before they are written, because a room that cannot be read back is lost
// to the players: JSON that cannot be written, seats that are not token hashes, a time that is
// not a number all refuse (`bad-value`) with nothing stored.

function toJson(value: unknown, what: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new StoreError('bad-value', `The ${what} cannot be written as JSON: ${(error as Error).message}`, { cause: error });
  }
  if (text === undefined) throw new StoreError('bad-value', `The ${what} cannot be written as JSON (it is ${typeof value}).`);
  return text;
}

const isSeats = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((hash) => typeof hash === 'string');

function seatsToJson(seats: unknown): string {
  if (!isSeats(seats)) throw new StoreError('bad-value', 'The seats must be a record of seat name to token hash (strings).');
  return toJson(seats, 'seats');
}

function checkTime(now: unknown): number {
  if (typeof now !== 'number' || !Number.isFinite(now)) throw new StoreError('bad-value', `The time must be milliseconds since the epoch, not ${String(now)}.`);
  return now;
}

/** The longest room id: PostgreSQL's NOTIFY carries it, and a payload may not pass 8000 bytes. */
export const MAX_ROOM_ID_LENGTH = 200;

function checkRoomId(id: unknown): void {
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ROOM_ID_LENGTH) {
    throw new StoreError('bad-value', `A room id must be text of 1 to ${MAX_ROOM_ID_LENGTH} characters.`);
  }
}

function checkLive(live: unknown): void {
  if (typeof live !== 'boolean') throw new StoreError('bad-value', `live must be true or false, not ${String(live)}.`);
}

/** The longest player id, key hash, name, claim or result id the store keeps. */
export const MAX_TEXT_LENGTH = 200;

/**
 * Text the store keeps in a column of its own: 1 to `MAX_TEXT_LENGTH` characters, no NUL
 * (PostgreSQL's text cannot hold one, and inside an append batch it would fail the whole batch).
 */
function checkText(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TEXT_LENGTH || value.includes('\u0000')) {
    throw new StoreError('bad-value', `The ${what} must be text of 1 to ${MAX_TEXT_LENGTH} characters without NUL.`);
  }
  return value;
}

function checkFinite(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new StoreError('bad-value', `The ${what} must be a finite number, not ${String(value)}.`);
  return value;
}

function checkCount(value: unknown, what: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw new StoreError('bad-value', `The ${what} must be an integer ≥ 0, not ${String(value)}.`);
  return value as number;
}

/** Runs `read` over a caller's object, so a throwing getter or a proxy is refused as `bad-value`, not thrown as itself. */
function reading<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof StoreError) throw error;
    throw new StoreError('bad-value', `The ${what} cannot be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** A room's match as its columns hold it: the data as JSON text, the rating it is listed by, its claims (each once). */
export interface EncodedMatch {
  readonly data: string;
  readonly rating: number;
  readonly claims: readonly string[];
}

function encodeMatch(match: NewRoom['match']): EncodedMatch | null {
  if (match === undefined) return null;
  return reading('match', () => {
    if (typeof match !== 'object' || match === null) throw new StoreError('bad-value', 'The match must be an object of data, rating and claims.');
    const { claims } = match;
    if (!Array.isArray(claims)) throw new StoreError('bad-value', 'The match claims must be a list of keys.');
    const keys = new Set<string>();
    for (let index = 0; index < claims.length; index += 1) keys.add(checkText(claims[index], 'match claim'));
    return { data: toJson(match.data, 'match data'), rating: checkFinite(match.rating, 'match rating'), claims: [...keys] };
  });
}

/** A new room's values as its columns hold them (JSON as text), checked. */
export function encodeRoom(room: NewRoom): { settings: string; seats: string; state: string; now: number; match: EncodedMatch | null } {
  checkRoomId(room.id);
  checkLive(room.live);
  return {
    settings: toJson(room.settings, 'settings'),
    seats: seatsToJson(room.seats),
    state: toJson(room.state, 'state'),
    now: checkTime(room.now),
    match: encodeMatch(room.match),
  };
}

/** A result's values as its columns hold them (the data as JSON text), checked. */
export type EncodedResult = Omit<NewResult, 'data'> & { readonly data: string };

const isFamily = (value: unknown): value is Family => (RULE_FAMILIES as readonly unknown[]).includes(value);

function checkFamily(value: unknown): Family {
  if (!isFamily(value)) throw new StoreError('bad-value', `The family must be one of ${RULE_FAMILIES.join(', ')}, not ${String(value)}.`);
  return value;
}

/** A result to store with its event, checked (see `NewResult`). */
export function encodeResult(result: NewResult): EncodedResult {
  return reading('result', () => {
    if (typeof result !== 'object' || result === null) throw new StoreError('bad-value', 'The result must be an object.');
    const { score, rated } = result;
    if (score !== 0 && score !== 0.5 && score !== 1) throw new StoreError('bad-value', `A result's score must be 0, 0.5 or 1, not ${String(score)}.`);
    if (typeof rated !== 'boolean') throw new StoreError('bad-value', `A result's rated must be true or false, not ${String(rated)}.`);
    checkRoomId(result.roomId);
    return {
      id: checkText(result.id, 'result id'),
      roomId: result.roomId,
      family: checkFamily(result.family),
      rated,
      first: checkText(result.first, 'first player id'),
      second: checkText(result.second, 'second player id'),
      score,
      data: toJson(result.data, 'result data'),
      at: checkTime(result.at),
    };
  });
}

/** An append's values as the columns hold them (JSON as text), checked; `result` is null when it carries none. */
export function encodeAppend(input: AppendInput): { event: string; state: string; now: number; result: EncodedResult | null } {
  const { expectedVersion, eventId, seat, live } = input;
  if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) throw new StoreError('bad-value', `The expected version must be an integer ≥ 0, not ${String(expectedVersion)}.`);
  if (typeof input.roomId !== 'string' || typeof eventId !== 'string' || typeof seat !== 'string') throw new StoreError('bad-value', 'The room id, event id and seat must be text.');
  checkLive(live);
  const result = input.result === undefined ? null : encodeResult(input.result);
  if (result && result.roomId !== input.roomId) throw new StoreError('bad-value', `A result of room ${JSON.stringify(result.roomId)} cannot end a game of room ${JSON.stringify(input.roomId)}.`);
  return { event: toJson(input.event, 'event'), state: toJson(input.state, 'state'), now: checkTime(input.now), result };
}

/** A new player's values, checked (see `GameStore.createPlayer`). */
export function encodePlayer(player: Parameters<GameStore['createPlayer']>[0]): { id: string; keyHash: string; name: string; nameKey: string; now: number } {
  return reading('player', () => ({
    id: checkText(player.id, 'player id'),
    keyHash: checkText(player.keyHash, 'key hash'),
    name: checkText(player.name, 'name'),
    nameKey: checkText(player.nameKey, 'name key'),
    now: checkTime(player.now),
  }));
}

/** A rename's values, checked (see `GameStore.renamePlayer`). */
export function encodeRename(id: string, name: string, nameKey: string): { id: string; name: string; nameKey: string } {
  return { id: checkText(id, 'player id'), name: checkText(name, 'name'), nameKey: checkText(nameKey, 'name key') };
}

/** What a read looks a row up by (a player id, a key hash), checked: text. */
export function checkLookup(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new StoreError('bad-value', `The ${what} to look up must be text.`);
  return value;
}

/** The ids of a read of many (`players`), checked: a list of text. */
export function encodeIds(ids: readonly string[], what: string): string[] {
  return reading(what, () => {
    if (!Array.isArray(ids)) throw new StoreError('bad-value', `The ${what} must be a list.`);
    const checked: string[] = [];
    for (let index = 0; index < ids.length; index += 1) {
      const id: unknown = ids[index];
      if (typeof id !== 'string') throw new StoreError('bad-value', `The ${what} must be text.`);
      checked.push(id);
    }
    return checked;
  });
}

/** The most rows one read returns: a caller's limit above it is held to it. */
export const MAX_READ_LIMIT = 1_000;

/** A read's `limit`, checked: an integer ≥ 0, at most `MAX_READ_LIMIT`. */
export function checkLimit(limit: unknown): number {
  return Math.min(checkCount(limit, 'limit'), MAX_READ_LIMIT);
}

/** `resultsOf`'s cursor: results stored before this time (ms), or all of them. */
export function checkBefore(before: unknown): number {
  return before === undefined ? Number.MAX_VALUE : checkTime(before);
}

function checkRating(rating: unknown, what: string): StoredRating {
  if (typeof rating !== 'object' || rating === null) throw new StoreError('bad-value', `The ${what} must be a rating.`);
  const { rating: value, deviation, volatility, games } = rating as Record<string, unknown>;
  return {
    rating: checkFinite(value, `${what}'s rating`),
    deviation: checkFinite(deviation, `${what}'s deviation`),
    volatility: checkFinite(volatility, `${what}'s volatility`),
    games: checkCount(games, `${what}'s games`),
  };
}

/** One player's side of a rating update as the stores apply it: the games count it expects stored, and the new rating. */
export interface EncodedRatingChange {
  readonly player: string;
  /** The stored games count the update was computed from (0 for a family not played yet). */
  readonly expectedGames: number;
  readonly after: StoredRating;
}

/** A rating update as the stores apply it: both players' changes, and the result's `ratings` as JSON text. */
export interface EncodedRatingUpdate {
  readonly resultSeq: number;
  readonly family: Family;
  readonly first: EncodedRatingChange;
  readonly second: EncodedRatingChange;
  /** `StoredResult.ratings`; a `before` of null (a family not played yet) is written as the protocol's `INITIAL_RATING`. */
  readonly ratings: string;
}

/** Rating updates (see `GameStore.rateResults`), checked. */
export function encodeRatingUpdates(updates: readonly RatingUpdate[]): EncodedRatingUpdate[] {
  return reading('rating updates', () => {
    if (!Array.isArray(updates)) throw new StoreError('bad-value', 'The rating updates must be a list.');
    const encoded: EncodedRatingUpdate[] = [];
    for (let index = 0; index < updates.length; index += 1) {
      const update: RatingUpdate | undefined = updates[index];
      if (typeof update !== 'object' || update === null) throw new StoreError('bad-value', 'A rating update must be an object.');
      const sides = (['first', 'second'] as const).map((side) => {
        const change = update[side];
        if (typeof change !== 'object' || change === null) throw new StoreError('bad-value', `A rating update's ${side} must be an object.`);
        const before = change.before === null ? { ...INITIAL_RATING, games: 0 } : checkRating(change.before, `${side} player's rating before`);
        const after = checkRating(change.after, `${side} player's rating after`);
        return { change: { player: checkText(change.player, 'player id'), expectedGames: before.games, after }, json: { before, after } };
      });
      const [first, second] = sides as [(typeof sides)[number], (typeof sides)[number]];
      encoded.push({
        resultSeq: checkCount(update.resultSeq, 'result seq'),
        family: checkFamily(update.family),
        first: first.change,
        second: second.change,
        ratings: JSON.stringify({ first: first.json, second: second.json }),
      });
    }
    return encoded;
  });
}

/** Reads the fields of one row, naming the row and the field in the error when one is wrong. */
class RowReader {
  constructor(
    private readonly row: Row,
    private readonly where: string,
  ) {}

  private corrupt(field: string, problem: string, cause?: unknown): never {
    throw new StoreError('corrupt-row', `${this.where}: ${field} ${problem}.`, { cause });
  }

  text(field: string): string {
    const value = this.row[field];
    return typeof value === 'string' ? value : this.corrupt(field, 'is not text');
  }

  json(field: string): unknown {
    const text = this.text(field);
    try {
      return JSON.parse(text);
    } catch (error) {
      return this.corrupt(field, 'is not JSON', error);
    }
  }

  seats(field: string): Record<string, string> {
    const value = this.json(field);
    return isSeats(value) ? value : this.corrupt(field, 'is not a record of token hashes');
  }

  version(field: string): number {
    const value = this.row[field];
    return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : this.corrupt(field, 'is not a version (an integer ≥ 0)');
  }

  time(field: string): number {
    const value = this.row[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : this.corrupt(field, 'is not a time in milliseconds');
  }

  boolean(field: string): boolean {
    const value = this.row[field];
    return typeof value === 'boolean' ? value : this.corrupt(field, 'is not true or false');
  }

  /** JSON text, or SQL's NULL (null, or absent from the row) as null. */
  nullableJson(field: string): unknown {
    const value = this.row[field];
    return value === null || value === undefined ? null : this.json(field);
  }

  number(field: string): number {
    const value = this.row[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : this.corrupt(field, 'is not a finite number');
  }

  family(field: string): Family {
    const value = this.row[field];
    return isFamily(value) ? value : this.corrupt(field, `is not one of ${RULE_FAMILIES.join(', ')}`);
  }

  score(field: string): 0 | 0.5 | 1 {
    const value = this.row[field];
    return value === 0 || value === 0.5 || value === 1 ? value : this.corrupt(field, 'is not 0, 0.5 or 1');
  }

  /** Both players' ratings before and after a rated result, or SQL's NULL (not rated yet, or casual) as null. */
  resultRatings(field: string): StoredResult['ratings'] {
    if (this.row[field] === null || this.row[field] === undefined) return null;
    const value = this.json(field);
    try {
      const { first, second } = value as Record<string, Record<string, unknown>>;
      const change = (side: Record<string, unknown> | undefined) => ({ before: checkRating(side?.before, 'before'), after: checkRating(side?.after, 'after') });
      return { first: change(first), second: change(second) };
    } catch (error) {
      return this.corrupt(field, 'is not the ratings before and after of both players', error);
    }
  }
}

/** A room row (`id, settings, seats, state, version, live, createdAt, updatedAt`) as a room. */
export function decodeRoom(row: Row): StoredRoom {
  const id = new RowReader(row, 'A room').text('id');
  const read = new RowReader(row, `Room ${JSON.stringify(id)}`);
  return {
    id,
    settings: read.json('settings'),
    seats: read.seats('seats'),
    state: read.json('state'),
    version: read.version('version'),
    live: read.boolean('live'),
    createdAt: read.time('createdAt'),
    updatedAt: read.time('updatedAt'),
    match: read.nullableJson('match'),
  };
}

/**
 * A player row (`id, keyHash, name, nameKey, createdAt`) and its rating rows (`family, rating,
 * deviation, volatility, games`) as a player.
 */
export function decodePlayer(row: Row, ratings: readonly Row[]): StoredPlayer {
  const id = new RowReader(row, 'A player').text('id');
  const where = `Player ${JSON.stringify(id)}`;
  const read = new RowReader(row, where);
  const byFamily: Partial<Record<Family, StoredRating>> = {};
  for (const ratingRow of ratings) {
    const family = new RowReader(ratingRow, `A rating of ${where.toLowerCase()}`).family('family');
    const rating = new RowReader(ratingRow, `The ${family} rating of ${where.toLowerCase()}`);
    byFamily[family] = { rating: rating.number('rating'), deviation: rating.number('deviation'), volatility: rating.number('volatility'), games: rating.version('games') };
  }
  return { id, keyHash: read.text('keyHash'), name: read.text('name'), nameKey: read.text('nameKey'), ratings: byFamily, createdAt: read.time('createdAt') };
}

/**
 * A result row (`seq, id, roomId, family, rated, first, second, score, data, at, ratings`) as a
 * result: `data` is JSON text, `ratings` JSON text or null.
 */
export function decodeResult(row: Row): StoredResult {
  const id = new RowReader(row, 'A result').text('id');
  const read = new RowReader(row, `Result ${JSON.stringify(id)}`);
  return {
    seq: read.version('seq'),
    id,
    roomId: read.text('roomId'),
    family: read.family('family'),
    rated: read.boolean('rated'),
    first: read.text('first'),
    second: read.text('second'),
    score: read.score('score'),
    data: read.json('data'),
    at: read.time('at'),
    ratings: read.resultRatings('ratings'),
  };
}

/** A live match row (`id, match, createdAt`) as `liveMatches` answers it. */
export function decodeLiveMatch(row: Row): { id: string; match: unknown; createdAt: number } {
  const id = new RowReader(row, 'A room').text('id');
  const read = new RowReader(row, `Room ${JSON.stringify(id)}`);
  return { id, match: read.json('match'), createdAt: read.time('createdAt') };
}

/** An event row (`roomId, version, eventId, seat, event, at`) as an event. */
export function decodeEvent(row: Row): StoredEvent {
  const roomId = new RowReader(row, 'An event').text('roomId');
  const version = new RowReader(row, `An event of room ${JSON.stringify(roomId)}`).version('version');
  const read = new RowReader(row, `Event ${version} of room ${JSON.stringify(roomId)}`);
  return {
    roomId,
    version,
    eventId: read.text('eventId'),
    seat: read.text('seat'),
    event: read.json('event'),
    at: read.time('at'),
  };
}
