import { PROTOCOL_VERSION, RoomIdSchema, TokenSchema } from '@gomoku/protocol';
import * as v from 'valibot';

/**
 * What a `hello` the schema refused says for good: `no-room` for a room id that is no room's (no
 * room has one), `bad-token` for a token that is no seat's. A client stops trying on either; on
 * the `bad-message` it would get otherwise, an older one waited for a welcome that never came.
 * Null for anything else (not a hello of this version, or wrong in another field).
 */
export function malformedHello(text: string): 'no-room' | 'bad-token' | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v: version, type, room, token } = value as Record<string, unknown>;
  if (version !== PROTOCOL_VERSION || type !== 'hello') return null;
  if (!v.is(RoomIdSchema, room)) return 'no-room';
  if (token !== undefined && !v.is(TokenSchema, token)) return 'bad-token';
  return null;
}
