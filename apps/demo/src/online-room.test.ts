import { describe, expect, it } from 'vitest';
import { absolute, readInvites } from './online-room.ts';

const stored = (value: string | null) => ({ getItem: () => value });

describe('online rooms', () => {
  it('read the invites kept for a room', () => {
    expect(readInvites('r', stored('{"opponent":"/?room=r#seat=b","spectator":"/?room=r"}'))).toEqual({ opponent: '/?room=r#seat=b', spectator: '/?room=r' });
  });

  it('read nothing from missing, broken or forged stored invites, and never throw', () => {
    for (const value of [null, '', '{', 'null', '42', '[]', '{"opponent":1,"spectator":"/"}', '{"opponent":"/"}']) {
      expect(readInvites('r', stored(value))).toBeNull();
    }
    expect(
      readInvites('r', {
        getItem: () => {
          throw new Error('storage blocked');
        },
      }),
    ).toBeNull();
  });

  it('make the server’s paths whole links on this origin', () => {
    expect(absolute('/?room=r#seat=t', 'https://g.example')).toBe('https://g.example/?room=r#seat=t');
  });
});
