import { POOLS } from '@gomoku/protocol';
import { SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLog } from '../ops/log.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { GameStore, NewResult } from '../store/types.ts';
import { rateGame } from './glicko.ts';
import { RatingLedger } from './ledger.ts';
import { UNPLAYED_RATING } from './views.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A memory store with players ann, bob and cy, and a matched room `m`. */
async function storeWithPlayers(): Promise<GameStore> {
  const store = createMemoryStore();
  cleanup.push(() => store.close());
  for (const id of ['ann', 'bob', 'cy']) await store.createPlayer({ id, keyHash: `key-${id}`, name: id, nameKey: id, now: 0 });
  await store.createRoom({ id: 'm', settings: {}, seats: {}, state: {}, live: true, now: 0, match: { data: {}, rating: 1500, claims: [] } });
  return store;
}

let version = 0;
/** Stores the result of a game of room `m` (`score` for `first`). */
async function finish(store: GameStore, first: string, second: string, score: 0 | 0.5 | 1, rated = true): Promise<void> {
  const at = ++version;
  const result: NewResult = { id: `m:${at}`, roomId: 'm', family: 'freestyle', rated, first, second, score, data: { terms: POOLS['freestyle-3+2'] }, at };
  const stored = await store.versions(['m']);
  await store.append({ roomId: 'm', expectedVersion: stored.get('m') ?? 0, eventId: `e${at}`, seat: 'first', event: {}, state: {}, live: false, now: at, result });
}

function ledgerOn(store: GameStore, clock = new SimulatedClock()) {
  const ledger = new RatingLedger({ store, log: createLog('silent'), clock });
  cleanup.push(() => ledger.close());
  const told: string[][] = [];
  ledger.onRated((ids) => told.push([...ids].sort()));
  return { ledger, told, clock };
}

const ratingsOf = async (store: GameStore, id: string) => (await store.players([id])).get(id)?.ratings.freestyle;

describe('RatingLedger', () => {
  it('rates results in the order stored, each from the ratings the one before left, and says who changed', async () => {
    const store = await storeWithPlayers();
    await finish(store, 'ann', 'bob', 1);
    await finish(store, 'bob', 'cy', 0.5);
    await finish(store, 'cy', 'ann', 0, false);
    const { ledger, told } = ledgerOn(store);
    ledger.kick();
    await vi.waitFor(async () => expect(await store.unratedResults(10)).toEqual([]));
    const first = rateGame(UNPLAYED_RATING, UNPLAYED_RATING, 1);
    const second = rateGame(first.second, UNPLAYED_RATING, 0.5);
    expect(await ratingsOf(store, 'ann')).toEqual(first.first);
    expect(await ratingsOf(store, 'bob')).toEqual(second.first);
    expect(await ratingsOf(store, 'cy')).toEqual(second.second);
    expect(told).toEqual([['ann', 'bob', 'cy']]);
  });

  it('reads again when another process rated first, and rates nothing twice', async () => {
    const store = await storeWithPlayers();
    await finish(store, 'ann', 'bob', 1);
    const rival = ledgerOn(store);
    // The rival applies everything between this ledger's read and its write.
    const calls: string[] = [];
    const racing: GameStore = {
      ...store,
      rateResults: async (updates) => {
        calls.push('rate');
        if (calls.filter((call) => call === 'rate').length === 1) {
          const rated = new Promise((resolve) => rival.ledger.onRated(resolve));
          rival.ledger.kick();
          await rated;
        }
        return store.rateResults(updates);
      },
      unratedResults: async (limit) => {
        calls.push('read');
        return store.unratedResults(limit);
      },
    };
    const { ledger, told } = ledgerOn(racing);
    ledger.kick();
    await vi.waitFor(() => expect(calls).toEqual(['read', 'rate', 'read']));
    await ledger.close();
    expect(told).toEqual([]);
    expect(rival.told).toEqual([['ann', 'bob']]);
    expect((await ratingsOf(store, 'ann'))?.games).toBe(1);
  });

  it('runs at start and every 5 s on its clock, again after a kick during a run, and not after close', async () => {
    const store = await storeWithPlayers();
    await finish(store, 'ann', 'bob', 1);
    const { ledger, told, clock } = ledgerOn(store);
    ledger.start();
    await vi.waitFor(() => expect(told).toHaveLength(1));
    await finish(store, 'ann', 'cy', 1);
    clock.increment(4_999);
    await new Promise(setImmediate);
    expect(await store.unratedResults(10)).toHaveLength(1);
    clock.increment(1);
    await vi.waitFor(() => expect(told).toHaveLength(2));
    // Two kicks while one run reads: one more run after it picks the new result up.
    await finish(store, 'bob', 'cy', 0);
    ledger.kick();
    await finish(store, 'cy', 'ann', 0);
    ledger.kick();
    await vi.waitFor(async () => expect(await store.unratedResults(10)).toEqual([]));
    expect((await ratingsOf(store, 'ann'))?.games).toBe(3);
    await ledger.close();
    await finish(store, 'ann', 'bob', 1);
    ledger.kick();
    clock.increment(10_000);
    await new Promise(setImmediate);
    expect(await store.unratedResults(10)).toHaveLength(1);
  });

  it('keeps going after a failed store call and a listener that throws', async () => {
    const store = await storeWithPlayers();
    await finish(store, 'ann', 'bob', 1);
    let failures = 1;
    const flaky: GameStore = {
      ...store,
      unratedResults: async (limit) => {
        if (failures-- > 0) throw new Error('ECONNRESET');
        return store.unratedResults(limit);
      },
    };
    const { ledger, told } = ledgerOn(flaky);
    ledger.onRated(() => {
      throw new Error('a broken listener');
    });
    ledger.kick();
    await vi.waitFor(() => expect(failures).toBe(0));
    ledger.kick();
    await vi.waitFor(() => expect(told).toEqual([['ann', 'bob']]));
  });
});
