import { createRequire } from 'node:module';
import { connectingState, createRoom } from '@gomoku/client';
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as WS from 'ws';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { GomokuProvider, useGomokuSend, useGomokuTakesEvents } from '../game/context.tsx';
import { Controls } from '../game/Controls.tsx';
import { GameBoard } from '../game/GameBoard.tsx';
import { Gomoku } from '../game/Gomoku.tsx';
import { messagesFor, type Locale } from '../messages/i18n.ts';
import { OnlineStatus } from './OnlineStatus.tsx';
import { pendingKey } from './stored-pending.ts';
import { useOnlineGame, type OnlineGame } from './use-online-game.ts';
import { memoryStorage } from './memory-storage.ts';

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
  return { ...screenOf(host), buttons: () => within(host).queryAllByRole('button'), unmount: () => view.unmount() };
}

/** A button that sends whatever the game takes: a part of an app's own that does not ask first. */
function SendAnyway() {
  const send = useGomokuSend();
  const takes = useGomokuTakesEvents();
  return (
    <button type="button" data-takes={takes} onClick={() => send({ type: 'resign', by: 'first' })}>
      Send anyway
    </button>
  );
}

/** An app's own screen of an online game: its provider over `useOnlineGame`'s source, and the parts it picks. */
function OwnScreen({ online }: { online: OnlineGame }) {
  const game = useOnlineGame(online);
  return (
    <GomokuProvider source={game.source}>
      <OnlineStatus state={game.state} />
      <GameBoard confirmMove={false} pending={game.pending} />
      <Controls player="first" online />
      <SendAnyway />
    </GomokuProvider>
  );
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
    await eventually(() => expect(forged.status()).toBe('Disconnected — this link is not a seat of this room'));
    expect(forged.playable()).toBe(false);
  });

  it.each([
    ['a room id the protocol refuses', 'no such room!', 'there is no such room (check the link: rooms expire)'],
    ['a room that does not exist', 'A'.repeat(22), 'there is no such room (check the link: rooms expire)'],
    ['a forged seat', null, 'this link is not a seat of this room'],
  ])('on a connection closed by %s, every part that sends is disabled, one that sends anyway throws nothing, and what was stored for the seat goes', async (_, room, why) => {
    const error = vi.spyOn(console, 'error');
    cleanup.push(() => error.mockRestore());
    const user = userEvent.setup();
    const seats = await newRoom();
    const online = room === null ? { ...seats.black, seat: 'A'.repeat(43) } : { server, room, seat: seats.black.seat };
    // Events that can never be taken: the room or the seat is not there.
    const storage = memoryStorage();
    const key = pendingKey(online.room, online.seat);
    storage.setItem(key, JSON.stringify({ v: 1, events: [{ id: 'left-over', event: { type: 'play', point: 112 } }] }));
    const screen = mount(<OwnScreen online={{ ...online, storage }} />);
    await eventually(() => expect(screen.status()).toBe(`Disconnected — ${why}`));
    expect(storage.items.has(key)).toBe(false);
    const anyway = screen.queryButton('Send anyway');
    expect(anyway?.dataset.takes).toBe('false');
    expect(screen.playable()).toBe(false);
    const controls = screen.buttons().filter((button) => button !== anyway);
    expect(controls.map((button) => button.textContent)).toEqual(expect.arrayContaining(['Offer draw', 'Resign', 'New game']));
    expect(controls.filter((button) => !(button as HTMLButtonElement).disabled)).toEqual([]);
    await user.click(screen.cell('h8, empty'));
    await user.click(anyway as HTMLElement);
    expect(screen.name('h8')).toBe('h8, empty');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a pending move in storage through a reload: shown pending at once after it, sent again, and the key removed once taken', async () => {
    const user = userEvent.setup();
    const seats = await newRoom();
    const storage = memoryStorage();
    const key = pendingKey(seats.black.room, seats.black.seat);
    const busy = busyWhileSaid();
    const before = mount(<Gomoku online={{ ...seats.black, storage }} confirmMove={false} />);
    await eventually(() => expect(before.status()).toMatch(/^Connected/));
    expect(storage.items.size).toBe(0);

    await user.click(before.cell('h8, empty'));
    await eventually(() => expect(before.name('h8')).toBe('h8, black, server busy, retrying'));
    const kept = JSON.parse(storage.items.get(key) ?? 'null') as { events: { id: string; event: unknown }[] };
    expect(kept.events).toEqual([{ id: expect.any(String), event: { type: 'play', point: 112 } }]);
    // The key names the room, not the seat's token.
    expect([...storage.items.keys()]).toEqual([key]);
    expect(key).not.toContain(seats.black.seat);

    // The reload: the page goes, and its connection with it; what was pending stays stored.
    before.unmount();
    expect(JSON.parse(storage.items.get(key) ?? 'null')).toEqual(kept);
    const after = mount(<Gomoku online={{ ...seats.black, storage }} confirmMove={false} />);
    await eventually(() => expect(after.name('h8')).toMatch(/^h8, black, (sending|server busy, retrying)$/));
    expect(JSON.parse(storage.items.get(key) ?? 'null')).toEqual(kept);

    busy.busy = false;
    await eventually(() => expect(after.name('h8')).toBe('h8, black'));
    expect(storage.items.has(key)).toBe(false);
    const white = mount(<Gomoku online={seats.white} confirmMove={false} />);
    await eventually(() => expect(white.line()).toBe('Black played h8, White to move'));
  });

  it('plays on with a storage that throws, as with none', async () => {
    const user = userEvent.setup();
    const seats = await newRoom();
    const boom = () => {
      throw new Error('SecurityError: storage is disabled');
    };
    const black = mount(<Gomoku online={{ ...seats.black, storage: { getItem: boom, setItem: boom, removeItem: boom } }} confirmMove={false} />);
    await eventually(() => expect(black.status()).toMatch(/^Connected/));
    await user.click(black.cell('h8, empty'));
    await eventually(() => expect(black.name('h8')).toBe('h8, black'));
  });
});

describe('<OnlineStatus> on a closed connection', () => {
  it.each(['en', 'zh-CN', 'ja', 'ko'] as const satisfies readonly Locale[])('says in %s words why it gave up when the room or the seat is not there, and the message otherwise', (locale) => {
    const words = messagesFor(locale).online;
    const closed = (code: 'no-room' | 'bad-token' | 'version') => ({ ...connectingState('room'), status: 'closed' as const, error: { code, message: `server says ${code}` } });
    const shown = (state: ReturnType<typeof closed>) => {
      const view = render(
        <GomokuProvider>
          <OnlineStatus state={state} locale={locale} />
        </GomokuProvider>,
      );
      const text = view.getByRole('status').textContent;
      view.unmount();
      return text;
    };
    expect(shown(closed('no-room'))).toBe(`${words.closed} — ${words.noRoom}`);
    expect(shown(closed('bad-token'))).toBe(`${words.closed} — ${words.badToken}`);
    expect(shown(closed('version'))).toBe(`${words.closed} (server says version)`);
  });
});
