import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../store/types.ts';
import { loggedId } from './event-ids.ts';
import { RecentIds } from './recent-ids.ts';

const event = (eventId: string, seat: string, version: number): StoredEvent => ({ roomId: 'r', version, eventId, seat, event: { type: 'resign' }, at: 0 });

describe('a room’s recent event ids', () => {
  it('gives the version an id was stored at, and forgets the oldest past the limit', () => {
    const ids = new RecentIds(3);
    for (let version = 1; version <= 4; version += 1) ids.stored(loggedId('first', `m${version}`), version);
    expect(ids.versionOf(loggedId('first', 'm1'))).toBeUndefined();
    expect([2, 3, 4].map((version) => ids.versionOf(loggedId('first', `m${version}`)))).toEqual([2, 3, 4]);
    // The seats' ids are apart.
    expect(ids.versionOf(loggedId('second', 'm4'))).toBeUndefined();
  });

  it('reads ids from the log: a bare id of an older row as its seat’s, an unreadable one passed over, the oldest forgotten', () => {
    const ids = new RecentIds(2);
    ids.read([event('first:a', 'first', 1), event('b', 'second', 2), event('p1:c', 'first', 3), event(loggedId('clock', '3'), 'clock', 4)]);
    expect(ids.versionOf(loggedId('first', 'a'))).toBeUndefined();
    expect(ids.versionOf(loggedId('second', 'b'))).toBe(2);
    expect(ids.versionOf('p1:c')).toBeUndefined();
    expect(ids.versionOf(loggedId('clock', '3'))).toBe(4);
  });

  it('forgets everything when cleared', () => {
    const ids = new RecentIds();
    ids.stored(loggedId('first', 'a'), 1);
    ids.clear();
    expect(ids.versionOf(loggedId('first', 'a'))).toBeUndefined();
  });
});
