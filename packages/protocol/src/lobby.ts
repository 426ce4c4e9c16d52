/**
 * Playing strangers: who a player is (a secret key the page keeps, a public id and a display name),
 * their Glicko-2 ratings, quick pairing in pools, a lobby of open seeks, a player's history and the
 * live games to watch. HTTP for what is read once, and one WebSocket at `LOBBY_PATH` for what
 * changes live. Both sides validate with these schemas.
 *
 * Lobby socket, client → server: `enter` (first), `pool.join`, `pool.leave`, `seek.create`,
 * `seek.cancel`, `seek.accept`, `ping`. Server → client: `entered`, `you`, `seeks`, `live`,
 * `pairing`, `paired`, `lobby.error`, `pong`.
 */
import { COLORS, GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import { ENDING_REASONS, type GameSettings, type TimeControl } from '@gomoku/machine';
import * as v from 'valibot';
import { finite, NameSchema, PlayerCardSchema, PlayerIdSchema, RatingSchema, TermsSchema, type RuleFamily, type Terms } from './match.ts';
import type { NameProblem } from './names.ts';
import { message, PLAYER_IDS, RoomIdSchema, TokenSchema } from './wire.ts';

/** The lobby's WebSocket path. */
export const LOBBY_PATH = '/ws/lobby';
/**
 * Players over HTTP: `POST` registers the key in `Authorization: Bearer <key>` with a name (or
 * renames its player), `GET /api/players/me` (with the key) reads one's own, `GET /api/players/:id`
 * anyone's, `GET /api/players/:id/games` a history.
 */
export const PLAYERS_PATH = '/api/players';
/** The live games, best rated first (`GET`). */
export const LIVE_PATH = '/api/live';

/** A player's secret key: 32 random bytes in URL-safe base64 (43 characters), made by the page and never shown to other players. */
export const PlayerKeySchema = v.pipe(v.string(), v.length(43), v.regex(/^[A-Za-z0-9_-]+$/));

/** Each family's board: 15×15, five in a row; renju with Black's forbidden moves. */
export const FAMILY_VARIANTS: Readonly<Record<RuleFamily, Variant>> = /* @__PURE__ */ Object.freeze({ freestyle: GOMOKU, renju: RENJU });
/** The family a variant is rated in. */
export const familyOf = (variant: Variant): RuleFamily => (variant.rule === 'renju' ? 'renju' : 'freestyle');

/** A new player's rating: Glicko-2's defaults on the Glicko scale. */
export const INITIAL_RATING = /* @__PURE__ */ Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });
/** Over this deviation a rating is provisional: shown with a `?`, as lichess does. */
export const PROVISIONAL_DEVIATION = 110;

const time = finite(0, 8.64e15);

/** A player as anyone may see them: id, name and a rating per family. */
export const PlayerSchema = v.object({
  id: PlayerIdSchema,
  name: NameSchema,
  ratings: v.object({ freestyle: RatingSchema, renju: RatingSchema }),
});
/** A player as anyone may see them. */
export type Player = v.InferOutput<typeof PlayerSchema>;

/** The settings a game of these terms is played with: undo only by consent, so nobody takes back a move alone. */
export const settingsOf = (terms: Terms): GameSettings => ({ variant: FAMILY_VARIANTS[terms.family], opening: terms.opening, undo: 'consent', clock: terms.clock satisfies TimeControl });

/** The quick-pairing pools: a time control and a rule each, always rated. */
export const POOLS = /* @__PURE__ */ Object.freeze({
  'freestyle-3+2': /* @__PURE__ */ Object.freeze({ family: 'freestyle', opening: 'free', clock: /* @__PURE__ */ Object.freeze({ initialMs: 180_000, incrementMs: 2_000 }), rated: true }),
  'freestyle-10+5': /* @__PURE__ */ Object.freeze({ family: 'freestyle', opening: 'free', clock: /* @__PURE__ */ Object.freeze({ initialMs: 600_000, incrementMs: 5_000 }), rated: true }),
  'renju-10+5': /* @__PURE__ */ Object.freeze({ family: 'renju', opening: 'swap2', clock: /* @__PURE__ */ Object.freeze({ initialMs: 600_000, incrementMs: 5_000 }), rated: true }),
} as const satisfies Record<string, Terms>);
/** A pool's id: a key of `POOLS`. */
export type PoolId = keyof typeof POOLS;
/** The pools' ids, in the order a page lists them. */
export const POOL_IDS = /* @__PURE__ */ Object.freeze(Object.keys(POOLS) as PoolId[]);

/** A seek in the lobby: its id, who seeks, on what terms, since when (ms since the epoch, server clock). */
export const SeekSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)), by: PlayerCardSchema, terms: TermsSchema, since: time });
/** A seek in the lobby. */
export type Seek = v.InferOutput<typeof SeekSchema>;

/** A game being played between two paired players, to watch: spectate it with `?room=<room>`. */
export const LiveGameSchema = v.object({
  room: RoomIdSchema,
  terms: TermsSchema,
  players: v.object({ first: PlayerCardSchema, second: PlayerCardSchema }),
  since: time,
});
/** A game being played, to watch. */
export type LiveGame = v.InferOutput<typeof LiveGameSchema>;

/** A game's outcome for one player. */
export const OUTCOMES = /* @__PURE__ */ Object.freeze(['win', 'loss', 'draw'] as const);
/** A game's outcome for one player: one of `OUTCOMES`. */
export type Outcome = (typeof OUTCOMES)[number];

/**
 * One finished game in a player's history: the room (gone once it expires), the terms, the colour
 * played, the opponent, the outcome and why, the rating before and after (rated games), when it
 * ended, and the moves (for a review link in the record's link format).
 */
export const HistoryEntrySchema = v.object({
  room: RoomIdSchema,
  terms: TermsSchema,
  color: v.picklist(COLORS),
  opponent: v.object({ id: PlayerIdSchema, name: NameSchema }),
  outcome: v.picklist(OUTCOMES),
  reason: v.picklist(ENDING_REASONS),
  rating: v.nullable(v.object({ before: finite(0, 5000), after: finite(0, 5000) })),
  at: time,
  moves: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(224))), v.maxLength(225)),
});
/** One finished game in a player's history. */
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

/** `GET /api/players/:id/games`: newest first, and the `before` cursor of the next page (null at the end). */
export const HistoryPageSchema = v.object({ games: v.array(HistoryEntrySchema), next: v.nullable(time) });
/** A page of a player's history. */
export type HistoryPage = v.InferOutput<typeof HistoryPageSchema>;

/** `POST /api/players`'s body: the name to register or rename to. */
export const RegisterBodySchema = v.object({ name: v.string() });
/** What `POST /api/players` and `GET /api/players/me` answer: the player. */
export const PlayerAnswerSchema = v.object({ player: PlayerSchema });

/**
 * Why `POST /api/players` refused a name (400, or 409 for `taken`): `problem` is one of
 * `NAME_PROBLEMS`, `message` is for people.
 */
export interface NameRefused {
  readonly error: 'bad-name';
  readonly problem: NameProblem;
  readonly message: string;
}

/** Enters the lobby as the player of `key` (registered first over HTTP). */
export const EnterSchema = message('enter', { key: PlayerKeySchema });
/** Waits in a pool for an opponent; replaces the pool this player waits in, if any. */
export const PoolJoinSchema = message('pool.join', { pool: v.picklist(POOL_IDS) });
/** Stops waiting in the pool. */
export const PoolLeaveSchema = message('pool.leave', {});
/** Posts a seek in the lobby. */
export const SeekCreateSchema = message('seek.create', { terms: TermsSchema });
/** Withdraws one's own seek. */
export const SeekCancelSchema = message('seek.cancel', { id: SeekSchema.entries.id });
/** Accepts another player's seek: both are sent to a new room. */
export const SeekAcceptSchema = message('seek.accept', { id: SeekSchema.entries.id });
/** Asks for a `pong`. */
export const LobbyPingSchema = message('ping', {});

/** Any message a client sends on the lobby socket. */
export const LobbyClientMessageSchema = /* @__PURE__ */ v.variant('type', [EnterSchema, PoolJoinSchema, PoolLeaveSchema, SeekCreateSchema, SeekCancelSchema, SeekAcceptSchema, LobbyPingSchema]);
/** Any message a client sends on the lobby socket. */
export type LobbyClientMessage = v.InferOutput<typeof LobbyClientMessageSchema>;

/** The most seeks `seeks` lists (newest first), and the most live games `live` lists. */
export const LOBBY_LIST_LIMIT = 100;

/** The answer to `enter`: who you are, the open seeks and the live games. */
export const EnteredSchema = message('entered', {
  you: PlayerSchema,
  seeks: v.pipe(v.array(SeekSchema), v.maxLength(LOBBY_LIST_LIMIT)),
  live: v.pipe(v.array(LiveGameSchema), v.maxLength(LOBBY_LIST_LIMIT)),
});
/** This player changed (a rating after a game, a new name). */
export const YouMessageSchema = message('you', { you: PlayerSchema });
/** The open seeks, whole, whenever they change. */
export const SeeksMessageSchema = message('seeks', { seeks: v.pipe(v.array(SeekSchema), v.maxLength(LOBBY_LIST_LIMIT)) });
/** The live games, whole, whenever they change. */
export const LiveMessageSchema = message('live', { games: v.pipe(v.array(LiveGameSchema), v.maxLength(LOBBY_LIST_LIMIT)) });
/**
 * Where this player's pairing stands: waiting in `pool` since `since`, taking opponents within
 * `range` rating points (it widens with the wait), or not waiting (`pool` null).
 */
export const PairingSchema = message('pairing', { pool: v.nullable(v.picklist(POOL_IDS)), since: v.nullable(time), range: v.nullable(finite(0, 5000)) });
/**
 * Paired: the room, this player's seat token for it (join with `hello`), and the opponent. The
 * pairing, or the seek, is gone.
 */
export const PairedSchema = message('paired', { room: RoomIdSchema, token: TokenSchema, player: v.picklist(PLAYER_IDS), opponent: PlayerCardSchema, terms: TermsSchema });

/**
 * Why the lobby did not take a message:
 * - `bad-json`, `bad-message`, `too-large`, `rate-limited`, `version`: as on a room's socket;
 * - `not-entered`: a message before `enter`; `already-entered`: a second `enter`;
 * - `unknown-key`: no player has this key (register it first);
 * - `no-seek`: no such seek (taken, withdrawn or expired); `own-seek`: accepting one's own;
 * - `too-many-seeks`: over the seeks a player or an address may have open;
 * - `slowed`: this key abandoned games lately and must wait before seeking again (`retryAfterMs`);
 * - `busy`: the server could not do it now (its storage failed); send it again.
 */
export const LOBBY_ERROR_CODES = /* @__PURE__ */ Object.freeze([
  'bad-json',
  'bad-message',
  'too-large',
  'rate-limited',
  'version',
  'not-entered',
  'already-entered',
  'unknown-key',
  'no-seek',
  'own-seek',
  'too-many-seeks',
  'slowed',
  'busy',
] as const);
/** Why the lobby did not take a message: one of `LOBBY_ERROR_CODES`. */
export type LobbyErrorCode = (typeof LOBBY_ERROR_CODES)[number];
/** The lobby did not take a message. */
export const LobbyErrorSchema = message('lobby.error', { code: v.picklist(LOBBY_ERROR_CODES), message: v.string(), retryAfterMs: v.optional(finite(0, 86_400_000)) });
/** The answer to `ping`, with the server's time. */
export const LobbyPongSchema = message('pong', { now: time });

/** Any message the server sends on the lobby socket. */
export const LobbyServerMessageSchema = /* @__PURE__ */ v.variant('type', [
  EnteredSchema,
  YouMessageSchema,
  SeeksMessageSchema,
  LiveMessageSchema,
  PairingSchema,
  PairedSchema,
  LobbyErrorSchema,
  LobbyPongSchema,
]);
/** Any message the server sends on the lobby socket. */
export type LobbyServerMessage = v.InferOutput<typeof LobbyServerMessageSchema>;
