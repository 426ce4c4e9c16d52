import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreError } from '../src/store/errors.ts';
import { BUS_MESSAGE_BYTES, type GameStore } from '../src/store/types.ts';
import { event, matchRoom, player, rated, rating, rejection, result, room, type StoreHarness } from './store-harness.ts';

/**
 * The one behaviour every `GameStore` shares, run against each implementation. `open` gives a
 * store on fresh, empty data for each test; `durable` adds the tests that reopen the data.
 */
export function describeStore(name: string, open: () => Promise<StoreHarness>, { durable }: { durable: boolean }): void {
  describe(`${name} store`, () => {
    let harness: StoreHarness;
    let store: GameStore;

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(() => harness.dispose());

    describe('rooms', () => {
      it('creates a room at version 0 and loads it back', async () => {
        await store.createRoom(room('r1', { live: false, now: 1_234 }));
        expect(await store.loadRoom('r1')).toEqual({
          id: 'r1',
          settings: { variant: 'gomoku', size: 15 },
          seats: { black: 'hash-of-black-token', white: 'hash-of-white-token' },
          state: { moves: [] },
          version: 0,
          live: false,
          createdAt: 1_234,
          updatedAt: 1_234,
          match: null,
        });
      });

      it('loads null for a room that does not exist', async () => {
        await store.createRoom(room('r1'));
        expect(await store.loadRoom('r2')).toBeNull();
      });

      it('refuses a second room with the same id and keeps the first', async () => {
        await store.createRoom(room('r1'));
        expect(await rejection(store.createRoom(room('r1', { state: { moves: [0] } })))).toBe('room-exists');
        expect((await store.loadRoom('r1'))?.state).toEqual({ moves: [] });
      });

      it('keeps JSON exactly: quotes, backslashes, NUL, astral characters, numbers, null', async () => {
        const awkward = { text: 'say "hi" \\ \u0000 🀄 é', numbers: [-0.5, 1e300, 0], nested: [true, null, {}] };
        await store.createRoom(room('r1', { settings: awkward, state: null }));
        const loaded = await store.loadRoom('r1');
        expect(loaded?.settings).toEqual(awkward);
        expect(loaded?.state).toBeNull();
      });

      it('refuses values JSON cannot write, seats that are not token hashes and unusable ids, storing nothing', async () => {
        expect(await rejection(store.createRoom(room('r1', { state: undefined })))).toBe('bad-value');
        expect(await rejection(store.createRoom(room('r1', { settings: { big: 1n } })))).toBe('bad-value');
        expect(await rejection(store.createRoom(room('r1', { seats: { black: 5 } as unknown as Record<string, string> })))).toBe('bad-value');
        expect(await rejection(store.createRoom(room('r1', { now: Number.NaN })))).toBe('bad-value');
        expect(await store.loadRoom('r1')).toBeNull();
        expect(await rejection(store.createRoom(room('')))).toBe('bad-value');
        expect(await rejection(store.createRoom(room('x'.repeat(201))))).toBe('bad-value');
        await store.createRoom(room('x'.repeat(200)));
        expect(await store.append(event('x'.repeat(200), 0, 'a'))).toEqual({ ok: true, version: 1 });
      });

      it('hands out copies: changing a loaded room changes nothing stored', async () => {
        await store.createRoom(room('r1'));
        const loaded = await store.loadRoom('r1');
        (loaded?.state as { moves: number[] }).moves.push(1);
        expect((await store.loadRoom('r1'))?.state).toEqual({ moves: [] });
      });
    });

    describe('append', () => {
      it('appends in order: each event bumps the version and replaces the state', async () => {
        await store.createRoom(room('r1'));
        expect(await store.append(event('r1', 0, 'a'))).toEqual({ ok: true, version: 1 });
        expect(await store.append(event('r1', 1, 'b', { seat: 'white' }))).toEqual({ ok: true, version: 2 });
        expect(await store.append(event('r1', 2, 'c', { live: false, now: 9_000 }))).toEqual({ ok: true, version: 3 });
        expect(await store.loadRoom('r1')).toMatchObject({ version: 3, state: { after: 'c' }, live: false, createdAt: 1_000, updatedAt: 9_000 });
        expect(await store.eventsSince('r1', 0)).toEqual([
          { roomId: 'r1', version: 1, eventId: 'a', seat: 'black', event: { type: 'play', point: 112, eventId: 'a' }, at: 2_000 },
          { roomId: 'r1', version: 2, eventId: 'b', seat: 'white', event: { type: 'play', point: 112, eventId: 'b' }, at: 2_001 },
          { roomId: 'r1', version: 3, eventId: 'c', seat: 'black', event: { type: 'play', point: 112, eventId: 'c' }, at: 9_000 },
        ]);
      });

      it('lists only the events after a version, and none for an unknown room', async () => {
        await store.createRoom(room('r1'));
        for (const [v, id] of ['a', 'b', 'c'].entries()) await store.append(event('r1', v, id));
        expect((await store.eventsSince('r1', 1)).map((e) => e.eventId)).toEqual(['b', 'c']);
        expect(await store.eventsSince('r1', 3)).toEqual([]);
        expect(await store.eventsSince('nowhere', 0)).toEqual([]);
      });

      it('keeps rooms apart: versions and event ids are per room', async () => {
        await store.createRoom(room('r1'));
        await store.createRoom(room('r2'));
        expect(await store.append(event('r1', 0, 'same-id'))).toEqual({ ok: true, version: 1 });
        expect(await store.append(event('r2', 0, 'same-id'))).toEqual({ ok: true, version: 1 });
        expect(await store.eventsSince('r2', 0)).toHaveLength(1);
      });

      it('answers conflict with the current version when the room has moved on', async () => {
        await store.createRoom(room('r1'));
        await store.append(event('r1', 0, 'a'));
        expect(await store.append(event('r1', 0, 'b'))).toEqual({ ok: false, reason: 'conflict', version: 1 });
        expect(await store.append(event('r1', 5, 'b'))).toEqual({ ok: false, reason: 'conflict', version: 1 });
        expect((await store.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual(['a']);
        expect((await store.loadRoom('r1'))?.state).toEqual({ moves: [112], after: 'a' });
      });

      it('lets exactly one of two racing appends at the same version win', async () => {
        await store.createRoom(room('r1'));
        const results = await Promise.all([store.append(event('r1', 0, 'a')), store.append(event('r1', 0, 'b'))]);
        const winner = results.findIndex((r) => r.ok);
        expect(results.filter((r) => r.ok)).toEqual([{ ok: true, version: 1 }]);
        expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'conflict', version: 1 }]);
        const winnerId = ['a', 'b'][winner];
        expect((await store.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual([winnerId]);
        expect((await store.loadRoom('r1'))?.state).toEqual({ moves: [112], after: winnerId });
      });

      it('recognises a resent event id: duplicate with the version it got, nothing stored, even at the current version', async () => {
        await store.createRoom(room('r1'));
        await store.append(event('r1', 0, 'a'));
        await store.append(event('r1', 1, 'b'));
        const resend = event('r1', 0, 'a', { state: { resent: true } });
        expect(await store.append(resend)).toEqual({ ok: false, reason: 'duplicate', version: 1 });
        expect(await store.append({ ...resend, expectedVersion: 2 })).toEqual({ ok: false, reason: 'duplicate', version: 1 });
        expect((await store.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual(['a', 'b']);
        expect(await store.loadRoom('r1')).toMatchObject({ version: 2, state: { after: 'b' } });
      });

      it('applies an event sent twice at once exactly once', async () => {
        await store.createRoom(room('r1'));
        const results = await Promise.all([store.append(event('r1', 0, 'a')), store.append(event('r1', 0, 'a'))]);
        expect(results).toContainEqual({ ok: true, version: 1 });
        expect(results).toContainEqual({ ok: false, reason: 'duplicate', version: 1 });
        expect(await store.eventsSince('r1', 0)).toHaveLength(1);
      });

      it('answers no-room for a room that does not exist, storing nothing', async () => {
        expect(await store.append(event('nowhere', 0, 'a'))).toEqual({ ok: false, reason: 'no-room' });
        expect(await store.eventsSince('nowhere', 0)).toEqual([]);
      });

      it('refuses an event or state JSON cannot write, storing nothing', async () => {
        await store.createRoom(room('r1'));
        expect(await rejection(store.append(event('r1', 0, 'a', { event: undefined })))).toBe('bad-value');
        const cyclic: Record<string, unknown> = {};
        cyclic.self = cyclic;
        expect(await rejection(store.append(event('r1', 0, 'a', { state: cyclic })))).toBe('bad-value');
        expect(await store.loadRoom('r1')).toMatchObject({ version: 0, state: { moves: [] } });
        expect(await store.append(event('r1', 0, 'a'))).toEqual({ ok: true, version: 1 });
      });
    });

    describe('appends sent together (one batch for a durable store)', () => {
      it('commits the other rooms when one loses a version race, and takes the retry against the new state', async () => {
        for (const id of ['r1', 'r2', 'r3']) await store.createRoom(room(id));
        await store.append(event('r2', 0, 'first'));
        const results = await Promise.all([store.append(event('r1', 0, 'a')), store.append(event('r2', 0, 'late')), store.append(event('r3', 0, 'c'))]);
        expect(results).toEqual([
          { ok: true, version: 1 },
          { ok: false, reason: 'conflict', version: 1 },
          { ok: true, version: 1 },
        ]);
        expect(await store.append(event('r2', 1, 'late'))).toEqual({ ok: true, version: 2 });
        expect((await store.eventsSince('r2', 0)).map((e) => e.eventId)).toEqual(['first', 'late']);
        expect(await store.loadRoom('r1')).toMatchObject({ version: 1, state: { after: 'a' } });
        expect(await store.loadRoom('r3')).toMatchObject({ version: 1, state: { after: 'c' } });
      });

      it("keeps each room's order within a batch: its events go in the order they were sent", async () => {
        await store.createRoom(room('r1'));
        await store.createRoom(room('r2'));
        const results = await Promise.all([
          store.append(event('r1', 0, 'a')),
          store.append(event('r2', 0, 'x')),
          store.append(event('r1', 1, 'b')),
          store.append(event('r1', 2, 'c')),
          store.append(event('nowhere', 0, 'n')),
          store.append(event('r2', 0, 'x')),
        ]);
        expect(results).toEqual([
          { ok: true, version: 1 },
          { ok: true, version: 1 },
          { ok: true, version: 2 },
          { ok: true, version: 3 },
          { ok: false, reason: 'no-room' },
          { ok: false, reason: 'duplicate', version: 1 },
        ]);
        expect((await store.eventsSince('r1', 0)).map((e) => [e.version, e.eventId])).toEqual([
          [1, 'a'],
          [2, 'b'],
          [3, 'c'],
        ]);
      });
    });

    describe('expireRooms', () => {
      it('deletes the rooms not live last updated before idleBefore and the live ones before abandonedBefore, with their events', async () => {
        await store.createRoom(room('idle-old', { live: false, now: 100 }));
        await store.createRoom(room('idle-new', { live: false, now: 500 }));
        await store.createRoom(room('live-old', { live: true, now: 100 }));
        await store.createRoom(room('live-new', { live: true, now: 250 }));
        await store.createRoom(room('finished', { live: true, now: 100 }));
        await store.createRoom(room('moved', { live: true, now: 50 }));
        await store.append(event('finished', 0, 'a', { live: false, now: 200 }));
        await store.append(event('idle-old', 0, 'a', { live: false, now: 150 }));
        await store.append(event('moved', 0, 'a', { live: true, now: 400 }));

        // A room updated at its cutoff itself stays (live-new).
        expect((await store.expireRooms({ idleBefore: 300, abandonedBefore: 250 })).sort()).toEqual(['finished', 'idle-old', 'live-old']);
        for (const id of ['idle-old', 'finished', 'live-old']) expect(await store.loadRoom(id)).toBeNull();
        expect(await store.eventsSince('finished', 0)).toEqual([]);
        expect(await store.append(event('idle-old', 1, 'b'))).toEqual({ ok: false, reason: 'no-room' });
        expect(await store.loadRoom('idle-new')).toMatchObject({ live: false, updatedAt: 500 });
        expect(await store.loadRoom('live-new')).toMatchObject({ live: true, updatedAt: 250 });

        // The last event counts, not the room's creation (moved was created at 50).
        expect((await store.expireRooms({ idleBefore: Number.MAX_VALUE, abandonedBefore: 300 })).sort()).toEqual(['idle-new', 'live-new']);
        expect(await store.loadRoom('moved')).toMatchObject({ live: true, updatedAt: 400 });
      });

      it('holds each room to its own cutoff: a live room to abandonedBefore, a room not live to idleBefore', async () => {
        await store.createRoom(room('idle', { live: false, now: 500 }));
        await store.createRoom(room('live', { live: true, now: 500 }));
        expect(await store.expireRooms({ idleBefore: 100, abandonedBefore: Number.MAX_VALUE })).toEqual(['live']);
        expect(await store.expireRooms({ idleBefore: Number.MAX_VALUE, abandonedBefore: 100 })).toEqual(['idle']);
      });

      it('leaves nothing of an expired room behind: its id starts afresh', async () => {
        await store.createRoom(room('r1', { live: false, now: 100 }));
        await store.append(event('r1', 0, 'a', { live: true, now: 100 }));
        expect(await store.expireRooms({ idleBefore: 0, abandonedBefore: 200 })).toEqual(['r1']);
        await store.createRoom(room('r1'));
        expect(await store.eventsSince('r1', 0)).toEqual([]);
        expect(await store.append(event('r1', 0, 'a'))).toEqual({ ok: true, version: 1 });
      });

      it('keeps a room that an append made live again until it is abandoned', async () => {
        await store.createRoom(room('r1', { live: false, now: 100 }));
        await store.append(event('r1', 0, 'a', { live: true, now: 150 }));
        expect(await store.expireRooms({ idleBefore: Number.MAX_VALUE, abandonedBefore: 150 })).toEqual([]);
        expect(await store.expireRooms({ idleBefore: Number.MAX_VALUE, abandonedBefore: 151 })).toEqual(['r1']);
      });

      it('holds rooms to their cutoffs to the millisecond, minutes and years apart', async () => {
        const minute = 60_000;
        await store.createRoom(room('idle', { live: false, now: 7 * minute + 5 }));
        await store.createRoom(room('live', { live: true, now: 2 * minute - 1 }));
        await store.createRoom(room('late', { live: true, now: 1e15 }));
        await store.append(event('live', 0, 'a', { live: true, now: 3 * minute }));
        expect(await store.expireRooms({ idleBefore: 7 * minute + 5, abandonedBefore: 3 * minute })).toEqual([]);
        expect(await store.expireRooms({ idleBefore: 7 * minute + 6, abandonedBefore: 3 * minute })).toEqual(['idle']);
        expect(await store.expireRooms({ idleBefore: 0, abandonedBefore: 3 * minute + 1 })).toEqual(['live']);
        expect(await store.expireRooms({ idleBefore: 0, abandonedBefore: 1e15 })).toEqual([]);
        expect(await store.expireRooms({ idleBefore: 0, abandonedBefore: 1e15 + 1 })).toEqual(['late']);
      });
    });

    describe('versions and the bus', () => {
      it('reads the stored version of each existing room in one call, leaving unknown ids out', async () => {
        await store.createRoom(room('r1'));
        await store.createRoom(room('r2'));
        await store.append(event('r1', 0, 'a'));
        await store.append(event('r1', 1, 'b'));
        expect(await store.versions(['r1', 'r2', 'nope'])).toEqual(new Map([['r1', 2], ['r2', 0]]));
        expect(await store.versions([])).toEqual(new Map());
      });

      it("carries a member's messages to the store's other members, in order, never to itself nor after it left", async () => {
        const heard: string[] = [];
        const a = store.joinBus((message) => heard.push(`a:${message}`));
        const b = store.joinBus((message, origin) => heard.push(`b:${message}:${origin === a.id}`));
        a.publish('1');
        a.publish('2');
        await expect.poll(() => heard).toEqual(['b:1:true', 'b:2:true']);
        b.leave();
        a.publish('3');
        store.joinBus(() => undefined).publish('4');
        await expect.poll(() => heard).toEqual(['b:1:true', 'b:2:true', 'a:4']);
        expect(() => a.publish('x'.repeat(BUS_MESSAGE_BYTES + 1))).toThrow(StoreError);
      });
    });

    describe('subscribe', () => {
      it("tells a listener of each of its store's appends, in order, before append resolves", async () => {
        await store.createRoom(room('r1'));
        await store.createRoom(room('r2'));
        const heard: [string, number][] = [];
        store.subscribe((roomId, version) => heard.push([roomId, version]));
        await store.append(event('r1', 0, 'a'));
        expect(heard).toEqual([['r1', 1]]);
        await store.append(event('r2', 0, 'a'));
        await store.append(event('r1', 1, 'b'));
        expect(heard).toEqual([['r1', 1], ['r2', 1], ['r1', 2]]);
      });

      it('says nothing of appends that stored nothing, nor after unsubscribing', async () => {
        await store.createRoom(room('r1'));
        const heard: number[] = [];
        const unsubscribe = store.subscribe((_, version) => heard.push(version));
        await store.append(event('r1', 0, 'a'));
        await store.append(event('r1', 0, 'b'));
        await store.append(event('r1', 1, 'a'));
        await store.append(event('nowhere', 0, 'a'));
        unsubscribe();
        unsubscribe();
        await store.append(event('r1', 1, 'c'));
        expect(heard).toEqual([1]);
      });

      it('tells each subscription, the same function subscribed twice too', async () => {
        await store.createRoom(room('r1'));
        const heard: string[] = [];
        const listener = (roomId: string) => heard.push(roomId);
        const first = store.subscribe(listener);
        store.subscribe(listener);
        first();
        await store.append(event('r1', 0, 'a'));
        expect(heard).toEqual(['r1']);
      });
    });

    describe('matches and claims', () => {
      it("keeps a match room's match and reads null for a room made by link", async () => {
        await store.createRoom(matchRoom('m1', ['seek:1']));
        await store.createRoom(room('r1'));
        expect((await store.loadRoom('m1'))?.match).toEqual({ players: { p1: 'ann', p2: 'bob' }, terms: { family: 'freestyle', rated: true } });
        expect((await store.loadRoom('r1'))?.match).toBeNull();
      });

      it('refuses a room claiming a key another room holds with claimed, storing nothing of it', async () => {
        await store.createRoom(matchRoom('m1', ['seek:1', 'pool:a']));
        expect(await rejection(store.createRoom(matchRoom('m2', ['pool:b', 'seek:1'])))).toBe('claimed');
        expect(await store.loadRoom('m2')).toBeNull();
        // Nothing of the refused room holds on: its other key and its id are free.
        await store.createRoom(matchRoom('m2', ['pool:b']));
        expect(await rejection(store.createRoom(matchRoom('m3', ['pool:b'])))).toBe('claimed');
      });

      it('refuses a taken room id before its claims, and keeps none of them', async () => {
        await store.createRoom(room('r1'));
        expect(await rejection(store.createRoom(matchRoom('r1', ['seek:1'])))).toBe('room-exists');
        await store.createRoom(matchRoom('m1', ['seek:1', 'seek:1']));
        expect((await store.loadRoom('r1'))?.match).toBeNull();
      });

      it('lets exactly one of two rooms racing for one claim be stored', async () => {
        const outcomes = await Promise.allSettled([store.createRoom(matchRoom('m1', ['pool:a', 'seek:1'])), store.createRoom(matchRoom('m2', ['seek:1', 'pool:b']))]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const loser = outcomes.findIndex((outcome) => outcome.status === 'rejected');
        expect(await rejection(Promise.reject((outcomes[loser] as PromiseRejectedResult).reason))).toBe('claimed');
        expect(await store.loadRoom(['m1', 'm2'][loser] ?? '')).toBeNull();
        expect(await store.loadRoom(['m2', 'm1'][loser] ?? '')).not.toBeNull();
      });

      it("frees a room's claims when it expires", async () => {
        await store.createRoom(matchRoom('m1', ['seek:1'], { live: false, now: 100 }));
        expect(await store.expireRooms({ idleBefore: 200, abandonedBefore: 0 })).toEqual(['m1']);
        await store.createRoom(matchRoom('m2', ['seek:1']));
      });

      it('refuses a match JSON cannot write, a rating that is not finite and claims that are not keys, storing nothing', async () => {
        const refused = [
          matchRoom('m1', ['seek:1'], { rating: Number.NaN }),
          matchRoom('m1', ['seek:1'], { rating: Number.POSITIVE_INFINITY }),
          matchRoom('m1', ['']),
          matchRoom('m1', ['seek:\u0000']),
          matchRoom('m1', ['x'.repeat(201)]),
          matchRoom('m1', [5 as unknown as string]),
          room('m1', { match: { data: { big: 1n }, rating: 1_500, claims: [] } }),
          room('m1', { match: { data: {}, rating: 1_500, claims: 'seek:1' as unknown as string[] } }),
          room('m1', {
            match: {
              data: {},
              rating: 1_500,
              get claims(): string[] {
                throw new Error('a hostile getter');
              },
            },
          }),
        ];
        for (const refusedRoom of refused) expect(await rejection(store.createRoom(refusedRoom))).toBe('bad-value');
        expect(await store.loadRoom('m1')).toBeNull();
        await store.createRoom(matchRoom('m1', ['seek:1'], { rating: 1e308 }));
        expect(await store.liveMatches(10)).toHaveLength(1);
      });

      it('lists the live rooms with a match, best rated first, at most limit', async () => {
        await store.createRoom(matchRoom('low', [], { rating: 1_200, now: 10 }));
        await store.createRoom(matchRoom('high', [], { rating: 2_100, now: 20 }));
        await store.createRoom(matchRoom('mid', [], { rating: 1_700, now: 30 }));
        await store.createRoom(matchRoom('over', [], { rating: 3_000 }));
        await store.createRoom(room('link'));
        await store.append(event('over', 0, 'a', { live: false }));
        const live = await store.liveMatches(10);
        expect(live.map((match) => match.id)).toEqual(['high', 'mid', 'low']);
        expect(live[0]).toEqual({ id: 'high', match: { players: { p1: 'ann', p2: 'bob' }, terms: { family: 'freestyle', rated: true } }, createdAt: 20 });
        expect((await store.liveMatches(2)).map((match) => match.id)).toEqual(['high', 'mid']);
        expect(await store.liveMatches(0)).toEqual([]);
        expect(await rejection(store.liveMatches(-1))).toBe('bad-value');
      });
    });

    describe('players', () => {
      it('registers a player and reads it by key and by id, unknown ones left out', async () => {
        await store.createPlayer(player('ann'));
        await store.createPlayer(player('bob', { name: 'Bob 🀄', nameKey: 'bob' }));
        const ann = { id: 'ann', keyHash: 'key-hash-of-ann', name: 'Player ann', nameKey: 'player ann', ratings: {}, createdAt: 500 };
        expect(await store.playerByKey('key-hash-of-ann')).toEqual(ann);
        expect(await store.playerByKey('key-hash-of-nobody')).toBeNull();
        const found = await store.players(['bob', 'nobody', 'ann']);
        expect([...found.keys()].sort()).toEqual(['ann', 'bob']);
        expect(found.get('ann')).toEqual(ann);
        expect(found.get('bob')?.name).toBe('Bob 🀄');
        expect(await store.players([])).toEqual(new Map());
      });

      it('refuses a taken name key with name-taken and a taken id or key hash with player-exists, storing nothing', async () => {
        await store.createPlayer(player('ann'));
        expect(await rejection(store.createPlayer(player('eve', { nameKey: 'player ann' })))).toBe('name-taken');
        expect(await rejection(store.createPlayer(player('ann', { keyHash: 'other', nameKey: 'other' })))).toBe('player-exists');
        expect(await rejection(store.createPlayer(player('eve', { keyHash: 'key-hash-of-ann', nameKey: 'other' })))).toBe('player-exists');
        expect(await store.players(['eve'])).toEqual(new Map());
        expect((await store.playerByKey('key-hash-of-ann'))?.id).toBe('ann');
        await store.createPlayer(player('eve', { nameKey: 'other' }));
      });

      it('renames a player, freeing its old name key; false for an unknown id; name-taken for a name key another holds', async () => {
        await store.createPlayer(player('ann'));
        await store.createPlayer(player('bob'));
        expect(await store.renamePlayer('ann', 'Anna', 'anna')).toBe(true);
        expect(await store.playerByKey('key-hash-of-ann')).toMatchObject({ name: 'Anna', nameKey: 'anna' });
        expect(await store.renamePlayer('ann', 'ANNA', 'anna')).toBe(true);
        expect(await rejection(store.renamePlayer('bob', 'Anna', 'anna'))).toBe('name-taken');
        expect((await store.players(['bob'])).get('bob')?.name).toBe('Player bob');
        await store.createPlayer(player('eve', { nameKey: 'player ann' }));
        expect(await store.renamePlayer('nobody', 'Zed', 'zed')).toBe(false);
        expect(await store.players(['nobody'])).toEqual(new Map());
      });

      it('refuses names and keys that are not short text without NUL, and hostile objects, storing nothing', async () => {
        const refused = [
          player('ann', { name: 'Ann\u0000' }),
          player('ann', { nameKey: '\u0000' }),
          player('ann', { name: '' }),
          player('ann', { name: 'a'.repeat(201) }),
          player('ann', { keyHash: 7 as unknown as string }),
          player('', {}),
          player('ann', { now: Number.NaN }),
          Object.defineProperty(player('ann'), 'name', {
            get() {
              throw new Error('a hostile getter');
            },
          }),
        ];
        for (const refusedPlayer of refused) expect(await rejection(store.createPlayer(refusedPlayer))).toBe('bad-value');
        expect(await store.players(['ann', ''])).toEqual(new Map());
        await store.createPlayer(player('ann'));
        expect(await rejection(store.renamePlayer('ann', 'Ann\u0000', 'ann'))).toBe('bad-value');
        expect((await store.players(['ann'])).get('ann')?.name).toBe('Player ann');
      });
    });

    describe('results', () => {
      /** Room `roomId` with one event, then its game `game` ended by the next: the stored result. */
      const endGame = async (roomId: string, game: number, overrides: Parameters<typeof result>[2] = {}) => {
        if (!(await store.loadRoom(roomId))) await store.createRoom(matchRoom(roomId, []));
        const version = (await store.versions([roomId])).get(roomId) ?? 0;
        expect(await store.append(event(roomId, version, `end-${game}`, { live: false, result: result(roomId, game, overrides) }))).toEqual({ ok: true, version: version + 1 });
      };

      it("stores an append's result with its event: in both players' history and, rated, among the unrated", async () => {
        await endGame('m1', 1);
        await endGame('m2', 1, { rated: false, first: 'bob', second: 'ann', score: 0.5 });
        const [rated] = await store.unratedResults(10);
        expect(rated).toEqual({ ...result('m1', 1), seq: expect.any(Number) as number, ratings: null });
        expect(await store.unratedResults(10)).toHaveLength(1);
        const history = await store.resultsOf('ann', { limit: 10 });
        expect(history.map((stored) => stored.id)).toEqual(['m2:1', 'm1:1']);
        expect(history[0]).toMatchObject({ rated: false, first: 'bob', second: 'ann', score: 0.5, ratings: null });
        expect(history[0]?.seq).toBeGreaterThan(rated?.seq ?? Number.POSITIVE_INFINITY);
        expect((await store.resultsOf('bob', { limit: 10 })).map((stored) => stored.id)).toEqual(['m2:1', 'm1:1']);
      });

      it('stores no result with an append that stores no event, and a result id stored before only once', async () => {
        await store.createRoom(matchRoom('m1', []));
        await store.append(event('m1', 0, 'a'));
        expect(await store.append(event('m1', 0, 'b', { result: result('m1', 1) }))).toEqual({ ok: false, reason: 'conflict', version: 1 });
        expect(await store.append(event('m1', 1, 'a', { result: result('m1', 1) }))).toEqual({ ok: false, reason: 'duplicate', version: 1 });
        expect(await store.append(event('nowhere', 0, 'a', { result: result('nowhere', 1) }))).toEqual({ ok: false, reason: 'no-room' });
        expect(await store.resultsOf('ann', { limit: 10 })).toEqual([]);
        expect(await store.append(event('m1', 1, 'b', { result: result('m1', 1) }))).toEqual({ ok: true, version: 2 });
        expect(await store.append(event('m1', 2, 'c', { result: result('m1', 1, { score: 0 }) }))).toEqual({ ok: true, version: 3 });
        expect(await store.resultsOf('ann', { limit: 10 })).toEqual([expect.objectContaining({ id: 'm1:1', score: 1 })]);
      });

      it('refuses a result that cannot be stored, storing neither it nor its event', async () => {
        await store.createRoom(matchRoom('m1', []));
        const refused = [
          result('m1', 1, { data: { big: 1n } }),
          result('m1', 1, { data: undefined }),
          result('m1', 1, { score: 2 as 1 }),
          result('m1', 1, { family: 'chess' as 'renju' }),
          result('m1', 1, { rated: 'yes' as unknown as boolean }),
          result('m1', 1, { first: 'ann\u0000' }),
          result('m1', 1, { at: Number.POSITIVE_INFINITY }),
          result('m2', 1),
        ];
        for (const bad of refused) expect(await rejection(store.append(event('m1', 0, 'end', { result: bad })))).toBe('bad-value');
        expect(await store.loadRoom('m1')).toMatchObject({ version: 0 });
        expect(await store.resultsOf('ann', { limit: 10 })).toEqual([]);
      });

      it('keeps results when their room expires: history outlives rooms', async () => {
        await endGame('m1', 1);
        expect(await store.expireRooms({ idleBefore: Number.MAX_VALUE, abandonedBefore: Number.MAX_VALUE })).toEqual(['m1']);
        expect((await store.resultsOf('ann', { limit: 10 })).map((stored) => stored.id)).toEqual(['m1:1']);
        expect(await store.unratedResults(10)).toHaveLength(1);
      });

      it("pages a player's results newest first, in either seat, before a time", async () => {
        for (const game of [1, 2, 3, 4]) await endGame('m1', game, game % 2 === 0 ? { first: 'bob', second: 'ann' } : {});
        await endGame('m2', 1, { first: 'cy', second: 'dee' });
        expect((await store.resultsOf('ann', { limit: 3 })).map((stored) => stored.id)).toEqual(['m1:4', 'm1:3', 'm1:2']);
        expect((await store.resultsOf('ann', { before: 3_002, limit: 3 })).map((stored) => stored.id)).toEqual(['m1:1']);
        expect(await store.resultsOf('ann', { before: 3_001, limit: 3 })).toEqual([]);
        expect(await store.resultsOf('nobody', { limit: 3 })).toEqual([]);
        expect(await rejection(store.resultsOf('ann', { limit: Number.NaN }))).toBe('bad-value');
        expect(await rejection(store.resultsOf('ann', { before: Number.NaN, limit: 3 }))).toBe('bad-value');
      });
    });

    describe('ratings', () => {
      beforeEach(async () => {
        for (const id of ['ann', 'bob', 'cy']) await store.createPlayer(player(id));
        await store.createRoom(matchRoom('m1', []));
        for (const [version, game] of [1, 2, 3].entries()) await store.append(event('m1', version, `end-${game}`, { result: result('m1', game, game === 3 ? { second: 'cy', family: 'renju' } : {}) }));
      });

      it('applies updates in order: the results rated with their ratings before and after, the players rated', async () => {
        const [first, second] = await store.unratedResults(2);
        if (!first || !second) throw new Error('expected two unrated results');
        const after1 = [rating(1_662.3, 1), rating(1_337.7, 1)] as const;
        const after2 = [rating(1_700.5, 2), rating(1_300.25, 2)] as const;
        expect(await store.rateResults([rated(first, [null, null], after1), rated(second, after1, after2)])).toBe(true);
        const initial = { rating: 1_500, deviation: 350, volatility: 0.06, games: 0 };
        expect((await store.resultsOf('bob', { limit: 10 })).map((stored) => stored.ratings)).toEqual([
          { first: { before: after1[0], after: after2[0] }, second: { before: after1[1], after: after2[1] } },
          { first: { before: initial, after: after1[0] }, second: { before: initial, after: after1[1] } },
        ]);
        const players = await store.players(['ann', 'bob', 'cy']);
        expect(players.get('ann')?.ratings).toEqual({ freestyle: after2[0] });
        expect(players.get('bob')?.ratings).toEqual({ freestyle: after2[1] });
        expect(players.get('cy')?.ratings).toEqual({});
        expect((await store.unratedResults(10)).map((stored) => stored.id)).toEqual(['m1:3']);
      });

      it('changes nothing and answers false when a result is rated already or a games count moved', async () => {
        const [first, second, third] = await store.unratedResults(10);
        if (!first || !second || !third) throw new Error('expected three unrated results');
        expect(await store.rateResults([rated(first, [null, null], [rating(1_600, 1), rating(1_400, 1)])])).toBe(true);
        // Rated already (another process was first), even with the counts it would expect.
        expect(await store.rateResults([rated(first, [rating(1_600, 1), rating(1_400, 1)], [rating(1_700, 2), rating(1_300, 2)])])).toBe(false);
        // A good update, then one from a stale count (ann has 1 game, not 0): neither is applied.
        const good = rated(third, [null, null], [rating(1_550, 1), rating(1_450, 1)]);
        expect(await store.rateResults([good, rated(second, [null, rating(1_400, 1)], [rating(1_700, 2), rating(1_300, 2)])])).toBe(false);
        expect(await store.rateResults([good, rated(second, [rating(1_600, 0), rating(1_400, 1)], [rating(1_700, 2), rating(1_300, 2)])])).toBe(false);
        expect((await store.unratedResults(10)).map((stored) => stored.id)).toEqual(['m1:2', 'm1:3']);
        expect((await store.players(['ann', 'cy'])).get('ann')?.ratings).toEqual({ freestyle: rating(1_600, 1) });
        expect((await store.players(['cy'])).get('cy')?.ratings).toEqual({});
        expect(await store.rateResults([good])).toBe(true);
        expect((await store.players(['ann'])).get('ann')?.ratings).toEqual({ freestyle: rating(1_600, 1), renju: rating(1_550, 1) });
        expect(await store.rateResults([])).toBe(true);
      });

      it('keeps ratings exactly, 1e308 too, and refuses ones that are not finite, changing nothing', async () => {
        const [first] = await store.unratedResults(1);
        if (!first) throw new Error('expected an unrated result');
        for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
          expect(await rejection(store.rateResults([rated(first, [null, null], [rating(bad, 1), rating(1_400, 1)])]))).toBe('bad-value');
        }
        expect(await rejection(store.rateResults([rated(first, [null, null], [rating(1_600, 1.5), rating(1_400, 1)])]))).toBe('bad-value');
        expect(await rejection(store.rateResults([{ ...rated(first, [null, null], [rating(1_600, 1), rating(1_400, 1)]), family: 'go' as 'renju' }]))).toBe('bad-value');
        expect(await store.unratedResults(10)).toHaveLength(3);
        const extreme = { rating: 1e308, deviation: 5e-324, volatility: 0.1 + 0.2, games: 1 };
        expect(await store.rateResults([rated(first, [null, null], [extreme, rating(-1e308, 1)])])).toBe(true);
        expect((await store.players(['ann'])).get('ann')?.ratings.freestyle).toEqual(extreme);
        expect((await store.resultsOf('ann', { limit: 10 })).at(-1)?.ratings?.first.after).toEqual(extreme);
      });
    });

    describe('close', () => {
      it('refuses every call after close, and closes once', async () => {
        await store.createRoom(room('r1'));
        await store.close();
        await store.close();
        expect(await rejection(store.loadRoom('r1'))).toBe('closed');
        expect(await rejection(store.append(event('r1', 0, 'a')))).toBe('closed');
        expect(await rejection(store.createRoom(room('r2')))).toBe('closed');
        expect(await rejection(store.eventsSince('r1', 0))).toBe('closed');
        expect(await rejection(store.expireRooms({ idleBefore: 0, abandonedBefore: 0 }))).toBe('closed');
        expect(() => store.subscribe(() => undefined)).toThrow(StoreError);
        expect(await rejection(store.createPlayer(player('ann')))).toBe('closed');
        expect(await rejection(store.renamePlayer('ann', 'Ann', 'ann'))).toBe('closed');
        expect(await rejection(store.playerByKey('key'))).toBe('closed');
        expect(await rejection(store.players(['ann']))).toBe('closed');
        expect(await rejection(store.unratedResults(1))).toBe('closed');
        expect(await rejection(store.rateResults([]))).toBe('closed');
        expect(await rejection(store.resultsOf('ann', { limit: 1 }))).toBe('closed');
        expect(await rejection(store.liveMatches(1))).toBe('closed');
      });
    });

    // Registered only for durable stores, so the memory store's run shows no skipped tests.
    if (durable) describe('durable', () => {
      const reopen = (sql?: string) => {
        if (!harness.reopen) throw new Error(`${name} is said to be durable but has no reopen`);
        return harness.reopen(sql);
      };

      it('keeps rooms and events across a close and reopen', async () => {
        await store.createRoom(room('r1'));
        await store.append(event('r1', 0, 'a'));
        await store.append(event('r1', 1, 'b', { live: false }));
        const reopened = await reopen();
        expect(await reopened.loadRoom('r1')).toMatchObject({ version: 2, live: false, state: { after: 'b' } });
        expect((await reopened.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual(['a', 'b']);
        expect(await reopened.append(event('r1', 2, 'c'))).toEqual({ ok: true, version: 3 });
      });

      it('keeps a result with its event, players, ratings, matches and claims across a close and reopen', async () => {
        await store.createPlayer(player('ann'));
        await store.createPlayer(player('bob'));
        await store.createRoom(matchRoom('m1', ['seek:1']));
        expect(await store.append(event('m1', 0, 'end', { live: false, result: result('m1', 1) }))).toEqual({ ok: true, version: 1 });
        const [stored] = await store.unratedResults(1);
        if (!stored) throw new Error('expected an unrated result');
        expect(await store.rateResults([rated(stored, [null, null], [rating(1_662.31, 1), rating(1_337.69, 1)])])).toBe(true);
        await store.createRoom(matchRoom('m2', ['seek:2']));
        await store.append(event('m2', 0, 'end', { live: false, result: result('m2', 1) }));
        const reopened = await reopen();
        expect((await reopened.loadRoom('m1'))?.match).toMatchObject({ players: { p1: 'ann', p2: 'bob' } });
        expect((await reopened.eventsSince('m2', 0)).map((e) => e.eventId)).toEqual(['end']);
        expect((await reopened.resultsOf('ann', { limit: 10 })).map((r) => [r.id, r.ratings?.first.after.rating ?? null])).toEqual([
          ['m2:1', null],
          ['m1:1', 1_662.31],
        ]);
        expect((await reopened.unratedResults(10)).map((r) => r.id)).toEqual(['m2:1']);
        expect((await reopened.playerByKey('key-hash-of-bob'))?.ratings).toEqual({ freestyle: rating(1_337.69, 1) });
        expect(await rejection(reopened.createRoom(matchRoom('m3', ['seek:1'])))).toBe('claimed');
      });

      it('reads result rows another program broke as corrupt-row errors naming the result and field', async () => {
        await store.createRoom(matchRoom('m1', []));
        await store.append(event('m1', 0, 'a', { result: result('m1', 1) }));
        await store.append(event('m1', 1, 'b', { result: result('m1', 2, { first: 'cy' }) }));
        const reopened = await reopen(`UPDATE gomoku_results SET score = 2 WHERE id = 'm1:1'; UPDATE gomoku_results SET ratings = '{"first": 1}' WHERE id = 'm1:2'`);
        await expect(reopened.resultsOf('ann', { limit: 1 })).rejects.toThrow(/Result "m1:1": score is not 0, 0.5 or 1/);
        await expect(reopened.resultsOf('cy', { limit: 1 })).rejects.toThrow(/Result "m1:2": ratings is not the ratings before and after of both players/);
        expect(await rejection(reopened.unratedResults(1))).toBe('corrupt-row');
      });

      it('reads a row another program broke as a corrupt-row error naming the room and field', async () => {
        await store.createRoom(room('r1'));
        await store.createRoom(room('r2'));
        const reopened = await reopen(`UPDATE gomoku_rooms SET seats = '{"black": 5}' WHERE id = 'r1'`);
        await expect(reopened.loadRoom('r1')).rejects.toThrow(/Room "r1": seats is not a record of token hashes/);
        expect(await rejection(reopened.loadRoom('r1'))).toBe('corrupt-row');
        expect(await reopened.loadRoom('r2')).not.toBeNull();
      });

      it('acknowledges none of a batch whose commit fails, stores none of it, and tells no listener', async () => {
        if (!harness.failCommitsHolding) throw new Error(`${name} is said to be durable but cannot fail a commit`);
        for (const id of ['r1', 'r2', 'r3']) await store.createRoom(room(id));
        await store.append(event('r1', 0, 'a'));
        await harness.failCommitsHolding('poison');
        const heard: string[] = [];
        store.subscribe((roomId) => heard.push(roomId));
        const ending = { live: false, result: result('r3', 1) };
        const outcomes = await Promise.allSettled([store.append(event('r1', 1, 'b')), store.append(event('r2', 0, 'poison')), store.append(event('r3', 0, 'c', ending))]);
        expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
        expect(heard).toEqual([]);
        expect(await store.resultsOf('ann', { limit: 1 })).toEqual([]);
        expect((await store.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual(['a']);
        for (const id of ['r2', 'r3']) expect(await store.loadRoom(id)).toMatchObject({ version: 0, state: { moves: [] } });
        // The next batch, without the poisoned event, commits: the store is not left broken.
        expect(await Promise.all([store.append(event('r1', 1, 'b')), store.append(event('r3', 0, 'c', ending))])).toEqual([
          { ok: true, version: 2 },
          { ok: true, version: 1 },
        ]);
        expect(heard).toEqual(['r1', 'r3']);
        expect((await store.resultsOf('ann', { limit: 1 })).map((r) => r.id)).toEqual(['r3:1']);
      });

      it('refuses a database migrated by a newer version', async () => {
        expect(await rejection(reopen('UPDATE gomoku_schema SET version = version + 1'))).toBe('schema-too-new');
      });
    });
  });
}
