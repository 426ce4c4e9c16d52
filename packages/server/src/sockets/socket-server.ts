import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SOCKET_PATH } from '@gomoku/protocol';
import { clientKey } from '../http/client-address.ts';
import type { ServerLog } from '../ops/log.ts';
import type { UpgradeRefusal } from '../ops/metrics.ts';
import { Session, type SessionOptions } from './session.ts';
import { createSocketSet } from './socket-set.ts';

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

/**
 * The WebSocket endpoint at `SOCKET_PATH` on the HTTP server's port. Checks the origin and the
 * address's sockets on upgrade (for the other endpoints too) and gives each connection a `Session`
 * in a socket set, whose pings make a dead connection leave its room (the others see the player
 * away). Messages over the limit get a typed error; frames far over it are cut, closing with 1009.
 */
export function attachSockets(http: Server, options: SocketServerOptions): SocketServer {
  const sockets = createSocketSet(options, (socket, log) => new Session(socket, options, log));
  /** Open connections per client address (an address leaves the map with its last connection). */
  const perAddress = new Map<string, number>();

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
    sockets.take(request, socket, head, address);
  };
  http.on('upgrade', onUpgrade);

  return {
    get open() {
      return sockets.open;
    },
    drain(ms) {
      http.off('upgrade', onUpgrade);
      return options.inFlight.drain(ms);
    },
    close() {
      http.off('upgrade', onUpgrade);
      return sockets.close();
    },
  };
}
