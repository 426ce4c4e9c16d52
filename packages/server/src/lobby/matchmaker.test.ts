import { MatchSchema, POOLS, type Terms } from '@gomoku/protocol';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../rooms/game.ts';
import { hashToken } from '../rooms/tokens.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { GameStore, NewResult } from '../store/types.ts';
import { firstSeatsOf, Matchmaker } from './matchmaker.ts';

const FREE = POOLS['freestyle-3+2'];
const SWAP2: Terms = POOLS['renju-10+5'];

const stores: GameStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function withPlayers(...ids: string[]): Promise<GameStore> {
  const store = createMemoryStore();
  stores.push(store);
  for (const id of ids) await store.createPlayer({ id, keyHash: `key-${id}`, name: id, nameKey: id, now: 1 });
  return store;
}

let games = 0;
/** Stores a finished game of `first` against `second`, Black on `black`. */
async function played(store: GameStore, first: string, second: string, black: 'first' | 'second', terms: Terms = FREE): Promise<void> {
  games += 1;
  const room = `played-${games}`;
  await store.createRoom({ id: room, settings: {}, seats: {}, state: {}, live: true, now: games, match: { data: {}, rating: 1500, claims: [] } });
  const result: NewResult = { id: `${room}:1`, roomId: room, family: terms.family, rated: true, first, second, score: 1, data: { terms, black, reason: 'five', moves: [112, 113] }, at: games };
  await store.append({ roomId: room, expectedVersion: 0, eventId: 'e', seat: 'first', event: {}, state: {}, live: false, now: games, result });
}

describe('Matchmaker', () => {
  it('makes a live matched room: seats by token hash, each player told their seat and the other', async () => {
    const store = await withPlayers('ann', 'bob');
    const made = await new Matchmaker({ store, clock: systemClock, random: () => 0 }).makeRoom(['ann', 'bob'], FREE, ['pool:a', 'pool:b']);
    if (!made) throw new Error('no room');
    const [forAnn, forBob] = made.news;
    expect(forAnn).toMatchObject({ room: made.room, player: 'p1', opponent: { id: 'bob' }, terms: FREE });
    expect(forBob).toMatchObject({ room: made.room, player: 'p2', opponent: { id: 'ann' }, terms: FREE });
    const room = await store.loadRoom(made.room);
    expect(room).toMatchObject({ live: true, version: 0, seats: { p1: hashToken(forAnn.token), p2: hashToken(forBob.token) } });
    expect(v.parse(MatchSchema, room?.match)).toMatchObject({ terms: FREE, players: { p1: { id: 'ann', rating: { rating: 1500, provisional: true } }, p2: { id: 'bob' } } });
    expect(await store.liveMatches(10)).toHaveLength(1);
  });

  it('drops the pairing when another room claims it first, or a player is gone', async () => {
    const store = await withPlayers('ann', 'bob', 'cy');
    const matchmaker = new Matchmaker({ store, clock: systemClock });
    expect(await matchmaker.makeRoom(['ann', 'bob'], FREE, ['pool:a', 'pool:b'])).not.toBeNull();
    expect(await matchmaker.makeRoom(['cy', 'bob'], FREE, ['pool:c', 'pool:b'])).toBeNull();
    expect(await matchmaker.makeRoom(['cy', 'nobody'], FREE, ['pool:c', 'pool:n'])).toBeNull();
    expect(await matchmaker.makeRoom(['cy', 'cy'], FREE, ['pool:c', 'pool:d'])).toBeNull();
    // Nothing of the refused pairings was stored: c's claim is free.
    expect(await matchmaker.makeRoom(['cy', 'ann'], FREE, ['pool:c'])).not.toBeNull();
  });

  it('gives the first seat to whoever had it less often lately (Black under a free opening, the opener under swap2)', async () => {
    const store = await withPlayers('ann', 'bob', 'cy', 'dee');
    // Ann held Black twice as `first`; Bob once as `second`.
    await played(store, 'ann', 'cy', 'first');
    await played(store, 'cy', 'ann', 'second');
    await played(store, 'cy', 'bob', 'second');
    const matchmaker = new Matchmaker({ store, clock: systemClock, random: () => 0 });
    const free = await matchmaker.makeRoom(['ann', 'bob'], FREE, []);
    expect(free?.news.map((n) => n.player)).toEqual(['p2', 'p1']);
    // Under swap2 the seat is what counts: Ann opened once, Bob never.
    const swap = await matchmaker.makeRoom(['ann', 'bob'], SWAP2, []);
    expect(swap?.news.map((n) => n.player)).toEqual(['p2', 'p1']);
    // A tie (Bob and Dee never opened) is a coin toss.
    const heads = await new Matchmaker({ store, clock: systemClock, random: () => 0.9 }).makeRoom(['bob', 'dee'], SWAP2, []);
    expect(heads?.news.map((n) => n.player)).toEqual(['p2', 'p1']);
    const tails = await new Matchmaker({ store, clock: systemClock, random: () => 0.1 }).makeRoom(['bob', 'dee'], SWAP2, []);
    expect(tails?.news.map((n) => n.player)).toEqual(['p1', 'p2']);
  });

  it('counts no seat from a result whose data does not read', () => {
    const result = { id: 'r', roomId: 'r', family: 'freestyle', rated: true, first: 'ann', second: 'bob', score: 1, data: { black: 'first', moves: 'x' }, at: 1, seq: 1, ratings: null } as const;
    expect(firstSeatsOf([result], 'ann', FREE)).toBe(0);
    expect(firstSeatsOf([result], 'ann', SWAP2)).toBe(1);
  });
});
