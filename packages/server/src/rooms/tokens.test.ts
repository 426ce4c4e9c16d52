import { describe, expect, it } from 'vitest';
import { hashToken, newRoomId, newToken, playerOfToken } from './tokens.ts';

describe('room ids and seat tokens', () => {
  it('are URL-safe and carry 128 and 256 random bits', () => {
    const ids = new Set(Array.from({ length: 1000 }, newRoomId));
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(ids.size).toBe(1000);
    expect(tokens.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('find the player of a token by its hash, and no one for any other token', () => {
    const [a, b] = [newToken(), newToken()];
    const hashes = { p1: hashToken(a), p2: hashToken(b) };
    expect(hashes.p1).not.toContain(a);
    expect(playerOfToken(hashes, a)).toBe('p1');
    expect(playerOfToken(hashes, b)).toBe('p2');
    expect(playerOfToken(hashes, newToken())).toBeNull();
    expect(playerOfToken(hashes, hashes.p1)).toBeNull();
    expect(playerOfToken({ p1: 'short' }, a)).toBeNull();
  });
});
