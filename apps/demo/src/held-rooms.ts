import { readJson, writeJson } from './storage.ts';

/**
 * The rooms this player holds a seat in, kept on this device so the home can offer each one back
 * (a room's link carries its seat token in the fragment; losing the tab must not lose the seat).
 * Stored data is untrusted: entries that are not rooms are left out when read.
 */
export interface HeldRoom {
  /** The room id (`?room=`). */
  room: string;
  /** This player's seat token (`#seat=`). */
  seat: string;
  /** When the player last had the room open, in ms since the epoch. */
  seenAt: number;
  /** Stones on the board when last seen. */
  moves: number;
}

const KEY = 'gomoku-demo:rooms';
/** The most rooms kept: the oldest seen goes first. */
export const MOST_ROOMS = 20;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

function isHeldRoom(value: unknown): value is HeldRoom {
  if (typeof value !== 'object' || value === null) return false;
  const { room, seat, seenAt, moves } = value as Partial<Record<keyof HeldRoom, unknown>>;
  return typeof room === 'string' && ID.test(room) && typeof seat === 'string' && ID.test(seat) && Number.isSafeInteger(seenAt) && Number.isSafeInteger(moves) && (moves as number) >= 0;
}

/** The rooms held, the one seen last first. */
export function heldRooms(): HeldRoom[] {
  const stored = readJson(KEY);
  if (!stored.ok || !Array.isArray(stored.value)) return [];
  const value: unknown[] = stored.value;
  return Array.from({ length: Math.min(value.length, MOST_ROOMS) }, (_, i) => value[i])
    .filter(isHeldRoom)
    .sort((a, b) => b.seenAt - a.seenAt);
}

/** Keeps the list (full or refused storage: the room is still in the open tab's address). */
const write = (rooms: readonly HeldRoom[]): void => void writeJson(KEY, rooms.slice(0, MOST_ROOMS));

/** Keeps (or refreshes) a room this player holds a seat in. */
export function holdRoom(room: Omit<HeldRoom, 'seenAt'>, now = Date.now()): void {
  write([{ ...room, seenAt: now }, ...heldRooms().filter((held) => held.room !== room.room)]);
}

/** Forgets a room: the player left it on purpose, its game is over, or the server has no such room. */
export function forgetRoom(room: string): void {
  const rooms = heldRooms();
  if (rooms.some((held) => held.room === room)) write(rooms.filter((held) => held.room !== room));
}
