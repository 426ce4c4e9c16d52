import { describe, expect, it } from 'vitest';
import { StoreError } from './errors.ts';
import { decodeEvent, decodeLiveMatch, decodePlayer, decodeResult, decodeRoom, encodeAppend, encodeRatingUpdates, encodeRoom } from './rows.ts';
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
      match: null,
    });
    expect(decodeRoom({ ...roomRow, match: '{"players":{"p1":"a"}}' }).match).toEqual({ players: { p1: 'a' } });
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
    [{ match: '{' }, 'Room "r1": match is not JSON.'],
    [{ match: 3 }, 'Room "r1": match is not text.'],
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

const playerRow: Row = { id: 'p1', keyHash: 'k1', name: 'Ann', nameKey: 'ann', createdAt: 5 };
const ratingRow: Row = { family: 'renju', rating: 1_612.5, deviation: 80, volatility: 0.059, games: 12 };

describe('decodePlayer', () => {
  it('reads a player row and its rating rows, a family not played absent', () => {
    expect(decodePlayer(playerRow, [ratingRow])).toEqual({
      id: 'p1',
      keyHash: 'k1',
      name: 'Ann',
      nameKey: 'ann',
      createdAt: 5,
      ratings: { renju: { rating: 1_612.5, deviation: 80, volatility: 0.059, games: 12 } },
    });
  });

  it.each([
    [{ name: null }, [], 'Player "p1": name is not text.'],
    [{}, [{ ...ratingRow, family: 'chess' }], 'A rating of player "p1": family is not one of freestyle, renju.'],
    [{}, [{ ...ratingRow, rating: Number.POSITIVE_INFINITY }], 'The renju rating of player "p1": rating is not a finite number.'],
    [{}, [{ ...ratingRow, games: -1 }], 'The renju rating of player "p1": games is not a version (an integer ≥ 0).'],
  ])('refuses %o with ratings %o as a corrupt row naming the player and field', (change, ratings, message) => {
    const error = failure(() => decodePlayer({ ...playerRow, ...change }, ratings));
    expect(error.code).toBe('corrupt-row');
    expect(error.message).toBe(message);
  });
});

const rating = { rating: 1_500, deviation: 350, volatility: 0.06, games: 0 };
const resultRow: Row = {
  seq: 3,
  id: 'r1:1',
  roomId: 'r1',
  family: 'freestyle',
  rated: true,
  first: 'p1',
  second: 'p2',
  score: 0.5,
  data: '{"moves":[112]}',
  at: 30,
  ratings: null,
};

describe('decodeResult', () => {
  it('reads a result row, its ratings null until rated', () => {
    const { data: _text, ...rest } = resultRow;
    expect(decodeResult(resultRow)).toEqual({ ...rest, data: { moves: [112] } });
    const ratings = { first: { before: rating, after: { ...rating, games: 1 } }, second: { before: rating, after: { ...rating, games: 1 } } };
    expect(decodeResult({ ...resultRow, ratings: JSON.stringify(ratings) }).ratings).toEqual(ratings);
  });

  it.each([
    [{ seq: 1.5 }, 'Result "r1:1": seq is not a version (an integer ≥ 0).'],
    [{ family: 'go' }, 'Result "r1:1": family is not one of freestyle, renju.'],
    [{ rated: 1 }, 'Result "r1:1": rated is not true or false.'],
    [{ score: 0.25 }, 'Result "r1:1": score is not 0, 0.5 or 1.'],
    [{ data: 'x' }, 'Result "r1:1": data is not JSON.'],
    [{ ratings: '{"first":{},"second":{}}' }, 'Result "r1:1": ratings is not the ratings before and after of both players.'],
    [{ ratings: 'null' }, 'Result "r1:1": ratings is not the ratings before and after of both players.'],
  ])('refuses %o as a corrupt row naming the result and field', (change, message) => {
    const error = failure(() => decodeResult({ ...resultRow, ...change }));
    expect(error.code).toBe('corrupt-row');
    expect(error.message).toBe(message);
  });
});

describe('decodeLiveMatch', () => {
  it('reads a live match row, and refuses one whose match is not JSON', () => {
    expect(decodeLiveMatch({ id: 'r1', match: '{"a":1}', createdAt: 4 })).toEqual({ id: 'r1', match: { a: 1 }, createdAt: 4 });
    expect(failure(() => decodeLiveMatch({ id: 'r1', match: null, createdAt: 4 })).message).toBe('Room "r1": match is not text.');
  });
});

describe('encoders', () => {
  const newRoom = { id: 'r1', settings: {}, seats: {}, state: {}, live: true, now: 1 };

  it("writes a match's data as JSON and its claims once each", () => {
    expect(encodeRoom({ ...newRoom, match: { data: { a: 1 }, rating: 1e308, claims: ['k', 'k', 'j'] } }).match).toEqual({ data: '{"a":1}', rating: 1e308, claims: ['k', 'j'] });
    expect(encodeRoom(newRoom).match).toBeNull();
  });

  it('refuses a sparse claims list and a proxy that throws as bad-value', () => {
    // eslint-disable-next-line no-sparse-arrays -- the hostile value under test
    expect(failure(() => encodeRoom({ ...newRoom, match: { data: {}, rating: 1, claims: ['k', , 'j'] as string[] } })).code).toBe('bad-value');
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(failure(() => encodeRoom({ ...newRoom, match: hostile as never })).code).toBe('bad-value');
    expect(failure(() => encodeRatingUpdates([hostile as never])).code).toBe('bad-value');
  });

  it("writes an append's result with its data as JSON, only for the append's own room", () => {
    const append = { roomId: 'r1', expectedVersion: 0, eventId: 'e', seat: 'p1', event: {}, state: {}, live: false, now: 2 };
    const result = { id: 'r1:1', roomId: 'r1', family: 'renju', rated: false, first: 'a', second: 'b', score: 0, data: [1], at: 2 } as const;
    expect(encodeAppend({ ...append, result }).result).toEqual({ ...result, data: '[1]' });
    expect(encodeAppend(append).result).toBeNull();
    expect(failure(() => encodeAppend({ ...append, result: { ...result, roomId: 'r2' } })).code).toBe('bad-value');
  });

  it("writes a rating update's unrated side as the initial rating", () => {
    const after = { ...rating, rating: 1_600, games: 1 };
    const [update] = encodeRatingUpdates([{ resultSeq: 1, family: 'freestyle', first: { player: 'a', before: null, after }, second: { player: 'b', before: { ...rating, games: 4 }, after } }]);
    expect(update).toMatchObject({ first: { player: 'a', expectedGames: 0, after }, second: { player: 'b', expectedGames: 4, after } });
    expect(JSON.parse(update?.ratings ?? '')).toEqual({ first: { before: rating, after }, second: { before: { ...rating, games: 4 }, after } });
  });
});
