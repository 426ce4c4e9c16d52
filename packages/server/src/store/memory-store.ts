import { StoreError } from './errors.ts';
import { LocalBus } from './bus.ts';
import { Fanout } from './fanout.ts';
import { guarded } from './guard.ts';
import * as rows from './rows.ts';
import type { EncodedMatch, EncodedResult, Row } from './rows.ts';
import type { Family, GameStore, StoredRating } from './types.ts';

interface MemoryRoom {
  /** The room's row, in the form the SQL stores read theirs (JSON as text). */
  row: Row & { version: number; live: boolean; updatedAt: number };
  readonly events: (Row & { readonly version: number })[];
  /** Event id → the version it got, for duplicates. */
  readonly versionOfEvent: Map<string, number>;
  /** The lobby's match, or null for a room made by link. */
  readonly match: EncodedMatch | null;
}

interface MemoryPlayer {
  row: Row & { readonly id: string; readonly keyHash: string; readonly nameKey: string };
  /** Family → its rating row. */
  readonly ratings: Map<Family, Row & StoredRating>;
}

/** A result row: `ratings` (JSON text) is set once, when the result is rated. */
type MemoryResult = Row & EncodedResult & { readonly seq: number; ratings: string | null };

/**
 * A store in this process's memory: nothing survives the process, and other processes never see
 * it. It is the baseline the benchmark measures the durable stores against, and a quick store for
 * tests. It keeps JSON as text and reads it back through the same checks as the SQL stores, so it
 * behaves like them (what comes back is a copy; what JSON cannot write is refused).
 */
export function createMemoryStore(): GameStore {
  const rooms = new Map<string, MemoryRoom>();
  /** Claim → the room holding it. */
  const claims = new Map<string, string>();
  const players = new Map<string, MemoryPlayer>();
  const playerOfKey = new Map<string, string>();
  const playerOfName = new Map<string, string>();
  const results: MemoryResult[] = [];
  const resultIds = new Set<string>();
  const fanout = new Fanout();
  const bus = new LocalBus();
  const readPlayer = (player: MemoryPlayer) => rows.decodePlayer(player.row, [...player.ratings.values()]);
  const gamesOf = (id: string, family: Family) => players.get(id)?.ratings.get(family)?.games ?? 0;
  // Every method does its work before its first await, so each is atomic as a transaction would be.
  return guarded({
    async createRoom(room) {
      const { settings, seats, state, now, match } = rows.encodeRoom(room);
      if (rooms.has(room.id)) throw new StoreError('room-exists', `A room with the id ${JSON.stringify(room.id)} exists.`);
      const held = match?.claims.find((claim) => claims.has(claim));
      if (held !== undefined) throw new StoreError('claimed', `Another room claims ${JSON.stringify(held)}.`);
      for (const claim of match?.claims ?? []) claims.set(claim, room.id);
      const row = { id: room.id, settings, seats, state, version: 0, live: room.live, createdAt: now, updatedAt: now, match: match?.data ?? null };
      rooms.set(room.id, { row, events: [], versionOfEvent: new Map(), match });
    },

    async loadRoom(id) {
      const room = rooms.get(id);
      return room ? rows.decodeRoom(room.row) : null;
    },

    async append(input) {
      const { event, state, now, result } = rows.encodeAppend(input);
      const room = rooms.get(input.roomId);
      if (!room) return { ok: false, reason: 'no-room' };
      const earlier = room.versionOfEvent.get(input.eventId);
      if (earlier !== undefined) return { ok: false, reason: 'duplicate', version: earlier };
      if (room.row.version !== input.expectedVersion) return { ok: false, reason: 'conflict', version: room.row.version };
      const version = room.row.version + 1;
      room.events.push({ roomId: input.roomId, version, eventId: input.eventId, seat: input.seat, event, at: now });
      room.versionOfEvent.set(input.eventId, version);
      room.row = { ...room.row, state, version, live: input.live, updatedAt: now };
      // A second result with an id stored before is not stored (the event is).
      if (result && !resultIds.has(result.id)) {
        resultIds.add(result.id);
        results.push({ ...result, seq: results.length + 1, ratings: null });
      }
      fanout.emit(input.roomId, version);
      return { ok: true, version };
    },

    async eventsSince(roomId, version) {
      const events = rooms.get(roomId)?.events ?? [];
      return events.filter((event) => event.version > version).map(rows.decodeEvent);
    },

    async expireRooms({ idleBefore, abandonedBefore }) {
      const expired = [...rooms.values()].filter(({ row }) => row.updatedAt < (row.live ? abandonedBefore : idleBefore)).map(({ row }) => String(row.id));
      for (const id of expired) {
        for (const claim of rooms.get(id)?.match?.claims ?? []) claims.delete(claim);
        rooms.delete(id);
      }
      return expired;
    },

    subscribe: (listener) => fanout.add(listener),

    // One process: every append is told, so there is no gap to tell of.
    onGap: () => () => undefined,

    async versions(roomIds) {
      const found = new Map<string, number>();
      for (const id of roomIds) {
        const room = rooms.get(id);
        if (room) found.set(id, room.row.version);
      }
      return found;
    },

    joinBus: (listener) => bus.join(listener),

    async createPlayer(player) {
      const { id, keyHash, name, nameKey, now } = rows.encodePlayer(player);
      if (players.has(id) || playerOfKey.has(keyHash)) throw new StoreError('player-exists', 'A player with this id or key exists.');
      if (playerOfName.has(nameKey)) throw new StoreError('name-taken', 'Another player has this name.');
      players.set(id, { row: { id, keyHash, name, nameKey, createdAt: now }, ratings: new Map() });
      playerOfKey.set(keyHash, id);
      playerOfName.set(nameKey, id);
    },

    async renamePlayer(id, name, nameKey) {
      const checked = rows.encodeRename(id, name, nameKey);
      const player = players.get(checked.id);
      if (!player) return false;
      const holder = playerOfName.get(checked.nameKey);
      if (holder !== undefined && holder !== checked.id) throw new StoreError('name-taken', 'Another player has this name.');
      playerOfName.delete(player.row.nameKey);
      playerOfName.set(checked.nameKey, checked.id);
      player.row = { ...player.row, name: checked.name, nameKey: checked.nameKey };
      return true;
    },

    async playerByKey(keyHash) {
      const id = typeof keyHash === 'string' ? playerOfKey.get(keyHash) : undefined;
      const player = id === undefined ? undefined : players.get(id);
      return player ? readPlayer(player) : null;
    },

    async players(ids) {
      const found = new Map<string, ReturnType<typeof readPlayer>>();
      for (const id of rows.encodeIds(ids, 'player ids')) {
        const player = players.get(id);
        if (player) found.set(id, readPlayer(player));
      }
      return found;
    },

    async unratedResults(limit) {
      const count = rows.checkLimit(limit);
      return results
        .filter((result) => result.rated && result.ratings === null)
        .slice(0, count)
        .map(rows.decodeResult);
    },

    async rateResults(updates) {
      const encoded = rows.encodeRatingUpdates(updates);
      // Checked whole before anything changes: the games each player has after the updates before it.
      const games = new Map<string, number>();
      const seen = new Set<number>();
      for (const update of encoded) {
        const result = results[update.resultSeq - 1];
        if (!result?.rated || result.ratings !== null || seen.has(update.resultSeq)) return false;
        seen.add(update.resultSeq);
        for (const change of [update.first, update.second]) {
          if (!players.has(change.player)) return false;
          const key = `${update.family}:${change.player}`;
          if ((games.get(key) ?? gamesOf(change.player, update.family)) !== change.expectedGames) return false;
          games.set(key, change.after.games);
        }
      }
      for (const update of encoded) {
        const result = results[update.resultSeq - 1];
        if (result) result.ratings = update.ratings;
        for (const change of [update.first, update.second]) players.get(change.player)?.ratings.set(update.family, { family: update.family, ...change.after });
      }
      return true;
    },

    async resultsOf(playerId, options) {
      const before = rows.checkBefore(options.before);
      const count = rows.checkLimit(options.limit);
      return results
        .filter((result) => (result.first === playerId || result.second === playerId) && result.at < before)
        .sort((a, b) => b.at - a.at || b.seq - a.seq)
        .slice(0, count)
        .map(rows.decodeResult);
    },

    async liveMatches(limit) {
      const count = rows.checkLimit(limit);
      return [...rooms.values()]
        .filter((room) => room.row.live && room.match !== null)
        .sort((a, b) => (b.match?.rating ?? 0) - (a.match?.rating ?? 0))
        .slice(0, count)
        .map((room) => rows.decodeLiveMatch({ id: room.row.id, match: room.match?.data, createdAt: room.row.createdAt }));
    },

    async close() {
      fanout.clear();
      bus.clear();
      rooms.clear();
      claims.clear();
      players.clear();
      playerOfKey.clear();
      playerOfName.clear();
      results.length = 0;
      resultIds.clear();
    },
  });
}
