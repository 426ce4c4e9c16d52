/**
 * The lobby's WebSocket endpoint (`LOBBY_PATH`): the socket server checks an upgrade's origin and
 * the address's sockets, then hands it here. Each connection gets a `LobbySession`; every
 * connection is pinged, and one that missed a ping is dropped (its seeks and pool entry with it).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { ServerMetrics, SocketCloseReason } from '../ops/metrics.ts';
import { InFlight } from '../sockets/in-flight.ts';
import type { RateLimit } from '../sockets/limits.ts';
import { Lobby, type LobbyOptions } from './lobby.ts';
import { LobbySession } from './lobby-session.ts';

/** How the lobby's endpoint is run. */
export interface LobbyServerOptions extends LobbyOptions {
  readonly maxMessageBytes: number;
  readonly rateLimit: RateLimit;
  readonly maxStrikes: number;
  /** How often each connection is pinged; one that has not answered the last ping by then is dropped. */
  readonly heartbeatMs: number;
  /** A connection that has not entered by then is closed with 4408. */
  readonly enterTimeoutMs: number;
  readonly metrics: ServerMetrics;
}

/** The lobby's endpoint. */
export interface LobbyServer {
  /** Connections open now. */
  readonly open: number;
  /** Takes an upgrade the socket server routed here (origin and per-address limits already checked). */
  readonly upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer, address: string) => void;
  /**
   * Stops pairing and taking players in (answered `busy`), waits up to `ms` for the messages
   * received to be answered and the rooms being made to be told, and tells the other processes
   * this one's pool entries and seeks are gone: true if everything was answered.
   */
  drain(ms: number): Promise<boolean>;
  /** Closes every connection with 1001 (going away). */
  close(): Promise<void>;
}

/** A connection whose unsent output grows past this is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** A frame is refused outright (1009) past this many times the message limit. */
const FRAME_LIMIT_FACTOR = 16;
/** How long `close` waits for peers to answer the closing handshake. */
const CLOSE_GRACE_MS = 1000;

const asBuffer = (data: RawData): Buffer => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

/** Creates the lobby and its endpoint; nothing is taken until the socket server routes upgrades here. */
export function createLobbyServer(options: LobbyServerOptions): LobbyServer {
  const lobby = new Lobby(options);
  const inFlight = new InFlight();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes * FRAME_LIMIT_FACTOR, perMessageDeflate: false });
  const alive = new WeakMap<WebSocket, boolean>();
  const sessions = new Map<WebSocket, LobbySession>();
  const closedFor = new WeakMap<WebSocket, SocketCloseReason>();
  const closing = (ws: WebSocket, reason: SocketCloseReason) => {
    if (closedFor.has(ws)) return;
    closedFor.set(ws, reason);
    options.metrics.socketClosed(reason);
  };
  const sessionOptions = {
    lobby,
    now: () => options.clock.now(),
    maxMessageBytes: options.maxMessageBytes,
    rateLimit: options.rateLimit,
    maxStrikes: options.maxStrikes,
    enterTimeoutMs: options.enterTimeoutMs,
    inFlight,
  };

  const connect = (ws: WebSocket, address: string) => {
    const log = options.log.child({ connection: randomBytes(6).toString('base64url'), lobby: true });
    log.debug({ address }, 'socket opened');
    const session = new LobbySession(
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
      address,
      sessionOptions,
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
      log.info({ code, ...(reason ? { reason } : {}) }, 'socket closed');
    });
    ws.on('error', (error) => {
      closing(ws, 'protocol-error');
      log.debug({ err: error }, 'socket protocol error');
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

  return {
    get open() {
      return wss.clients.size;
    },
    upgrade: (request, socket, head, address) => wss.handleUpgrade(request, socket, head, (ws) => connect(ws, address)),
    async drain(ms) {
      lobby.stop();
      const answered = await inFlight.drain(ms);
      await lobby.close();
      return answered;
    },
    async close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) {
        sessions.get(ws)?.closing();
        closing(ws, 'shutdown');
        ws.close(1001, 'The server is going away.');
      }
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      const cut = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, CLOSE_GRACE_MS);
      await closed;
      clearTimeout(cut);
      // A server closed without a drain still leaves the bus.
      await lobby.close();
    },
  };
}
