import { createRequire } from 'node:module';
import { createRoom } from '@gomoku/client';
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as WS from 'ws';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Gomoku } from '../game/Gomoku.tsx';

const server = inject('gomokuServer');

// The page's WebSocket is the `ws` package's, loaded by Node itself: jsdom's (undici's) rejects
// the jsdom events it is given here, and the browser build of `ws` is only a stub.
const NodeWebSocket = (createRequire(import.meta.url)('ws') as typeof WS).WebSocket;
beforeAll(() => {
  vi.stubGlobal('WebSocket', NodeWebSocket);
  return () => vi.unstubAllGlobals();
});
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A round trip through the server: well under a second, but a busy machine gets ten. */
const eventually = (check: () => void) => waitFor(check, { timeout: 10_000 });

/** A new room on the run's game server, and the three ways into it. */
async function newRoom() {
  const { room, tokens } = await createRoom({ server });
  return {
    black: { server, room, seat: tokens.first },
    white: { server, room, seat: tokens.second },
    watcher: { server, room },
  };
}

/** What the device says about its network, as a browser would: `navigator.onLine` and the event. */
function setNetwork(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** One screen of the game, found by its own container. */
function screenOf(container: HTMLElement) {
  const view = within(container);
  return {
    status: () => view.getByText(/Connect|Disconnected/).textContent,
    line: () => view.getAllByRole('status').at(-1)?.textContent,
    cell: (name: string) => view.getByRole('gridcell', { name }),
    queryButton: (name: string) => view.queryByRole('button', { name }),
    /** Whether the board takes moves from this screen. */
    playable: () => view.getByRole('grid').getAttribute('aria-disabled') !== 'true',
    /** A cell's accessible name. */
    name: (point: string) => view.getByRole('gridcell', { name: new RegExp(`^${point},`) }).getAttribute('aria-label'),
  };
}

/**
 * The page's WebSocket to the real server, except that while `server.busy` an event is answered
 * `busy` (as a server whose database is down answers it) instead of reaching the server.
 */
function busyWhileSaid() {
  const server = { busy: true };
  class BusySocket {
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number }) => void) | null = null;
    onerror: (() => void) | null = null;
    readonly #ws: WS.WebSocket;
    constructor(url: string) {
      this.#ws = new NodeWebSocket(url);
      this.#ws.onopen = () => this.onopen?.();
      this.#ws.onmessage = ({ data }) => this.onmessage?.({ data });
      this.#ws.onclose = ({ code }) => this.onclose?.({ code });
      this.#ws.onerror = () => this.onerror?.();
    }
    send(data: string) {
      const message = JSON.parse(data) as { type: string; id?: string };
      if (!server.busy || message.type !== 'event') return this.#ws.send(data);
      const answer = { v: 2, type: 'error', code: 'busy', message: 'The room could not take the event now: send it again.', id: message.id };
      setTimeout(() => this.onmessage?.({ data: JSON.stringify(answer) }));
    }
    close(code?: number, reason?: string) {
      this.#ws.close(code, reason);
    }
  }
  vi.stubGlobal('WebSocket', BusySocket);
  cleanup.push(() => vi.stubGlobal('WebSocket', NodeWebSocket));
  return server;
}

function mount(element: React.ReactElement) {
  const host = document.body.appendChild(document.createElement('div'));
  const view = render(element, { container: host });
  cleanup.push(() => view.unmount());
  return screenOf(host);
}

describe('<Gomoku online>', () => {
  afterEach(() => setNetwork(true));

  it('plays a move between two screens; the opponent waits for its turn and a spectator only watches', async () => {
    const user = userEvent.setup();
    const seats = await newRoom();
    const black = mount(<Gomoku online={seats.black} confirmMove={false} />);
    const white = mount(<Gomoku online={seats.white} confirmMove={false} />);
    const watcher = mount(<Gomoku online={seats.watcher} confirmMove={false} />);

    await eventually(() => expect(black.status()).toBe('Connected — you play Black — opponent here'));
    await eventually(() => expect(white.status()).toBe('Connected — you play White — opponent here'));
    await eventually(() => expect(watcher.status()).toBe('Connected — watching'));
    expect(white.playable()).toBe(false);
    expect(watcher.playable()).toBe(false);
    expect(watcher.queryButton('Resign')).toBeNull();

    await user.click(black.cell('h8, empty'));
    await eventually(() => expect(white.name('h8')).toBe('h8, black'));
    await eventually(() => expect(watcher.line()).toBe('Black played h8, White to move'));
    expect(black.playable()).toBe(false);
    expect(white.playable()).toBe(true);
  });

  it('shows a move made offline as sending, and sends it when the network is back', async () => {
    const user = userEvent.setup();
    const seats = await newRoom();
    const black = mount(<Gomoku online={seats.black} confirmMove={false} />);
    await eventually(() => expect(black.status()).toMatch(/^Connected/));

    setNetwork(false);
    expect(black.status()).toBe('Connection lost — reconnecting…');
    await user.click(black.cell('h8, empty'));
    expect(black.name('h8')).toBe('h8, black, sending');

    setNetwork(true);
    await eventually(() => expect(black.name('h8')).toBe('h8, black'));
    const white = mount(<Gomoku online={seats.white} confirmMove={false} />);
    await eventually(() => expect(white.line()).toBe('Black played h8, White to move'));
    expect(white.name('h8')).toBe('h8, black');
  });

  it('says "server busy, retrying" while a move the server was too busy to take is sent again, and no more once it is taken', async () => {
    const user = userEvent.setup();
    const seats = await newRoom();
    const server = busyWhileSaid();
    const black = mount(<Gomoku online={seats.black} confirmMove={false} />);
    const white = mount(<Gomoku online={seats.white} confirmMove={false} />);
    await eventually(() => expect(black.status()).toBe('Connected — you play Black — opponent here'));

    await user.click(black.cell('h8, empty'));
    await eventually(() => expect(black.status()).toBe('Connected — you play Black — opponent here — server busy, retrying'));
    expect(black.name('h8')).toBe('h8, black, server busy, retrying');

    server.busy = false;
    await eventually(() => expect(black.name('h8')).toBe('h8, black'));
    expect(black.status()).toBe('Connected — you play Black — opponent here');
    await eventually(() => expect(white.line()).toBe('Black played h8, White to move'));
  });

  it('says why when the seat token is forged, and nothing can be played', async () => {
    const seats = await newRoom();
    const forged = mount(<Gomoku online={{ ...seats.black, seat: 'forged-token' }} confirmMove={false} />);
    await eventually(() => expect(forged.status()).toMatch(/^Disconnected \(.+\)$/));
    expect(forged.playable()).toBe(false);
  });
});
