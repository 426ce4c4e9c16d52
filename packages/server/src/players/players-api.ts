/**
 * Players over HTTP (see the README's HTTP API): `POST /api/players` registers a key or renames
 * its player, `GET /api/players/me`, `/api/players/:id` and `/api/players/:id/games` read, and
 * `GET /api/live` lists the live games. The key rides in `Authorization: Bearer`, is checked by
 * its shape before anything else, and only its hash reaches the store.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_PATH, LOBBY_LIST_LIMIT, PlayerIdSchema, PlayerKeySchema, PLAYERS_PATH, readDisplayName, RegisterBodySchema, type NameProblem, type NameRefused } from '@gomoku/protocol';
import * as v from 'valibot';
import { BodyError, isJson, rateLimited, readBody, unavailable } from '../http/api.ts';
import { clientKey } from '../http/client-address.ts';
import { sendJson } from '../http/headers.ts';
import { liveGameOf } from '../lobby/live-list.ts';
import type { ServerClock } from '../rooms/game.ts';
import { hashToken, newRoomId } from '../rooms/tokens.ts';
import type { AddressRateLimit } from '../sockets/limits.ts';
import { StoreError } from '../store/errors.ts';
import type { GameStore } from '../store/types.ts';
import { HISTORY_PAGE_SIZE, historyPage, opponentsIn } from './history.ts';
import { playerView } from './views.ts';

/** The largest `POST /api/players` body: a name is at most 20 characters. */
const MAX_BODY_BYTES = 1024;
/** The latest time a `before` cursor may name (what a `Date` can hold). */
const MAX_TIME = 8.64e15;

/** What the players' API works on. */
export interface PlayersApiOptions {
  /** The store, with a deadline on every call (see `deadlineStore`). */
  readonly store: GameStore;
  readonly clock: ServerClock;
  /** Registrations and renames per address: over it, 429 with Retry-After. */
  readonly registerRate: AddressRateLimit;
  /** Reads per address (shared with the rooms' reads): over it, 429 with Retry-After. */
  readonly readRate: AddressRateLimit;
  /** Proxies in front whose X-Forwarded-For is trusted for the client's address (0: none). */
  readonly trustProxy: number;
  /** Told the id of a player who just took a new name (the server tells the lobby). */
  readonly renamed?: (playerId: string) => void;
}

/** The key in `Authorization: Bearer <key>`, or null if there is none of the key's shape. */
function bearerKey(req: IncomingMessage): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(req.headers.authorization ?? '');
  const key = match?.[1];
  return key !== undefined && v.is(PlayerKeySchema, key) ? key : null;
}

const NAME_MESSAGES: Readonly<Record<NameProblem, string>> = {
  empty: 'Choose a name.',
  'too-long': 'The name is too long.',
  control: 'The name holds an invisible or control character.',
  padding: 'The name has a space at an end, two in a row, or an unusual space.',
  'bad-character': 'The name holds a character names may not have.',
  marks: 'The name has too many accents on one letter.',
  taken: 'Another player has this name, or one that looks the same.',
};
const refusedName = (problem: NameProblem): NameRefused => ({ error: 'bad-name', problem, message: NAME_MESSAGES[problem] });

const badKey = (res: ServerResponse) => sendJson(res, 401, { error: 'bad-key', message: 'Send the player key as Authorization: Bearer <key>.' });
const noPlayer = (res: ServerResponse) => sendJson(res, 404, { error: 'no-player', message: 'There is no such player.' });

/** `before` from the query: absent, or a time in ms; undefined when it is neither. */
function readBefore(query: URLSearchParams): { readonly ok: true; readonly before: number | undefined } | { readonly ok: false } {
  const text = query.get('before');
  if (text === null) return { ok: true, before: undefined };
  if (!/^\d{1,16}$/.test(text)) return { ok: false };
  const before = Number(text);
  return before <= MAX_TIME ? { ok: true, before } : { ok: false };
}

/** The players' HTTP routes; returns whether it answered the request (false: not one of its paths). */
export function createPlayersApi({ store, clock, registerRate, readRate, trustProxy, renamed }: PlayersApiOptions): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> {
  /** Charges a read to the client's address; false (and 429 sent) when over the rate. */
  const mayRead = (req: IncomingMessage, res: ServerResponse): boolean => {
    const allowed = readRate.take(clientKey(req, trustProxy));
    if (!allowed.ok) rateLimited(res, allowed.retryAfterMs, 'Too many reads from this address: try again later.');
    return allowed.ok;
  };

  const register = async (req: IncomingMessage, res: ServerResponse) => {
    if (!isJson(req.headers['content-type'])) return sendJson(res, 415, { error: 'unsupported-media-type', message: 'Send the name as application/json.' });
    const key = bearerKey(req);
    if (key === null) return badKey(res);
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_BODY_BYTES));
    } catch (error) {
      const tooLarge = error instanceof BodyError;
      return sendJson(res, tooLarge ? 413 : 400, { error: tooLarge ? 'too-large' : 'bad-json', message: tooLarge ? 'The body is too large.' : 'The body is not JSON.' });
    }
    if (!v.is(RegisterBodySchema, body)) return sendJson(res, 400, refusedName('empty'));
    const name = readDisplayName(body.name);
    if (!name.ok) return sendJson(res, 400, refusedName(name.problem));
    // Charged only now: a refused request changes nothing, and costs the address nothing.
    const allowed = registerRate.take(clientKey(req, trustProxy));
    if (!allowed.ok) return rateLimited(res, allowed.retryAfterMs, 'Too many registrations from this address: try again later.');
    const keyHash = hashToken(key);
    try {
      // Two registrations of one key may race: the loser's `player-exists` makes it a rename.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const existing = await store.playerByKey(keyHash);
        if (existing) {
          if (await store.renamePlayer(existing.id, name.name, name.key)) renamed?.(existing.id);
          return sendJson(res, 200, { player: playerView({ ...existing, name: name.name, nameKey: name.key }) });
        }
        try {
          const created = { id: newRoomId(), keyHash, name: name.name, nameKey: name.key, now: clock.now() };
          await store.createPlayer(created);
          return sendJson(res, 201, { player: playerView({ ...created, ratings: {}, createdAt: created.now }) });
        } catch (error) {
          if (!(error instanceof StoreError && error.code === 'player-exists')) throw error;
        }
      }
    } catch (error) {
      if (error instanceof StoreError && error.code === 'name-taken') return sendJson(res, 409, refusedName('taken'));
      return unavailable(res);
    }
    unavailable(res);
  };

  const me = async (req: IncomingMessage, res: ServerResponse) => {
    const key = bearerKey(req);
    if (key === null) return badKey(res);
    if (!mayRead(req, res)) return;
    const player = await store.playerByKey(hashToken(key)).catch(() => undefined);
    if (player === undefined) return unavailable(res);
    if (player) sendJson(res, 200, { player: playerView(player) });
    else sendJson(res, 404, { error: 'unknown-key', message: 'No player has this key: register it first.' });
  };

  const player = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    if (!v.is(PlayerIdSchema, id)) return noPlayer(res);
    if (!mayRead(req, res)) return;
    const found = await store.players([id]).catch(() => null);
    if (!found) return unavailable(res);
    const stored = found.get(id);
    if (stored) sendJson(res, 200, { player: playerView(stored) });
    else noPlayer(res);
  };

  const games = async (req: IncomingMessage, res: ServerResponse, id: string, query: URLSearchParams) => {
    if (!v.is(PlayerIdSchema, id)) return noPlayer(res);
    const cursor = readBefore(query);
    if (!cursor.ok) return sendJson(res, 400, { error: 'bad-before', message: 'before must be a time in milliseconds.' });
    if (!mayRead(req, res)) return;
    try {
      const found = await store.players([id]);
      if (!found.has(id)) return noPlayer(res);
      const results = await store.resultsOf(id, { limit: HISTORY_PAGE_SIZE + 1, ...(cursor.before === undefined ? {} : { before: cursor.before }) });
      const opponents = await store.players(opponentsIn(id, results));
      sendJson(res, 200, historyPage(id, results, opponents));
    } catch {
      unavailable(res);
    }
  };

  const live = async (req: IncomingMessage, res: ServerResponse) => {
    if (!mayRead(req, res)) return;
    const rows = await store.liveMatches(LOBBY_LIST_LIMIT).catch(() => null);
    if (rows) sendJson(res, 200, { games: rows.flatMap((row) => liveGameOf(row) ?? []) });
    else unavailable(res);
  };

  return async (req, res, pathname) => {
    const method = req.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';
    const notAllowed = (allow: string) => {
      res.setHeader('Allow', allow);
      sendJson(res, 405, { error: 'method-not-allowed' });
    };
    if (pathname === PLAYERS_PATH) {
      if (method === 'POST') await register(req, res);
      else notAllowed('POST');
      return true;
    }
    if (pathname === LIVE_PATH) {
      if (reading) await live(req, res);
      else notAllowed('GET, HEAD');
      return true;
    }
    const route = /^\/api\/players\/([^/]+)(\/games)?$/.exec(pathname);
    const id = route?.[1];
    if (id === undefined) return false;
    if (!reading) notAllowed('GET, HEAD');
    else if (route?.[2]) await games(req, res, id, new URL(req.url ?? '/', 'http://server').searchParams);
    else if (id === 'me') await me(req, res);
    else await player(req, res, id);
    return true;
  };
}
