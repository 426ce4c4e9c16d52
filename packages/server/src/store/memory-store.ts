import { StoreError } from './errors.ts';
import { LocalBus } from './bus.ts';
import { Fanout } from './fanout.ts';
import { guarded } from './guard.ts';
import { decodeEvent, decodeRoom, encodeAppend, encodeRoom } from './rows.ts';
import type { Row } from './rows.ts';
import type { GameStore } from './types.ts';

interface MemoryRoom {
  /** The room's row, in the form the SQL stores read theirs (JSON as text). */
  row: Row & { version: number; live: boolean; updatedAt: number };
  readonly events: (Row & { readonly version: number })[];
  /** Event id → the version it got, for duplicates. */
  readonly versionOfEvent: Map<string, number>;
}

/**
 * A store in this process's memory: nothing survives the process, and other processes never see
 * it. It is the baseline the benchmark measures the durable stores against, and a quick store for
 * tests. It keeps JSON as text and reads it back through the same checks as the SQL stores, so it
 * behaves like them (what comes back is a copy; what JSON cannot write is refused).
 */
export function createMemoryStore(): GameStore {
  const rooms = new Map<string, MemoryRoom>();
  const fanout = new Fanout();
  const bus = new LocalBus();
  // Every method does its work before its first await, so each is atomic as a transaction would be.
  return guarded({
    async createRoom(room) {
      const { settings, seats, state, now } = encodeRoom(room);
      if (rooms.has(room.id)) throw new StoreError('room-exists', `A room with the id ${JSON.stringify(room.id)} exists.`);
      const row = { id: room.id, settings, seats, state, version: 0, live: room.live, createdAt: now, updatedAt: now };
      rooms.set(room.id, { row, events: [], versionOfEvent: new Map() });
    },

    async loadRoom(id) {
      const room = rooms.get(id);
      return room ? decodeRoom(room.row) : null;
    },

    async append(input) {
      const { event, state, now } = encodeAppend(input);
      const room = rooms.get(input.roomId);
      if (!room) return { ok: false, reason: 'no-room' };
      const earlier = room.versionOfEvent.get(input.eventId);
      if (earlier !== undefined) return { ok: false, reason: 'duplicate', version: earlier };
      if (room.row.version !== input.expectedVersion) return { ok: false, reason: 'conflict', version: room.row.version };
      const version = room.row.version + 1;
      room.events.push({ roomId: input.roomId, version, eventId: input.eventId, seat: input.seat, event, at: now });
      room.versionOfEvent.set(input.eventId, version);
      room.row = { ...room.row, state, version, live: input.live, updatedAt: now };
      fanout.emit(input.roomId, version);
      return { ok: true, version };
    },

    async eventsSince(roomId, version) {
      const events = rooms.get(roomId)?.events ?? [];
      return events.filter((event) => event.version > version).map(decodeEvent);
    },

    async expireRooms({ idleBefore, abandonedBefore }) {
      const expired = [...rooms.values()].filter(({ row }) => row.updatedAt < (row.live ? abandonedBefore : idleBefore)).map(({ row }) => String(row.id));
      for (const id of expired) rooms.delete(id);
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

    async close() {
      fanout.clear();
      bus.clear();
      rooms.clear();
    },
  });
}
