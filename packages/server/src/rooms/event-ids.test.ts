import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { causeOf, loggedId, readLoggedId } from './event-ids.ts';

const clientId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const source = fc.constantFrom('first', 'second', 'clock') as fc.Arbitrary<'first' | 'second' | 'clock'>;

describe('logged event ids', () => {
  it('read back as the source and id they were written from', () => {
    fc.assert(
      fc.property(source, clientId, fc.string(), (from, id, rowSeat) => {
        expect(readLoggedId(loggedId(from, id), rowSeat)).toEqual({ source: from, id });
      }),
      { numRuns: 500 },
    );
  });

  it("keep the seats' ids apart: the same client id from two seats is two stored ids", () => {
    fc.assert(fc.property(clientId, (id) => loggedId('first', id) !== loggedId('second', id)), { numRuns: 200 });
  });

  it("read a bare id stored before ids carried their seat as the row's seat's", () => {
    expect(readLoggedId('m12', 'second')).toEqual({ source: 'second', id: 'm12' });
  });

  it('read an id from no known source, or an empty one, as nothing', () => {
    expect(readLoggedId('p1:m12', 'first')).toBeNull();
    expect(readLoggedId('first:', 'first')).toBeNull();
    expect(readLoggedId('m12', 'nobody')).toBeNull();
    expect(readLoggedId('', 'first')).toBeNull();
  });

  it('tell a stored event’s cause: the clock’s, a seat’s event with its client id, or nothing when unreadable', () => {
    const stored = (eventId: string, seat: string, event: unknown) => ({ roomId: 'r', version: 3, eventId, seat, event, at: 0 });
    expect(causeOf(stored(loggedId('clock', '2'), 'clock', { type: 'time' }))).toEqual({ kind: 'time' });
    expect(causeOf(stored(loggedId('second', 'm7'), 'second', { type: 'play', point: 112, by: 'second' }))).toEqual({
      kind: 'event',
      id: 'm7',
      seat: 'second',
      event: { type: 'play', point: 112 },
    });
    expect(causeOf(stored('m7', 'first', { type: 'undo' }))).toEqual({ kind: 'event', id: 'm7', seat: 'first', event: { type: 'undo' } });
    expect(causeOf(stored(loggedId('first', 'm8'), 'first', { type: 'fly' }))).toBeUndefined();
    expect(causeOf(stored('p1:m9', 'first', { type: 'undo' }))).toBeUndefined();
  });
});
