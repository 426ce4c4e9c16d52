import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PLAYER_IDS, type PlayerId } from '@gomoku/protocol';

/** A new room id: 128 random bits, 22 URL-safe characters. Unguessable, so a room is private to its links. */
export const newRoomId = (): string => randomBytes(16).toString('base64url');

/** A new seat token: 256 random bits, 43 URL-safe characters. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of a token, as the store keeps it (a leaked database holds no usable token). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * The player whose token this is, given the room's stored hashes (player id → hash), or null.
 * The hash of the token is compared with every player's in constant time, and all of them are
 * compared whatever matches, so the time taken tells nothing about either hash.
 */
export function playerOfToken(hashes: Readonly<Record<string, string>>, token: string): PlayerId | null {
  const given = Buffer.from(hashToken(token));
  let found: PlayerId | null = null;
  for (const player of PLAYER_IDS) {
    const stored = Buffer.from(hashes[player] ?? '');
    // Hashes of one length: a stored value of another length (a corrupt row) matches nothing.
    const same = stored.length === given.length && timingSafeEqual(stored, given);
    if (same) found = player;
  }
  return found;
}
