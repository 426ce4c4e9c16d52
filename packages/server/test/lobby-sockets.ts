import { LOBBY_PATH, nameKey, PROTOCOL_VERSION, type PoolId, type Terms } from '@gomoku/protocol';
import WebSocket from 'ws';
import { hashToken, newRoomId, newToken } from '../src/rooms/tokens.ts';
import type { GameStore } from '../src/store/types.ts';
import type { Received } from './sockets.ts';

/**
 * A raw lobby WebSocket for tests: sends anything, and takes the server's messages out of an
 * inbox by predicate, waiting for those not come yet (bounded by the test's timeout).
 */
export class LobbySocket {
  readonly ws: WebSocket;
  readonly #inbox: Received[] = [];
  readonly #waiters: { match: (m: Received) => boolean; resolve: (m: Received) => void }[] = [];
  /** Resolves with the close code once the connection has closed. */
  readonly closed: Promise<number>;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Received;
      const waiter = this.#waiters.findIndex((w) => w.match(message));
      if (waiter >= 0) this.#waiters.splice(waiter, 1)[0]?.resolve(message);
      else this.#inbox.push(message);
    });
  }

  /** Opens a lobby connection to the server at `url` (http://…), from `localAddress` if given (another client address). */
  static open(url: string, localAddress?: string): Promise<LobbySocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${LOBBY_PATH}`, localAddress ? { localAddress } : {});
    const socket = new LobbySocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** Opens a connection and enters with `key`, waiting for `entered`. */
  static async entered(url: string, key: string, localAddress?: string): Promise<LobbySocket> {
    const socket = await LobbySocket.open(url, localAddress);
    socket.send({ type: 'enter', key });
    await socket.take((m) => m.type === 'entered');
    return socket;
  }

  /** Sends a message of the protocol (`v` added), or a string as it is. */
  send(message: Record<string, unknown> | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify({ v: PROTOCOL_VERSION, ...message }));
  }

  joinPool(pool: PoolId): void {
    this.send({ type: 'pool.join', pool });
  }

  createSeek(terms: Terms): void {
    this.send({ type: 'seek.create', terms });
  }

  /** The first message (received or to come) that `match` accepts, taken out of the inbox. */
  take(match: (m: Received) => boolean = () => true): Promise<Received> {
    const index = this.#inbox.findIndex(match);
    if (index >= 0) return Promise.resolve(this.#inbox.splice(index, 1)[0] as Received);
    return new Promise((resolve) => this.#waiters.push({ match, resolve }));
  }

  /** The next `lobby.error`. */
  error(): Promise<Received> {
    return this.take((m) => m.type === 'lobby.error');
  }

  /** The next `seeks` list that `match` accepts. */
  seeks(match: (seeks: readonly { id: string; by: { id: string } }[]) => boolean): Promise<Received> {
    return this.take((m) => m.type === 'seeks' && match(m.seeks as { id: string; by: { id: string } }[]));
  }

  /** The messages received and not taken. */
  get unread(): readonly Received[] {
    return this.#inbox;
  }

  close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}

/** Registers a player straight in the store; returns their key and id. */
export async function registered(store: GameStore, name: string): Promise<{ key: string; id: string }> {
  const key = newToken();
  const id = newRoomId();
  await store.createPlayer({ id, keyHash: hashToken(key), name, nameKey: nameKey(name), now: Date.now() });
  return { key, id };
}
