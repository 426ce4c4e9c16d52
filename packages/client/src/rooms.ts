import * as v from 'valibot';
import { CreatedRoomSchema, ROOMS_PATH, type CreatedRoom, type RoomSettings } from '@gomoku/protocol';

/** Where to create a room, and with what. */
export interface CreateRoomOptions {
  /** The server's origin (`location.origin` when the app is served by the game server). */
  readonly server: string;
  /** The game's settings (default standard Gomoku, undo by consent, free opening, no clock). */
  readonly settings?: RoomSettings;
  /** The fetch to use (default `globalThis.fetch`). */
  readonly fetch?: typeof fetch;
}

/**
 * Creates a room: its id, a token per seat and three links relative to the server (`/?room=…#seat=…`
 * for the players, without a token for spectators). Throws with the server's message if it refuses.
 */
export async function createRoom({ server, settings = {}, fetch: doFetch = fetch }: CreateRoomOptions): Promise<CreatedRoom> {
  const response = await doFetch(new URL(ROOMS_PATH, server), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 201) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : `status ${response.status}`;
    throw new Error(`The server did not create the room: ${message}`);
  }
  return v.parse(CreatedRoomSchema, body);
}
