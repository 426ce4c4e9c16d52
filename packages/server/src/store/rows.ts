import { StoreError } from './errors.ts';
import type { AppendInput, NewRoom, StoredEvent, StoredRoom } from './types.ts';

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

/** A new room's values as its columns hold them (JSON as text), checked. */
export function encodeRoom(room: NewRoom): { settings: string; seats: string; state: string; now: number } {
  checkRoomId(room.id);
  checkLive(room.live);
  return {
    settings: toJson(room.settings, 'settings'),
    seats: seatsToJson(room.seats),
    state: toJson(room.state, 'state'),
    now: checkTime(room.now),
  };
}

/** An append's values as the columns hold them (JSON as text), checked. */
export function encodeAppend(input: AppendInput): { event: string; state: string; now: number } {
  const { expectedVersion, eventId, seat, live } = input;
  if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) throw new StoreError('bad-value', `The expected version must be an integer ≥ 0, not ${String(expectedVersion)}.`);
  if (typeof input.roomId !== 'string' || typeof eventId !== 'string' || typeof seat !== 'string') throw new StoreError('bad-value', 'The room id, event id and seat must be text.');
  checkLive(live);
  return { event: toJson(input.event, 'event'), state: toJson(input.state, 'state'), now: checkTime(input.now) };
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
  };
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
