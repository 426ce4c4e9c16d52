import { describe, expect, it } from 'vitest';
import { StoreError } from './errors.ts';
import { decodeEvent, decodeRoom } from './rows.ts';
import type { Row } from './rows.ts';

const roomRow: Row = {
  id: 'r1',
  settings: '{"size":15}',
  seats: '{"black":"h1","white":"h2"}',
  state: '{"moves":[112]}',
  version: 1,
  live: true,
  createdAt: 10,
  updatedAt: 20,
};
const eventRow: Row = { roomId: 'r1', version: 1, eventId: 'e1', seat: 'black', event: '{"type":"play"}', at: 20 };

const failure = (read: () => unknown): StoreError => {
  try {
    read();
  } catch (error) {
    if (error instanceof StoreError) return error;
    throw error;
  }
  throw new Error('expected a StoreError');
};

describe('decodeRoom', () => {
  it('reads a room row, parsing its JSON', () => {
    expect(decodeRoom(roomRow)).toEqual({
      id: 'r1',
      settings: { size: 15 },
      seats: { black: 'h1', white: 'h2' },
      state: { moves: [112] },
      version: 1,
      live: true,
      createdAt: 10,
      updatedAt: 20,
    });
  });

  it.each([
    [{ id: 7 }, 'A room: id is not text.'],
    [{ settings: '{' }, 'Room "r1": settings is not JSON.'],
    [{ state: null }, 'Room "r1": state is not text.'],
    [{ seats: '["h1"]' }, 'Room "r1": seats is not a record of token hashes.'],
    [{ seats: 'null' }, 'Room "r1": seats is not a record of token hashes.'],
    [{ version: -1 }, 'Room "r1": version is not a version (an integer ≥ 0).'],
    [{ version: 1.5 }, 'Room "r1": version is not a version (an integer ≥ 0).'],
    [{ version: '1' }, 'Room "r1": version is not a version (an integer ≥ 0).'],
    [{ live: 't' }, 'Room "r1": live is not true or false.'],
    [{ createdAt: Number.NaN }, 'Room "r1": createdAt is not a time in milliseconds.'],
    [{ updatedAt: undefined }, 'Room "r1": updatedAt is not a time in milliseconds.'],
  ])('refuses %o as a corrupt row naming the room and field', (change, message) => {
    const error = failure(() => decodeRoom({ ...roomRow, ...change }));
    expect(error.code).toBe('corrupt-row');
    expect(error.message).toBe(message);
  });
});

describe('decodeEvent', () => {
  it('reads an event row, parsing its JSON', () => {
    expect(decodeEvent(eventRow)).toEqual({ roomId: 'r1', version: 1, eventId: 'e1', seat: 'black', event: { type: 'play' }, at: 20 });
  });

  it.each([
    [{ roomId: null }, 'An event: roomId is not text.'],
    [{ version: 0.5 }, 'An event of room "r1": version is not a version (an integer ≥ 0).'],
    [{ eventId: 3 }, 'Event 1 of room "r1": eventId is not text.'],
    [{ event: 'undefined' }, 'Event 1 of room "r1": event is not JSON.'],
    [{ at: '20' }, 'Event 1 of room "r1": at is not a time in milliseconds.'],
  ])('refuses %o as a corrupt row naming the event and field', (change, message) => {
    const error = failure(() => decodeEvent({ ...eventRow, ...change }));
    expect(error.code).toBe('corrupt-row');
    expect(error.message).toBe(message);
  });
});
