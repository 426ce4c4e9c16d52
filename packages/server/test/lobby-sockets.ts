import { LOBBY_PATH, nameKey, PROTOCOL_VERSION, type PoolId, type Terms } from '@gomoku/protocol';
import WebSocket from 'ws';
import { hashToken, newRoomId, newToken } from '../src/rooms/tokens.ts';
import type { GameStore } from '../src/store/types.ts';
import { InboxSocket, type Received } from './sockets.ts';

/** A raw lobby WebSocket for tests: sends anything. */
export class LobbySocket extends InboxSocket {
  /** Opens a lobby connection to the server at `url` (http://…), from `localAddress` if given (another client address). */
  static open(url: string, localAddress?: string): Promise<LobbySocket> {
    return InboxSocket.opened(new LobbySocket(new WebSocket(`${url.replace(/^http/, 'ws')}${LOBBY_PATH}`, localAddress ? { localAddress } : {})));
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

  /** The next `lobby.error`. */
  error(): Promise<Received> {
    return this.take((m) => m.type === 'lobby.error');
  }

  /** The next `seeks` list that `match` accepts. */
  seeks(match: (seeks: readonly { id: string; by: { id: string } }[]) => boolean): Promise<Received> {
    return this.take((m) => m.type === 'seeks' && match(m.seeks as { id: string; by: { id: string } }[]));
  }
}

/** Registers a player straight in the store; returns their key and id. */
export async function registered(store: GameStore, name: string): Promise<{ key: string; id: string }> {
  const key = newToken();
  const id = newRoomId();
  await store.createPlayer({ id, keyHash: hashToken(key), name, nameKey: nameKey(name), now: Date.now() });
  return { key, id };
}
