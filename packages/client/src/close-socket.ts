import type { SocketLike } from './connection.ts';

/** `WebSocket.CONNECTING`: not global in every runtime the client runs in. */
const CONNECTING = 0;

/**
 * Closes `socket` with `code`, or, while it is still connecting, as soon as it opens, hearing
 * nothing from it meanwhile. Closed while connecting, a browser logs "WebSocket is closed before
 * the connection is established" for every such socket: a page that leaves as it connects, or
 * React's StrictMode running a connecting effect twice in development.
 */
export function closeSocket(socket: SocketLike, code: number, reason?: string): void {
  if (socket.readyState !== CONNECTING) return socket.close(code, reason);
  socket.onmessage = null;
  socket.onerror = () => undefined;
  socket.onopen = () => socket.close(code, reason);
}
