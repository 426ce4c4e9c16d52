import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_MESSAGE_BYTES } from '@gomoku/protocol';
import { createApi } from './http/api.ts';
import { sendJson, setSecurityHeaders } from './http/headers.ts';
import { createStaticFiles } from './http/static-files.ts';
import { systemClock, type ServerClock } from './rooms/game.ts';
import { deadlineStore } from './rooms/deadline-store.ts';
import { RoomHub } from './rooms/hub.ts';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './sockets/limits.ts';
import { attachSockets } from './sockets/socket-server.ts';
import type { GameStore } from './store/types.ts';

/** How to run a game server. Only `store` is required. */
export interface GomokuServerOptions {
  /** Where rooms live: `createSqliteStore`, `createPostgresStore` or `createMemoryStore`. The caller closes it. */
  readonly store: GameStore;
  /** The address to listen on (default `127.0.0.1`; `0.0.0.0` for every interface). */
  readonly host?: string;
  /** The port (default 0: any free port, see `listen()`'s url). */
  readonly port?: number;
  /** A built single-page app to serve beside the API (e.g. `apps/demo/dist`); none when absent. */
  readonly staticDir?: string;
  /** Origins allowed to open a WebSocket (e.g. `['https://gomoku.example']`); any when absent. */
  readonly allowedOrigins?: readonly string[];
  /** The largest client message taken, in bytes (default 4096). */
  readonly maxMessageBytes?: number;
  /** Messages per connection (default a burst of 40, then 10 a second). */
  readonly rateLimit?: RateLimit;
  /** Errors a connection may cause before it is closed with 1008/1009 (default 50). */
  readonly maxStrikes?: number;
  /** A room nobody plays in (no game in progress) is deleted after this long without an event (default a day). */
  readonly idleRoomMs?: number;
  /** How often connections are pinged, to find dead ones (default 30 s). */
  readonly heartbeatMs?: number;
  /** How long a store call may take before it is given up (default 400 ms): with the database down, players hear `busy` and HTTP 503 at once. */
  readonly storeTimeoutMs?: number;
  /** The clock for stored times and game clocks (default the wall clock; tests pass XState's `SimulatedClock`). */
  readonly clock?: ServerClock;
}

/** A game server: HTTP (API and static files) and WebSocket on one port. */
export interface GomokuServer {
  /** Starts listening; resolves with the server's URL (`http://127.0.0.1:PORT`). */
  listen(): Promise<{ url: string }>;
  /** Closes every connection (1001, going away), waits for the rooms' stored work, stops listening. Leaves the store open. */
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A store call's deadline: far above a healthy commit (milliseconds), well within the second a move is answered in. */
const DEFAULT_STORE_TIMEOUT_MS = 400;

/**
 * Creates the game server: `gomokuMachine` is each room's only authority and `store` its truth
 * (see the README for the API and the protocol). Nothing listens until `listen()`.
 */
export function createGomokuServer(options: GomokuServerOptions): GomokuServer {
  const { host = '127.0.0.1', port = 0, staticDir, allowedOrigins, idleRoomMs = DAY_MS, clock = systemClock, storeTimeoutMs = DEFAULT_STORE_TIMEOUT_MS } = options;
  const store = deadlineStore(options.store, storeTimeoutMs, {
    commit: () => undefined,
    failure: (operation, error) => console.error(`store ${operation} failed:`, error),
  });
  const hub = new RoomHub({
    store,
    clock,
    // An event waits at most as long as one store call behind another: answered within two deadlines.
    maxWaitMs: storeTimeoutMs,
    onDrop: (room) => console.error(`room ${room.id}: the store failed; memory dropped until the log can be read again`),
  });
  const api = createApi({ store, hub, clock });
  const files = staticDir ? createStaticFiles(staticDir) : null;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    const { pathname } = new URL(req.url ?? '/', 'http://server');
    if (await api(req, res, pathname)) return;
    if (files) return files(req, res, pathname);
    sendJson(res, 404, { error: 'not-found' });
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) sendJson(res, 500, { error: 'server-error' });
      else res.destroy();
    });
  });
  const sockets = attachSockets(http, {
    hub,
    now: () => clock.now(),
    maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    maxStrikes: options.maxStrikes ?? 50,
    allowedOrigins,
    heartbeatMs: options.heartbeatMs ?? 30_000,
  });

  // Expiry runs often enough to keep within a tenth of the idle time, at most every minute.
  const sweep = setInterval(
    () => {
      store.expireIdle(clock.now() - idleRoomMs).catch((error: unknown) => console.error('expiring idle rooms failed:', error));
    },
    Math.min(60_000, Math.max(1_000, idleRoomMs / 10)),
  );
  sweep.unref();

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          http.off('error', reject);
          const address = http.address() as AddressInfo;
          const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({ url: `http://${shown}:${address.port}` });
        });
      }),
    async close() {
      clearInterval(sweep);
      await sockets.close();
      await hub.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => (http.listening ? http.close(() => resolve()) : resolve()));
    },
  };
}
