import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOBBY_PATH, MAX_MESSAGE_BYTES } from '@gomoku/protocol';
import { createApi } from './http/api.ts';
import { sendJson, setSecurityHeaders } from './http/headers.ts';
import { createHealth } from './http/health.ts';
import { createAccessLog, loggedPath } from './ops/access-log.ts';
import { RatingLedger } from './players/ledger.ts';
import { createPlayersApi } from './players/players-api.ts';
import { createLobbyServer, type LobbyServer } from './lobby/lobby-server.ts';
import { createLog, type ServerLog } from './ops/log.ts';
import { createMetrics, noMetrics, type ServerMetrics } from './ops/metrics.ts';
import { createStaticFiles } from './http/static-files.ts';
import { systemClock, type ServerClock } from './rooms/game.ts';
import { deadlineStore } from './rooms/deadline-store.ts';
import { RoomHub } from './rooms/hub.ts';
import { AddressRateLimit, DEFAULT_ADDRESS_LIMITS, DEFAULT_RATE_LIMIT, type AddressLimits, type RateLimit } from './sockets/limits.ts';
import { InFlight } from './sockets/in-flight.ts';
import { attachSockets, type SocketServer } from './sockets/socket-server.ts';
import { checkServerOptions } from './server-options.ts';
import { observeStore } from './store/store-events.ts';
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
  /**
   * A room whose game is in progress but abandoned is deleted after this long without an event
   * (default 30 days, or `idleRoomMs` if that is longer; never less than `idleRoomMs`).
   */
  readonly abandonedRoomMs?: number;
  /** How often connections are pinged, to find dead ones (default 30 s). */
  readonly heartbeatMs?: number;
  /** How long a store call may take before it is given up (default 400 ms): with the database down, players hear `busy` and HTTP 503 at once. */
  readonly storeTimeoutMs?: number;
  /** How long `close()` may take (default 10 s): events already received are answered first, then the sockets close with 1001. */
  readonly shutdownMs?: number;
  /** Where the server logs, as JSON lines (default: pino at `warn` to stdout; the command's is set by `LOG_LEVEL`). */
  readonly log?: ServerLog;
  /** Serve Prometheus metrics at `/metrics` (default true). */
  readonly metrics?: boolean;
  /** Limits per client address (each field defaults as in `DEFAULT_ADDRESS_LIMITS`). */
  readonly limits?: Partial<AddressLimits>;
  /** Proxies in front whose X-Forwarded-For is trusted for the client's address (default 0: the socket's peer). */
  readonly trustProxy?: number;
  /** The clock for stored times and game clocks (default the wall clock; tests pass XState's `SimulatedClock`). */
  readonly clock?: ServerClock;
}

/** A game server: HTTP (API and static files) and WebSocket on one port. */
export interface GomokuServer {
  /** Starts listening; resolves with the server's URL (`http://127.0.0.1:PORT`). */
  listen(): Promise<{ url: string }>;
  /**
   * Shuts down within `shutdownMs`: stops listening and taking joins, answers every event already
   * received (stored and acknowledged, or refused), then closes every connection with 1001 (going
   * away) and stops the rooms. Leaves the store open.
   */
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a game in progress is kept without a move: far past any game a person comes back to. */
const ABANDONED_ROOM_MS = 30 * DAY_MS;
/** A store call's deadline: far above a healthy commit (milliseconds), well within the second a move is answered in. */
const DEFAULT_STORE_TIMEOUT_MS = 400;
/** Of a shutdown's time, what is kept for closing the sockets (a second's handshake) and the rooms after the drain. */
const SHUTDOWN_RESERVE_MS = 2_000;

/**
 * Creates the game server: `gomokuMachine` is each room's only authority and `store` its truth
 * (see the README for the API and the protocol). Nothing listens until `listen()`.
 */
export function createGomokuServer(options: GomokuServerOptions): GomokuServer {
  checkServerOptions(options);
  const { host = '127.0.0.1', port = 0, staticDir, allowedOrigins, idleRoomMs = DAY_MS, clock = systemClock, storeTimeoutMs = DEFAULT_STORE_TIMEOUT_MS, shutdownMs = 10_000 } = options;
  const abandonedRoomMs = options.abandonedRoomMs ?? Math.max(ABANDONED_ROOM_MS, idleRoomMs);
  // A game in progress kept for less time than a finished one would be a deletion no one could foresee.
  if (abandonedRoomMs < idleRoomMs) throw new RangeError(`abandonedRoomMs (${abandonedRoomMs}) must be at least idleRoomMs (${idleRoomMs}).`);
  const log = options.log ?? createLog('warn');
  // The gauges read the hub and the sockets, made below, when scraped.
  let sources: { hub: RoomHub; sockets: SocketServer; lobby: LobbyServer } | null = null;
  const metrics: ServerMetrics =
    options.metrics === false ? noMetrics : createMetrics({ roomsLoaded: () => sources?.hub.size ?? 0, socketsOpen: () => (sources?.sockets.open ?? 0) + (sources?.lobby.open ?? 0) });
  const store = deadlineStore(options.store, storeTimeoutMs, {
    settled: (operation, seconds) => metrics.storeCall(operation, seconds),
    created: () => metrics.roomCreated(),
    commit: () => metrics.storeCommit(),
    failure: (operation, error) => {
      metrics.storeError(operation);
      log.error({ operation, err: error }, 'store call failed');
    },
  });
  const unobserve = observeStore(options.store, metrics.store);
  // Applies stored results to ratings (the lobby hears who changed with `ledger.onRated`).
  const ledger = new RatingLedger({ store, log, clock });
  ledger.start();
  const hub = new RoomHub({
    store,
    clock,
    // An event waits at most as long as one store call behind another: answered within two deadlines.
    maxWaitMs: storeTimeoutMs,
    // Another process's connections are trusted as long as this process trusts its own unseen ones.
    presenceTtlMs: options.heartbeatMs ?? 30_000,
    log,
    // A matched game ended: its result is rated, and it leaves the lobby's live games (the lobby is made below).
    onResult: () => {
      ledger.kick();
      lobby.liveChanged();
    },
  });
  // A limit set to undefined takes its default, as one left out does.
  const limits = { ...DEFAULT_ADDRESS_LIMITS, ...Object.fromEntries(Object.entries(options.limits ?? {}).filter(([, value]) => value !== undefined)) };
  const trustProxy = options.trustProxy ?? 0;
  const perMinute = (count: number) => new AddressRateLimit({ burst: count, perSecond: count / 60 }, () => performance.now());
  const readRate = perMinute(limits.readsPerMinute);
  const api = createApi({ store, hub, clock, log, roomRate: perMinute(limits.roomsPerMinute), readRate, trustProxy });
  // A rename is told to the lobby (made below: requests come only once the server listens).
  const players = createPlayersApi({ store, clock, registerRate: perMinute(limits.registrationsPerMinute), readRate, trustProxy, renamed: (id) => lobby.playersChanged([id]) });
  const health = createHealth({ store, metrics });
  const files = staticDir ? createStaticFiles(staticDir) : null;

  const logAccess = createAccessLog(log, trustProxy);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    const { pathname } = new URL(req.url ?? '/', 'http://server');
    if (await health(req, res, pathname)) return;
    if (await players(req, res, pathname)) return;
    if (await api(req, res, pathname)) return;
    if (files) return files(req, res, pathname);
    sendJson(res, 404, { error: 'not-found' });
  };
  const http = createServer(
    {
      // Slow clients are cut: headers within headersTimeoutMs, the whole request within requestTimeoutMs, checked often.
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    (req, res) => {
      logAccess(req, res);
      handle(req, res).catch((error: unknown) => {
        log.error({ method: req.method, path: loggedPath(req.url ?? '/'), err: error }, 'request failed');
        if (!res.headersSent) sendJson(res, 500, { error: 'server-error' });
        else res.destroy();
      });
    },
  );
  // Both WebSocket endpoints (rooms and lobby) hold their connections to the same limits.
  const connectionLimits = {
    maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    maxStrikes: options.maxStrikes ?? 50,
    heartbeatMs: options.heartbeatMs ?? 30_000,
  };
  const lobby = createLobbyServer({
    ...connectionLimits,
    store,
    clock,
    log,
    metrics,
    ratings: ledger,
    // What another process said of its seeks and pool entries is trusted as long as its presence is.
    ttlMs: connectionLimits.heartbeatMs,
    enterTimeoutMs: limits.helloTimeoutMs,
  });
  const sockets = attachSockets(http, {
    ...connectionLimits,
    hub,
    now: () => clock.now(),
    allowedOrigins,
    socketsPerAddress: limits.socketsPerAddress,
    helloTimeoutMs: limits.helloTimeoutMs,
    trustProxy,
    metrics,
    log,
    inFlight: new InFlight(),
    endpoints: new Map([[LOBBY_PATH, lobby.upgrade]]),
  });
  sources = { hub, sockets, lobby };

  // Expiry runs often enough to keep within a tenth of the idle time, at most every minute. It
  // goes by the store's times alone (shared by every process): a game nobody has moved in for
  // abandonedRoomMs is deleted even if a tab still holds it open, and its next event is `no-room`.
  const sweep = setInterval(
    () => {
      const now = clock.now();
      // A failure is logged by the store's observer; the next sweep tries again.
      store.expireRooms({ idleBefore: now - idleRoomMs, abandonedBefore: now - abandonedRoomMs }).catch(() => undefined);
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
      const closed = new Promise<void>((resolve) => (http.listening ? http.close(() => resolve()) : resolve()));
      http.closeIdleConnections();
      // What is left after the drain goes to closing the sockets (their handshake has a second) and the rooms.
      const drainMs = Math.max(0, shutdownMs - SHUTDOWN_RESERVE_MS);
      const answered = (await Promise.all([sockets.drain(drainMs), lobby.drain(drainMs)])).every(Boolean);
      if (!answered) log.warn('shutdown: some events were not answered in time; their clients send them again after reconnecting');
      await Promise.all([sockets.close(), lobby.close()]);
      await hub.close();
      await ledger.close();
      unobserve();
      http.closeAllConnections();
      await closed;
    },
  };
}
