import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, placeholdersOf } from './format.ts';

/** A placeholder's name, as templates write them. */
const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/);
/** Text around placeholders, braces included (a lone `{` or `}` is text). */
const text = fc.string({ maxLength: 12 });
/** Any value a template is filled with: replacement patterns, braces, placeholders of its own. */
const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('$&', '$1', "$'", '$`', '$$', '$<n>', '{n}', '{', '}', '{{n}}', '\\'), fc.integer(), fc.double());

describe('format', () => {
  it('fills the placeholders of a template', () => {
    expect(format('{color} to move', { color: 'Black' })).toBe('Black to move');
    expect(format('{color} wins: five from {from} to {to}', { color: 'White', from: 'h8', to: 'l8' })).toBe('White wins: five from h8 to l8');
    expect(format('move {n}', { n: 12 })).toBe('move 12');
    expect(format('{n}手目、{color} {point}', { n: 3, color: '黒', point: 'h7' })).toBe('3手目、黒 h7');
    expect(format('{seat} and {seat} again', { seat: 'First player' })).toBe('First player and First player again');
    expect(format('Nothing to undo', { point: 'h8' })).toBe('Nothing to undo');
  });

  it('leaves a placeholder with no value visible, and braces that are no placeholder as they are', () => {
    expect(format('{who} to move', { color: 'Black' })).toBe('{who} to move');
    expect(format('{ color } {} {1} {color', { color: 'Black' })).toBe('{ color } {} {1} {color');
    expect(format('{toString} {constructor} {__proto__} {hasOwnProperty}', {})).toBe('{toString} {constructor} {__proto__} {hasOwnProperty}');
  });

  it('puts values in as text: no replacement patterns, no second pass', () => {
    expect(format('{point} is taken', { point: '$&' })).toBe('$& is taken');
    expect(format('{point} is taken', { point: "$'$`$$$1" })).toBe("$'$`$$$1 is taken");
    expect(format('{a} then {b}', { a: '{b}', b: '{a}' })).toBe('{b} then {a}');
    expect(format('move {n}', { n: '{n}' })).toBe('move {n}');
  });

  it('names the placeholders of a template, once each, in order', () => {
    expect(placeholdersOf('{color} played {point}, {color}')).toEqual(['color', 'point']);
    expect(placeholdersOf('Nothing to undo')).toEqual([]);
    expect(placeholdersOf('{ a } {} {1}')).toEqual([]);
  });

  it('replaces every placeholder it has a value for, with exactly that value, whatever the values hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, name), { maxLength: 6 }), text, fc.dictionary(name, value), (parts, tail, values) => {
        // Text without braces, so that the only placeholders are the ones put there.
        const plain = (s: string) => s.replace(/[{}]/g, '');
        const template = parts.map(([before, n]) => `${plain(before)}{${n}}`).join('') + plain(tail);
        const expected = parts.map(([before, n]) => plain(before) + (Object.hasOwn(values, n) ? String(values[n]) : `{${n}}`)).join('') + plain(tail);
        expect(format(template, values)).toBe(expected);
      }),
    );
  });

  it('changes nothing of a template without placeholders', () => {
    fc.assert(
      fc.property(text, fc.dictionary(name, value), (template, values) => {
        fc.pre(placeholdersOf(template).length === 0);
        expect(format(template, values)).toBe(template);
      }),
    );
  });

  it('leaves no placeholder it has a value for, and every one it has none for', () => {
    const braceless = (s: string) => s.replace(/[{}]/g, '');
    fc.assert(
      fc.property(fc.array(fc.oneof(text.map(braceless), name.map((n) => `{${n}}`)), { maxLength: 8 }), fc.dictionary(name, fc.string({ maxLength: 6 }).map(braceless)), (pieces, values) => {
        const template = pieces.join('');
        expect(placeholdersOf(format(template, values))).toEqual(placeholdersOf(template).filter((n) => !Object.hasOwn(values, n)));
      }),
    );
  });
});
