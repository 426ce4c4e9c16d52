import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Analysis } from '../review/Analysis.tsx';
import { Gomoku } from '../game/Gomoku.tsx';
import { MoveList } from '../game/MoveList.tsx';
import { analysisMessagesFor, analysisWordsOf, type PartialAnalysisMessages } from './analysis-i18n.ts';
import { messagesFor, wordsOf, type Locale, type Messages, type PartialMessages } from './i18n.ts';
import { ja } from './ja.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

/** A value read along `path` as a reader of plain data would: through records only, a throw read as nothing. */
function readAt(value: unknown, path: readonly string[]): unknown {
  let here = value;
  for (const key of path) {
    try {
      if (here === null || typeof here !== 'object' || Array.isArray(here)) return undefined;
      here = (here as Record<string, unknown>)[key];
    } catch {
      return undefined;
    }
  }
  return here;
}

/** Every string path of a catalogue. */
function paths(catalogue: object, prefix: readonly string[] = []): string[][] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [[...prefix, key]] : paths(value as object, [...prefix, key])));
}

/** `words` is a whole catalogue in the shape of `base`: its strings where `given` has one, `base`'s elsewhere. */
function expectCompleted(words: unknown, base: object, given: unknown): void {
  expect(Object.keys(words as object).sort()).toEqual(Object.keys(base).sort());
  for (const path of paths(base)) {
    const got = readAt(words, path);
    const wanted = readAt(given, path);
    expect(got, path.join('.')).toBe(typeof wanted === 'string' ? wanted : readAt(base, path));
  }
}

const throwing = () => {
  const object = {};
  for (const key of ['board', 'color', 'toMove', 'newGame', 'online', 'title', 'progress']) {
    Object.defineProperty(object, key, {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
  }
  return object;
};
const trapping = () =>
  new Proxy({}, Object.fromEntries(['get', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf'].map((trap) => [trap, () => { throw new Error(trap); }])));
const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

/** A value fast-check cannot hold itself (it looks into what it generates): made when the property runs. */
class Make {
  constructor(readonly make: () => unknown) {}
}
/** A record generated in the shape of a catalogue, its values made when the property runs. */
class Shape {
  constructor(readonly entries: Record<string, unknown>) {}
}
const made = (value: unknown): unknown =>
  value instanceof Make ? value.make() : value instanceof Shape ? Object.fromEntries(Object.entries(value.entries).map(([key, v]) => [key, made(v)])) : value;

/** Anything an app could pass by mistake, from anywhere (JSON, `as any`, a proxy). */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.constantFrom<unknown>(null, undefined, '', 'ja', 0, NaN, true, [], ['Black'], () => 'Black', Symbol('x'), 10n),
  fc.constantFrom(new Make(throwing), new Make(trapping), new Make(revoked)),
);

/** A catalogue shaped like `base`, any key left out, any value hostile, nested records too. */
function shaped(base: object): fc.Arbitrary<unknown> {
  const entries = Object.entries(base).map(([key, value]) => [key, typeof value === 'string' ? fc.oneof(fc.string(), hostile) : fc.oneof(shaped(value as object), hostile)] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }).map((record) => new Shape(record));
}

const LOCALES: readonly Locale[] = ['en', 'zh-CN', 'ja', 'ko'];

describe('wordsOf', () => {
  it("completes a part of a catalogue from the locale's, nested records too", () => {
    const part: PartialMessages = { newGame: 'Start over', color: { black: 'Ink' }, refused: { occupied: '{point}: taken' }, online: { you: 'you: {color}' } };
    const words = wordsOf('ja', part);
    expect(words.newGame).toBe('Start over');
    expect(words.color).toEqual({ black: 'Ink', white: ja.color.white });
    expect(words.refused.occupied).toBe('{point}: taken');
    expect(words.refused.forbidden).toBe(ja.refused.forbidden);
    expect(words.online).toEqual({ ...ja.online, you: 'you: {color}' });
    expectCompleted(words, ja, part);
    expect(wordsOf('ko', ja)).toEqual(ja);
    expect(wordsOf('ja', undefined)).toBe(ja);
    // The same catalogue object gives the same words: memoised parts see no change.
    expect(wordsOf('ja', part)).toBe(words);
    expect(wordsOf('en', part)).not.toBe(words);
  });

  it('never throws on a hostile catalogue, and reads it as nothing', () => {
    quiet();
    const en = messagesFor('en');
    for (const bad of [{}, null, 'Black', [], ['x'], 7, () => 'x', throwing(), trapping(), revoked(), { color: null }, { color: 'Black' }, { color: [] }, { toMove: (c: string) => c }, { refused: trapping() }]) {
      const words = wordsOf('en', bad);
      expectCompleted(words, en, bad);
      expect(words).toEqual(en);
    }
  });

  it('gives a whole catalogue of strings for anything at all, keeping each string it is given', () => {
    quiet();
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.oneof(hostile, shaped(messagesFor('en'))), (locale, generated) => {
        const given = made(generated);
        const words = wordsOf(locale, given);
        expectCompleted(words, messagesFor(locale), given);
        expect(JSON.parse(JSON.stringify(words))).toEqual(words);
      }),
    );
  });

  it('does the same for the review’s catalogue', () => {
    quiet();
    const part: PartialAnalysisMessages = { title: 'Review', progress: '{done}/{total}' };
    expect(analysisWordsOf('ko', part)).toEqual({ ...analysisMessagesFor('ko'), title: 'Review', progress: '{done}/{total}' });
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.oneof(hostile, shaped(analysisMessagesFor('en'))), (locale, generated) => {
        const given = made(generated);
        expectCompleted(analysisWordsOf(locale, given), analysisMessagesFor(locale), given);
      }),
    );
  });

  it('warns once in development, naming the bad key; a missing key is no mistake', async () => {
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    const warn = quiet();
    fresh.wordsOf('en', { newGame: 'Start over' });
    expect(warn).not.toHaveBeenCalled();
    fresh.wordsOf('en', { color: null });
    fresh.wordsOf('en', { color: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('messages.color is null');
    fresh.wordsOf('ja', { toMove: (c: string) => `${c}, your move` });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain('messages.toMove is a function, not a string');
    expect(warn.mock.calls[1]?.[0]).toContain(JSON.stringify(ja.toMove));
    fresh.wordsOf('en', { refused: { occupied: 3 } });
    expect(warn.mock.calls[2]?.[0]).toContain('messages.refused.occupied is a number');
    fresh.wordsOf('en', throwing());
    expect(warn.mock.calls.some(([text]) => String(text).includes('messages.board could not be read'))).toBe(true);
    fresh.wordsOf('en', 'Black');
    expect(warn.mock.calls.at(-1)?.[0]).toContain('messages is a string, not a record of strings');
    const analysis = await import('./analysis-i18n.ts');
    analysis.analysisWordsOf('en', { progress: () => '' });
    expect(warn.mock.calls.at(-1)?.[0]).toContain('analysisMessages.progress is a function');
  });

  it('is quiet in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    const warn = quiet();
    expect(fresh.wordsOf('en', { color: null, toMove: 7 }).toMove).toBe('{color} to move');
    expect(warn).not.toHaveBeenCalled();
  });

  it('types a part of a catalogue, and no longer a function for a template', () => {
    const part: PartialMessages = { board: 'Goban', color: { white: 'Shell' }, inputError: { 'bad-record': 'Bad record at {point}' } };
    // @ts-expect-error -- a template is a string now, not a function
    const old: PartialMessages = { toMove: (c: string) => `${c} to move` };
    // @ts-expect-error -- the whole catalogue type still needs every key
    const whole: Messages = { board: 'Goban' };
    expect([part, old, whole]).toHaveLength(3);
  });
});

describe('a part of a catalogue in the components', () => {
  it('renders <Gomoku messages={{}}/> as English', () => {
    render(<Gomoku messages={{}} />);
    expect(screen.getByRole('status').textContent).toBe('Black to move');
  });

  it('speaks each locale by name, Japanese and Korean too', () => {
    const { unmount } = render(<Gomoku locale="ja" />);
    expect(screen.getByRole('status').textContent).toBe('黒の番');
    expect(screen.getByRole('grid', { name: '五目並べの盤' })).toBeTruthy();
    unmount();
    render(<Gomoku locale="ko" messages={{ toMove: '{color} 두세요', color: { black: '검은 돌' } }} />);
    expect(screen.getByRole('status').textContent).toBe('검은 돌 두세요');
    expect(screen.getByRole('button', { name: '무르기' })).toBeTruthy();
  });

  it('survives a hostile catalogue in every part', () => {
    quiet();
    const bad = { color: null, moveName: 7, online: 'x' } as unknown as PartialMessages;
    render(<Gomoku messages={bad} />);
    expect(screen.getByRole('status').textContent).toBe('Black to move');
    render(<MoveList moves={[112]} messages={bad} />);
    expect(screen.getByRole('button', { name: 'Move 1, Black h8' })).toBeTruthy();
    render(<Analysis moves={[]} messages={bad} analysisMessages={null as unknown as PartialAnalysisMessages} />);
    expect(screen.getAllByRole('button', { name: 'Analyse' }).length).toBeGreaterThan(0);
  });
});
