import { describe, expect, it } from 'vitest';
import { MAX_RESTORED_EVENTS, readPendingEvents } from './pending.ts';

const play = (point: number) => ({ type: 'play', point });

describe('readPendingEvents', () => {
  it('keeps readable events in order, with their ids, none retrying, and only their id and event', () => {
    const stored = [
      { id: 'a1', event: play(112), retrying: true, extra: 'x' },
      { id: 'b_2-', event: { type: 'draw.offer' } },
      { id: 'c3', event: { type: 'opening.choose', color: 'white', by: 'first' } },
    ];
    expect(readPendingEvents(stored)).toEqual([
      { id: 'a1', event: play(112), retrying: false },
      { id: 'b_2-', event: { type: 'draw.offer' }, retrying: false },
      { id: 'c3', event: { type: 'opening.choose', color: 'white' }, retrying: false },
    ]);
  });

  it('drops what the protocol would refuse, and repeated ids (the first one kept)', () => {
    const stored: unknown[] = [
      null,
      'a1',
      [],
      { event: play(1) },
      { id: 'has space', event: play(2) },
      { id: 'x'.repeat(65), event: play(3) },
      { id: 'é', event: play(4) },
      { id: 7, event: play(5) },
      { id: 'bad-point', event: play(-1) },
      { id: 'huge-point', event: play(1e9) },
      // The machine's restart wipes a game alone: online it is an offer.
      { id: 'restart', event: { type: 'restart' } },
      { id: 'no-event' },
      { id: 'kept', event: play(6) },
      { id: 'kept', event: play(7) },
    ];
    expect(readPendingEvents(stored)).toEqual([{ id: 'kept', event: play(6), retrying: false }]);
  });

  it('reads anything but a list as none, and never throws on a hostile value', () => {
    for (const value of [undefined, null, 'x', 5, {}, { length: 2, 0: { id: 'a', event: play(1) } }]) expect(readPendingEvents(value)).toEqual([]);
    const throwing = { id: 'a', event: play(1) };
    Object.defineProperty(throwing, 'id', {
      get() {
        throw new Error('no');
      },
    });
    const trap = new Proxy([], {
      get() {
        throw new Error('trap');
      },
    });
    expect(readPendingEvents([throwing, { id: 'b', event: play(2) }])).toEqual([{ id: 'b', event: play(2), retrying: false }]);
    expect(readPendingEvents(trap)).toEqual([]);
  });

  it(`keeps the first ${MAX_RESTORED_EVENTS}`, () => {
    const stored = Array.from({ length: 1000 }, (_, i) => ({ id: `e${i}`, event: play(i % 225) }));
    const read = readPendingEvents(stored);
    expect(read.map((p) => p.id)).toEqual(stored.slice(0, MAX_RESTORED_EVENTS).map((p) => p.id));
  });
});
