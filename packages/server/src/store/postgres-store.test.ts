import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/databases.ts';
import { describeGameStateMigration } from '../../test/game-state-migration.ts';
import { createLog } from '../ops/log.ts';
import { migrate } from './postgres-schema.ts';
import { StoreError } from './errors.ts';
import { APPEND_CHANNEL, BUS_CHANNEL, createPostgresStore, GAP_CHECK_MS, parseAnnouncement } from './postgres-store.ts';
import { describeStore } from '../../test/store-contract.ts';
import { durableHarness } from '../../test/store-harness.ts';
import { BUS_MESSAGE_BYTES, type AppendInput, type GameStore } from './types.ts';

/** Runs `sql` (one or more statements) on the database at `url` over a connection of its own. */
async function runOn(url: string, sql: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await client.unsafe(sql);
  } finally {
    await client.end();
  }
}

describeStore(
  'PostgreSQL',
  async () => {
    const database = await freshDatabase();
    return durableHarness({
      open: () => createPostgresStore({ url: database.url, maxConnections: 4 }),
      runSql: (sql) => runOn(database.url, sql),
      // A deferred constraint trigger runs at COMMIT: the transaction fails there, as a failed flush would.
      failCommitsHolding: (eventId) =>
        runOn(
          database.url,
          `CREATE FUNCTION gomoku_test_poison() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'poisoned commit'; END $$;
          CREATE CONSTRAINT TRIGGER gomoku_test_poison AFTER INSERT ON gomoku_events DEFERRABLE INITIALLY DEFERRED
            FOR EACH ROW WHEN (NEW.event_id = '${eventId}') EXECUTE FUNCTION gomoku_test_poison();`,
        ),
      remove: database.drop,
    });
  },
  { durable: true },
);

describeGameStateMigration('PostgreSQL', async () => {
  const database = await freshDatabase();
  const connect = () => postgres(database.url, { max: 1, onnotice: () => undefined });
  return {
    seed: async (rooms) => {
      const sql = connect();
      try {
        // Version 2, the schema before GameState.
        await migrate(async (body) => {
          await sql.begin((tx) => body((text, values = []) => tx.unsafe(text, [...values])));
        }, createLog('silent'), 2);
        for (const room of rooms) {
          await sql.unsafe(
            'INSERT INTO gomoku_rooms (id, settings, seats, snapshot, version, live, created_at, updated_at) VALUES ($1, $2::text::json, $3::text::json, $4::text::json, $5, $6, $7, $7)',
            [room.id, JSON.stringify(room.settings), JSON.stringify(room.seats), JSON.stringify(room.snapshot), room.version, room.live, room.now],
          );
        }
      } finally {
        await sql.end();
      }
    },
    open: (log) => createPostgresStore({ url: database.url, maxConnections: 2, log }),
    rows: async () => {
      const sql = connect();
      try {
        return new Map((await sql.unsafe<{ id: string; state: string }[]>('SELECT id, state::text AS state FROM gomoku_rooms')).map(({ id, state }) => [id, state]));
      } finally {
        await sql.end();
      }
    },
    remove: database.drop,
  };
});

const newRoom = { id: 'r1', settings: {}, seats: { black: 'b', white: 'w' }, state: { moves: [] }, live: true, now: 1 };
const play = (expectedVersion: number, eventId: string): AppendInput => ({
  roomId: 'r1',
  expectedVersion,
  eventId,
  seat: 'black',
  event: { eventId },
  state: { after: eventId },
  live: true,
  now: 2,
});

/** The next `count` announcements a store's listener hears. */
const hear = (store: GameStore, count: number): Promise<[string, number][]> =>
  new Promise((resolve) => {
    const heard: [string, number][] = [];
    const stop = store.subscribe((roomId, version) => {
      heard.push([roomId, version]);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });

describe('PostgreSQL stores of two processes on one database', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** Two stores on one fresh database, as two server processes would have. */
  const twoProcesses = async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    // Opened together: both migrate the fresh database at once, which must not fail.
    const [a, b] = await Promise.all([createPostgresStore({ url: database.url }), createPostgresStore({ url: database.url })]);
    cleanup.push(() => a.close(), () => b.close());
    return { a, b, url: database.url };
  };

  it("tells one process's listeners of the other's appends, and it loads them", async () => {
    const { a, b } = await twoProcesses();
    await a.createRoom(newRoom);
    const heardByB = hear(b, 2);
    await a.append(play(0, 'x'));
    await a.append(play(1, 'y'));
    expect(await heardByB).toEqual([['r1', 1], ['r1', 2]]);
    expect(await b.loadRoom('r1')).toMatchObject({ version: 2, state: { after: 'y' } });
    expect((await b.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual(['x', 'y']);
  });

  it('tells a process of its own append once: directly, not again through the database', async () => {
    const { a, b } = await twoProcesses();
    await a.createRoom(newRoom);
    const heardByA = hear(a, 2);
    await a.append(play(0, 'x'));
    // Notifications arrive in commit order, so once A hears B's append it would have heard the
    // echo of its own, had it not been skipped.
    await b.append(play(1, 'y'));
    expect(await heardByA).toEqual([['r1', 1], ['r1', 2]]);
  });

  it('lets exactly one of two processes win a race at the same version', async () => {
    const { a, b } = await twoProcesses();
    await a.createRoom(newRoom);
    const results = await Promise.all([a.append(play(0, 'from-a')), b.append(play(0, 'from-b'))]);
    expect(results).toContainEqual({ ok: true, version: 1 });
    expect(results).toContainEqual({ ok: false, reason: 'conflict', version: 1 });
    const winner = results[0]?.ok ? 'from-a' : 'from-b';
    expect((await b.eventsSince('r1', 0)).map((e) => e.eventId)).toEqual([winner]);
    expect((await a.loadRoom('r1'))?.state).toEqual({ after: winner });
  });

  it("commits two processes' batches over the same rooms, sent in opposite orders, without a deadlock", async () => {
    const { a, b } = await twoProcesses();
    const ids = ['r1', 'r2', 'r3', 'r4'];
    for (const id of ids) await a.createRoom({ ...newRoom, id });
    // Each round both processes append to every room at its version, A in one order and B in
    // the other: a batch that locked its rooms in the order given would deadlock with the other.
    for (let version = 0; version < 5; version += 1) {
      const sent = (store: GameStore, order: string[], from: string) =>
        order.map((roomId) => store.append({ ...play(version, `${from}-${version}`), roomId }));
      const results = await Promise.all([...sent(a, ids, 'a'), ...sent(b, [...ids].reverse(), 'b')]);
      expect(results.filter((result) => result.ok)).toHaveLength(ids.length);
      expect(results.filter((result) => !result.ok)).toEqual(ids.map(() => ({ ok: false, reason: 'conflict', version: version + 1 })));
    }
    for (const id of ids) expect((await b.loadRoom(id))?.version).toBe(5);
  });

  it('applies a resend that reaches the other process once', async () => {
    const { a, b } = await twoProcesses();
    await a.createRoom(newRoom);
    const results = await Promise.all([a.append(play(0, 'x')), b.append(play(0, 'x'))]);
    expect(results).toContainEqual({ ok: true, version: 1 });
    expect(results).toContainEqual({ ok: false, reason: 'duplicate', version: 1 });
    expect(await a.eventsSince('r1', 0)).toHaveLength(1);
  });

  it('stores exactly one of two rooms that two processes make with one claim at once', async () => {
    const { a, b } = await twoProcesses();
    const claiming = (id: string) => ({ ...newRoom, id, match: { data: { id }, rating: 1_500, claims: [`pool:${id}`, 'seek:shared'] } });
    const outcomes = await Promise.allSettled([a.createRoom(claiming('m1')), b.createRoom(claiming('m2'))]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused?.reason as StoreError).code).toBe('claimed');
    expect((await a.liveMatches(10)).map((match) => match.id)).toHaveLength(1);
  });

  it('rates a result once when two processes rate it at once', async () => {
    const { a, b } = await twoProcesses();
    for (const id of ['ann', 'bob']) await a.createPlayer({ id, keyHash: `k-${id}`, name: id, nameKey: id, now: 1 });
    await a.createRoom(newRoom);
    const result = { id: 'r1:1', roomId: 'r1', family: 'freestyle', rated: true, first: 'ann', second: 'bob', score: 1, data: {}, at: 2 } as const;
    await a.append({ ...play(0, 'end'), result });
    const [stored] = await b.unratedResults(1);
    if (!stored) throw new Error('expected an unrated result');
    const after = (rating: number) => ({ rating, deviation: 200, volatility: 0.06, games: 1 });
    const update = (first: number) => ({ resultSeq: stored.seq, family: stored.family, first: { player: 'ann', before: null, after: after(first) }, second: { player: 'bob', before: null, after: after(3_000 - first) } });
    const applied = await Promise.all([a.rateResults([update(1_600)]), b.rateResults([update(1_700)])]);
    expect(applied.sort()).toEqual([false, true]);
    const ann = (await b.players(['ann'])).get('ann')?.ratings.freestyle;
    expect(ann?.rating === 1_600 || ann?.rating === 1_700).toBe(true);
    expect((await a.resultsOf('ann', { limit: 1 }))[0]?.ratings?.first.after).toEqual(ann);
  });

  it('announces appends while another store may listen: from its start, then only once a store probes again', async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const store = await createPostgresStore({ url: database.url });
    const opened = performance.now();
    cleanup.push(() => store.close());
    // Listening as a process that is not a store: it never probes.
    const observer = postgres(database.url, { max: 1 });
    cleanup.push(() => observer.end());
    const announced: number[] = [];
    await observer.listen(APPEND_CHANNEL, (payload) => announced.push(parseAnnouncement(payload)?.version ?? -1));
    await store.createRoom(newRoom);
    await store.append(play(0, 'x'));
    await vi.waitFor(() => expect(announced).toEqual([1]));
    // Past its start (two gap checks), with no other store heard, the store stops announcing.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opened + 2 * GAP_CHECK_MS + 100 - performance.now())));
    await store.append(play(1, 'y'));
    // A probe as another store sends it: announced again (the first append after it is heard).
    await observer.notify(BUS_CHANNEL, `probe-other ${Date.now()}`);
    for (let version = 2; !announced.includes(-1) && announced.length < 2; version += 1) {
      await store.append(play(version, `z${version}`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Notices go out in commit order: one after version 2's, and none for it, is none ever.
    expect(announced[0]).toBe(1);
    expect(announced[1]).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('ignores a stray notification on the channel', async () => {
    const { a, b, url } = await twoProcesses();
    await a.createRoom(newRoom);
    const heardByB = hear(b, 1);
    const other = postgres(url, { max: 1 });
    cleanup.push(() => other.end());
    await other.notify(APPEND_CHANNEL, 'not json');
    await other.notify(APPEND_CHANNEL, JSON.stringify({ origin: 'x', room: 'r1', version: 'one' }));
    await a.append(play(0, 'x'));
    expect(await heardByB).toEqual([['r1', 1]]);
  });
});

describe("PostgreSQL stores' bus", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('carries a member’s messages, in order, to every other member in both processes and never back to it; stray payloads and oversized messages go nowhere', async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const [a, b] = await Promise.all([createPostgresStore({ url: database.url }), createPostgresStore({ url: database.url })]);
    cleanup.push(() => a.close(), () => b.close());
    const heard: Record<string, string[]> = { a1: [], a2: [], b1: [] };
    const a1 = a.joinBus((message) => heard.a1?.push(message));
    a.joinBus((message, origin) => heard.a2?.push(`${message} from ${origin === a1.id ? 'a1' : origin}`));
    b.joinBus((message, origin) => heard.b1?.push(`${message} from ${origin === a1.id ? 'a1' : origin}`));
    const other = postgres(database.url, { max: 1, onnotice: () => undefined });
    cleanup.push(() => other.end());
    await other.notify(BUS_CHANNEL, 'no-space-so-no-sender');
    expect(() => a1.publish('x'.repeat(BUS_MESSAGE_BYTES + 1))).toThrow(StoreError);
    for (const n of [1, 2, 3]) a1.publish(`m${n}`);
    await vi.waitFor(() => expect(heard.b1).toEqual(['m1 from a1', 'm2 from a1', 'm3 from a1']));
    expect(heard.a2).toEqual(['m1 from a1', 'm2 from a1', 'm3 from a1']);
    expect(heard.a1).toEqual([]);
  });
});

describe('PostgreSQL store opening', () => {
  it('refuses a commit interval, a number of writers or a pool it cannot use, before connecting', async () => {
    const url = 'postgres://nobody@127.0.0.1:1/none';
    for (const commitIntervalMs of [NaN, -1, 1_001, Infinity, 1e308, '5' as unknown as number]) {
      await expect(createPostgresStore({ url, commitIntervalMs })).rejects.toThrow(new RangeError(`commitIntervalMs must be from 0 to 1000 milliseconds, got ${String(commitIntervalMs)}.`));
    }
    for (const writers of [0, 1.5, NaN, 17, -1]) {
      await expect(createPostgresStore({ url, writers })).rejects.toThrow(new RangeError(`writers must be a whole number from 1 to 16, got ${String(writers)}.`));
    }
    for (const maxConnections of [0, 2.5, NaN, Infinity, 1_001, '10' as unknown as number]) {
      await expect(createPostgresStore({ url, maxConnections })).rejects.toThrow(new RangeError(`maxConnections must be a whole number from 1 to 1000, got ${String(maxConnections)}.`));
    }
  });

  it('has each writer connected and its batch statement run once before it resolves, so the first moves wait for neither', async () => {
    const database = await freshDatabase();
    const store = await createPostgresStore({ url: database.url, writers: 3 });
    const other = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      // pg_stat_activity shows each idle connection's last statement.
      const rows = await other.unsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%FROM gomoku_append_batch(%' AND pid <> pg_backend_pid()`,
      );
      expect(rows[0]?.count).toBe(3);
    } finally {
      await other.end();
      await store.close();
      await database.drop();
    }
  });
});

describe('parseAnnouncement', () => {
  it('reads what gomoku_append sends and nothing else', () => {
    expect(parseAnnouncement('{"origin":"o","room":"r","version":3}')).toEqual({ origin: 'o', roomId: 'r', version: 3, at: null });
    expect(parseAnnouncement('{"origin":"o","room":"r","version":3,"at":1790000000000}')).toEqual({ origin: 'o', roomId: 'r', version: 3, at: 1790000000000 });
    for (const payload of ['', 'null', '3', '{"origin":"o","room":"r"}', '{"origin":"o","room":7,"version":3}', '{"origin":"o","room":"r","version":1.5}']) {
      expect(parseAnnouncement(payload)).toBeNull();
    }
  });
});

describe('PostgreSQL rooms table', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  const opened = async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const store = await createPostgresStore({ url: database.url, maxConnections: 2 });
    cleanup.push(() => store.close());
    const other = postgres(database.url, { max: 1, onnotice: () => undefined });
    cleanup.push(() => other.end());
    return { store, other };
  };

  it("updates a room in place on a move (heap-only): no index entry written, until the minute or liveness changes", async () => {
    const { store, other } = await opened();
    await store.createRoom({ ...newRoom, now: 60_000 });
    const append = (version: number, now: number, live = true) =>
      JSON.stringify([{ room: 'r1', expected: version, eventId: `e${version}`, seat: 'black', event: {}, state: { moves: [version] }, live, now }]);
    // Counted by this connection's own counters, before and after in one transaction: they also
    // hold its earlier transactions' counts until PostgreSQL gathers them into the statistics.
    const counts = async (tx: postgres.TransactionSql) => {
      const [row] = await tx.unsafe<{ updated: number; hot: number }[]>(
        `SELECT pg_stat_get_xact_tuples_updated('gomoku_rooms'::regclass)::int AS updated, pg_stat_get_xact_tuples_hot_updated('gomoku_rooms'::regclass)::int AS hot`,
      );
      return row ?? { updated: NaN, hot: NaN };
    };
    const updates = (batch: string) =>
      other.begin(async (tx) => {
        const before = await counts(tx);
        const [answer] = await tx.unsafe<{ outcome: string }[]>('SELECT outcome FROM gomoku_append_batch($1::text::json)', [batch]);
        expect(answer?.outcome).toBe('ok');
        const after = await counts(tx);
        return { updated: after.updated - before.updated, hot: after.hot - before.hot };
      });
    expect(await updates(append(0, 61_000))).toEqual({ updated: 1, hot: 1 });
    expect(await updates(append(1, 119_999))).toEqual({ updated: 1, hot: 1 });
    expect(await updates(append(2, 120_000))).toEqual({ updated: 1, hot: 0 });
    expect(await updates(append(3, 120_001, false))).toEqual({ updated: 1, hot: 0 });
  });

  it('finds the rooms to expire through the partial indexes of their minute', async () => {
    const { other } = await opened();
    await other.begin(async (tx) => {
      await tx.unsafe('SET LOCAL enable_seqscan = off');
      const [plan] = await tx.unsafe<{ 'QUERY PLAN': unknown }[]>(
        `EXPLAIN (FORMAT JSON) DELETE FROM gomoku_rooms
          WHERE (NOT live AND updated_minute <= floor($1::double precision / 60000) AND updated_at < $1::double precision)
            OR (live AND updated_minute <= floor($2::double precision / 60000) AND updated_at < $2::double precision) RETURNING id`,
        [1e12, 2e12],
      );
      const text = JSON.stringify(plan?.['QUERY PLAN']);
      expect(text).toContain('"Index Name":"gomoku_rooms_idle"');
      expect(text).toContain('"Index Name":"gomoku_rooms_abandoned"');
    });
  });
});
