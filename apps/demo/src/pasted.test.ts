import { fromCoordinate, GOMOKU } from '@gomoku/engine';
import { describe, expect, test } from 'vitest';
import { readPasted } from './pasted.ts';

describe('readPasted', () => {
  test("reads the app's own link, as a player copies it from the address bar or Copy link", () => {
    expect(readPasted('https://example.org/?p=77&size=19', GOMOKU)).toEqual({ ok: true, record: { variant: { ...GOMOKU, size: 19 }, moves: [7 * 19 + 7] }, format: 'link' });
    expect(readPasted('  http://127.0.0.1:5173/?p=7778\n', GOMOKU)).toMatchObject({ ok: true, format: 'link' });
  });

  test('reads records in the formats the engine detects', () => {
    expect(readPasted('h8 i9', GOMOKU)).toMatchObject({ ok: true, format: 'moves', record: { moves: [fromCoordinate('h8', GOMOKU), fromCoordinate('i9', GOMOKU)] } });
  });

  test('says what is wrong with a broken link, record or game, never throws', () => {
    expect(readPasted('https://example.org/?p=zz', GOMOKU)).toMatchObject({ ok: false });
    expect(readPasted('https://example.org/?p=77&rule=go', GOMOKU)).toEqual({ ok: false, problem: 'Unknown rule “go”.' });
    expect(readPasted('h8 h8', GOMOKU)).toMatchObject({ ok: false });
    for (const junk of ['', '(;', 'x'.repeat(100_000), '\u0000', 'https://']) expect(readPasted(junk, GOMOKU).ok).toBe(false);
  });
});
