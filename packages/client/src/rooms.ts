import * as v from 'valibot';
import { CreatedRoomSchema, ROOMS_PATH, SETTINGS_PROBLEMS, type CreatedRoom, type RoomSettings, type SettingsProblem } from '@gomoku/protocol';

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
 * - `retryAfterMs`: when the server says to try again (its `Retry-After`), else null.
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

const text = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? (body[key] as string).slice(0, 200) : null);

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
  const { status } = response;
  const body: unknown = await response.json().catch(() => null);
  if (status === 201) {
    const room = v.safeParse(CreatedRoomSchema, body);
    if (room.success) return room.output;
    throw new CreateRoomError({ code: 'bad-response', status, message: 'the answer is not a room' });
  }
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  throw new CreateRoomError({
    code: text(answer, 'error') ?? `status-${status}`,
    status,
    problem: answer.error === 'bad-settings' ? (SETTINGS_PROBLEMS.find((code) => code === answer.problem) ?? null) : null,
    retryAfterMs: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : null,
    message: text(answer, 'message') ?? `status ${status}`,
  });
}
