import { describe, expect, it } from 'vitest';
import { closeSocket } from './close-socket.ts';
import type { SocketLike } from './connection.ts';

/** A socket in a given ready state that records its `close` calls. */
function fakeSocket(readyState: number | undefined) {
  const closed: [number | undefined, string | undefined][] = [];
  const socket: SocketLike = {
    ...(readyState === undefined ? {} : { readyState }),
    send: () => undefined,
    close: (code, reason) => void closed.push([code, reason]),
    onopen: () => undefined,
    onmessage: () => {
      throw new Error('heard after it was closed');
    },
    onclose: null,
    onerror: null,
  };
  return { socket, closed };
}

describe('closeSocket', () => {
  it('closes an open socket at once, and one that says no state (a SocketLike of its own)', () => {
    for (const readyState of [1, undefined]) {
      const { socket, closed } = fakeSocket(readyState);
      closeSocket(socket, 1000);
      expect(closed).toEqual([[1000, undefined]]);
    }
  });

  it('closes a connecting socket once it opens, hearing nothing from it meanwhile', () => {
    const { socket, closed } = fakeSocket(0);
    closeSocket(socket, 4001, 'offline');
    expect(closed).toEqual([]);
    expect(socket.onmessage).toBeNull();
    socket.onopen?.();
    expect(closed).toEqual([[4001, 'offline']]);
  });
});
