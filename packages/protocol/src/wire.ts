/**
 * What every message of the protocol shares: its version, the ids it carries, and how a message
 * is built. Shared by the rooms' messages (`protocol.ts`) and the lobby's (`lobby.ts`).
 */
import * as v from 'valibot';

/**
 * The protocol's version: a message whose `v` differs is answered with an `error` coded `version`.
 * Version 2: `welcome` and `state` carry a `GameState` (version 1 sent XState's persisted snapshot),
 * and `pong` the server's time.
 */
export const PROTOCOL_VERSION = 2;

/** The largest message a client sends, in bytes of UTF-8: the server answers a bigger one `too-large`. */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * The largest message the server sends: a game's state grows with its record (a full 26×26 board
 * is about 3 kB), so the client reads more than it may send.
 */
export const MAX_SERVER_MESSAGE_BYTES = 65_536;

/** The WebSocket's path on the server (the room is also given in the query, for routing by room). */
export const SOCKET_PATH = '/ws';

/** The HTTP API's path for creating rooms (`POST`) and reading one (`GET /api/rooms/:id`). */
export const ROOMS_PATH = '/api/rooms';

/** Room ids and event ids: URL-safe base64 characters, so they need no escaping anywhere. */
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const id = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(ID_PATTERN));

/** A room id: the server makes them 22 characters (128 random bits); at most 64 are read. */
export const RoomIdSchema = id(64);
/** An event's id, chosen by the client (unique within the room): a resend carries the same one. */
export const EventIdSchema = id(64);
/** A seat token: the server makes them 43 characters (256 random bits); at most 128 are read. */
export const TokenSchema = id(128);

/** Which player ids a room has: its creator's invite links give `p1` the first seat and `p2` the second. */
export const PLAYER_IDS = ['p1', 'p2'] as const;
/** One of a room's two players, apart from the seat (the seats swap at a rematch). */
export type PlayerId = (typeof PLAYER_IDS)[number];

/** A message of this protocol: its version `v`, its `type`, and `entries`. */
/* @__NO_SIDE_EFFECTS__ */
export const message = <const T extends string, const E extends v.ObjectEntries>(type: T, entries: E) =>
  v.object({ v: v.literal(PROTOCOL_VERSION), type: v.literal(type), ...entries });

