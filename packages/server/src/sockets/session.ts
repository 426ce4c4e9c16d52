import {
  ClientMessageSchema,
  parseMessage,
  PROTOCOL_VERSION,
  seatIn,
  type ClientMessage,
  type ErrorCode,
  type PlayerId,
  type ServerMessage,
} from '@gomoku/protocol';
import type { RoomHub, Member } from '../rooms/hub.ts';
import type { ServerLog } from '../ops/log.ts';
import type { ServerMetrics, SocketCloseReason } from '../ops/metrics.ts';
import type { Room, SubmitOutcome } from '../rooms/room.ts';
import { playerOfToken } from '../rooms/tokens.ts';
import type { InFlight } from './in-flight.ts';
import { CLOSE_NO_HELLO, TokenBucket, type RateLimit } from './limits.ts';
import { malformedHello } from './malformed-hello.ts';

/** The little a session needs of its WebSocket. */
export interface SessionSocket {
  send(text: string): void;
  /** Closes the connection with a WebSocket close code and `text` in the close frame, for `reason`. */
  close(code: number, reason: SocketCloseReason, text: string): void;
}

/** What every session of a server shares. */
export interface SessionOptions {
  readonly hub: RoomHub;
  /** The server's clock (ms since the epoch): for the rate limits, and the time a `pong` carries. */
  readonly now: () => number;
  /** The largest message taken, in bytes; a bigger one is answered `too-large`. */
  readonly maxMessageBytes: number;
  readonly rateLimit: RateLimit;
  /** Errors a connection may cause before it is closed (1008, or 1009 when the last was too large). */
  readonly maxStrikes: number;
  /** Where each event's answer is counted. */
  readonly metrics: ServerMetrics;
  /** The messages being handled, which a shutdown waits for. */
  readonly inFlight: InFlight;
  /** A connection that has not joined a room by `hello` by then is closed (`CLOSE_NO_HELLO`). */
  readonly helloTimeoutMs: number;
}

/** The WebSocket close code for a policy violation: a connection that kept sending bad messages. */
const CLOSE_POLICY = 1008;
/** The WebSocket close code for a message too big, when the last strike was `too-large`. */
const CLOSE_TOO_BIG = 1009;

/** Errors that are the server's own trouble, not the client's: they never count against it. */
const NOT_THE_CLIENTS: ReadonlySet<ErrorCode> = new Set(['busy']);

const ERROR_TEXT: Record<ErrorCode, string> = {
  'bad-json': 'The message is not JSON.',
  'bad-message': 'The message is not one of this protocol.',
  'too-large': 'The message is too large.',
  'rate-limited': 'Too many messages: this one was dropped.',
  version: `This server speaks protocol version ${PROTOCOL_VERSION}.`,
  'no-room': 'There is no such room (it may have expired).',
  'bad-token': 'This link is not a seat of this room.',
  'not-a-player': 'Spectators cannot play.',
  'not-joined': 'Say hello to a room first.',
  'already-joined': 'This connection is in a room already.',
  busy: 'The room could not take the event now: send it again.',
};

/**
 * One WebSocket connection: reads the client's messages (size, rate, JSON, schema), joins it to a
 * room as a player (proved by the seat's token) or a spectator, and passes a player's events to
 * the room with the player's id, from which the room derives `by`. Every message it cannot take is
 * answered with a typed `error`; a connection that keeps sending such messages is closed. Nothing
 * a connection sends reaches any other, except through the game.
 */
export class Session implements Member {
  player: PlayerId | null = null;
  welcomed = false;
  readonly #socket: SessionSocket;
  readonly #options: SessionOptions;
  readonly #bucket: TokenBucket;
  #log: ServerLog;
  #room: Room | null = null;
  #joining = false;
  #strikes = 0;
  #closed = false;
  /** Closes a connection that has not joined a room in time: an open socket costs memory whether it plays or not. */
  #helloTimer: NodeJS.Timeout | undefined;

  /** `log` is the connection's own (a child of the server's with the connection's id). */
  constructor(socket: SessionSocket, options: SessionOptions, log: ServerLog) {
    this.#socket = socket;
    this.#options = options;
    this.#log = log;
    this.#bucket = new TokenBucket(options.rateLimit, options.now);
    this.#helloTimer = setTimeout(() => {
      this.#closed = true;
      socket.close(CLOSE_NO_HELLO, 'no-hello', 'No hello in time.');
    }, options.helloTimeoutMs);
  }

  /** The connection's log: its `connection` id, and its `room` once joined. */
  get log(): ServerLog {
    return this.#log;
  }

  deliver(text: string): void {
    if (!this.#closed) this.#socket.send(text);
  }

  /** A message from the client, as the WebSocket gave it. */
  receive(data: Buffer, isBinary: boolean): void {
    if (this.#closed) return;
    if (!this.#bucket.take()) return this.#fail('rate-limited');
    if (data.length > this.#options.maxMessageBytes) return this.#fail('too-large');
    if (isBinary) return this.#fail('bad-message');
    const text = data.toString('utf8');
    const parsed = parseMessage(ClientMessageSchema, text, this.#options.maxMessageBytes);
    if (!parsed.ok) return this.#fail((parsed.code === 'bad-message' && malformedHello(text)) || parsed.code);
    const handled = this.#handle(parsed.message).catch((error: unknown) => {
      this.#log.warn({ err: error }, 'a message failed');
      this.#fail('busy', 'id' in parsed.message ? parsed.message.id : undefined);
    });
    void this.#options.inFlight.track(handled);
  }

  /**
   * The server is closing this connection: from now on nothing it sends is handled (an event read
   * now could be stored but its ack never arrive; unanswered, it is sent again after the reconnect).
   */
  closing(): void {
    this.#closed = true;
    clearTimeout(this.#helloTimer);
  }

  /** The connection closed: the session leaves its room. */
  closed(): void {
    this.#closed = true;
    clearTimeout(this.#helloTimer);
    if (this.#room) this.#options.hub.leave(this.#room.id, this);
  }

  async #handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'hello':
        return this.#hello(message);
      case 'event':
        return this.#event(message);
      case 'ping':
        // The server's time, on the clock the games' clocks run on: the client estimates its offset from it.
        return this.#send({ v: PROTOCOL_VERSION, type: 'pong', now: this.#options.now() });
    }
  }

  async #hello({ room: roomId, token, since }: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    if (this.#room || this.#joining) return this.#fail('already-joined');
    // The server is shutting down: join another process (the socket closes with 1001 soon).
    if (this.#options.inFlight.draining) return this.#fail('busy');
    const { hub } = this.#options;
    this.#joining = true;
    try {
      const room = await hub.join(roomId, this);
      if (!room) return this.#fail('no-room');
      const player = token === undefined ? null : playerOfToken(room.tokenHashes, token);
      if (token !== undefined && !player) {
        hub.leave(roomId, this);
        return this.#fail('bad-token');
      }
      // What another process stored is read first, so the welcome (and any resend after it) meets the latest state.
      const view = await room.refresh().catch((error: unknown) => {
        hub.leave(roomId, this);
        throw error;
      });
      if (this.#closed) return hub.leave(roomId, this);
      this.player = player;
      this.#room = room;
      this.welcomed = true;
      // Only a hello that joins a room stops the clock: one naming no room, a wrong token or one
      // answered `busy` leaves the socket to say hello again in time (the client does, on `busy`).
      clearTimeout(this.#helloTimer);
      const you = player ? { role: 'player' as const, player, seat: seatIn(view.state, player) } : { role: 'spectator' as const };
      this.#log = this.#log.child({ room: roomId });
      this.#log.debug({ role: you.role, ...(player ? { player } : {}) }, 'joined');
      this.#send({
        v: PROTOCOL_VERSION,
        type: 'welcome',
        room: roomId,
        you,
        version: view.version,
        state: since === view.version ? null : view.state,
        presence: hub.presence(roomId),
        settings: room.settings,
        ...(room.match ? { match: room.match } : {}),
      });
      hub.announcePresence(roomId);
    } finally {
      this.#joining = false;
    }
  }

  async #event({ id, event }: Extract<ClientMessage, { type: 'event' }>): Promise<void> {
    const arrived = performance.now();
    const outcome: SubmitOutcome | { kind: 'error'; code: ErrorCode } = !this.#room
      ? { kind: 'error', code: 'not-joined' }
      : !this.player
        ? { kind: 'error', code: 'not-a-player' }
        : await this.#room.submit(id, event, this.player);
    if (outcome.kind === 'ack') {
      this.#send({ v: PROTOCOL_VERSION, type: 'ack', id, version: outcome.version, ...(outcome.duplicate ? { duplicate: true } : {}) });
    } else if (outcome.kind === 'rejected') {
      this.#send({ v: PROTOCOL_VERSION, type: 'rejected', id, reason: outcome.reason });
    } else {
      this.#fail(outcome.code, id);
    }
    const answer = outcome.kind === 'ack' ? { kind: 'ack' as const, duplicate: outcome.duplicate } : { kind: 'refused' as const, reason: outcome.kind === 'rejected' ? outcome.reason : outcome.code };
    this.#options.metrics.answered(answer, (performance.now() - arrived) / 1000);
  }

  #send(message: ServerMessage): void {
    this.deliver(JSON.stringify(message));
  }

  /** Answers with a typed error; past the strikes allowed, closes the connection. */
  #fail(code: ErrorCode, id?: string): void {
    this.#send({ v: PROTOCOL_VERSION, type: 'error', code, message: ERROR_TEXT[code], ...(id === undefined ? {} : { id }) });
    if (NOT_THE_CLIENTS.has(code) || this.#closed) return;
    this.#strikes += 1;
    if (this.#strikes > this.#options.maxStrikes) {
      this.#closed = true;
      this.#socket.close(code === 'too-large' ? CLOSE_TOO_BIG : CLOSE_POLICY, 'bad-messages', 'Too many bad messages.');
      this.closed();
    }
  }
}
