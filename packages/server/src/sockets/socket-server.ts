import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SOCKET_PATH } from '@gomoku/protocol';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { clientKey } from '../http/client-address.ts';
import type { ServerLog } from '../ops/log.ts';
import type { SocketCloseReason, UpgradeRefusal } from '../ops/metrics.ts';
import { Session, type SessionOptions } from './session.ts';

/** How the WebSocket endpoint is guarded. */
export interface SocketServerOptions extends SessionOptions {
  /** Origins (`https://example.org`) allowed to open a connection; any when absent. */
  readonly allowedOrigins: readonly string[] | undefined;
  /** How often each connection is pinged; one that has not answered the last ping by then is dropped. */
  readonly heartbeatMs: number;
  /** Connections one client address may hold open; more are refused with 429 before the upgrade. */
  readonly socketsPerAddress: number;
  /** Proxies in front whose X-Forwarded-For is trusted for the client's address (0: none). */
  readonly trustProxy: number;
  /** The server's log: each connection logs through a child of it carrying the connection's id. */
  readonly log: ServerLog;
  /**
   * Other WebSocket endpoints on this port, by path (the lobby's): an upgrade there passes the same
   * origin and per-address checks (its socket counts with the rooms'), then is theirs to take.
   */
  readonly endpoints?: ReadonlyMap<string, (request: IncomingMessage, socket: Duplex, head: Buffer, address: string) => void>;
}

/** The WebSocket endpoint, attached. */
export interface SocketServer {
  /** Connections open now. */
  readonly open: number;
  /**
   * Stops taking connections and joins (`hello` is answered `busy`), and waits up to `ms` for every
   * message already received to be answered: true if all were.
   */
  drain(ms: number): Promise<boolean>;
  /** Closes every connection with 1001 (going away), handling nothing more they send. */
  close(): Promise<void>;
}

/** A connection whose unsent output grows past this is too slow to keep up with its room: it is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** A frame is refused outright (closed with 1009, never buffered whole) past this many times the message limit. */
const FRAME_LIMIT_FACTOR = 16;

/** How long `close` waits for peers to answer the closing handshake. */
const CLOSE_GRACE_MS = 1000;

const asBuffer = (data: RawData): Buffer => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

/** The HTTP status each refused upgrade is answered with. */
const REFUSAL_STATUS: Record<UpgradeRefusal, string> = {
  'not-found': '404 Not Found',
  origin: '403 Forbidden',
  'too-many-sockets': '429 Too Many Requests',
};

/** Refuses an upgrade with a plain HTTP status, before any WebSocket exists. */
function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A connection's id in the log: 48 random bits, 8 URL-safe characters, enough to tell the connections of a day apart. */
const connectionId = (): string => randomBytes(6).toString('base64url');

/**
 * The WebSocket endpoint at `SOCKET_PATH` on the HTTP server's port (`ws`, no compression:
 * messages are small, and inflating is where a hostile peer costs memory). Checks the origin on
 * upgrade, gives each connection a `Session`, and pings every connection so a dead one leaves its
 * room (the others see the player away). Messages over the limit get a typed error; frames far
 * over it are cut by `ws` itself, closing with 1009.
 */
export function attachSockets(http: Server, options: SocketServerOptions): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes * FRAME_LIMIT_FACTOR, perMessageDeflate: false });
  const alive = new WeakMap<WebSocket, boolean>();
  const sessions = new Map<WebSocket, Session>();
  /** Open connections per client address (an address leaves the map with its last connection). */
  const perAddress = new Map<string, number>();
  /** Why the server closed a connection, for its `socket closed` line; counted once, at the first reason. */
  const closedFor = new WeakMap<WebSocket, SocketCloseReason>();
  const closing = (ws: WebSocket, reason: SocketCloseReason) => {
    if (closedFor.has(ws)) return;
    closedFor.set(ws, reason);
    options.metrics.socketClosed(reason);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://server');
    const address = clientKey(request, options.trustProxy);
    const refused = (reason: UpgradeRefusal) => {
      options.metrics.upgradeRefused(reason);
      options.log.debug({ reason, path: pathname, address }, 'upgrade refused');
      refuse(socket, REFUSAL_STATUS[reason]);
    };
    const endpoint = pathname === SOCKET_PATH ? null : options.endpoints?.get(pathname);
    if (endpoint === undefined) return refused('not-found');
    const origin = request.headers.origin;
    if (options.allowedOrigins && (!origin || !options.allowedOrigins.includes(origin))) return refused('origin');
    const open = perAddress.get(address) ?? 0;
    if (open >= options.socketsPerAddress) return refused('too-many-sockets');
    perAddress.set(address, open + 1);
    // The TCP socket's close (after the WebSocket's, or a failed upgrade) gives the place back.
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    if (endpoint) return endpoint(request, socket, head, address);
    wss.handleUpgrade(request, socket, head, (ws) => connect(ws, address));
  };

  const connect = (ws: WebSocket, address: string) => {
    const log = options.log.child({ connection: connectionId() });
    log.debug({ address }, 'socket opened');
    const session = new Session(
      {
        send: (text) => {
          if (ws.bufferedAmount <= MAX_BUFFERED_BYTES) ws.send(text);
          else {
            closing(ws, 'slow');
            ws.terminate();
          }
        },
        close: (code, reason, text) => {
          closing(ws, reason);
          ws.close(code, text);
        },
      },
      options,
      log,
    );
    sessions.set(ws, session);
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('message', (data, isBinary) => session.receive(asBuffer(data), isBinary));
    ws.on('close', (code) => {
      sessions.delete(ws);
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

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        closing(ws, 'no-pong');
        ws.terminate();
      } else {
        alive.set(ws, false);
        ws.ping();
      }
    }
  }, options.heartbeatMs);
  heartbeat.unref();
  http.on('upgrade', onUpgrade);

  return {
    get open() {
      return wss.clients.size;
    },
    drain(ms) {
      http.off('upgrade', onUpgrade);
      return options.inFlight.drain(ms);
    },
    async close() {
      clearInterval(heartbeat);
      http.off('upgrade', onUpgrade);
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
