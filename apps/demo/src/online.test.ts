import { describe, expect, it } from 'vitest';
import { readOnlineAddress } from './online.ts';

describe('online addresses', () => {
  it('read the room from the query and the seat token from the fragment', () => {
    expect(readOnlineAddress({ search: '?room=abc', hash: '#seat=tok' })).toEqual({ room: 'abc', seat: 'tok' });
    expect(readOnlineAddress({ search: '?room=abc', hash: '' })).toEqual({ room: 'abc' });
    expect(readOnlineAddress({ search: '?p=00', hash: '#seat=tok' })).toBeNull();
  });

  it('cap hostile lengths', () => {
    expect(readOnlineAddress({ search: `?room=${'x'.repeat(5000)}`, hash: `#seat=${'y'.repeat(5000)}` })).toEqual({ room: 'x'.repeat(200), seat: 'y'.repeat(200) });
  });
});
