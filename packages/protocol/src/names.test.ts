import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, NAME_PROBLEMS, nameKey, readDisplayName } from './names.ts';

const problem = (value: unknown) => {
  const read = readDisplayName(value);
  return read.ok ? 'ok' : read.problem;
};

describe('readDisplayName', () => {
  it('takes letters, digits, inner spaces and punctuation of any script, in NFC', () => {
    for (const name of ['Alice', 'bob_42', 'Ana María', '李小龙', 'Ольга', 'محمد', 'O’Neil', 'J. R. R.', 'ナカムラ・タロウ', 'Zoë']) expect(problem(name), name).toBe('ok');
    // A decomposed é is stored composed, so two spellings of one name are one name.
    expect(readDisplayName('Rene\u0301')).toMatchObject({ ok: true, name: 'René' });
  });

  it('refuses each bad name with its reason', () => {
    expect(problem('')).toBe('empty');
    expect(problem('   ')).toBe('empty');
    expect(problem(42)).toBe('empty');
    expect(problem('a'.repeat(NAME_MAX_LENGTH + 1))).toBe('too-long');
    expect(problem('x'.repeat(10_000))).toBe('too-long');
    expect(problem('Al\u0000ice')).toBe('control');
    expect(problem('Ali\u200bce')).toBe('control');
    expect(problem('Alice\u202e')).toBe('control');
    expect(problem('Alice\u3164')).toBe('control');
    expect(problem(' Alice')).toBe('padding');
    expect(problem('Alice ')).toBe('padding');
    expect(problem('Al  ice')).toBe('padding');
    expect(problem('Al\u00a0ice')).toBe('padding');
    expect(problem('Alice😀')).toBe('bad-character');
    expect(problem('A<b>')).toBe('bad-character');
    expect(problem('...')).toBe('bad-character');
    expect(problem('q\u0301\u0302\u0303')).toBe('marks');
    expect(problem('\u0301a')).toBe('marks');
  });

  it('never throws, and what it takes is clean: 1–20 characters, no control, no padding, a key', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.anything()), (value) => {
        const read = readDisplayName(value);
        expect(NAME_PROBLEMS).toContain(read.ok ? 'taken' : read.problem);
        if (!read.ok) return;
        const chars = [...read.name];
        expect(chars.length).toBeGreaterThanOrEqual(1);
        expect(chars.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
        expect(read.name).toBe(read.name.normalize('NFC'));
        expect(read.name).not.toMatch(/\p{C}|^ | $| {2}/u);
        expect(read.key).not.toBe('');
        expect(read.key).toBe(nameKey(read.name));
      }),
    );
  });
});

describe('nameKey', () => {
  it('gives a name and its lookalikes one key', () => {
    const alice = nameKey('Alice');
    for (const twin of ['alice', 'ALICE', 'AIice', 'A1ice', 'Аlice', 'Alicé', 'Al.ice', 'A-lice', 'Ａｌｉｃｅ']) expect(nameKey(twin), twin).toBe(alice);
    expect(nameKey('modern')).toBe(nameKey('rnodern'));
    expect(nameKey('wave')).toBe(nameKey('vvave'));
    expect(nameKey('v v')).toBe(nameKey('w'));
    expect(nameKey('r.n')).toBe(nameKey('m'));
    expect(nameKey('B0B')).toBe(nameKey('bob'));
  });

  it('keeps different names apart', () => {
    expect(nameKey('Alice')).not.toBe(nameKey('Alicia'));
    expect(nameKey('李小龙')).not.toBe(nameKey('李小虎'));
    expect(nameKey('Bob')).not.toBe(nameKey('Rob'));
  });

  it('is stable: the key of a key is itself, for any taken name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const read = readDisplayName(value);
        if (read.ok) expect(nameKey(read.key)).toBe(read.key);
      }),
    );
  });
});
