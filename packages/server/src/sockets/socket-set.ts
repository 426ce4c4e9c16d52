/**
 * The connections of one WebSocket endpoint (the rooms' or the lobby's): each gets a session, a
 * log of its own and a ping every heartbeat; one that missed a ping, or whose unsent output grows
 * too large, is dropped; `close` says goodbye to all. Why the server closed each connection is
 * counted once and logged with its close.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { ServerLog } from '../ops/log.ts';
import type { ServerMetrics, SocketCloseReason } from '../ops/metrics.ts';
import { Heartbeat } from './heartbeat.ts';
import type { SessionSocket } from './session.ts';

/** What the set needs of a connection's session. */
export interface SocketSession {
  /** The connection's log (its close and protocol errors are logged there). */
  readonly log: ServerLog;
  /** Takes one message as received. */
  receive(data: Buffer, isBinary: boolean): void;
  /** The server is closing the connection: the session handles nothing more. */
  closing(): void;
  /** The connection is gone. */
  closed(): void;
}

/** How an endpoint's connections are run. */
export interface SocketSetOptions {
  /** The largest message taken, in bytes; frames far over it are cut by `ws` (1009). */
  readonly maxMessageBytes: number;
  /** How often each connection is pinged; one that has not answered the last ping by then is dropped. */
  readonly heartbeatMs: number;
  readonly metrics: Pick<ServerMetrics, 'socketClosed'>;
  /** The server's log: each connection logs through a child of it carrying the connection's id. */
  readonly log: ServerLog;
  /** More fields for each connection's log (the lobby's `lobby: true`). */
  readonly logFields?: Readonly<Record<string, unknown>>;
}

/** Makes the session of a new connection, given its socket and log. */
export type StartSession<S extends SocketSession> = (socket: SessionSocket, log: ServerLog, address: string) => S;

/** An endpoint's connections. */
export interface SocketSet {
  /** Connections open now. */
  readonly open: number;
  /** Completes an upgrade (its checks already passed) and starts the connection's session. */
  take(request: IncomingMessage, socket: Duplex, head: Buffer, address: string): void;
  /** Closes every connection with 1001 (going away), cutting those that do not answer within a second. */
  close(): Promise<void>;
}

/** A connection whose unsent output grows past this is too slow to keep up: it is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** A frame is refused outright (closed with 1009, never buffered whole) past this many times the message limit. */
const FRAME_LIMIT_FACTOR = 16;

/** How long `close` waits for peers to answer the closing handshake. */
const CLOSE_GRACE_MS = 1000;

const asBuffer = (data: RawData): Buffer => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

/** A connection's id in the log: 48 random bits, 8 URL-safe characters, enough to tell the connections of a day apart. */
const connectionId = (): string => randomBytes(6).toString('base64url');

/**
 * Creates an endpoint's set of connections (`ws`, no compression: messages are small, and
 * inflating is where a hostile peer costs memory); `start` makes each connection's session.
 */
export function createSocketSet<S extends SocketSession>(options: SocketSetOptions, start: StartSession<S>): SocketSet {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes * FRAME_LIMIT_FACTOR, perMessageDeflate: false });
  const heartbeat = new Heartbeat<WebSocket>(options.heartbeatMs, {
    ping: (ws) => ws.ping(),
    dead: (ws) => {
      closing(ws, 'no-pong');
      ws.terminate();
    },
  });
  const sessions = new Map<WebSocket, S>();
  /** Why the server closed a connection, for its `socket closed` line; counted once, at the first reason. */
  const closedFor = new WeakMap<WebSocket, SocketCloseReason>();
  const closing = (ws: WebSocket, reason: SocketCloseReason) => {
    if (closedFor.has(ws)) return;
    closedFor.set(ws, reason);
    options.metrics.socketClosed(reason);
  };

  const connect = (ws: WebSocket, socket: Duplex, address: string) => {
    const log = options.log.child({ connection: connectionId(), ...options.logFields });
    log.debug({ address }, 'socket opened');
    // What one turn sends (a move's state, then its ack) leaves in one write: a system call per
    // message was the largest cost of a move. Node's own way: cork, and uncork on the next tick.
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    const session = start(
      {
        send: (text) => {
          if (ws.bufferedAmount <= MAX_BUFFERED_BYTES) {
            if (!corked) {
              corked = true;
              socket.cork();
              process.nextTick(uncork);
            }
            ws.send(text);
          } else {
            closing(ws, 'slow');
            ws.terminate();
          }
        },
        close: (code, reason, text) => {
          closing(ws, reason);
          ws.close(code, text);
        },
      },
      log,
      address,
    );
    sessions.set(ws, session);
    heartbeat.add(ws);
    ws.on('pong', () => heartbeat.answered(ws));
    ws.on('message', (data, isBinary) => session.receive(asBuffer(data), isBinary));
    ws.on('close', (code) => {
      sessions.delete(ws);
      heartbeat.delete(ws);
      session.closed();
      const reason = closedFor.get(ws);
      session.log.info({ code, ...(reason ? { reason } : {}) }, 'socket closed');
    });
    // A protocol error (a frame over maxPayload, bad framing) closes the socket; 'close' follows.
    ws.on('error', (error) => {
      closing(ws, 'protocol-error');
      session.log.debug({ err: error }, 'socket protocol error');
    });
  };

  return {
    get open() {
      return wss.clients.size;
    },
    take: (request, socket, head, address) => wss.handleUpgrade(request, socket, head, (ws) => connect(ws, socket, address)),
    async close() {
      heartbeat.stop();
      // 1001 "going away": clients reconnect, to this server once it is back or to another process.
      for (const ws of wss.clients) {
        sessions.get(ws)?.closing();
        closing(ws, 'shutdown');
        ws.close(1001, 'The server is going away.');
      }
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      // A peer that never answers the closing handshake is cut after a second, not ws's 30.
      const cut = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, CLOSE_GRACE_MS);
      await closed;
      clearTimeout(cut);
    },
  };
}
