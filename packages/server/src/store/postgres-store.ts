import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { createLog, type ServerLog } from '../ops/log.ts';
import { LocalBus } from './bus.ts';
import { BusPeers } from './bus-peers.ts';
import { StoreError } from './errors.ts';
import { Fanout, Gaps } from './fanout.ts';
import { GroupCommit, type WriteResult } from './group-commit.ts';
import { guarded } from './guard.ts';
import { Listener } from './postgres-listener.ts';
import { Notifier } from './postgres-notifier.ts';
import { migrate } from './postgres-schema.ts';
import * as rows from './rows.ts';
import type { EncodedMatch, EncodedRatingUpdate, Row } from './rows.ts';
import { StoreObservers } from './store-events.ts';
import type { AppendInput, AppendResult, DurableStore, StoredPlayer } from './types.ts';

/** How to reach the database. */
export interface PostgresStoreOptions {
  /** A connection URL, e.g. `process.env.DATABASE_URL` (`postgres://user:pass@host:5432/db`). */
  readonly url: string;
  /**
   * Most connections in the pool for reads, new rooms and notifications (default 10;
   * `gomoku-server` reads `PG_POOL_MAX`; 1 to 1,000), besides one held for LISTEN and those of the group commit.
   */
  readonly maxConnections?: number;
  /**
   * Group-commit transactions in flight at once, each on a connection of its own (default 2;
   * `gomoku-server` reads `PG_WRITERS`). One takes the appends while commits are quick; another
   * starts only for appends that have waited `SPILL_MS` behind a slow commit.
   */
  readonly writers?: number;
  /**
   * While appends come together (the last commit held more than one), the least time between
   * the starts of two commits, in milliseconds (default `COMMIT_INTERVAL_MS`; `gomoku-server`
   * reads `PG_COMMIT_INTERVAL_MS`; 0: none). Each commit costs PostgreSQL about half a
   * millisecond of CPU whatever it holds, so under load this halves its CPU a move, for a few
   * milliseconds more a move; appends that come one at a time never wait for it. Writers that
   * each wait for their last append before the next are held to about 1000 / `commitIntervalMs`
   * commits a second: set 0 for such a load.
   */
  readonly commitIntervalMs?: number;
  /** Where opening tells of rooms a migration rewrote or could not read (default: pino at `warn` to stdout). */
  readonly log?: ServerLog;
}

/**
 * How long an append waits behind a commit in flight before a second writer takes it: while
 * commits are quicker, one writer gathers larger batches (about 10% less PostgreSQL CPU a move at
 * 2,000 moves a second), and a stalled commit still holds no append up for longer than this.
 */
const SPILL_MS = 5;

/** `commitIntervalMs`'s default: at most 100 commits a second. */
export const COMMIT_INTERVAL_MS = 10;
/** The longest `commitIntervalMs`, and the most `writers`, `createPostgresStore` takes. */
const MAX_COMMIT_INTERVAL_MS = 1_000;
const MAX_WRITERS = 16;
/** PostgreSQL's own default `max_connections` is 100; a pool past a thousand is a mistake. */
const MAX_CONNECTIONS = 1_000;

/**
 * Bounds on every call, so an append the server stopped waiting for still settles (the room
 * answers its event by the outcome): a connection attempt gives up after `connectS` seconds, and
 * PostgreSQL cancels a statement after `statementMs`.
 */
export const POSTGRES_TIMEOUTS = { connectS: 5, statementMs: 5_000 } as const;


/** The channel every store on a database announces its appends on. */
export const APPEND_CHANNEL = 'gomoku_append';

/** The channel of the stores' bus (see `GameStore.joinBus`): `MEMBER_ID MESSAGE`. */
export const BUS_CHANNEL = 'gomoku_bus';

/**
 * How often the store tells its gap listeners to check the rooms they hold, besides whenever its
 * listening connection is back: a process that dies between its commit and its NOTIFY tells no one.
 */
export const GAP_CHECK_MS = 5_000;

/** How a store's probe on the bus begins: `probe-ORIGIN TIME`. */
const PROBE_PREFIX = 'probe-';

/** A bus notification as `[member id, message]`, or null for a payload that is not one. */
export function parseBusPayload(payload: string): [origin: string, message: string] | null {
  const space = payload.indexOf(' ');
  return space > 0 ? [payload.slice(0, space), payload.slice(space + 1)] : null;
}

/**
 * An announcement from a store on the channel, or null for a payload that is not one (anyone may
 * NOTIFY on the channel: a stray payload must not break the listener).
 */
export function parseAnnouncement(payload: string): { origin: string; roomId: string; version: number; at: number | null } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, room, version, at } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof room !== 'string' || !Number.isSafeInteger(version)) return null;
  // `at`: when the sender announced it (its wall clock), for the notification delay.
  return { origin, roomId: room, version: version as number, at: typeof at === 'number' && Number.isFinite(at) ? at : null };
}

// Each query selects its columns under the names rows.ts reads, JSON as text so that the
// store's own decoder (not the driver's) reads it and can name what is wrong. JSON goes in as
// text too (`$2::text::json`): a parameter typed json would be JSON-encoded again by the driver.
const ROOM_COLUMNS = `id, settings::text AS settings, seats::text AS seats, state::text AS state, version, live,
  created_at AS "createdAt", updated_at AS "updatedAt", match::text AS match`;
const PLAYER_COLUMNS = `id, key_hash AS "keyHash", name, name_key AS "nameKey", created_at AS "createdAt"`;
// seq is a bigint, which the driver reads as text: as a double it is a number, exact below 2^53.
const RESULT_COLUMNS = `seq::double precision AS seq, id, room_id AS "roomId", family, rated, first, second, score,
  data::text AS data, at, ratings::text AS ratings`;

const SQL = {
  createRoom: `INSERT INTO gomoku_rooms (id, settings, seats, state, version, live, created_at, updated_at, match, match_rating)
    VALUES ($1::text, $2::text::json, $3::text::json, $4::text::json, 0, $5::boolean, $6::double precision, $6::double precision,
      $7::text::json, $8::double precision)
    ON CONFLICT (id) DO NOTHING RETURNING id`,
  // A key another room holds is skipped: fewer rows back than keys given means claimed.
  claim: `INSERT INTO gomoku_claims (key, room_id) SELECT key, $2::text FROM json_array_elements_text($1::text::json) AS key
    ON CONFLICT (key) DO NOTHING RETURNING key`,
  liveMatches: `SELECT id, match::text AS match, created_at AS "createdAt" FROM gomoku_rooms
    WHERE live AND match IS NOT NULL ORDER BY match_rating DESC, created_at, id LIMIT $1::integer`,
  createPlayer: `INSERT INTO gomoku_players (id, key_hash, name, name_key, created_at)
    VALUES ($1::text, $2::text, $3::text, $4::text, $5::double precision)`,
  renamePlayer: `UPDATE gomoku_players SET name = $2::text, name_key = $3::text WHERE id = $1::text RETURNING id`,
  playerByKey: `SELECT ${PLAYER_COLUMNS} FROM gomoku_players WHERE key_hash = $1::text`,
  players: `SELECT ${PLAYER_COLUMNS} FROM gomoku_players WHERE id IN (SELECT json_array_elements_text($1::text::json))`,
  ratingsOf: `SELECT player, family, rating, deviation, volatility, games FROM gomoku_ratings
    WHERE player IN (SELECT json_array_elements_text($1::text::json))`,
  unratedResults: `SELECT ${RESULT_COLUMNS} FROM gomoku_results WHERE rated AND ratings IS NULL ORDER BY seq LIMIT $1::integer`,
  // Each seat's newest results by its own index, then the newest of both.
  resultsOf: `(SELECT ${RESULT_COLUMNS} FROM gomoku_results WHERE first = $1::text AND at < $2::double precision ORDER BY at DESC, seq DESC LIMIT $3::integer)
    UNION (SELECT ${RESULT_COLUMNS} FROM gomoku_results WHERE second = $1::text AND at < $2::double precision ORDER BY at DESC, seq DESC LIMIT $3::integer)
    ORDER BY at DESC, seq DESC LIMIT $3::integer`,
  // Waits for another transaction rating the same result, then finds it rated: no row.
  markRated: `UPDATE gomoku_results SET ratings = $1::text::json
    WHERE seq = $2::bigint AND family = $3::text AND first = $4::text AND second = $5::text AND rated AND ratings IS NULL RETURNING seq`,
  // A player's first rated game in a family inserts the row; a later one updates it only from the
  // games count it was computed from. Either way no row back means another process rated first.
  firstRating: `INSERT INTO gomoku_ratings (player, family, rating, deviation, volatility, games)
    VALUES ($1::text, $2::text, $3::double precision, $4::double precision, $5::double precision, $6::integer)
    ON CONFLICT (player, family) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
      volatility = excluded.volatility, games = excluded.games
    WHERE gomoku_ratings.games = 0 RETURNING player`,
  nextRating: `UPDATE gomoku_ratings SET rating = $3::double precision, deviation = $4::double precision,
    volatility = $5::double precision, games = $6::integer
    WHERE player = $1::text AND family = $2::text AND games = $7::integer RETURNING player`,
  loadRoom: `SELECT ${ROOM_COLUMNS} FROM gomoku_rooms WHERE id = $1::text`,
  appendBatch: `SELECT item_index AS "index", outcome, outcome_version AS version FROM gomoku_append_batch($1::text::json)`,
  eventsSince: `SELECT room_id AS "roomId", version, event_id AS "eventId", seat, event::text AS event, at
    FROM gomoku_events WHERE room_id = $1::text AND version > $2::integer ORDER BY version`,
  // Two arms, each matching one partial index (gomoku_rooms_idle, gomoku_rooms_abandoned), which
  // hold the minute: floor(x / 60000) never decreases as x grows, in floating point too, so
  // updated_at < cutoff implies updated_minute <= the cutoff's minute and the index finds them all.
  expireRooms: `DELETE FROM gomoku_rooms
    WHERE (NOT live AND updated_minute <= floor($1::double precision / 60000) AND updated_at < $1::double precision)
      OR (live AND updated_minute <= floor($2::double precision / 60000) AND updated_at < $2::double precision) RETURNING id`,
  versions: `SELECT id, version FROM gomoku_rooms WHERE id IN (SELECT json_array_elements_text($1::text::json))`,
  // [[channel, payload], …]: the notifications of a turn of the event loop in one statement.
  notify: `SELECT pg_notify(n->>0, n->>1) FROM json_array_elements($1::text::json) AS n`,
};

/** A refusal that undoes the transaction it is thrown in: `rateResults` resolves false. */
class Stale extends Error {}

/** Which refusal a unique constraint of gomoku_players stands for (PostgreSQL error 23505). */
function playerRefusal(error: unknown): StoreError | null {
  const { code, constraint_name: constraint } = error as { code?: unknown; constraint_name?: unknown };
  if (code !== '23505') return null;
  if (constraint === 'gomoku_players_name_key') return new StoreError('name-taken', 'Another player has this name or one alike.', { cause: error });
  if (constraint === 'gomoku_players_id' || constraint === 'gomoku_players_key_hash') return new StoreError('player-exists', 'A player with this id or key exists.', { cause: error });
  return null;
}

/** Player rows, and the rating rows of them all (each names its `player`), as players. */
function toPlayers(players: readonly Row[], ratings: readonly Row[]): StoredPlayer[] {
  return players.map((row) => rows.decodePlayer(row, ratings.filter((rating) => rating.player === row.id)));
}

/** An append with its JSON written: one element of gomoku_append_batch's array, as text. */
interface EncodedAppend {
  readonly roomId: string;
  readonly json: string;
}

/** The append as gomoku_append_batch reads it; event and state are JSON text already, so they go in as they are. */
function encodeForBatch(input: AppendInput): EncodedAppend {
  const { event, state, now, result } = rows.encodeAppend(input);
  // The result's data is JSON text already: it goes in as it is, after the other fields.
  const resultJson = result ? `,"result":${JSON.stringify({ ...result, data: undefined }).slice(0, -1)},"data":${result.data}}` : '';
  const json =
    `{"room":${JSON.stringify(input.roomId)},"expected":${JSON.stringify(input.expectedVersion)},"eventId":${JSON.stringify(input.eventId)},` +
    `"seat":${JSON.stringify(input.seat)},"event":${event},"state":${state},"live":${JSON.stringify(input.live)},"now":${JSON.stringify(now)}${resultJson}}`;
  return { roomId: input.roomId, json };
}

/** gomoku_append_batch's row as an `AppendResult`. */
function toAppendResult(outcome: unknown, version: unknown): AppendResult {
  const known = typeof version === 'number';
  if (outcome === 'ok' && known) return { ok: true, version };
  if ((outcome === 'conflict' || outcome === 'duplicate') && known) return { ok: false, reason: outcome, version };
  if (outcome === 'no-room') return { ok: false, reason: 'no-room' };
  throw new StoreError('corrupt-row', `gomoku_append_batch answered ${JSON.stringify({ outcome, version })}: is the schema someone else's?`);
}

/**
 * The scale-out store: a PostgreSQL database shared by every server process. Optimistic
 * concurrency on each room's version keeps one authority per room. Appends go by group commit
 * (see `GroupCommit`): those that arrive while a batch is in flight go together in the next, as
 * one statement (one round trip, one transaction, one flush of the WAL), each checked on its own.
 * Once a batch has committed, its appends are announced to the other processes (NOTIFY), so
 * `subscribe` hears of every process's appends; this process's own reach its listeners directly.
 */
export async function createPostgresStore({ url, maxConnections = 10, writers = 2, commitIntervalMs = COMMIT_INTERVAL_MS, log = createLog('warn') }: PostgresStoreOptions): Promise<DurableStore> {
  // Checked before connecting: a NaN or huge interval would hold every batch back for ever.
  if (!Number.isInteger(maxConnections) || maxConnections < 1 || maxConnections > MAX_CONNECTIONS) {
    throw new RangeError(`maxConnections must be a whole number from 1 to ${MAX_CONNECTIONS}, got ${String(maxConnections)}.`);
  }
  if (!Number.isInteger(writers) || writers < 1 || writers > MAX_WRITERS) throw new RangeError(`writers must be a whole number from 1 to ${MAX_WRITERS}, got ${String(writers)}.`);
  if (typeof commitIntervalMs !== 'number' || !(commitIntervalMs >= 0 && commitIntervalMs <= MAX_COMMIT_INTERVAL_MS)) {
    throw new RangeError(`commitIntervalMs must be from 0 to ${MAX_COMMIT_INTERVAL_MS} milliseconds, got ${String(commitIntervalMs)}.`);
  }
  // Bounded waits: a store call that outlives its deadline in the room waits for this, never for ever.
  const options = {
    onnotice: () => undefined,
    connect_timeout: POSTGRES_TIMEOUTS.connectS,
    connection: { statement_timeout: POSTGRES_TIMEOUTS.statementMs },
  };
  const sql = postgres(url, { ...options, max: maxConnections });
  // The group commit has connections of its own (one per batch in flight), so a batch never
  // waits for a pool connection behind reads, such as rooms reloading after a slow spell.
  const writer = postgres(url, { ...options, max: writers });
  // Prepared: the same few statements run over and over, so each is planned once per connection.
  const query = (text: string, values: readonly (string | number | boolean | null)[] = []) => sql.unsafe<Row[]>(text, [...values], { prepare: true });
  const origin = randomUUID();
  const fanout = new Fanout();
  const events = new StoreObservers();
  try {
    await migrate(async (body) => {
      await sql.begin((tx) => body((text, values = []) => tx.unsafe<Row[]>(text, [...values], { prepare: true })));
    }, log);
    /** Runs gomoku_append_batch on a writer connection over a JSON array of encoded appends. */
    const appendBatch = (json: string) => writer.unsafe<Row[]>(SQL.appendBatch, [json], { prepare: true });
    // Every writer connection opened, the batch statement prepared and its function compiled
    // before the first move, not while the first moves wait.
    await Promise.all(Array.from({ length: writers }, () => appendBatch('[]')));
    // Notifications go in order, a turn of the event loop's in one statement after the last's.
    const notifier = new Notifier((pairs) => query(SQL.notify, [JSON.stringify(pairs)]).then(() => undefined), log);
    const bus = new LocalBus((message, member) => notifier.send(BUS_CHANNEL, `${member} ${message}`));
    const gaps = new Gaps();
    // The store's own probe, sent at its start and at every gap check: heard back, the listening
    // connection works; heard by the other stores, they know this one listens.
    const probe = `${PROBE_PREFIX}${origin}`;
    const peers = new BusPeers({ startMs: 2 * GAP_CHECK_MS, forgetMs: 3 * GAP_CHECK_MS });
    const ownAnnouncement = JSON.stringify({ origin }).slice(0, -1);
    let probeHeard = true;
    let connected = true;
    const setConnected = (now: boolean) => {
      if (now !== connected) events.listening((connected = now));
    };
    const listening = await Listener.open(url, options, [APPEND_CHANNEL, BUS_CHANNEL], {
      notified: (channel, payload) => {
        if (channel === APPEND_CHANNEL) {
          // This process's own announcements come back too: told already, skipped unread.
          if (payload.startsWith(ownAnnouncement)) return;
          const announcement = parseAnnouncement(payload);
          if (!announcement || announcement.origin === origin) return;
          if (announcement.at !== null) events.notified((Date.now() - announcement.at) / 1_000);
          fanout.emit(announcement.roomId, announcement.version);
          return;
        }
        const sent = channel === BUS_CHANNEL ? parseBusPayload(payload) : null;
        if (sent?.[0] === probe) {
          probeHeard = true;
          setConnected(true);
          return;
        }
        if (sent?.[0].startsWith(PROBE_PREFIX)) return peers.heard(sent[0]);
        // A process hears its own NOTIFY too: its own members heard the message already.
        if (sent && !bus.has(sent[0])) bus.deliver(sent[1], sent[0]);
      },
      // Listening again after a lost connection: whatever was committed meanwhile was told to no one.
      relistened: () => gaps.emit(),
    });
    events.listening(true);
    const sendProbe = () => notifier.send(BUS_CHANNEL, `${probe} ${Date.now()}`);
    sendProbe();
    const gapTimer = setInterval(() => {
      // The last probe never came back: the connection is lost (the driver is reconnecting it).
      if (!probeHeard) setConnected(false);
      probeHeard = false;
      sendProbe();
      gaps.emit();
    }, GAP_CHECK_MS);
    gapTimer.unref();

    // Announced after the commit, in a statement of its own: NOTIFY inside the batch's
    // transaction would hold PostgreSQL's notification queue lock until the commit is flushed,
    // so every process's commits would wait for one another's. The announcements go one batch
    // after another, in commit order, and only while another store may listen (`BusPeers`). A
    // process that dies in between leaves the others without that hint; they catch up at the
    // next gap check (`GAP_CHECK_MS`), hello, event or notice.
    const appends = new GroupCommit<EncodedAppend, AppendResult>(
      async (batch) => {
        const answered = await appendBatch(`[${batch.map((append) => append.json).join(',')}]`);
        const results: WriteResult<AppendResult>[] = batch.map(() => ({ ok: false, error: new Error('gomoku_append_batch left this append unanswered.') }));
        for (const row of answered) {
          const index = Number(row.index) - 1;
          if (index >= 0 && index < batch.length) results[index] = { ok: true, outcome: toAppendResult(row.outcome, row.version) };
        }
        return results;
      },
      (batch, results) => {
        const announce = peers.mayBeHeard(connected);
        const announcements: string[] = [];
        for (const [index, append] of batch.entries()) {
          const result = results[index];
          if (!result?.ok || !result.outcome.ok) continue;
          fanout.emit(append.roomId, result.outcome.version);
          if (announce) announcements.push(JSON.stringify({ origin, room: append.roomId, version: result.outcome.version, at: Date.now() }));
        }
        for (const announcement of announcements) notifier.send(APPEND_CHANNEL, announcement);
      },
      events,
      { concurrency: writers, spillMs: SPILL_MS, intervalMs: commitIntervalMs },
    );

    /**
     * A room and its claims in one transaction: a key another room holds (or a concurrent
     * transaction is inserting: the insert waits for it) undoes the room too.
     */
    const createClaiming = async (id: string, values: readonly (string | number | boolean | null)[], match: EncodedMatch, exists: () => StoreError) => {
      await sql.begin(async (tx) => {
        const run = (text: string, params: readonly (string | number | boolean | null)[]) => tx.unsafe<Row[]>(text, [...params], { prepare: true });
        if ((await run(SQL.createRoom, values)).length === 0) throw exists();
        const claimed = await run(SQL.claim, [JSON.stringify(match.claims), id]);
        if (claimed.length < match.claims.length) throw new StoreError('claimed', `Another room holds a claim of room ${JSON.stringify(id)}: it was not stored.`);
      });
    };

    /** Rating updates in one transaction, in order; anything stale rolls it back and answers false. */
    const rate = async (updates: readonly EncodedRatingUpdate[]): Promise<boolean> => {
      try {
        await sql.begin(async (tx) => {
          const run = (text: string, params: readonly (string | number)[]) => tx.unsafe<Row[]>(text, [...params], { prepare: true });
          for (const update of updates) {
            const marked = await run(SQL.markRated, [update.ratings, update.resultSeq, update.family, update.first.player, update.second.player]);
            if (marked.length !== 1) throw new Stale();
            for (const { player, expectedGames, after } of [update.first, update.second]) {
              const values = [player, update.family, after.rating, after.deviation, after.volatility, after.games];
              const set = expectedGames === 0 ? await run(SQL.firstRating, values) : await run(SQL.nextRating, [...values, expectedGames]);
              if (set.length !== 1) throw new Stale();
            }
          }
        });
        return true;
      } catch (error) {
        if (error instanceof Stale) return false;
        throw error;
      }
    };

    return guarded({
      async createRoom(room) {
        const { settings, seats, state, now, match } = rows.encodeRoom(room);
        const values = [room.id, settings, seats, state, room.live, now, match?.data ?? null, match?.rating ?? null];
        const exists = () => new StoreError('room-exists', `A room with the id ${JSON.stringify(room.id)} exists.`);
        if (!match || match.claims.length === 0) {
          if ((await query(SQL.createRoom, values)).length === 0) throw exists();
          return;
        }
        await createClaiming(room.id, values, match, exists);
      },

      async loadRoom(id) {
        const [row] = await query(SQL.loadRoom, [id]);
        return row ? rows.decodeRoom(row) : null;
      },

      append: (input) => appends.submit(encodeForBatch(input)),

      async eventsSince(roomId, version) {
        return (await query(SQL.eventsSince, [roomId, version])).map(rows.decodeEvent);
      },

      async expireRooms({ idleBefore, abandonedBefore }) {
        return (await query(SQL.expireRooms, [idleBefore, abandonedBefore])).map((row) => String(row.id));
      },

      subscribe: (listener) => fanout.add(listener),

      onGap: (listener) => gaps.add(listener),

      async versions(roomIds) {
        if (roomIds.length === 0) return new Map();
        const found = await query(SQL.versions, [JSON.stringify(roomIds)]);
        return new Map(found.map((row) => [String(row.id), Number(row.version)]));
      },

      joinBus: (listener) => bus.join(listener),

      async createPlayer(player) {
        const { id, keyHash, name, nameKey, now } = rows.encodePlayer(player);
        await query(SQL.createPlayer, [id, keyHash, name, nameKey, now]).catch((error: unknown) => {
          throw playerRefusal(error) ?? error;
        });
      },

      async renamePlayer(id, name, nameKey) {
        const checked = rows.encodeRename(id, name, nameKey);
        const renamed = await query(SQL.renamePlayer, [checked.id, checked.name, checked.nameKey]).catch((error: unknown) => {
          throw playerRefusal(error) ?? error;
        });
        return renamed.length === 1;
      },

      async playerByKey(keyHash) {
        const [row] = await query(SQL.playerByKey, [rows.checkLookup(keyHash, 'key hash')]);
        if (!row) return null;
        const [player] = toPlayers([row], await query(SQL.ratingsOf, [JSON.stringify([row.id])]));
        return player ?? null;
      },

      async players(ids) {
        const checked = rows.encodeIds(ids, 'player ids');
        if (checked.length === 0) return new Map();
        const [playerRows, ratings] = await Promise.all([query(SQL.players, [JSON.stringify(checked)]), query(SQL.ratingsOf, [JSON.stringify(checked)])]);
        return new Map(toPlayers(playerRows, ratings).map((player) => [player.id, player]));
      },

      async unratedResults(limit) {
        return (await query(SQL.unratedResults, [rows.checkLimit(limit)])).map(rows.decodeResult);
      },

      async rateResults(updates) {
        const encoded = rows.encodeRatingUpdates(updates);
        if (encoded.length === 0) return true;
        return rate(encoded);
      },

      async resultsOf(playerId, { before, limit }) {
        return (await query(SQL.resultsOf, [rows.checkLookup(playerId, 'player id'), rows.checkBefore(before), rows.checkLimit(limit)])).map(rows.decodeResult);
      },

      async liveMatches(limit) {
        return (await query(SQL.liveMatches, [rows.checkLimit(limit)])).map(rows.decodeLiveMatch);
      },

      stats: () => appends.stats,

      observe: (observer) => events.add(observer),

      async close() {
        clearInterval(gapTimer);
        await appends.drain();
        await notifier.drain();
        fanout.clear();
        gaps.clear();
        bus.clear();
        await listening.close();
        await Promise.all([sql.end({ timeout: 5 }), writer.end({ timeout: 5 })]);
      },
    });
  } catch (error) {
    await Promise.all([sql.end({ timeout: 0 }), writer.end({ timeout: 0 })]);
    throw error;
  }
}
