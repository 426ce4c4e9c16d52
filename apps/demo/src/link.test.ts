import { GOMOKU } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLink, writeLink } from './link.ts';

describe('links', () => {
  it("reads the spec's example", () => {
    expect(readLink('?p=000110112021303140')).toEqual({ kind: 'game', variant: GOMOKU, moves: [0, 1, 15, 16, 30, 31, 45, 46, 60] });
  });

  it('reads the rule and size, and says nothing without a record', () => {
    expect(readLink('?rule=renju&size=19&p=99')).toMatchObject({ kind: 'game', variant: { rule: 'renju', size: 19 }, moves: [180] });
    expect(readLink('')).toEqual({ kind: 'none' });
    expect(readLink('?p=')).toEqual({ kind: 'none' });
    expect(readLink('?p=&rule=renju')).toEqual({ kind: 'none' });
  });

  it('names the problem of a broken link', () => {
    expect(readLink('?p=zz')).toMatchObject({ kind: 'error', problem: { code: 'out-of-range' } });
    expect(readLink('?p=001')).toMatchObject({ kind: 'error', problem: { code: 'odd-length' } });
    expect(readLink('?p=0000')).toMatchObject({ kind: 'error', problem: { code: 'repeated-point' } });
    expect(readLink('?p=0001101120213031404142')).toMatchObject({ kind: 'error', problem: { code: 'game-over' } });
    expect(readLink('?rule=renju&p=75e076e257e467e677')).toMatchObject({ kind: 'error', problem: { code: 'forbidden' } });
    expect(readLink('?rule=go&p=00')).toMatchObject({ kind: 'error', problem: { code: 'bad-rule' } });
    expect(readLink('?size=7&p=00')).toMatchObject({ kind: 'error', problem: { code: 'bad-size' } });
  });

  it('never throws on any query string', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (p, rule) => {
      const result = readLink(`?p=${encodeURIComponent(p)}&rule=${encodeURIComponent(rule)}`);
      expect(p === '' ? ['none'] : ['game', 'error']).toContain(result.kind);
    }));
  });

  it('writes p=, and rule= / size= only when not the default, and reads back the same game', () => {
    expect(writeLink('https://x.test/app?old=1#h', GOMOKU, [0, 1, 15])).toBe('https://x.test/app?p=000110');
    const renju = writeLink('https://x.test/', { size: 19, winLength: 5, rule: 'renju' }, [180, 181]);
    expect(renju).toBe('https://x.test/?p=999a&rule=renju&size=19');
    expect(readLink(new URL(renju).search)).toMatchObject({ kind: 'game', moves: [180, 181] });
    expect(writeLink('https://x.test/', GOMOKU, [])).toBe('https://x.test/');
  });
});
