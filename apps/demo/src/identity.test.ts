import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { forgetIdentity, isPlayerKey, readIdentity, readPastedKey, writeIdentity } from './identity.ts';
import { withMemoryStorage } from './test-storage.ts';

const KEY = 'gomoku-demo:identity';
const A_KEY = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJK-_0123';

describe('identity', () => {
  withMemoryStorage();

  test('nothing stored is no identity; a kept one reads back', () => {
    expect(readIdentity()).toBeNull();
    expect(writeIdentity({ key: A_KEY, name: 'Alice' })).toBe(true);
    expect(readIdentity()).toEqual({ key: A_KEY, name: 'Alice' });
    forgetIdentity();
    expect(readIdentity()).toBeNull();
  });

  test('a key without a readable name keeps the key, not the name', () => {
    for (const name of [null, 42, '', ' Alice', 'a'.repeat(21), { toString: 'x' }]) {
      localStorage.setItem(KEY, JSON.stringify({ key: A_KEY, name }));
      expect(readIdentity()).toEqual({ key: A_KEY, name: null });
    }
  });

  test('whatever is stored, reading never throws and gives a real key or nothing', () => {
    const stored = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
      fc.record({ key: fc.oneof(fc.string(), fc.constant(A_KEY), fc.double(), fc.constant(1e308)), name: fc.jsonValue() }).map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(stored, (text) => {
        localStorage.setItem(KEY, text);
        const identity = readIdentity();
        if (identity === null) return;
        expect(isPlayerKey(identity.key)).toBe(true);
        expect(identity.name === null || typeof identity.name === 'string').toBe(true);
      }),
    );
  });

  test('storage that throws on every access is no identity, and keeping one says it failed', () => {
    Object.assign(globalThis, {
      localStorage: new Proxy({}, { get: () => { throw new Error('denied'); } }),
    });
    expect(readIdentity()).toBeNull();
    expect(writeIdentity({ key: A_KEY, name: null })).toBe(false);
  });
});

describe('readPastedKey', () => {
  test('a key pasted with spaces or line breaks around or inside it is read', () => {
    expect(readPastedKey(`  ${A_KEY}\n`)).toBe(A_KEY);
    expect(readPastedKey(`${A_KEY.slice(0, 20)}\n${A_KEY.slice(20)}`)).toBe(A_KEY);
  });

  test('anything else is no key', () => {
    for (const text of ['', A_KEY.slice(1), `${A_KEY}x`, A_KEY.replace('a', '+'), A_KEY.replace('a', '='), 'x'.repeat(10_000)]) expect(readPastedKey(text)).toBeNull();
  });
});
