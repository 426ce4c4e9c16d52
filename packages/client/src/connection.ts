import { snapshotOf, type GameState, type GomokuSnapshot, type Seat } from '@gomoku/machine';
import {
  MAX_SERVER_MESSAGE_BYTES,
  parseMessage,
  PROTOCOL_VERSION,
  RoomIdSchema,
  seatIn,
  ServerMessageSchema,
  SOCKET_PATH,
  TokenSchema,
  type ClientEvent,
  type ClientMessage,
  type ErrorCode,
  type Match,
  type Presence,
  type RoomSettings,
  type ServerMessage,
  type You,
} from '@gomoku/protocol';
import * as v from 'valibot';
import { closeSocket } from './close-socket.ts';
import { backoff, Resends } from './backoff.ts';
import { pingInterval } from './timings.ts';
import { newEventId } from './ids.ts';
import { readPendingEvents, type PendingEvent } from './pending.ts';
import { ServerTime } from './server-time.ts';

/** The connection: opening, open (welcomed by the room), lost and trying again, or closed for good. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * Why the connection has a problem: a server's error code, or the code of a message from the
 * server this client could not read (`bad-message`: e.g. a game state the machine does not vouch
 * for, which is not adopted; `message` then names the machine's code). `message` is for logs;
 * words for a player come from the code.
 */
export interface ConnectionError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** Everything a UI shows of an online game; a new object on every change (for `useSyncExternalStore`). */
export interface OnlineState {
  readonly status: ConnectionStatus;
  readonly room: string;
  /** Who this connection is (a player with the seat it had when welcomed, or a spectator); null until welcomed. */
  readonly you: You | null;
  /** The seat this player holds now (the machine swaps them at a rematch); null for a spectator or before the welcome. */
  readonly seat: Seat | null;
  /** The game as the server last stored it (checked by the protocol's `GameStateSchema`, the machine's `readGameState`); null until welcomed. */
  readonly state: GameState | null;
  /**
   * The same game as a machine snapshot (`snapshotOf(state)`), for `@gomoku/machine`'s selectors
   * and `whyRefused`; its clocks are as stored: time a running one with `connection.now()`.
   */
  readonly snapshot: GomokuSnapshot | null;
  /** The room's version that state is at (0 before the welcome). */
  readonly version: number;
  readonly settings: RoomSettings | null;
  /** The room's match (players' names and ratings at the start, the terms) for a room the lobby made; null for a room made by link, or before the welcome. */
  readonly match: Match | null;
  readonly presence: Presence | null;
  /** The other player: connected, or away (the UI says "opponent away"); null for a spectator or before the welcome. */
  readonly opponent: 'present' | 'away' | null;
  /** Events sent and not yet accepted or refused, oldest first. */
  readonly pending: readonly PendingEvent[];
  /** The last event the game refused, and why. */
  readonly rejection: { readonly id: string; readonly event: ClientEvent; readonly reason: string } | null;
  /** The last error; with status `closed`, why the connection gave up. */
  readonly error: ConnectionError | null;
}

/** The little of a browser `WebSocket` the connection uses (the `ws` package's client fits too). */
export interface SocketLike {
  /** `WebSocket.readyState` where the socket has one: one still connecting (0) is closed once it opens (no browser warning). */
  readonly readyState?: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
}

/** A `WebSocket` constructor: the browser's by default. */
export type SocketConstructor = new (url: string) => SocketLike;

/** Where and how to connect. */
export interface ConnectOptions {
  /** The server's origin (`https://gomoku.example`, or `location.origin`); `http(s)` or `ws(s)`. */
  readonly server: string;
  /** The room id (from the link's `?room=`). */
  readonly room: string;
  /** The seat token (from the link's `#seat=`); none to watch as a spectator. */
  readonly token?: string;
  /** The WebSocket implementation (default `globalThis.WebSocket`; tests pass the `ws` package's). */
  readonly WebSocket?: SocketConstructor;
  /** Reconnect and resend delays: the first try after about `initialMs` (500), doubling up to `maxMs` (15,000), with jitter. */
  readonly backoff?: { readonly initialMs?: number; readonly maxMs?: number };
  /**
   * Sends a `ping` this often (default 20 s), and once right after each welcome: a connection
   * silent for two of these is dropped and reopened, and the pongs tell the server's time (`now()`).
   * From 100 ms; a time out of range throws a `RangeError`, as one of `backoff` does.
   */
  readonly pingMs?: number;
  /** Random numbers in [0, 1) for the jitter (default `Math.random`). */
  readonly random?: () => number;
  /**
   * Events this seat sent and had no answer to, restored (e.g. from storage after a reload): read
   * by `readPendingEvents` (unreadable ones and repeated ids dropped, at most
   * `MAX_RESTORED_EVENTS`), they start in `pending` and go first after the welcome, in order, with
   * their ids, so the server applies each at most once. A spectator (no `token`) restores none.
   */
  readonly pending?: readonly PendingEvent[];
}

/** An online game's connection: what a React hook wraps. */
export interface GameConnection {
  /** The current state (the same object until something changes). */
  getState(): OnlineState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (state: OnlineState) => void): () => void;
  /**
   * Sends an event for this player's seat (the server adds `by`) and returns its id. The event is
   * pending until the server accepts or refuses it; across reconnects it is sent again with the
   * same id, which the server applies at most once. Throws once the connection is closed.
   */
  send(event: ClientEvent): string;
  /**
   * The server's time now, in ms since the epoch: this device's clock corrected by the offset
   * the pongs show (the ping with the shortest round trip of the last few), or `Date.now()` until
   * the first pong. A running clock of the game (`state.clock.running.since` is on the server's
   * clock) has run for `now() - since`, whatever this device's clock says.
   */
  now(): number;
  /** Closes the connection for good. */
  close(): void;
}

/** Errors after which trying again cannot help. */
const FATAL: ReadonlySet<string> = new Set(['no-room', 'bad-token', 'version']);
/** Errors that say "try again": the message was not taken now, and the same one is sent again later. */
const TRY_AGAIN: ReadonlySet<string> = new Set(['busy', 'rate-limited']);
/** The resend key of a `hello` answered "try again" (event ids have no spaces, so no event's can be it). */
const HELLO = ' hello';
/** Close codes from the server that mean "stop": a policy violation, a message too big. */
const FATAL_CLOSE: ReadonlySet<number> = new Set([1008, 1009]);

/** The WebSocket URL of a server origin and room (the room in the query lets a proxy route by room). */
export function socketUrl(server: string, room: string): string {
  const url = new URL(SOCKET_PATH, server);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.searchParams.set('room', room);
  return url.toString();
}

/**
 * Why the protocol refuses a room id or seat token, before any socket: the server could never
 * take its `hello`, so no connection is tried.
 */
function refusal(room: string, token: string | undefined): ConnectionError | null {
  if (!v.is(RoomIdSchema, room)) return { code: 'no-room', message: 'The room id is not one of this protocol: 1 to 64 letters, digits, "-" or "_".' };
  if (token !== undefined && !v.is(TokenSchema, token)) return { code: 'bad-token', message: 'The seat token is not one of this protocol: 1 to 128 letters, digits, "-" or "_".' };
  return null;
}

/** A connection closed before it opened, for `error`: no socket, nothing to send or hear. */
function closedConnection(room: string, error: ConnectionError): GameConnection {
  const state: OnlineState = { ...connectingState(room), status: 'closed', error };
  return {
    getState: () => state,
    subscribe: () => () => {},
    send() {
      throw new Error('The connection is closed.');
    },
    now: () => Date.now(),
    close: () => {},
  };
}

/** The state of a connection to `room` before it first opens. */
export function connectingState(room: string): OnlineState {
  return {
    status: 'connecting',
    room,
    you: null,
    seat: null,
    state: null,
    snapshot: null,
    version: 0,
    settings: null,
    match: null,
    presence: null,
    opponent: null,
    pending: [],
    rejection: null,
    error: null,
  };
}

/**
 * Connects to a room of `@gomoku/server` and keeps connected: reconnects with exponential backoff
 * and jitter, resyncs by version (`hello` carries `since`), and sends pending events again with
 * their ids. Every game state from the server is checked by the machine (the protocol's
 * `GameStateSchema`); the pongs tell the server's time (`now()`). A room id or token the
 * protocol refuses opens no socket: the connection is closed at once, coded `no-room` or `bad-token`.
 */
export function connectGame(options: ConnectOptions): GameConnection {
  const { server, room, token } = options;
  const refused = refusal(room, token);
  if (refused) return closedConnection(room, refused);
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor | undefined);
  if (!Socket) throw new Error('No WebSocket: pass one in the options.');
  const backoffMs = backoff({ ...options.backoff, random: options.random });
  const pingMs = pingInterval(options.pingMs);
  const url = socketUrl(server, room);

  // Restored events are this seat's: a spectator has none to send.
  let state: OnlineState = { ...connectingState(room), pending: token === undefined ? [] : readPendingEvents(options.pending) };
  const listeners = new Set<(state: OnlineState) => void>();
  let socket: SocketLike | null = null;
  let welcomed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heardAt = Date.now();
  /** Resends of messages answered "try again" on the open socket: by event id, or `hello`. */
  const resends = new Resends(backoffMs);
  const serverTime = new ServerTime();

  const update = (change: Partial<OnlineState>) => {
    const next = { ...state, ...change };
    const opponent = next.you?.role === 'player' && next.presence ? (next.presence.players[next.you.player === 'p1' ? 'p2' : 'p1'] ? 'present' : 'away') : null;
    state = { ...next, opponent, seat: next.state && next.you?.role === 'player' ? seatIn(next.state, next.you.player) : null };
    for (const listener of [...listeners]) listener(state);
  };

  const transmit = (message: ClientMessage) => socket?.send(JSON.stringify(message));
  const sendEvent = ({ id, event }: PendingEvent) => transmit({ v: PROTOCOL_VERSION, type: 'event', id, event });
  const sendHello = () => transmit({ v: PROTOCOL_VERSION, type: 'hello', room, ...(token ? { token } : {}), ...(state.state ? { since: state.version } : {}) });
  /** Sends the same message again later on this socket (a new socket resends everything with its welcome). */
  const resendLater = (key: string, send: () => void) => {
    const ws = socket;
    resends.later(key, () => {
      if (socket === ws) send();
    });
  };
  const withoutPending = (id: string) => {
    resends.cancel(id);
    return state.pending.filter((p) => p.id !== id);
  };

  const ping = () => {
    serverTime.pinged();
    transmit({ v: PROTOCOL_VERSION, type: 'ping' });
  };

  const stop = (error: ConnectionError | null) => {
    clearTimeout(retry);
    resends.cancelAll();
    clearInterval(heartbeat);
    unwatchNetwork();
    const closing = socket;
    socket = null;
    if (closing) closeSocket(closing, 1000);
    update({ status: 'closed', ...(error ? { error } : {}) });
  };

  const receive = (message: ServerMessage) => {
    switch (message.type) {
      case 'welcome': {
        welcomed = true;
        attempt = 0;
        resends.cancelAll();
        // A new connection starts every pending event afresh: sent now, not waiting on a busy server.
        const pending = state.pending.map((p) => (p.retrying ? { ...p, retrying: false } : p));
        const change = { status: 'open' as const, you: message.you, settings: message.settings, match: message.match ?? null, presence: message.presence, error: null, pending };
        update(message.state === null ? change : { ...change, state: message.state, snapshot: snapshotOf(message.state), version: message.version });
        // Whatever was not answered goes again, in order, with the same ids: the server applies each once.
        for (const pending of state.pending) sendEvent(pending);
        // The server's time early: a clock shown before the first heartbeat is shown right.
        serverTime.reconnected();
        ping();
        return;
      }
      case 'state':
        if (message.version > state.version) update({ state: message.state, snapshot: snapshotOf(message.state), version: message.version });
        return;
      case 'ack':
        return update({ pending: withoutPending(message.id) });
      case 'rejected': {
        const refused = state.pending.find((p) => p.id === message.id);
        return update({ pending: withoutPending(message.id), ...(refused ? { rejection: { id: message.id, event: refused.event, reason: message.reason } } : {}) });
      }
      case 'presence':
        return update({ presence: message.presence });
      case 'pong':
        return serverTime.ponged(message.now);
      case 'error': {
        const error = { code: message.code, message: message.message };
        if (FATAL.has(message.code)) return stop(error);
        const { id } = message;
        if (TRY_AGAIN.has(message.code)) {
          // Not taken now: the same message again, on this connection, after a backoff.
          if (id === undefined) {
            // A `hello` not taken: said again, and the error shows meanwhile (the welcome clears it).
            if (!welcomed) resendLater(HELLO, sendHello);
            return update({ error });
          }
          const pending = state.pending.find((p) => p.id === id);
          if (!pending) return;
          resendLater(id, () => sendEvent(pending));
          return update({ pending: state.pending.map((p) => (p.id === id ? { ...p, retrying: true } : p)) });
        }
        // Before the welcome only the hello was sent: refused for good (a malformed one, an older
        // server's `bad-message`), the same hello would meet the same answer, so waiting cannot help.
        if (!welcomed) return stop(error);
        if (id !== undefined) return update({ pending: withoutPending(id), error });
        return update({ error });
      }
    }
  };

  const open = () => {
    welcomed = false;
    const ws = new Socket(url);
    socket = ws;
    ws.onopen = () => {
      heardAt = Date.now();
      sendHello();
    };
    ws.onmessage = ({ data }) => {
      if (socket !== ws) return;
      heardAt = Date.now();
      if (typeof data !== 'string') return;
      const parsed = parseMessage(ServerMessageSchema, data, MAX_SERVER_MESSAGE_BYTES);
      if (parsed.ok) receive(parsed.message);
      // Not adopted, and said (the connection stays): a state the machine does not vouch for, a newer server's message…
      else update({ error: { code: parsed.code, message: `A message from the server was not read: ${parsed.reason}.` } });
    };
    ws.onerror = () => undefined;
    ws.onclose = ({ code }) => {
      if (socket !== ws) return;
      socket = null;
      resends.cancelAll();
      if (FATAL_CLOSE.has(code)) return stop({ code: 'bad-message', message: `The server closed the connection (${code}).` });
      reconnectLater();
    };
  };

  // In a browser the device says when its network goes and comes back: a socket it cut off may
  // look open for a long while, so it is given up at once; while the device is offline nothing is
  // tried, and the game reconnects as soon as the network returns (unanswered events then go
  // again with their ids).
  const network = typeof globalThis.addEventListener === 'function' && 'onoffline' in globalThis ? globalThis : null;
  const offline = () => network !== null && globalThis.navigator?.onLine === false;

  /** Opens again after a while: exponential backoff with jitter, so a restarted server is not met by every client at once. */
  const reconnectLater = () => {
    clearTimeout(retry);
    update({ status: welcomed || state.status !== 'connecting' ? 'reconnecting' : 'connecting' });
    if (offline()) return;
    retry = setTimeout(open, backoffMs(attempt));
    attempt += 1;
  };

  const wentOffline = () => {
    const ws = socket;
    if (!ws) return;
    socket = null;
    closeSocket(ws, 4001, 'offline');
    reconnectLater();
  };
  const cameOnline = () => {
    if (socket || state.status === 'closed') return;
    clearTimeout(retry);
    attempt = 0;
    open();
  };
  network?.addEventListener('offline', wentOffline);
  network?.addEventListener('online', cameOnline);
  const unwatchNetwork = () => {
    network?.removeEventListener('offline', wentOffline);
    network?.removeEventListener('online', cameOnline);
  };

  const heartbeat = setInterval(() => {
    if (!socket || !welcomed) return;
    if (Date.now() - heardAt > 2 * pingMs) socket.close(4000, 'silent');
    else ping();
  }, pingMs);
  open();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send(event) {
      if (state.status === 'closed') throw new Error('The connection is closed.');
      const pending = { id: newEventId(), event, retrying: false };
      update({ pending: [...state.pending, pending] });
      if (welcomed) sendEvent(pending);
      return pending.id;
    },
    now: () => serverTime.now(),
    close: () => stop(null),
  };
}
