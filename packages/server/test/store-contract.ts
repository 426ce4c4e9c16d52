import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreError } from '../src/store/errors.ts';
import { BUS_MESSAGE_BYTES, type GameStore } from '../src/store/types.ts';
import { event, rejection, room, type StoreHarness } from './store-harness.ts';

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
        const outcomes = await Promise.allSettled([store.append(event('r1', 1, 'b')), store.append(event('r2', 0, 'poison')), store.append(event('r3', 0, 'c'))]);
        expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
        expect(heard).toEqual([]);
        expect((await store.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual(['a']);
        for (const id of ['r2', 'r3']) expect(await store.loadRoom(id)).toMatchObject({ version: 0, state: { moves: [] } });
        // The next batch, without the poisoned event, commits: the store is not left broken.
        expect(await Promise.all([store.append(event('r1', 1, 'b')), store.append(event('r3', 0, 'c'))])).toEqual([
          { ok: true, version: 2 },
          { ok: true, version: 1 },
        ]);
        expect(heard).toEqual(['r1', 'r3']);
      });

      it('refuses a database migrated by a newer version', async () => {
        expect(await rejection(reopen('UPDATE gomoku_schema SET version = version + 1'))).toBe('schema-too-new');
      });
    });
  });
}
