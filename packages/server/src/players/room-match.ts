/** A room's match as the room reads it from the store: the lobby wrote it, but the store is outside. */
import { MatchSchema, type Match } from '@gomoku/protocol';
import * as v from 'valibot';
import type { ServerLog } from '../ops/log.ts';

/**
 * The stored room's match (`StoredRoom.match`), or null for a room made by link. One that does not
 * read as a `Match` is logged and treated as none: the room is played, unrated.
 */
export function readRoomMatch(roomId: string, stored: unknown, log: ServerLog): Match | null {
  if (stored === null || stored === undefined) return null;
  const read = v.safeParse(MatchSchema, stored);
  if (read.success) return read.output;
  log.error({ room: roomId, problem: v.summarize(read.issues) }, 'the stored match does not check; the room is played without it');
  return null;
}
