import { createRoom as createRoomOver } from '@gomoku/client';
import { selectStatus, snapshotOf, type GameState, type Status } from '@gomoku/machine';
import { PROTOCOL_VERSION, SOCKET_PATH, type ClientEvent, type CreatedRoom, type RoomSettings } from '@gomoku/protocol';
import WebSocket from 'ws';

/** A message from the server, as parsed JSON (tests check its shape themselves). */
export type Received = { type: string; [key: string]: unknown };

/**
 * A raw WebSocket for tests, of any endpoint: takes the server's messages out of an inbox, by
 * predicate, waiting for them when they have not come yet. Waits are bounded by the test's own
 * timeout: there are no timed assertions.
 */
export class InboxSocket {
  readonly ws: WebSocket;
  readonly #inbox: Received[] = [];
  readonly #waiters: { match: (m: Received) => boolean; resolve: (m: Received) => void }[] = [];
  /** Resolves with the close code once the connection has closed. */
  readonly closed: Promise<number>;

  protected constructor(ws: WebSocket) {
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Received;
      const waiter = this.#waiters.findIndex((w) => w.match(message));
      if (waiter >= 0) this.#waiters.splice(waiter, 1)[0]?.resolve(message);
      else this.#inbox.push(message);
    });
  }

  /** `socket`, once its connection is open (rejects if it fails to open). */
  protected static opened<Socket extends InboxSocket>(socket: Socket): Promise<Socket> {
    return new Promise((resolve, reject) => {
      socket.ws.once('open', () => resolve(socket));
      socket.ws.once('error', reject);
    });
  }

  /** The first message (received or to come) that `match` accepts, taken out of the inbox. */
  take(match: (m: Received) => boolean = () => true): Promise<Received> {
    const index = this.#inbox.findIndex(match);
    if (index >= 0) return Promise.resolve(this.#inbox.splice(index, 1)[0] as Received);
    return new Promise((resolve) => this.#waiters.push({ match, resolve }));
  }

  /** The messages received and not taken. */
  get unread(): readonly Received[] {
    return this.#inbox;
  }

  /** Empties the inbox. */
  clear(): void {
    this.#inbox.length = 0;
  }

  close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}

/** A raw room WebSocket for tests: sends anything, hostile bytes included. */
export class TestSocket extends InboxSocket {
  /** Opens a connection to the server at `url` (http://…), from `localAddress` if given (e.g. 127.0.0.2: another client address). */
  static open(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<TestSocket> {
    return InboxSocket.opened(new TestSocket(new WebSocket(`${url.replace(/^http/, 'ws')}${SOCKET_PATH}`, { headers, ...(localAddress ? { localAddress } : {}) })));
  }

  /** Sends a value as JSON, or a string as it is. */
  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Sends `hello` and waits for the answer (a welcome or an error). */
  async hello(room: string, token?: string, since?: number): Promise<Received> {
    this.send({ v: PROTOCOL_VERSION, type: 'hello', room, ...(token ? { token } : {}), ...(since === undefined ? {} : { since }) });
    return this.take((m) => m.type === 'welcome' || m.type === 'error');
  }

  /** Sends an event and waits for its answer (ack, rejected or error with its id). */
  async play(id: string, event: ClientEvent | Record<string, unknown>): Promise<Received> {
    this.send({ v: PROTOCOL_VERSION, type: 'event', id, event });
    return this.take((m) => m.id === id && (m.type === 'ack' || m.type === 'rejected' || m.type === 'error'));
  }

  /** The next `state` at `version` or later. */
  state(version: number): Promise<Received> {
    return this.take((m) => m.type === 'state' && typeof m.version === 'number' && m.version >= version);
  }
}

/** Creates a room over the HTTP API. */
export const createRoom = (server: string, settings: RoomSettings = {}): Promise<CreatedRoom> => createRoomOver({ server, settings });

/** Both players of a created room, each on its own connection and welcomed to its seat (the caller closes them). */
export async function seatPlayers(server: string, created: CreatedRoom): Promise<{ black: TestSocket; white: TestSocket }> {
  const [black, white] = [await TestSocket.open(server), await TestSocket.open(server)];
  await black.hello(created.room, created.tokens.first);
  await white.hello(created.room, created.tokens.second);
  return { black, white };
}

/** The moves of a game's state as a message or the store carries it. */
export const movesOf = (state: unknown): readonly number[] => (state as GameState).moves;
/** The status of a game's state as a message or the store carries it, e.g. `whiteToMove`. */
export const statusIn = (state: unknown): Status => selectStatus(snapshotOf(state as GameState));
