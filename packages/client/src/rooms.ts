import * as v from 'valibot';
import { CreatedRoomSchema, ROOMS_PATH, SETTINGS_PROBLEMS, type CreatedRoom, type RoomSettings, type SettingsProblem } from '@gomoku/protocol';
import { readRefusal } from './refusal.ts';

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
 * Why `createRoom` made no room, as codes an app can branch on and put in its own words:
 * - `code`: the server's (`bad-settings`, `rate-limited`, `unavailable`, `store-unavailable`,
 *   `too-large`, `unsupported-media-type`…), `network` when no answer came, `bad-response` for
 *   an answer that is not a room;
 * - `problem`: for `bad-settings`, which setting and why (`SettingsProblem`), else null;
 * - `retryAfterMs`: when the server says to try again (its `Retry-After`, at most a day), else null.
 */
export class CreateRoomError extends Error {
  override readonly name = 'CreateRoomError';
  readonly code: string;
  /** The HTTP status, or null when no answer came. */
  readonly status: number | null;
  readonly problem: SettingsProblem | null;
  readonly retryAfterMs: number | null;

  constructor(details: { code: string; status: number | null; problem?: SettingsProblem | null; retryAfterMs?: number | null; message: string }, options?: ErrorOptions) {
    super(`The server did not create the room: ${details.message}`, options);
    this.code = details.code;
    this.status = details.status;
    this.problem = details.problem ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

/**
 * Creates a room: its id, a token per seat and three links relative to the server (`/?room=…#seat=…`
 * for the players, without a token for spectators). Throws a `CreateRoomError` if none was made.
 */
export async function createRoom({ server, settings = {}, fetch: doFetch = fetch }: CreateRoomOptions): Promise<CreatedRoom> {
  let response: Response;
  try {
    response = await doFetch(new URL(ROOMS_PATH, server), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
  } catch (error) {
    throw new CreateRoomError({ code: 'network', status: null, message: 'no answer' }, { cause: error });
  }
  if (response.status !== 201) throw new CreateRoomError(await readRefusal(response, 'bad-settings', SETTINGS_PROBLEMS));
  const room = v.safeParse(CreatedRoomSchema, await response.json().catch(() => null));
  if (room.success) return room.output;
  throw new CreateRoomError({ code: 'bad-response', status: 201, message: 'the answer is not a room' });
}
