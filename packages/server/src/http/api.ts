import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_MESSAGE_BYTES, readNewRoomSettings, RoomIdSchema, ROOMS_PATH, SOCKET_PATH, type CreatedRoom, type SettingsProblem, type SettingsRefused } from '@gomoku/protocol';
import * as v from 'valibot';
import { newGame, type ServerClock } from '../rooms/game.ts';
import type { RoomHub } from '../rooms/hub.ts';
import { hashToken, newRoomId, newToken } from '../rooms/tokens.ts';
import type { ServerLog } from '../ops/log.ts';
import type { AddressRateLimit } from '../sockets/limits.ts';
import { clientKey } from './client-address.ts';
import type { GameStore } from '../store/types.ts';
import { sendJson } from './headers.ts';

/** What the API works on. */
export interface ApiOptions {
  readonly store: GameStore;
  readonly hub: RoomHub;
  readonly clock: ServerClock;
  readonly log: ServerLog;
  /** Room creations each client may make: over it, 429 with Retry-After. */
  readonly roomRate: AddressRateLimit;
  /** Room reads each client may make: over it, 429 with Retry-After (a refused read never reaches the store). */
  readonly readRate: AddressRateLimit;
  /** Proxies in front whose X-Forwarded-For is trusted for the client's address (0: none). */
  readonly trustProxy: number;
}

/** A request body that is too big, or ended early. */
export class BodyError extends Error {}

/** The request's body as text, refused past `limit` bytes without reading the rest. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        reject(new BodyError('too-large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Whether a Content-Type is JSON (`application/json`, with or without parameters such as a charset). */
export const isJson = (contentType: string | undefined): boolean => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The store cannot answer now: 503, and when to try again. */
export function unavailable(res: ServerResponse): void {
  res.setHeader('Retry-After', '1');
  sendJson(res, 503, { error: 'unavailable', message: 'The server cannot reach its storage now: try again shortly.' });
}

/** Over a per-client rate: 429, and when the next request would fit. */
export function rateLimited(res: ServerResponse, retryAfterMs: number, message: string): void {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  sendJson(res, 429, { error: 'rate-limited', message });
}

/** The 404 of a room that is not there (or never could be). */
const noRoom = (res: ServerResponse) => sendJson(res, 404, { error: 'no-room', message: 'There is no such room (it may have expired).' });

/** The 400 for settings the protocol refuses: its code in `problem`, and words for people. */
const refusal = (problem: SettingsProblem): SettingsRefused => ({
  error: 'bad-settings',
  problem,
  message: problem === 'not-an-object' ? 'The settings must be a JSON object.' : `The server refuses these settings: ${problem}.`,
});

/** An invite link, relative to the server's origin: the token rides in the fragment, which no browser sends to a server. */
const linkOf = (room: string, token?: string) => `/?room=${room}${token ? `#seat=${token}` : ''}`;

/**
 * The HTTP API: `POST /api/rooms` creates a room, `GET /api/rooms/:id` reads one. Returns whether
 * it answered the request (false: not an API path).
 */
export function createApi({ store, hub, clock, log, roomRate, readRate, trustProxy }: ApiOptions): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> {
  const createRoom = async (req: IncomingMessage, res: ServerResponse) => {
    // Only JSON: a cross-site form or a text/plain "simple request" cannot create rooms.
    if (!isJson(req.headers['content-type'])) return sendJson(res, 415, { error: 'unsupported-media-type', message: 'Send the settings as application/json.' });
    let body: unknown;
    try {
      const text = await readBody(req, MAX_MESSAGE_BYTES);
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch (error) {
      const tooLarge = error instanceof BodyError;
      return sendJson(res, tooLarge ? 413 : 400, { error: tooLarge ? 'too-large' : 'bad-json', message: tooLarge ? 'The body is too large.' : 'The body is not JSON.' });
    }
    const read = readNewRoomSettings(body);
    if (!read.ok) return sendJson(res, 400, refusal(read.problem));
    const { settings } = read;
    // Charged only now: a request refused for its content type or body (415, 413, 400) creates nothing, and costs the address nothing.
    const allowed = roomRate.take(clientKey(req, trustProxy));
    if (!allowed.ok) return rateLimited(res, allowed.retryAfterMs, 'Too many rooms created from this address: try again later.');
    const room = newRoomId();
    const tokens = { first: newToken(), second: newToken() };
    try {
      await store.createRoom({
        id: room,
        settings,
        seats: { p1: hashToken(tokens.first), p2: hashToken(tokens.second) },
        state: newGame(settings, clock),
        // No game is in progress until the first move: a room no one plays in expires.
        live: false,
        now: clock.now(),
      });
    } catch {
      // The store failed or timed out (it says why in the log): nothing to do but try again.
      return unavailable(res);
    }
    log.info({ room }, 'room created');
    const created: CreatedRoom = { room, links: { first: linkOf(room, tokens.first), second: linkOf(room, tokens.second), spectator: linkOf(room) }, tokens };
    sendJson(res, 201, created);
  };

  const readRoom = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    // An id no room can have is answered without the store, and costs the address nothing.
    if (!v.is(RoomIdSchema, id)) return noRoom(res);
    const allowed = readRate.take(clientKey(req, trustProxy));
    if (!allowed.ok) return rateLimited(res, allowed.retryAfterMs, 'Too many rooms read from this address: try again later.');
    let found;
    try {
      found = await hub.read(id, (room, presence) => {
        const view = room.view();
        // undefined: the room is loaded but cannot read its log now.
        return view ? { room: room.id, version: view.version, settings: room.settings, state: view.state, presence } : undefined;
      });
    } catch {
      return unavailable(res);
    }
    if (found) sendJson(res, 200, found);
    else if (found === null) noRoom(res);
    else unavailable(res);
  };

  return async (req, res, pathname) => {
    const method = req.method ?? 'GET';
    const notAllowed = (allow: string) => {
      res.setHeader('Allow', allow);
      sendJson(res, 405, { error: 'method-not-allowed' });
    };
    if (pathname === ROOMS_PATH) {
      if (method === 'POST') await createRoom(req, res);
      else notAllowed('POST');
      return true;
    }
    const match = /^\/api\/rooms\/([^/]+)$/.exec(pathname);
    if (match?.[1]) {
      if (method === 'GET' || method === 'HEAD') await readRoom(req, res, match[1]);
      else notAllowed('GET, HEAD');
      return true;
    }
    if (pathname === SOCKET_PATH) {
      sendJson(res, 426, { error: 'upgrade-required', message: 'This path takes WebSocket connections.' });
      return true;
    }
    if (pathname.startsWith('/api/')) {
      sendJson(res, 404, { error: 'not-found' });
      return true;
    }
    return false;
  };
}
