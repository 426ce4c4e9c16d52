/**
 * One lobby WebSocket: reads the client's messages (size, rate, JSON, schema) in order, passes
 * them to the `Lobby`, and answers what it cannot take with a typed `lobby.error`. Guarded as a
 * room's socket is: strikes, and a deadline to `enter` by.
 */
import { LobbyClientMessageSchema, parseMessage, PROTOCOL_VERSION, type LobbyClientMessage, type LobbyErrorCode, type LobbyServerMessage } from '@gomoku/protocol';
import type { ServerLog } from '../ops/log.ts';
import type { InFlight } from '../sockets/in-flight.ts';
import { CLOSE_NO_HELLO, TokenBucket, type RateLimit } from '../sockets/limits.ts';
import type { SessionSocket } from '../sockets/session.ts';
import type { Lobby, LobbyMember, LobbyRefusal } from './lobby.ts';

/** What every lobby session of a server shares. */
export interface LobbySessionOptions {
  readonly lobby: Lobby;
  /** The server's clock (ms since the epoch): for the rate limit, and the time a `pong` carries. */
  readonly now: () => number;
  readonly maxMessageBytes: number;
  readonly rateLimit: RateLimit;
  /** Errors a connection may cause before it is closed (1008, or 1009 when the last was too large). */
  readonly maxStrikes: number;
  /** A connection that has not entered by then is closed with `CLOSE_NO_HELLO` (4408). */
  readonly enterTimeoutMs: number;
  /** The messages being handled, which a shutdown waits for. */
  readonly inFlight: InFlight;
}

const CLOSE_POLICY = 1008;
const CLOSE_TOO_BIG = 1009;

/** Answers that are no fault of the client's (the server's trouble, a race, a wait): no strike. */
const NO_STRIKE: ReadonlySet<LobbyErrorCode> = new Set(['busy', 'no-seek', 'slowed']);

const ERROR_TEXT: Record<LobbyErrorCode, string> = {
  'bad-json': 'The message is not JSON.',
  'bad-message': 'The message is not one of the lobby protocol.',
  'too-large': 'The message is too large.',
  'rate-limited': 'Too many messages: this one was dropped.',
  version: `This server speaks protocol version ${PROTOCOL_VERSION}.`,
  'not-entered': 'Enter the lobby first.',
  'already-entered': 'This connection has entered already.',
  'unknown-key': 'No player has this key: register it first.',
  'no-seek': 'There is no such seek (taken, withdrawn or expired).',
  'own-seek': 'This is your own seek.',
  'too-many-seeks': 'Too many open seeks: cancel one first.',
  slowed: 'Games were abandoned lately: wait a little before playing again.',
  busy: 'The server could not do it now: send it again.',
};

/** One lobby connection. */
export class LobbySession implements LobbyMember {
  readonly address: string;
  readonly log: ServerLog;
  readonly #socket: SessionSocket;
  readonly #options: LobbySessionOptions;
  readonly #bucket: TokenBucket;
  /** Messages are handled one after another: a join then a leave is left, whatever the store's timing. */
  #queue: Promise<void> = Promise.resolve();
  #strikes = 0;
  #closed = false;
  #enterTimer: NodeJS.Timeout | undefined;

  constructor(socket: SessionSocket, address: string, options: LobbySessionOptions, log: ServerLog) {
    this.#socket = socket;
    this.address = address;
    this.#options = options;
    this.log = log;
    this.#bucket = new TokenBucket(options.rateLimit, options.now);
    this.#enterTimer = setTimeout(() => {
      this.#closed = true;
      socket.close(CLOSE_NO_HELLO, 'no-hello', 'No enter in time.');
    }, options.enterTimeoutMs);
  }

  send(message: LobbyServerMessage): void {
    if (!this.#closed) this.#socket.send(JSON.stringify(message));
  }

  /** A message from the client, as the WebSocket gave it. */
  receive(data: Buffer, isBinary: boolean): void {
    if (this.#closed) return;
    if (!this.#bucket.take()) return this.#fail({ code: 'rate-limited', retryAfterMs: this.#bucket.waitMs() });
    if (data.length > this.#options.maxMessageBytes) return this.#fail({ code: 'too-large' });
    if (isBinary) return this.#fail({ code: 'bad-message' });
    const parsed = parseMessage(LobbyClientMessageSchema, data.toString('utf8'), this.#options.maxMessageBytes);
    if (!parsed.ok) return this.#fail({ code: parsed.code });
    const handled = this.#queue.then(async () => {
      if (this.#closed) return;
      try {
        const refusal = await this.#handle(parsed.message);
        if (refusal) this.#fail(refusal);
      } catch (error) {
        this.log.warn({ err: error }, 'a lobby message failed');
        this.#fail({ code: 'busy' });
      }
      // Closed while the store answered: what the message added to the lobby goes with the socket.
      if (this.#closed) this.#options.lobby.left(this);
    });
    this.#queue = handled;
    void this.#options.inFlight.track(handled);
  }

  /** The server is closing this connection: nothing more it sends is handled. */
  closing(): void {
    this.#closed = true;
    clearTimeout(this.#enterTimer);
  }

  /** The connection closed: its pool entry and seeks leave the lobby. */
  closed(): void {
    this.#closed = true;
    clearTimeout(this.#enterTimer);
    this.#options.lobby.left(this);
  }

  async #handle(message: LobbyClientMessage): Promise<LobbyRefusal | null> {
    const { lobby } = this.#options;
    switch (message.type) {
      case 'enter': {
        const refusal = await lobby.enter(this, message.key);
        // Only an enter that lets the player in stops the clock (as only a joining hello does).
        if (!refusal) clearTimeout(this.#enterTimer);
        return refusal;
      }
      case 'pool.join':
        return lobby.joinPool(this, message.pool);
      case 'pool.leave':
        return lobby.leavePool(this);
      case 'seek.create':
        return lobby.createSeek(this, message.terms);
      case 'seek.cancel':
        return lobby.cancelSeek(this, message.id);
      case 'seek.accept':
        return lobby.acceptSeek(this, message.id);
      case 'ping':
        this.send({ v: PROTOCOL_VERSION, type: 'pong', now: this.#options.now() });
        return null;
    }
  }

  /** Answers with a typed error; past the strikes allowed, closes the connection. */
  #fail({ code, retryAfterMs }: LobbyRefusal): void {
    this.send({ v: PROTOCOL_VERSION, type: 'lobby.error', code, message: ERROR_TEXT[code], ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
    if (NO_STRIKE.has(code) || this.#closed) return;
    this.#strikes += 1;
    if (this.#strikes > this.#options.maxStrikes) {
      this.#closed = true;
      this.#socket.close(code === 'too-large' ? CLOSE_TOO_BIG : CLOSE_POLICY, 'bad-messages', 'Too many bad messages.');
      this.closed();
    }
  }
}
