/**
 * The wire protocol between a browser and `@gomoku/server`: JSON text messages over one WebSocket,
 * each carrying the protocol version `v` and a `type`. Both sides validate what they receive with
 * these schemas (valibot), so the types below are exactly what a validated message holds.
 *
 * Client → server: `hello`, `event`, `ping`. Server → client: `welcome`, `state`, `ack`,
 * `rejected`, `presence`, `pong`, `error`. The README of `@gomoku/server` shows one of each.
 */
import { COLORS, MAX_SIZE } from '@gomoku/engine';
import { ACTOR_EVENT_TYPES, INPUT_ERROR_CODES, readGameState, readSettings, REJECTION_REASONS, SEATS, type GameSettings, type GameState, type Seat } from '@gomoku/machine';
import * as v from 'valibot';
import { MatchSchema } from './match.ts';
import { EventIdSchema, MAX_MESSAGE_BYTES, message, PLAYER_IDS, PROTOCOL_VERSION, RoomIdSchema, TokenSchema, type PlayerId } from './wire.ts';

/** A room's version: how many events it has accepted. */
const VersionSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * The event types a player may send that carry nothing but the type: the machine's events that
 * say only who acts (`ACTOR_EVENT_TYPES`: moves aside, every request, offer and answer) and
 * `opening.extend`. The machine's `restart` and `rematch` are left out on purpose: online, they
 * would let either player wipe a game alone; `restart.offer` and `rematch.offer` ask the other.
 */
export const PLAIN_CLIENT_EVENT_TYPES = Object.freeze([...ACTOR_EVENT_TYPES, 'opening.extend'] as const);

/** The events a player may send: the machine's events without `by`, which the server adds from the seat. */
export const ClientEventSchema = v.variant('type', [
  v.object({ type: v.literal('play'), point: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SIZE * MAX_SIZE - 1)) }),
  v.object({ type: v.literal('opening.choose'), color: v.picklist(COLORS) }),
  v.object({ type: v.picklist(PLAIN_CLIENT_EVENT_TYPES) }),
]);
/** An event a player sends: `{ type: 'play', point }`, `{ type: 'undo' }`, `{ type: 'opening.choose', color }`… */
export type ClientEvent = v.InferOutput<typeof ClientEventSchema>;

/** Joins a room, as a player (with the seat's token) or a spectator (without); `since` is the version the client holds. */
export const HelloSchema = message('hello', { room: RoomIdSchema, token: v.optional(TokenSchema), since: v.optional(VersionSchema) });
/** An event for the room's game, with the client's id for it. */
export const EventMessageSchema = message('event', { id: EventIdSchema, event: ClientEventSchema });
/** Asks for a `pong`: a client's way to tell a silent connection from a dead one. */
export const PingSchema = message('ping', {});

/** Any message a client sends. */
export const ClientMessageSchema = v.variant('type', [HelloSchema, EventMessageSchema, PingSchema]);
/** Any message a client sends. */
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

/**
 * Why settings are refused: the machine's code from `readSettings` (`bad-variant`, `bad-undo`,
 * `bad-opening`, `swap-needs-four`, `bad-clock`), `undo-needs-consent` for a new room's
 * `undo: 'immediate'`, or `not-an-object` for anything but an object (an array, null, a string…).
 */
export const SETTINGS_PROBLEMS = Object.freeze([...INPUT_ERROR_CODES, 'undo-needs-consent', 'not-an-object'] as const);
/** Why settings are refused: one of `SETTINGS_PROBLEMS`. */
export type SettingsProblem = (typeof SETTINGS_PROBLEMS)[number];

/** Settings as read: those given (only the settings, only the fields given), or why they are refused. */
export type SettingsRead = { readonly ok: true; readonly settings: GameSettings } | { readonly ok: false; readonly problem: SettingsProblem };

/**
 * Reads a room's settings: the machine's `GameSettings`, every field optional (standard Gomoku,
 * undo by consent, free opening, no clock). The machine's `readSettings` is the one check (the
 * engine for the variant, the machine's lists and clock limits for the rest); a refusal carries
 * its code. Never throws.
 */
export function readRoomSettings(value: unknown): SettingsRead {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'not-an-object' };
  const { variant, undo, opening, clock } = value as GameSettings;
  const settings: GameSettings = { variant, undo, opening, clock };
  const { error } = readSettings(settings);
  if (error) return { ok: false, problem: error.code };
  // Only the settings, and only those given: a room stores what it was created with.
  return { ok: true, settings: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as GameSettings };
}

/**
 * Reads the settings a new room may be created with: `readRoomSettings`, but an undo always needs
 * the opponent's consent. Taken back at once (`undo: 'immediate'`, for one screen or the computer),
 * either player could erase the other's move, or the five that beat them. A room stored with it
 * earlier still loads: `readRoomSettings` reads stored settings.
 */
export function readNewRoomSettings(value: unknown): SettingsRead {
  const read = readRoomSettings(value);
  return read.ok && read.settings.undo === 'immediate' ? { ok: false, problem: 'undo-needs-consent' } : read;
}

/**
 * A schema from a reader that never throws: what it reads is the output, and a refusal is one
 * issue, `<what>: <code>`. The reader is the one check; the schema only carries it onto the wire.
 */
const readerSchema = <T>(what: string, read: (value: unknown) => { readonly value: T } | { readonly code: string }) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = read(dataset.value);
      if ('value' in result) return result.value;
      addIssue({ message: `${what}: ${result.code}` });
      return NEVER;
    }),
  );

/** A schema of settings from a settings reader. */
const settingsSchema = (read: (value: unknown) => SettingsRead) =>
  readerSchema('bad setting', (value) => {
    const result = read(value);
    return result.ok ? { value: result.settings } : { code: result.problem };
  });

/** A room's settings, as `welcome` reports them and the store holds them: `readRoomSettings` as a schema. */
export const RoomSettingsSchema = settingsSchema(readRoomSettings);
/** A room's settings, as created and as `welcome` reports them: the machine's `GameSettings`. */
export type RoomSettings = GameSettings;

/** The body of `POST /api/rooms`: `readNewRoomSettings` as a schema (an undo needs consent). */
export const NewRoomSettingsSchema = settingsSchema(readNewRoomSettings);

/**
 * What `POST /api/rooms` answers (400) when it refuses the settings: `problem` is the stable code
 * to branch on (`SettingsProblem`), `message` is for people.
 */
export interface SettingsRefused {
  readonly error: 'bad-settings';
  readonly problem: SettingsProblem;
  readonly message: string;
}

/** What `POST /api/rooms` answers: the room, its three links (token in the fragment) and the two tokens. */
export const CreatedRoomSchema = v.object({
  room: RoomIdSchema,
  links: v.object({ first: v.string(), second: v.string(), spectator: v.string() }),
  tokens: v.object({ first: TokenSchema, second: TokenSchema }),
});
/** What `POST /api/rooms` answers. */
export type CreatedRoom = v.InferOutput<typeof CreatedRoomSchema>;

/** Who is connected: each player (any of their connections open) and how many spectators. */
export const PresenceSchema = v.object({
  players: v.object({ p1: v.boolean(), p2: v.boolean() }),
  spectators: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
/** Who is connected to a room. */
export type Presence = v.InferOutput<typeof PresenceSchema>;

/** Who this connection is: a player with their current seat, or a spectator. */
export const YouSchema = v.variant('role', [
  v.object({ role: v.literal('player'), player: v.picklist(PLAYER_IDS), seat: v.picklist(SEATS) }),
  v.object({ role: v.literal('spectator') }),
]);
/** Who this connection is. */
export type You = v.InferOutput<typeof YouSchema>;

/** What led to a state: an event of a seat with its client id, or the clock (a flag fell). */
export const CauseSchema = v.variant('kind', [
  v.object({ kind: v.literal('event'), id: EventIdSchema, seat: v.picklist(SEATS), event: ClientEventSchema }),
  v.object({ kind: v.literal('time') }),
]);
/** What led to a state. */
export type Cause = v.InferOutput<typeof CauseSchema>;

/**
 * A game as the server stores and sends it: the machine's `GameState`, read by the machine's
 * `readGameState` (its shape, the record replayed by the engine, what the values mean together),
 * the one check of a game's state on either side. A refusal is one issue, `bad game state: <code>`
 * (one of the machine's `INPUT_ERROR_CODES`). Hand it to `createActor(gomokuMachine, { input: { state } })`
 * or `snapshotOf(state)`.
 */
export const GameStateSchema = readerSchema('bad game state', (value): { value: GameState } | { code: string } => {
  const read = readGameState(value);
  return read.ok ? { value: read.state } : { code: read.problem.code };
});

/**
 * The seat `player` holds in a room's game, read from its `players` (the machine swaps the seats at
 * each rematch, so `p2` may be `first`). A room's game always has players; without them, `first`.
 */
export const seatIn = (state: GameState, player: PlayerId): Seat => (state.players?.second === player ? 'second' : 'first');

/**
 * The answer to `hello`. `state` is the room's game (`GameStateSchema`), or null when the client's
 * `since` is the room's version: what it holds is current.
 */
export const WelcomeSchema = message('welcome', {
  room: RoomIdSchema,
  you: YouSchema,
  version: VersionSchema,
  state: v.nullable(GameStateSchema),
  presence: PresenceSchema,
  settings: RoomSettingsSchema,
  /** The match, for a room the lobby made (players' names and ratings, rated or not); absent for a room made by link. */
  match: v.optional(MatchSchema),
});
/** A state change, sent to every connection of the room once it is stored, with the room's version. */
export const StateSchema = message('state', { version: VersionSchema, state: GameStateSchema, cause: v.optional(CauseSchema) });
/** The event `id` is stored as `version` (`duplicate`: it had been already, and was not applied again). */
export const AckSchema = message('ack', { id: EventIdSchema, version: VersionSchema, duplicate: v.optional(v.boolean()) });

/** Why the game refused an event: the machine's `REJECTION_REASONS`. */
export const RejectionReasonSchema = v.picklist(REJECTION_REASONS);
/** The game refused the event `id`: nothing changed, the connection stays. */
export const RejectedSchema = message('rejected', { id: EventIdSchema, reason: RejectionReasonSchema });
/** Who is connected changed. */
export const PresenceMessageSchema = message('presence', { presence: PresenceSchema });
/**
 * The answer to `ping`, with the server's time (`now`, ms since the epoch, on the clock its game
 * clocks run on): a client estimates its offset from it, to show a running clock as the server
 * will charge it.
 */
export const PongSchema = message('pong', { now: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(8.64e15)) });

/**
 * Why a message was not taken:
 * - `bad-json`: not JSON text; `bad-message`: JSON, but no message of this protocol;
 * - `too-large`: over `MAX_MESSAGE_BYTES`; `rate-limited`: too many messages, this one was dropped;
 * - `version`: another protocol version; `no-room`: no such room (never created, or expired);
 * - `bad-token`: the token is no seat's of this room; `not-a-player`: a spectator sent an event;
 * - `not-joined`: an event before `hello`; `already-joined`: a second `hello` on one connection;
 * - `busy`: the room could not take the event now (the store failed or kept losing races); send it again.
 */
export const ERROR_CODES = [
  'bad-json',
  'bad-message',
  'too-large',
  'rate-limited',
  'version',
  'no-room',
  'bad-token',
  'not-a-player',
  'not-joined',
  'already-joined',
  'busy',
] as const;
/** Why a message was not taken (see `ERROR_CODES`). */
export type ErrorCode = (typeof ERROR_CODES)[number];
/** A message was not taken; `id` names the event when the message was one. */
export const ErrorSchema = message('error', { code: v.picklist(ERROR_CODES), message: v.string(), id: v.optional(EventIdSchema) });

/** Any message the server sends. */
export const ServerMessageSchema = v.variant('type', [WelcomeSchema, StateSchema, AckSchema, RejectedSchema, PresenceMessageSchema, PongSchema, ErrorSchema]);
/** Any message the server sends. */
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>;

/**
 * A message read from text: the message, or the error code to answer with and `reason`, what is
 * wrong in words for a log (for `bad-message`, the first issue and where: `state: bad game state: broken-clock`).
 */
export type Parsed<T> = { ok: true; message: T } | { ok: false; code: 'bad-json' | 'bad-message' | 'version' | 'too-large'; reason: string };

/** The UTF-8 length of a string, without allocating its bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character; a lone surrogate is written as 3 bytes (U+FFFD).
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Reads one message of `schema` from text: `too-large` past `maxBytes`, `bad-json` for
 * text that is not JSON, `version` for a message of another protocol version, `bad-message` for
 * anything else the schema refuses. Never throws.
 */
export function parseMessage<S extends v.GenericSchema>(schema: S, text: string, maxBytes = MAX_MESSAGE_BYTES): Parsed<v.InferOutput<S>> {
  if (text.length > maxBytes || utf8Length(text) > maxBytes) return { ok: false, code: 'too-large', reason: `over ${maxBytes} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-json', reason: 'not JSON' };
  }
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return { ok: true, message: parsed.output };
  const version = typeof value === 'object' && value !== null ? (value as { v?: unknown }).v : undefined;
  if (version !== undefined && version !== PROTOCOL_VERSION) return { ok: false, code: 'version', reason: `protocol version ${String(version)}` };
  const [issue] = parsed.issues;
  const where = v.getDotPath(issue);
  return { ok: false, code: 'bad-message', reason: where ? `${where}: ${issue.message}` : issue.message };
}
