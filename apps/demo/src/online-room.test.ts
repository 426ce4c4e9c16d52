import { afterEach, describe, expect, it, vi } from 'vitest';
import { absolute, openRoom, readInvites } from './online-room.ts';
import { defaultSettings } from './settings.ts';

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

  describe('openRoom', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('asks for a room whose undo needs the opponent’s consent, whatever this screen’s undo setting', async () => {
      const bodies: unknown[] = [];
      vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        const tokens = { first: 'a'.repeat(22), second: 'b'.repeat(22) };
        const links = { first: `/?room=r#seat=${tokens.first}`, second: `/?room=r#seat=${tokens.second}`, spectator: '/?room=r' };
        return new Response(JSON.stringify({ room: 'r', links, tokens }), { status: 201 });
      });
      const saved = new Map<string, string>();
      const opened = await openRoom({ ...defaultSettings(), undo: 'immediate', opening: 'swap2' }, 'https://g.example', { setItem: (k, v) => saved.set(k, v) });
      expect(bodies).toEqual([{ variant: { size: 15, winLength: 5, rule: 'freestyle' }, opening: 'swap2' }]);
      expect(opened.address.seat).toBe('a'.repeat(22));
      expect(readInvites('r', { getItem: (k) => saved.get(k) ?? null })).toEqual({ opponent: `/?room=r#seat=${'b'.repeat(22)}`, spectator: '/?room=r' });
    });
  });
});
