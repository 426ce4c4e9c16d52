import {
  LOBBY_PATH,
  LobbyServerMessageSchema,
  MAX_SERVER_MESSAGE_BYTES,
  parseMessage,
  PlayerKeySchema,
  POOL_IDS,
  PROTOCOL_VERSION,
  SeekSchema,
  TermsSchema,
  type LiveGame,
  type LobbyClientMessage,
  type LobbyErrorCode,
  type LobbyServerMessage,
  type Player,
  type PlayerCard,
  type PlayerId,
  type PoolId,
  type Seek,
  type Terms,
} from '@gomoku/protocol';
import * as v from 'valibot';
import { closeSocket } from './close-socket.ts';
import { backoff, Resends } from './backoff.ts';
import { pingInterval } from './timings.ts';
import type { SocketConstructor, SocketLike } from './connection.ts';

/** The lobby's connection: opening, open (entered), lost and trying again, or closed for good. */
export type LobbyStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * Why the lobby did not do what was asked, or why the connection gave up (with status `closed`):
 * the server's `lobby.error` code, or `bad-message` for a message from the server this client could
 * not read (not adopted) and for a request the protocol refuses (not sent). `message` is for logs.
 */
export interface LobbyError {
  readonly code: LobbyErrorCode;
  readonly message: string;
  /** With `slowed` or `rate-limited`: how long to wait before asking again; else null. */
  readonly retryAfterMs: number | null;
}

/** Waiting in a pool: since when (server clock, ms) and within how many rating points, widening with the wait. */
export interface LobbyPairing {
  readonly pool: PoolId;
  readonly since: number;
  readonly range: number;
}

/** A game found: its room, this player's seat token (go to `/?room=<room>#seat=<token>`), the opponent and the terms. */
export interface LobbyPaired {
  readonly room: string;
  readonly token: string;
  readonly player: PlayerId;
  readonly opponent: PlayerCard;
  readonly terms: Terms;
}

/** Everything a lobby page shows; a new object on every change (for `useSyncExternalStore`). */
export interface LobbyState {
  readonly status: LobbyStatus;
  /** This player, as the server last said; null until entered. */
  readonly you: Player | null;
  /** The open seeks, newest first (this player's own among them: `by.id === you.id`). */
  readonly seeks: readonly Seek[];
  /** The games being played, best rated first. */
  readonly live: readonly LiveGame[];
  /** The pool this player waits in; null when not waiting. */
  readonly pairing: LobbyPairing | null;
  /** The last game found; null until one is. */
  readonly paired: LobbyPaired | null;
  /** The last refusal or problem; with status `closed`, why the connection gave up. */
  readonly error: LobbyError | null;
}

/** Where and how to connect to the lobby. */
export interface LobbyOptions {
  /** The server's origin (`location.origin` when the app is served by the game server); `http(s)` or `ws(s)`. */
  readonly server: string;
  /** The player's key (`newPlayerKey`, registered with `registerPlayer` first). */
  readonly key: string;
  /** The WebSocket implementation (default `globalThis.WebSocket`). */
  readonly WebSocket?: SocketConstructor;
  /** Reconnect delays: about `initialMs` (500) first, doubling up to `maxMs` (15,000), with jitter. */
  readonly backoff?: { readonly initialMs?: number; readonly maxMs?: number };
  /** Sends a `ping` this often (default 20 s, from 100 ms): a connection silent for two of these is dropped and reopened. */
  readonly pingMs?: number;
  /** Random numbers in [0, 1) for the jitter (default `Math.random`). */
  readonly random?: () => number;
}

/** The lobby's connection: what a lobby page wraps. Every request but `close` throws once it is closed. */
export interface LobbyConnection {
  /** The current state (the same object until something changes). */
  getState(): LobbyState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (state: LobbyState) => void): () => void;
  /** Waits in `pool` for an opponent (replacing the pool waited in); kept across reconnects. */
  joinPool(pool: PoolId): void;
  /** Stops waiting. */
  leavePool(): void;
  /** Posts a seek; it lives while this connection does, and is posted again after a reconnect. */
  createSeek(terms: Terms): void;
  /** Withdraws one of this player's seeks. */
  cancelSeek(id: string): void;
  /** Accepts another player's seek: both get `paired`. */
  acceptSeek(id: string): void;
  /** Closes the connection for good (its seeks go with it). */
  close(): void;
}

/** Answers after which the same `enter` cannot be taken: the connection gives up. */
const FATAL: ReadonlySet<LobbyErrorCode> = new Set(['unknown-key', 'version']);
/** Answers that say "try again". */
const TRY_AGAIN: ReadonlySet<LobbyErrorCode> = new Set(['busy', 'rate-limited']);
/** Close codes from the server that mean "stop": a policy violation, a message too big. */
const FATAL_CLOSE: ReadonlySet<number> = new Set([1008, 1009]);

/** The lobby's WebSocket URL on a server origin. */
function lobbyUrl(server: string): string {
  const url = new URL(LOBBY_PATH, server);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  return url.toString();
}

const sameTerms = (a: Terms, b: Terms) =>
  a.family === b.family && a.opening === b.opening && a.rated === b.rated && a.clock.initialMs === b.clock.initialMs && a.clock.incrementMs === b.clock.incrementMs;

const INITIAL: LobbyState = { status: 'connecting', you: null, seeks: [], live: [], pairing: null, paired: null, error: null };

/**
 * Connects to the lobby of `@gomoku/server` as the player of `key` and keeps connected: reconnects
 * with exponential backoff and jitter; after a reconnect it enters again, waits again in the pool
 * it waited in and posts again the seeks it had open. Every message is read by the protocol's
 * schemas; one that does not read is not adopted (`error` `bad-message`). A key no player has
 * (`unknown-key`: register it first) closes it for good; so does a key the protocol refuses, with
 * no socket opened.
 */
export function connectLobby(options: LobbyOptions): LobbyConnection {
  const { key } = options;
  const listeners = new Set<(state: LobbyState) => void>();
  const problem = (code: LobbyErrorCode, message: string): LobbyError => ({ code, message, retryAfterMs: null });
  // A key no player can have opens no socket: closed at once.
  const refused = !v.is(PlayerKeySchema, key);
  let state: LobbyState = refused ? { ...INITIAL, status: 'closed', error: problem('unknown-key', 'The key is not one of this protocol.') } : INITIAL;
  const update = (change: Partial<LobbyState>) => {
    state = { ...state, ...change };
    for (const listener of [...listeners]) listener(state);
  };
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor | undefined);
  if (!Socket) throw new Error('No WebSocket: pass one in the options.');
  const backoffMs = backoff({ ...options.backoff, random: options.random });
  const pingMs = pingInterval(options.pingMs);
  const url = lobbyUrl(options.server);

  let socket: SocketLike | null = null;
  let entered = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heardAt = Date.now();
  const resends = new Resends(backoffMs);
  /** The pool to wait in, as last asked or as the server last said: joined again after a reconnect. */
  let pool: PoolId | null = null;
  /** The ids of this connection's open seeks (the player's other tabs have their own): posted again after a reconnect. */
  let mine = new Set<string>();
  /** Seeks asked for and not yet seen in the list, oldest first (the lobby answers a `seek.create` with the whole list). */
  let awaiting: Terms[] = [];
  /** A seek accepted while not entered: accepted once entered. */
  let accepting: string | null = null;

  const transmit = (message: LobbyClientMessage) => socket?.send(JSON.stringify(message));
  const sendEnter = () => transmit({ v: PROTOCOL_VERSION, type: 'enter', key });
  const sendCreate = (terms: Terms) => transmit({ v: PROTOCOL_VERSION, type: 'seek.create', terms });
  const sendAccept = (id: string) => transmit({ v: PROTOCOL_VERSION, type: 'seek.accept', id });

  /**
   * The seeks this connection posted, among a new list: the ones still listed, and new ones of
   * this player with the terms of one awaited (claimed oldest first).
   */
  const claim = (seeks: readonly Seek[]) => {
    const known = new Set(state.seeks.map((seek) => seek.id));
    mine = new Set(seeks.filter((seek) => mine.has(seek.id)).map((seek) => seek.id));
    for (const seek of seeks) {
      if (seek.by.id !== state.you?.id || known.has(seek.id) || mine.has(seek.id)) continue;
      const index = awaiting.findIndex((terms) => sameTerms(terms, seek.terms));
      if (index < 0) continue;
      awaiting.splice(index, 1);
      mine.add(seek.id);
    }
  };

  const stop = (error: LobbyError | null) => {
    clearTimeout(retry);
    clearInterval(heartbeat);
    resends.cancelAll();
    const closing = socket;
    socket = null;
    if (closing) closeSocket(closing, 1000);
    update({ status: 'closed', ...(error ? { error } : {}) });
  };

  const receive = (message: LobbyServerMessage) => {
    switch (message.type) {
      case 'entered': {
        entered = true;
        attempt = 0;
        resends.cancelAll();
        // Seeks of this connection the server no longer lists went with the old socket, and so did
        // any asked for and not yet seen: all are posted again.
        const listed = new Set(message.seeks.map((seek) => seek.id));
        const lost = state.seeks.filter((seek) => mine.has(seek.id) && !listed.has(seek.id)).map((seek) => seek.terms);
        mine = new Set([...mine].filter((id) => listed.has(id)));
        awaiting = [...lost, ...awaiting];
        update({ status: 'open', you: message.you, seeks: message.seeks, live: message.live, error: null });
        if (pool !== null) transmit({ v: PROTOCOL_VERSION, type: 'pool.join', pool });
        for (const terms of awaiting) sendCreate(terms);
        if (accepting !== null) sendAccept(accepting);
        accepting = null;
        return transmit({ v: PROTOCOL_VERSION, type: 'ping' });
      }
      case 'you':
        return update({ you: message.you });
      case 'seeks':
        claim(message.seeks);
        return update({ seeks: message.seeks });
      case 'live':
        return update({ live: message.games });
      case 'pairing': {
        const { pool: waiting, since, range } = message;
        if (waiting === null) {
          pool = null;
          return update({ pairing: null });
        }
        // A pool without its wait or range cannot be shown: not adopted.
        if (since === null || range === null) return update({ error: problem('bad-message', 'A pairing without its start or range was not read.') });
        pool = waiting;
        return update({ pairing: { pool: waiting, since, range } });
      }
      case 'paired': {
        pool = null;
        const { room, token, player, opponent, terms } = message;
        return update({ paired: { room, token, player, opponent, terms }, pairing: null });
      }
      case 'lobby.error': {
        const error = { code: message.code, message: message.message, retryAfterMs: message.retryAfterMs ?? null };
        if (!entered) {
          // Only the `enter` was sent: said again if the server was busy, else it would meet the same answer.
          if (!TRY_AGAIN.has(message.code)) return stop(error);
          const ws = socket;
          resends.later('enter', () => socket === ws && sendEnter());
          return update({ error });
        }
        if (FATAL.has(message.code)) return stop(error);
        // Slowed: neither a pool nor a seek is taken now; refused seeks: the oldest asked.
        if (message.code === 'slowed') awaiting = [];
        if (message.code === 'too-many-seeks') awaiting.shift();
        return update({ error });
      }
      case 'pong':
        return;
    }
  };

  const open = () => {
    entered = false;
    const ws = new Socket(url);
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      heardAt = Date.now();
      sendEnter();
    };
    ws.onmessage = ({ data }) => {
      if (socket !== ws) return;
      heardAt = Date.now();
      if (typeof data !== 'string') return;
      const parsed = parseMessage(LobbyServerMessageSchema, data, MAX_SERVER_MESSAGE_BYTES);
      if (parsed.ok) receive(parsed.message);
      else update({ error: problem('bad-message', `A message from the server was not read: ${parsed.reason}.`) });
    };
    ws.onerror = () => undefined;
    ws.onclose = ({ code }) => {
      if (socket !== ws) return;
      socket = null;
      resends.cancelAll();
      if (FATAL_CLOSE.has(code)) return stop(problem('bad-message', `The server closed the connection (${code}).`));
      reconnectLater();
    };
  };

  /** Opens again after a while: exponential backoff with jitter, so a restarted server is not met by every client at once. */
  const reconnectLater = () => {
    update({ status: entered || state.status !== 'connecting' ? 'reconnecting' : 'connecting' });
    entered = false;
    retry = setTimeout(open, backoffMs(attempt));
    attempt += 1;
  };

  let heartbeat: ReturnType<typeof setInterval> | undefined;
  if (!refused) {
    heartbeat = setInterval(() => {
      if (!socket || !entered) return;
      if (Date.now() - heardAt > 2 * pingMs) socket.close(4000, 'silent');
      else transmit({ v: PROTOCOL_VERSION, type: 'ping' });
    }, pingMs);
    open();
  }

  /** Runs a request on a live connection: throws once closed; a new request clears the last refusal. */
  const request = (run: () => void) => {
    if (state.status === 'closed') throw new Error('The lobby connection is closed.');
    if (state.error) update({ error: null });
    run();
  };
  /** A request the protocol refuses is not sent: `error` says why. */
  const refuse = (what: string) => update({ error: problem('bad-message', `Not sent: ${what} is not one of this protocol.`) });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    joinPool: (wanted) =>
      request(() => {
        if (!POOL_IDS.includes(wanted)) return refuse('the pool');
        pool = wanted;
        if (entered) transmit({ v: PROTOCOL_VERSION, type: 'pool.join', pool: wanted });
      }),
    leavePool: () =>
      request(() => {
        pool = null;
        // Once entered the server says `pairing` null; till then nothing waits.
        if (entered) transmit({ v: PROTOCOL_VERSION, type: 'pool.leave' });
        else update({ pairing: null });
      }),
    createSeek: (terms) =>
      request(() => {
        const parsed = v.safeParse(TermsSchema, terms);
        if (!parsed.success) return refuse('the terms');
        awaiting.push(parsed.output);
        if (entered) sendCreate(parsed.output);
      }),
    cancelSeek: (id) =>
      request(() => {
        if (!v.is(SeekSchema.entries.id, id)) return refuse('the seek id');
        // Not posted again after a reconnect, whether or not the server still had it.
        mine.delete(id);
        if (entered) transmit({ v: PROTOCOL_VERSION, type: 'seek.cancel', id });
      }),
    acceptSeek: (id) =>
      request(() => {
        if (!v.is(SeekSchema.entries.id, id)) return refuse('the seek id');
        if (entered) sendAccept(id);
        else accepting = id;
      }),
    close: () => stop(null),
  };
}
