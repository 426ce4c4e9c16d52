import {
  HistoryPageSchema,
  LIVE_PATH,
  LiveGameSchema,
  LOBBY_LIST_LIMIT,
  NAME_PROBLEMS,
  PlayerAnswerSchema,
  PlayerIdSchema,
  PlayerKeySchema,
  PLAYERS_PATH,
  type HistoryPage,
  type LiveGame,
  type NameProblem,
  type Player,
} from '@gomoku/protocol';
import * as v from 'valibot';
import { randomBase64url } from './ids.ts';
import { readRefusal } from './refusal.ts';

/**
 * A new player key: 32 random bytes in URL-safe base64 (43 characters, `PlayerKeySchema`). The
 * page keeps it (it is the identity: whoever holds it plays as the player) and registers it with
 * `registerPlayer`.
 */
export function newPlayerKey(): string {
  return randomBase64url(32);
}

/** Why a players' call failed: the server's `error`, or this client's. */
export type PlayerApiErrorCode =
  /** No answer came (the network, the server down). */
  | 'network'
  /** An answer that does not read as the call's (its schema refuses it), or a status the call does not expect. */
  | 'bad-response'
  /** The key is not one of the protocol's (sent by no call), or the server refused it (401). */
  | 'bad-key'
  /** The name is refused (`problem` says why; `taken` with 409). */
  | 'bad-name'
  /** The server's rate limit (`retryAfterMs`). */
  | 'rate-limited'
  /** A history asked for a player id the protocol refuses, or a `before` that is not a time. */
  | 'bad-request'
  | (string & {});

/**
 * Why a players' call gave no answer, as codes an app branches on and words itself:
 * - `code`: the server's `error` (`bad-name`, `bad-key`, `rate-limited`, `unavailable`…), else
 *   `network`, `bad-response`, `bad-request`, or `status-<n>` for an answer without one;
 * - `problem`: for `bad-name`, one of `NAME_PROBLEMS` (`taken`: another player has it), else null;
 * - `retryAfterMs`: when the server said to try again (`Retry-After`, at most a day), else null.
 */
export class PlayerApiError extends Error {
  override readonly name = 'PlayerApiError';
  readonly code: PlayerApiErrorCode;
  /** The HTTP status, or null when no answer came (or no request was made). */
  readonly status: number | null;
  readonly problem: NameProblem | null;
  readonly retryAfterMs: number | null;

  constructor(details: { code: PlayerApiErrorCode; status: number | null; problem?: NameProblem | null; retryAfterMs?: number | null; message: string }, options?: ErrorOptions) {
    super(`The players' API did not answer as asked: ${details.message}`, options);
    this.code = details.code;
    this.status = details.status;
    this.problem = details.problem ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

/** Where the players' API is. */
export interface PlayerApiOptions {
  /** The server's origin (`location.origin` when the app is served by the game server). */
  readonly server: string;
  /** The fetch to use (default `globalThis.fetch`). */
  readonly fetch?: typeof fetch;
}

/** A call made with the player's key. */
export interface KeyedOptions extends PlayerApiOptions {
  /** The player's key (`newPlayerKey`): sent only in `Authorization: Bearer`. */
  readonly key: string;
}

const LiveAnswerSchema = v.object({ games: v.pipe(v.array(LiveGameSchema), v.maxLength(LOBBY_LIST_LIMIT)) });

/**
 * One call: the answer's status and JSON body (null when it is not JSON). Only `accept`ed
 * statuses come back; any other is thrown as the server's refusal.
 */
async function call(server: string, path: string, init: RequestInit & { fetch: typeof fetch | undefined }, accept: readonly number[]): Promise<{ status: number; body: unknown }> {
  const { fetch: doFetch = fetch, ...request } = init;
  let response: Response;
  try {
    response = await doFetch(new URL(path, server), request);
  } catch (error) {
    throw new PlayerApiError({ code: 'network', status: null, message: 'no answer' }, { cause: error });
  }
  if (!accept.includes(response.status)) throw new PlayerApiError(await readRefusal(response, 'bad-name', NAME_PROBLEMS));
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The body read by `schema`, or a `bad-response`. */
function read<T extends v.GenericSchema>(schema: T, status: number, body: unknown, what: string): v.InferOutput<T> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  throw new PlayerApiError({ code: 'bad-response', status, message: `the answer is not ${what}` });
}

/** The `Authorization` header of a key, once the protocol takes the key (a header must not carry anything else). */
function bearer(key: string): { authorization: string } {
  if (!v.is(PlayerKeySchema, key)) throw new PlayerApiError({ code: 'bad-key', status: null, message: 'the key is not 43 URL-safe base64 characters' });
  return { authorization: `Bearer ${key}` };
}

/** The path of a player's resource, once the protocol takes the id; null for an id no player can have. */
const playerPath = (id: string, rest = '') => (v.is(PlayerIdSchema, id) ? `${PLAYERS_PATH}/${id}${rest}` : null);

/**
 * Registers `key` as a player called `name` (`POST /api/players`), or renames its player if the
 * key is registered. Gives the player; a name refused comes as `bad-name` with its `problem`.
 */
export async function registerPlayer({ server, key, name, fetch }: KeyedOptions & { readonly name: string }): Promise<Player> {
  const headers = { ...bearer(key), 'content-type': 'application/json' };
  const { status, body } = await call(server, PLAYERS_PATH, { method: 'POST', headers, body: JSON.stringify({ name }), fetch }, [200, 201]);
  return read(PlayerAnswerSchema, status, body, 'a player').player;
}

/** The player of `key` (`GET /api/players/me`), or null when no player has it (register it first). */
export async function fetchMe({ server, key, fetch }: KeyedOptions): Promise<Player | null> {
  try {
    const { status, body } = await call(server, `${PLAYERS_PATH}/me`, { headers: bearer(key), fetch }, [200]);
    return read(PlayerAnswerSchema, status, body, 'a player').player;
  } catch (error) {
    if (error instanceof PlayerApiError && error.code === 'unknown-key') return null;
    throw error;
  }
}

/** A player by id (`GET /api/players/:id`), or null when there is none (an id the protocol refuses asks nothing). */
export async function fetchPlayer({ server, id, fetch }: PlayerApiOptions & { readonly id: string }): Promise<Player | null> {
  const path = playerPath(id);
  if (path === null) return null;
  try {
    const { status, body } = await call(server, path, { fetch }, [200]);
    return read(PlayerAnswerSchema, status, body, 'a player').player;
  } catch (error) {
    if (error instanceof PlayerApiError && error.code === 'no-player') return null;
    throw error;
  }
}

/**
 * A page of a player's finished games, newest first (`GET /api/players/:id/games`): pass the
 * page's `next` as `before` for the one after it (`next` null: no more; `before` null or none: the newest).
 */
export async function fetchHistory({ server, id, before = null, fetch }: PlayerApiOptions & { readonly id: string; readonly before?: number | null }): Promise<HistoryPage> {
  const path = playerPath(id, '/games');
  if (path === null) throw new PlayerApiError({ code: 'bad-request', status: null, message: 'the player id is not one of the protocol' });
  if (before !== null && !(Number.isSafeInteger(before) && before >= 0)) throw new PlayerApiError({ code: 'bad-request', status: null, message: '`before` is not a time in ms' });
  const { status, body } = await call(server, before === null ? path : `${path}?before=${before}`, { fetch }, [200]);
  return read(HistoryPageSchema, status, body, 'a page of history');
}

/** The games being played between paired players, best rated first (`GET /api/live`): watch one with `?room=`. */
export async function fetchLiveGames({ server, fetch }: PlayerApiOptions): Promise<LiveGame[]> {
  const { status, body } = await call(server, LIVE_PATH, { fetch }, [200]);
  return read(LiveAnswerSchema, status, body, 'a list of live games').games;
}
