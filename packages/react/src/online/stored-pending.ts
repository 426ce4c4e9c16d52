import { readPendingEvents, type PendingEvent } from '@gomoku/client';

/** Where an app keeps a seat's pending events: `localStorage`, `sessionStorage`, or its own. */
type EventStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored value's format: another (an older or newer library's) is read as nothing. */
const FORMAT = 1;

/**
 * A short digest of a seat token (cyrb53, 53 bits): the key says which seat without holding the
 * token, so a script listing the storage's keys learns no seat (53 bits of a 256-bit token give
 * nothing to play with). A hash, not a secret: the events it keys are not one.
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The storage key of a seat's pending events: by room and seat, since both seats of a room may
 * play in one browser (two tabs), and one seat's events restored under the other's token would be
 * played as the other's.
 */
export const pendingKey = (room: string, token: string): string => `gomoku:pending:${room}:${digest(token)}`;

/**
 * The pending events kept under `key`, read without trusting them: storage that throws, text that
 * is not JSON, another format: none; each event checked by `readPendingEvents`. Never throws.
 */
export function readStoredPending(storage: EventStorage, key: string): PendingEvent[] {
  try {
    const text = storage.getItem(key);
    if (typeof text !== 'string') return [];
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== FORMAT) return [];
    return readPendingEvents((value as { events?: unknown }).events);
  } catch {
    return [];
  }
}

/**
 * Keeps `pending` under `key` (their ids and events; none: the key removed). Storage that throws
 * (full, denied, gone) keeps nothing, and the game goes on: the events stay pending in memory.
 */
export function storePending(storage: EventStorage, key: string, pending: readonly PendingEvent[]): void {
  try {
    if (pending.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ v: FORMAT, events: pending.map(({ id, event }) => ({ id, event })) }));
  } catch {
    // No storage: nothing survives a reload, as without one.
  }
}
