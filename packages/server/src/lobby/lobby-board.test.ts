import type { Seek } from '@gomoku/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../store/memory-store.ts';
import type { BusListener, BusMember, GameStore, GapListener } from '../store/types.ts';
import { readLobbyMessage, seekMessages, type PairingNews } from './bus-messages.ts';
import { LobbyBoard, type BoardEvents } from './lobby-board.ts';
import type { WaitingEntry } from './pairing.ts';

const TTL_MS = 3_000;
const card = (id: string) => ({ id, name: id, rating: { rating: 1500, deviation: 350, games: 0, provisional: true } });
const seek = (id: string, by: string, since = 1): Seek => ({ id, by: card(by), terms: { family: 'freestyle', opening: 'free', clock: { initialMs: 60_000, incrementMs: 0 }, rated: false }, since });
const entry = (id: string, player: string, since: number): WaitingEntry => ({ id, player, rating: 1500, since, pool: 'freestyle-3+2' });
const news: PairingNews = { room: 'room-1', token: 'token-1', player: 'p1', opponent: card('bob'), terms: seek('x', 'y').terms };

/** A board on `store` whose events are recorded, on a clock the test moves. */
function board(store: Pick<GameStore, 'joinBus' | 'onGap'>, clock: { now: number }) {
  const heard: { event: keyof BoardEvents<string>; args: unknown[] }[] = [];
  const record =
    (event: keyof BoardEvents<string>) =>
    (...args: unknown[]) =>
      void heard.push({ event, args });
  const events = { seeksChanged: record('seeksChanged'), replaced: record('replaced'), paired: record('paired'), playersChanged: record('playersChanged'), liveChanged: record('liveChanged') };
  const made = new LobbyBoard<string>({ store, events, ttlMs: TTL_MS, now: () => clock.now });
  return { board: made, heard, of: (event: keyof BoardEvents<string>) => heard.filter((h) => h.event === event).map((h) => h.args) };
}

const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  vi.useRealTimers();
});

function setup() {
  const store = createMemoryStore();
  const clock = { now: 0 };
  const here = board(store, clock);
  const there = board(store, clock);
  const messages: string[] = [];
  const spy: BusMember = store.joinBus((message) => messages.push(message));
  closing.push(() => here.board.close(), () => there.board.close(), () => spy.leave(), () => store.close());
  return { store, clock, here, there, spy, messages };
}

/**
 * `store`'s bus as a process whose listening connection was down for a moment sees it: it loses the
 * first message `lost` accepts; `gap()` tells it a gap, as the store does once it listens again.
 */
function lossy(store: GameStore, lost: (message: string) => boolean) {
  const gaps = new Set<GapListener>();
  let dropped = false;
  return {
    joinBus: (listener: BusListener) =>
      store.joinBus((message, origin) => {
        if (!dropped && lost(message)) dropped = true;
        else listener(message, origin);
      }),
    onGap: (listener: GapListener) => {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
    gap: () => {
      for (const listener of gaps) listener();
    },
  };
}

describe('LobbyBoard', () => {
  it('shares seeks and pool entries, and forgets what the other withdrew', () => {
    const { here, there } = setup();
    here.board.addSeek('ann-socket', seek('s1', 'ann'));
    here.board.joinPool('ann-socket', entry('e1', 'ann', 10));
    expect(there.board.seekList().map((s) => s.id)).toEqual(['s1']);
    expect(there.board.seekCount('ann')).toBe(1);
    expect(there.board.poolEntries()).toEqual([entry('e1', 'ann', 10)]);
    expect(there.board.holds('e1')).toBe(false);
    here.board.removeSeek('s1');
    here.board.leavePool('e1');
    expect(there.board.seekList()).toEqual([]);
    expect(there.board.poolEntries()).toEqual([]);
    expect(there.of('seeksChanged')).toHaveLength(2);
  });

  it('keeps a player in one pool: a newer entry anywhere replaces the older one here', () => {
    const { here, there } = setup();
    here.board.joinPool('tab-1', entry('old', 'ann', 10));
    there.board.joinPool('tab-2', entry('new', 'ann', 20));
    expect(here.of('replaced')).toEqual([['tab-1', entry('old', 'ann', 10)]]);
    expect(here.board.poolEntries().map((e) => e.id)).toEqual(['new']);
    expect(there.board.poolEntries().map((e) => e.id)).toEqual(['new']);
    // The same socket joining again replaces its own entry without being told.
    there.board.joinPool('tab-2', entry('newer', 'ann', 30));
    expect(there.of('replaced')).toEqual([]);
    expect(here.board.poolEntries().map((e) => e.id)).toEqual(['newer']);
  });

  it('forwards a pairing to the holder, which alone is told, and everyone forgets the entry', () => {
    const { here, there } = setup();
    here.board.joinPool('ann-socket', entry('e1', 'ann', 10));
    there.board.deliver('e1', news);
    expect(here.of('paired')).toEqual([['ann-socket', news, 'e1']]);
    expect(there.of('paired')).toEqual([]);
    expect(here.board.poolEntries()).toEqual([]);
    expect(there.board.poolEntries()).toEqual([]);
  });

  it('sends again, after a gap, a pairing the holder never heard, and the holder tells it once', () => {
    const store = createMemoryStore();
    const clock = { now: 0 };
    const bus = lossy(store, (message) => message.startsWith('{"t":"lobby.paired"'));
    const here = board(bus, clock);
    const there = board(store, clock);
    const messages: string[] = [];
    const spy = store.joinBus((message) => messages.push(message));
    closing.push(() => here.board.close(), () => there.board.close(), () => spy.leave(), () => store.close());
    here.board.joinPool('ann-socket', entry('e1', 'ann', 10));
    here.board.addSeek('ann-socket', seek('s1', 'ann'));

    there.board.deliver('e1', news);
    expect(here.of('paired')).toEqual([]);
    expect(here.board.holds('e1')).toBe(true);
    bus.gap();
    expect(here.of('paired')).toEqual([['ann-socket', news, 'e1']]);
    expect(here.board.poolEntries()).toEqual([]);
    // Told, the holder said the entry is gone: nothing is sent again, and a pairing heard twice is told once.
    const paired = () => messages.filter((message) => message.startsWith('{"t":"lobby.paired"'));
    expect(paired()).toHaveLength(2);
    bus.gap();
    expect(paired()).toHaveLength(2);
    spy.publish(paired()[0] as string);
    expect(here.of('paired')).toHaveLength(1);

  });

  it('keeps a pairing no holder said gone for twice the time to live, sending it again to whoever asks', () => {
    vi.useFakeTimers();
    const { here, there, spy, messages, clock } = setup();
    const paired = () => messages.filter((message) => message.startsWith('{"t":"lobby.paired"'));
    there.board.deliver('e9', news);
    const resend = () => spy.publish('{"t":"lobby.resend"}');
    resend();
    expect(paired()).toHaveLength(2);
    for (let i = 0; i < 7; i++) {
      clock.now += TTL_MS / 3;
      vi.advanceTimersByTime(TTL_MS / 3);
    }
    resend();
    expect(paired()).toHaveLength(2);
    expect(here.of('paired')).toEqual([]);
  });

  it('forgets what another process said once it is not said again within the time to live', () => {
    vi.useFakeTimers();
    const { here, there, spy, clock } = setup();
    here.board.addSeek('ann-socket', seek('s1', 'ann'));
    // A process that said once that it holds a seek, then died (no `gone`).
    for (const message of seekMessages([seek('s2', 'ghost', 2)])) spy.publish(message);
    expect(there.board.seekList().map((s) => s.id)).toEqual(['s2', 's1']);
    for (let i = 0; i < 6; i++) {
      clock.now += TTL_MS / 3;
      vi.advanceTimersByTime(TTL_MS / 3);
    }
    // `here` said its seek again every third of the TTL; the ghost's is gone.
    expect(there.board.seekList().map((s) => s.id)).toEqual(['s1']);
    expect(there.of('seeksChanged').length).toBeGreaterThanOrEqual(3);
  });

  it('ignores hostile and foreign messages on the bus', () => {
    const { here, spy, messages } = setup();
    const hostile = [
      'not json',
      '{"t":"presence","rooms":[]}',
      '{"t":"lobby.pool","entries":[{"id":"e","player":"p","rating":NaN,"since":1,"pool":"freestyle-3+2"}]}',
      JSON.stringify({ t: 'lobby.pool', entries: [{ id: 'e', player: 'p', rating: 1e308, since: 1, pool: 'freestyle-3+2' }] }),
      JSON.stringify({ t: 'lobby.pool', entries: [{ id: 'e', player: 'p', rating: 1500, since: 1, pool: 'bullet' }] }),
      JSON.stringify({ t: 'lobby.seeks', seeks: [{ ...seek('s', 'p'), terms: { ...seek('s', 'p').terms, clock: { initialMs: -1, incrementMs: 0 } } }] }),
      JSON.stringify({ t: 'lobby.gone', ids: Array.from({ length: 101 }, (_, i) => `id${i}`) }),
      JSON.stringify({ t: 'lobby.paired', to: 'e', news: { ...news, token: '../../etc' } }),
      JSON.stringify({ t: 'lobby.you', players: ['a'.repeat(65)] }),
      JSON.stringify({ t: 'lobby.pool', entries: [], extra: 1 }),
      JSON.stringify({ t: 'lobby.pool', entries: { length: 1, 0: entry('e', 'p', 1) } }),
    ];
    for (const text of hostile) {
      expect(readLobbyMessage(text)).toBeNull();
      spy.publish(text);
    }
    expect(here.heard).toEqual([]);
    expect(here.board.poolEntries()).toEqual([]);
    // Nothing was answered (a hostile `ask` would have been).
    expect(messages).toEqual([]);
  });

  it('splits what it holds into messages that each fit the bus', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ ...seek(`s${i}`, `player-${i}`), by: { ...card(`player-${i}`), name: '名'.repeat(40) } }));
    const messages = seekMessages(many);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(7_800);
    expect(messages.flatMap((m) => (readLobbyMessage(m) as { seeks: Seek[] }).seeks).map((s) => s.id)).toEqual(many.map((s) => s.id));
  });
});
