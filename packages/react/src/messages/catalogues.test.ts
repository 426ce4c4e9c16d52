import { describe, expect, it } from 'vitest';
import { analysisMessagesFor, jaAnalysis, koAnalysis } from './analysis-i18n.ts';
import { placeholdersOf } from './format.ts';
import { messagesFor, type Locale } from './i18n.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';

const LOCALES: readonly Locale[] = ['en', 'zh-CN', 'ja', 'ko'];

/** Every string of a catalogue by its path (`refused.occupied`), in key order. */
function strings(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' ? strings(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('the shipped catalogues', () => {
  it('are one per locale, the Japanese and Korean ones also exported as they are', () => {
    expect(messagesFor('ja')).toBe(ja);
    expect(messagesFor('ko')).toBe(ko);
    expect(analysisMessagesFor('ja')).toBe(jaAnalysis);
    expect(analysisMessagesFor('ko')).toBe(koAnalysis);
    expect(new Set(LOCALES.map(messagesFor)).size).toBe(4);
    expect(new Set(LOCALES.map(analysisMessagesFor)).size).toBe(4);
  });

  it('are English for anything that is not a locale', () => {
    for (const odd of [undefined, 'fr', 'EN', '__proto__', 'toString', 'constructor', null, 7, {}] as unknown as Locale[]) {
      expect(messagesFor(odd)).toBe(messagesFor('en'));
      expect(analysisMessagesFor(odd)).toBe(analysisMessagesFor('en'));
    }
  });

  for (const [kind, of] of [
    ['Messages', messagesFor],
    ['AnalysisMessages', analysisMessagesFor],
  ] as const) {
    it(`(${kind}) survive JSON unchanged: plain data, strings only, that a Server Component can pass`, () => {
      for (const locale of LOCALES) {
        const catalogue = of(locale);
        expect(JSON.parse(JSON.stringify(catalogue)), locale).toEqual(catalogue);
        for (const [path, value] of strings(catalogue)) expect(typeof value, `${locale} ${path}`).toBe('string');
      }
    });

    it(`(${kind}) have exactly the keys of the English one, each template with its placeholders`, () => {
      const en = new Map(strings(of('en')));
      for (const locale of LOCALES) {
        const own = new Map(strings(of(locale)));
        expect([...own.keys()].sort(), locale).toEqual([...en.keys()].sort());
        for (const [path, template] of own) {
          expect(placeholdersOf(template as string).sort(), `${locale} ${path}: ${String(template)}`).toEqual(placeholdersOf(en.get(path) as string).sort());
        }
      }
    });
  }

  it('leave no placeholder unfilled where the components fill them', () => {
    // The names each template may use, as its key's documentation lists them.
    const names = new Set(['n', 'label', 'color', 'point', 'from', 'to', 'loser', 'winner', 'seat', 'stone', 'of', 'shape', 'move', 'problem', 'where', 'time', 'done', 'total', 'why', 'amount', 'line', 'first', 'second']);
    for (const locale of LOCALES) {
      for (const [path, template] of [...strings(messagesFor(locale)), ...strings(analysisMessagesFor(locale))]) {
        for (const name of placeholdersOf(template as string)) expect(names.has(name), `${locale} ${path}: {${name}}`).toBe(true);
      }
    }
  });
});
