/**
 * The lobby's WebSocket endpoint (`LOBBY_PATH`): the socket server checks an upgrade's origin and
 * the address's sockets, then hands it here. Each connection gets a `LobbySession`; every
 * connection is pinged, and one that missed a ping is dropped (its seeks and pool entry with it).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerMetrics } from '../ops/metrics.ts';
import { InFlight } from '../sockets/in-flight.ts';
import type { RateLimit } from '../sockets/limits.ts';
import { createSocketSet } from '../sockets/socket-set.ts';
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
  /** These players changed (a new name): their lobby sockets, in every process, are told `you`. */
  playersChanged(players: readonly string[]): void;
  /** A matched game ended here: every process's lobby reads its live games again. */
  liveChanged(): void;
  /**
   * Stops pairing and taking players in (answered `busy`), waits up to `ms` for the messages
   * received to be answered and the rooms being made to be told, and tells the other processes
   * this one's pool entries and seeks are gone: true if everything was answered.
   */
  drain(ms: number): Promise<boolean>;
  /** Closes every connection with 1001 (going away). */
  close(): Promise<void>;
}

/** Creates the lobby and its endpoint; nothing is taken until the socket server routes upgrades here. */
export function createLobbyServer(options: LobbyServerOptions): LobbyServer {
  const lobby = new Lobby(options);
  const inFlight = new InFlight();
  const sessionOptions = {
    lobby,
    now: () => options.clock.now(),
    maxMessageBytes: options.maxMessageBytes,
    rateLimit: options.rateLimit,
    maxStrikes: options.maxStrikes,
    enterTimeoutMs: options.enterTimeoutMs,
    inFlight,
  };
  const { maxMessageBytes, heartbeatMs, metrics, log } = options;
  const sockets = createSocketSet({ maxMessageBytes, heartbeatMs, metrics, log, logFields: { lobby: true } }, (socket, connectionLog, address) =>
    new LobbySession(socket, address, sessionOptions, connectionLog),
  );

  return {
    get open() {
      return sockets.open;
    },
    upgrade: sockets.take,
    playersChanged: (players) => lobby.playersChanged(players),
    liveChanged: () => lobby.liveChanged(),
    async drain(ms) {
      lobby.stop();
      const answered = await inFlight.drain(ms);
      await lobby.close();
      return answered;
    },
    async close() {
      await sockets.close();
      // A server closed without a drain still leaves the bus.
      await lobby.close();
    },
  };
}
