import { gomokuMachine, selectGameState } from '@gomoku/machine';
import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { standing } from './review/analysis-graph.ts';
import {
  actorSource,
  Analysis,
  Board,
  Clock,
  Controls,
  GameBoard,
  Gomoku,
  GomokuProvider,
  GomokuStyles,
  GomokuStylesProvider,
  GomokuView,
  inputErrorText,
  ja,
  messagesFor,
  MoveList,
  OnlineStatus,
  rejectionText,
  statusText,
  Stone,
  StatusLine,
  type GameSource,
  type StatusFacts,
} from './index.ts';

/*
 * Every public prop of every component, fuzzed: each prop drawn from its valid values and from
 * hostile ones. A render (on a server and in the DOM, then a few clicks) never throws; where a
 * prop was invalid, `onError` or the console says so; with valid props alone, neither does.
 *
 * Values are drawn by label (`v:…` valid, `h:…` hostile), so that a counterexample prints.
 */

// ---------- Hostile values ----------

const boom = (): never => {
  throw new Error('hostile');
};
const TRAPS = ['get', 'set', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf', 'setPrototypeOf', 'defineProperty', 'deleteProperty', 'isExtensible', 'preventExtensions', 'apply', 'construct'];
const trapping = <T extends object>(target: T): T => new Proxy(target, Object.fromEntries(TRAPS.map((trap) => [trap, boom])));
const GETTER_KEYS = ['size', 'winLength', 'rule', 'color', 'seat', 'level', 'timeMs', 'point', 'shape', 'label', 'from', 'to', 'arrow', 'status', 'pending', 'you', 'opponent', 'error', 'message', 'retrying', 'server', 'room', 'initialMs', 'incrementMs', 'black', 'white', 'first', 'second', 'getSnapshot', 'subscribe', 'send', 'now', 'then', 'toJSON', 'valueOf', 'toString', 'length', '0', 'markers', 'lines', 'columns', 'rows', 'board'];
const withThrowingGetters = () => Object.defineProperties({}, Object.fromEntries(GETTER_KEYS.map((key) => [key, { enumerable: true, get: boom }])));
const sparse: number[] = [40];
sparse[2] = 41;
const huge = new Array<number>(1_000_000);
huge[0] = 40;
huge[999_999] = 41;

/** Hostile values by label: each is drawn for every prop (a prop's judge says which happen to be valid for it). */
const HOSTILE: Readonly<Record<string, unknown>> = {
  null: null,
  undefined: undefined,
  NaN: NaN,
  Infinity: Infinity,
  '-Infinity': -Infinity,
  '1e308': 1e308,
  '-0': -0,
  '0': 0,
  '-1': -1,
  '1.5': 1.5,
  '""': '',
  '"x"': 'x',
  '"black"': 'black',
  '"__proto__"': '__proto__',
  true: true,
  false: false,
  '10n': 10n,
  symbol: Symbol('hostile'),
  '[]': [],
  sparse,
  'huge (1e6, sparse)': huge,
  '[null]': [null],
  '[null, null]': [null, null],
  '[NaN, 1e308, -1]': [NaN, 1e308, -1],
  '["a"]': ['a'],
  '[trap]': [trapping({})],
  '[getters]': [withThrowingGetters()],
  '[{}]': [{}],
  trap: trapping({}),
  'trap array': trapping([]),
  'trap function': trapping(() => {}),
  getters: withThrowingGetters(),
  '{}': {},
  'Object.create(null)': Object.create(null),
  'new Date(0)': new Date(0),
  '/x/': /x/,
  'function that throws': boom,
  '() => trap': () => trapping({}),
  '() => NaN': () => NaN,
  '<b/>': <b />,
};

// ---------- Specs ----------

type Verdict = 'valid' | 'invalid' | 'either';

/** A prop: its valid values by label, whether it may be left out, and how a hostile value is judged (undefined: by the defaults). */
interface PropSpec {
  readonly valid: Readonly<Record<string, unknown>>;
  readonly required?: boolean;
  readonly judge?: (value: unknown) => Verdict | undefined;
  /** More hostile values for this prop. */
  readonly hostile?: Readonly<Record<string, unknown>>;
}

const ABSENT = Symbol('absent');
/** A fresh `vi.fn()` per run (to see whether `onError` was called). */
const SPY = Symbol('spy');

const optional = (valid: Record<string, unknown>, judge?: PropSpec['judge'], hostile?: PropSpec['hostile']): PropSpec => ({ valid: { absent: ABSENT, ...valid }, judge, hostile });
const required = (valid: Record<string, unknown>, judge?: PropSpec['judge'], hostile?: PropSpec['hostile']): PropSpec => ({ valid, required: true, judge, hostile });

const safe = (read: () => Verdict | undefined): Verdict | undefined => {
  try {
    return read();
  } catch {
    return 'invalid';
  }
};
const when = (test: (value: unknown) => boolean, verdict: Verdict = 'valid') => (value: unknown) => safe(() => (test(value) ? verdict : undefined));
const isPoint = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isPointList = (value: unknown, most = 676) => Array.isArray(value) && value.length <= most && Array.from({ length: value.length }, (_, i) => i in value && isPoint(value[i])).every(Boolean);

const bool = () => optional({ true: true, false: false }, when((v) => typeof v === 'boolean'));
const str = (valid: Record<string, string> = { mine: 'mine' }) => optional(valid, when((v) => typeof v === 'string'));
/** A callback: a function is of its type, though one that throws is reported only where it is called. */
const callback = (valid: Record<string, unknown> = {}) => optional({ spy: SPY, noop: () => undefined, ...valid }, when((v) => typeof v === 'function', 'either'));
const locale = () => optional({ en: 'en', 'zh-CN': 'zh-CN', ja: 'ja', ko: 'ko' });
const theme = () => optional({ light: 'light', dark: 'dark', system: 'system' });
/**
 * `messages`: any part of a catalogue; anything else is read as none. Its reader warns once per
 * problem in the whole process, so whether a run warns depends on the runs before: never a throw,
 * a warning either way.
 */
const messages = () =>
  optional({ ja, part: { board: 'Board', color: { black: 'B' } }, '{}': {} }, () => 'either', {
    'color: trap': { color: trapping({}) },
    'toMove: 5': { toMove: 5 },
    'online: "x"': { online: 'x' },
  });
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));
const style = () =>
  optional({ '{color}': { color: 'red' }, '{}': {} }, when((v) => isPlain(v) && Object.values(v).every((x) => x == null || typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)))));
const points = (valid: Record<string, unknown> = { '[]': [], '[40]': [40] }) => optional(valid, when((v) => isPointList(v)));

// ---------- The fuzz ----------

/** A component under the fuzz: its props, where it renders (a provider), what it may be clicked for. */
interface Subject {
  readonly name: string;
  readonly component: ComponentType<never>;
  readonly props: Readonly<Record<string, PropSpec>>;
  /** The props that report (a spy there counts as a report). */
  readonly reporters?: readonly string[];
  /** Verdicts that depend on other props. */
  readonly adjust?: (verdicts: Record<string, Verdict>, values: Record<string, unknown>) => void;
  readonly wrap?: (element: ReactElement) => ReactElement;
  /** Click its buttons and points after rendering (default true). */
  readonly click?: boolean;
}

const label = (kind: 'v' | 'h', name: string) => `${kind}:${name}`;

function labelsOf(spec: PropSpec): { valid: string[]; hostile: string[] } {
  return { valid: Object.keys(spec.valid).map((name) => label('v', name)), hostile: [...Object.keys(HOSTILE), ...Object.keys(spec.hostile ?? {})].map((name) => label('h', name)) };
}

function valueOf(spec: PropSpec, drawn: string): unknown {
  const name = drawn.slice(2);
  if (drawn.startsWith('v:')) return spec.valid[name];
  return spec.hostile && name in spec.hostile ? spec.hostile[name] : HOSTILE[name];
}

function verdictOf(spec: PropSpec, drawn: string, value: unknown): Verdict {
  if (drawn.startsWith('v:')) return 'valid';
  const judged = spec.judge?.(value);
  if (judged) return judged;
  if (Object.values(spec.valid).some((v) => Object.is(v, value))) return 'valid';
  if (value === undefined) return spec.required ? 'invalid' : 'valid';
  if (value === null) return spec.required ? 'invalid' : 'either';
  return 'invalid';
}

const propsArbitrary = (subject: Subject, hostile: boolean) =>
  fc.record(
    Object.fromEntries(
      Object.entries(subject.props).map(([name, spec]) => {
        const { valid, hostile: bad } = labelsOf(spec);
        // Valid values three times as likely as all hostile ones together; shrinking goes towards the first valid value (left out).
        const many = 3 * Math.max(bad.length, valid.length);
        const arbitrary = hostile ? fc.integer({ min: 0, max: many + bad.length - 1 }).map((i) => (i < many ? valid[i % valid.length] : bad[i - many]) as string) : fc.constantFrom(...valid);
        return [name, arbitrary];
      }),
    ),
  );

/** What a run saw: whether anything was reported, and what was thrown where it should not be. */
interface Seen {
  readonly reported: boolean;
  readonly thrown: unknown[];
  readonly invalid: string[];
  readonly either: string[];
}

function run(subject: Subject, drawn: Record<string, string>): Seen {
  const values: Record<string, unknown> = {};
  const verdicts: Record<string, Verdict> = {};
  const spies: ReturnType<typeof vi.fn>[] = [];
  for (const [name, which] of Object.entries(drawn)) {
    const spec = subject.props[name] as PropSpec;
    let value = valueOf(spec, which);
    if (value === ABSENT) continue;
    if (value === SPY) value = vi.fn();
    if (subject.reporters?.includes(name) && typeof value === 'function') {
      // Whatever it is, a reporter that was called reported.
      const given = value as (...args: unknown[]) => unknown;
      const spy = vi.fn((...args: unknown[]) => given(...args));
      spies.push(spy);
      value = spy;
    }
    values[name] = value;
    verdicts[name] = verdictOf(spec, which, value);
  }
  for (const [name, spec] of Object.entries(subject.props)) if (spec.required && !(name in values)) verdicts[name] = 'invalid';
  subject.adjust?.(verdicts, values);

  const thrown: unknown[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const uncaught = (event: ErrorEvent) => {
    thrown.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', uncaught);
  const element = (subject.wrap ?? ((e) => e))(createElement(subject.component, values as never));
  try {
    try {
      renderToString(element);
    } catch (e) {
      thrown.push(e);
    }
    try {
      const view = render(element);
      if (subject.click !== false) {
        for (const button of Array.from(view.container.querySelectorAll('button:not([disabled])')).slice(0, 3)) fireEvent.click(button);
        const cell = view.container.querySelector('[role="gridcell"]');
        if (cell) {
          fireEvent.click(cell);
          fireEvent.click(cell);
        }
      }
      view.unmount();
    } catch (e) {
      thrown.push(e);
    }
  } finally {
    window.removeEventListener('error', uncaught);
  }
  const reported = error.mock.calls.length + warn.mock.calls.length > 0 || spies.some((spy) => spy.mock.calls.length > 0);
  error.mockRestore();
  warn.mockRestore();
  const names = (verdict: Verdict) => Object.keys(verdicts).filter((name) => verdicts[name] === verdict);
  return { reported, thrown, invalid: names('invalid'), either: names('either') };
}

/** Describes a thrown value without calling into it. */
const describeThrown = (thrown: unknown[]) => thrown.map((e) => (e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 200) : typeof e)).join(' | ');

/** Runs per property; `FUZZ_RUNS=10` runs ten times as many. */
const SCALE = Number(process.env.FUZZ_RUNS ?? 1) || 1;
const RUNS = { valid: 12 * SCALE, hostile: 50 * SCALE };

function fuzz(subject: Subject) {
  describe(`<${subject.name}>`, () => {
    it('with valid props: renders, and reports nothing', { timeout: 60_000 * SCALE }, () => {
      fc.assert(
        fc.property(propsArbitrary(subject, false), (drawn) => {
          const seen = run(subject, drawn);
          expect(describeThrown(seen.thrown)).toBe('');
          if (seen.either.length === 0) expect(seen.reported, 'a warning or onError for valid props').toBe(false);
        }),
        { numRuns: RUNS.valid },
      );
    });

    it('with hostile props: never throws, and reports an invalid one', { timeout: 60_000 * SCALE }, () => {
      fc.assert(
        fc.property(propsArbitrary(subject, true), (drawn) => {
          const seen = run(subject, drawn);
          expect(describeThrown(seen.thrown)).toBe('');
          if (seen.invalid.length > 0) expect(seen.reported, `no warning nor onError for ${seen.invalid.join(', ')}`).toBe(true);
          else if (seen.either.length === 0) expect(seen.reported, 'a warning or onError for valid props').toBe(false);
        }),
        { numRuns: RUNS.hostile },
      );
    });
  });
}

// ---------- Games to show ----------

const gameAt = (input: Parameters<typeof createActor<typeof gomokuMachine>>[1] & object) => createActor(gomokuMachine, input).getSnapshot();
const json = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const savedGame = json(selectGameState(gameAt({ input: { moves: [112, 113] } })));
const CLOCK = { initialMs: 60_000, incrementMs: 0 };

/** Under a game with a running clock and two moves. */
const inGame = (element: ReactElement) => (
  <GomokuProvider clock={CLOCK} moves={[40, 41]}>
    {element}
  </GomokuProvider>
);

/** A source of the app's, showing `snapshot` (whatever it is). */
const sourceOf = (snapshot: unknown, methods: Partial<Record<keyof GameSource, unknown>> = {}): GameSource =>
  ({ getSnapshot: () => snapshot, subscribe: () => () => {}, send: () => {}, now: () => Date.now(), ...methods }) as GameSource;

const real = gameAt({ input: { moves: [112, 113], clock: CLOCK } });
const forge = (patch: (snapshot: Record<string, unknown>) => Record<string, unknown>) => patch({ ...real } as unknown as Record<string, unknown>);
const context = real.context as unknown as Record<string, unknown>;
/** Snapshots no machine made: a status or facts forged. */
const FORGED: Readonly<Record<string, unknown>> = {
  'status "bogus"': forge((s) => ({ ...s, value: 'bogus' })),
  'moves "x"': forge((s) => ({ ...s, context: { ...context, game: { moves: 'x' } } })),
  'rejection forged': forge((s) => ({ ...s, context: { ...context, rejection: { event: { type: 'play', point: NaN }, reason: 'bogus', forbidden: '__proto__' } } })),
  'inputError forged': forge((s) => ({ ...s, context: { ...context, inputError: { code: 'bogus', move: NaN, point: 1e308, problem: 'bogus' } } })),
  'clock NaN': forge((s) => ({ ...s, context: { ...context, state: { ...savedGame, clock: { remaining: { first: NaN, second: 1e308 }, running: { seat: 'first', since: NaN } } } } })),
  'no context': forge((s) => ({ ...s, context: undefined })),
  '{}': {},
  null: null,
  trap: trapping({}),
};

const actor = () => createActor(gomokuMachine, { input: { moves: [40, 41] } }).start();
/** The parts of a game, as a provider's children. */
const PARTS = [<StatusLine key="s" />, <Clock key="c" />, <Controls key="k" />, <GameBoard key="b" />];
/** Whether `value` is an object with these methods (a source, an actor). */
const has = (value: unknown, ...methods: string[]) => safe(() => (typeof value === 'object' && value !== null && methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function') ? 'valid' : undefined)) === 'valid';
/** What React renders: text, numbers, elements, nothing, and lists of them. */
const isNode = (v: unknown): boolean => v == null || ['string', 'number', 'boolean', 'bigint'].includes(typeof v) || isValidElement(v) || (Array.isArray(v) && Array.from({ length: v.length }, (_, i) => v[i]).every(isNode));

/** Sources of the app's that misbehave: forged snapshots, methods that throw. */
const BAD_SOURCES: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(FORGED).map(([name, snapshot]) => [`forged: ${name}`, sourceOf(snapshot)])),
  'methods throw': sourceOf(null, { getSnapshot: boom, subscribe: boom, send: boom, now: boom }),
};
/** Forged facts (a rejection, an input error no catalogue names) are shown as they can be, not said. */
const FORGED_FACTS = [BAD_SOURCES['forged: rejection forged'], BAD_SOURCES['forged: inputError forged']];

// ---------- The components ----------

const display = { locale: locale(), messages: messages(), theme: theme(), className: str() };
/** Settings: plain data the machine checks (a value it cannot use is an input error). */
const settings = {
  variant: optional({ renju: { size: 15, winLength: 5, rule: 'renju' }, '9×9': { size: 9, winLength: 5, rule: 'freestyle' } }),
  undo: optional({ consent: 'consent', immediate: 'immediate' }),
  opening: optional({ free: 'free' }),
  clock: optional({ '1 min': CLOCK }),
};
const record = () => points({ '[]': [], '[40, 41]': [40, 41] });
/** Who the computer plays: an object of optional fields (one that is no plain object, a Date, is not said). */
const AI_FIELDS: Readonly<Record<string, (v: unknown) => boolean>> = {
  color: (v) => v === 'black' || v === 'white',
  seat: (v) => v === 'first' || v === 'second',
  level: (v) => ['easy', 'medium', 'hard', 'master'].includes(v as string),
  timeMs: (v) => typeof v === 'number' && v >= 0 && v <= 86_400_000,
  minDelayMs: (v) => typeof v === 'number' && v >= 0 && v <= 86_400_000,
  ponder: (v) => typeof v === 'boolean',
};
/** What `<Gomoku ai>` takes as an opponent: an object (its fields each checked), not a list. */
const isObjectLike = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const judgeAi = (v: unknown) =>
  safe(() => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const fields = Object.entries(AI_FIELDS).every(([name, ok]) => (v as Record<string, unknown>)[name] === undefined || ok((v as Record<string, unknown>)[name]));
    return fields ? (isPlain(v) ? 'valid' : 'either') : 'invalid';
  });
const ai = optional({ 'white, easy': { color: 'white', level: 'easy', timeMs: 50, minDelayMs: 0, ponder: false } }, judgeAi, {
  'color "red"': { color: 'red' },
  'timeMs NaN': { color: 'white', timeMs: NaN },
  'level "grandmaster"': { color: 'white', level: 'grandmaster' },
  'level trap': { level: trapping({}) },
});
const gameDisplay = {
  ...display,
  style: style(),
  onMove: callback(),
  onGameOver: callback(),
  canPlay: callback({ always: () => true }),
  showCoordinates: bool(),
  coordinatesOnAllSides: bool(),
  showMoveNumbers: bool(),
  confirmMove: bool(),
  stones: optional({ shaded: 'shaded', flat: 'flat' }),
  hint: optional({ null: null, '40': 40 }, when(isPoint)),
  ai,
};

/**
 * Under a valid `state` (or `defaultState`), the settings are not read: one the machine could not
 * use is not said. Under `state` (controlled, null included), `defaultState` is not read either, as
 * React reads no `defaultValue` beside a `value`.
 */
const settingsUnread = (verdicts: Record<string, Verdict>, values: Record<string, unknown>) => {
  if (values.state !== undefined && verdicts.defaultState === 'invalid') verdicts.defaultState = 'either';
  // Against the computer undo is immediate, whatever `undo` says: it is not read. Any object is
  // an opponent (a field that does not check takes its own default); anything else is none.
  if (isObjectLike(values.ai) && verdicts.undo === 'invalid') verdicts.undo = 'either';
  const stateGiven = (name: string) => verdicts[name] === 'valid' && values[name] !== undefined && values[name] !== null;
  if (stateGiven('state') || (values.state === undefined && stateGiven('defaultState'))) {
    for (const name of ['variant', 'undo', 'opening', 'clock']) if (verdicts[name] === 'invalid') verdicts[name] = 'either';
  }
};

const SUBJECTS: Subject[] = [
  {
    name: 'Gomoku',
    component: Gomoku,
    reporters: ['onError'],
    props: {
      ...gameDisplay,
      ...settings,
      moves: record(),
      defaultMoves: record(),
      state: optional({ null: null, saved: savedGame }, (v) => (v === null ? 'valid' : undefined)),
      defaultState: optional({ saved: savedGame }),
      onChange: callback(),
      onError: callback(),
      online: optional({}),
    },
    adjust: settingsUnread,
  },
  {
    name: 'GomokuView',
    component: GomokuView,
    wrap: inGame,
    props: {
      ...gameDisplay,
      player: optional({ null: null, black: 'black', second: 'second' }, (v) => (v === null ? 'valid' : undefined)),
      pending: points(),
      retrying: points(),
      opponentAway: bool(),
    },
  },
  {
    name: 'GomokuProvider',
    component: GomokuProvider,
    props: {
      ...settings,
      source: optional({ actor: actorSource(actor()) }, (v) => (FORGED_FACTS.includes(v) ? 'either' : undefined), BAD_SOURCES),
      actor: optional({ running: actor() }, undefined, { 'methods throw': { getSnapshot: boom, subscribe: boom, send: boom } }),
      moves: record(),
      players: optional({ ids: { black: 'a', white: 'b' } }),
      state: optional({ saved: savedGame }),
      children: optional({ parts: PARTS, text: 'text' }, when(isNode)),
    },
    adjust(verdicts, values) {
      // A source (or actor) that misbehaves is found when a part reads it.
      if (values.children !== PARTS) for (const name of ['source', 'actor']) if (verdicts[name] === 'invalid' && has(values[name], 'getSnapshot', 'subscribe', 'send')) verdicts[name] = 'either';
      // Beside a source, the actor is not read (the source is the game).
      if (values.source !== undefined && verdicts.actor === 'invalid' && has(values.actor, 'getSnapshot', 'subscribe', 'send')) verdicts.actor = 'either';
      // The input is read only where the provider runs its own game (not beside a source or an
      // actor), and the settings and record only where no saved state is given.
      const input = ['variant', 'undo', 'opening', 'clock', 'moves', 'players'];
      if (verdicts.state === 'valid' && values.state !== undefined) for (const name of input) if (verdicts[name] === 'invalid') verdicts[name] = 'either';
      if (has(values.source, 'getSnapshot', 'subscribe', 'send', 'now') || has(values.actor, 'getSnapshot', 'subscribe', 'send')) for (const name of ['variant', 'undo', 'opening', 'clock', 'moves', 'players', 'state']) if (verdicts[name] === 'invalid') verdicts[name] = 'either';
    },
  },
  {
    name: 'Clock',
    component: Clock,
    wrap: inGame,
    // `now` gives the time: one that gives none (or throws) is said when it is read.
    props: { ...display, now: optional({ 'a time': () => 1_000_000 }, when((v) => typeof v === 'function', 'either')), color: optional({ black: 'black', white: 'white' }) },
  },
  {
    name: 'Controls',
    component: Controls,
    wrap: inGame,
    props: { ...display, player: optional({ black: 'black', white: 'white', first: 'first' }), online: bool(), opponentAway: bool(), onSend: callback() },
  },
  {
    name: 'MoveList',
    component: MoveList,
    props: {
      ...display,
      moves: required({ '[]': [], '[40, 41, 42]': [40, 41, 42] }, when((v) => isPointList(v))),
      size: optional({ 9: 9, 19: 19 }, when((v) => Number.isInteger(v) && (v as number) >= 3 && (v as number) <= 26)),
      current: optional({ 0: 0, 2: 2 }, when((v) => Number.isSafeInteger(v))),
      onSelect: callback(),
    },
  },
  {
    name: 'StatusLine',
    component: StatusLine,
    wrap: inGame,
    props: { ...display, thinking: bool(), error: optional({ null: null, text: 'The computer failed.' }, when((v) => v === null || typeof v === 'string')) },
  },
  {
    name: 'GameBoard',
    component: GameBoard,
    wrap: inGame,
    props: {
      ...display,
      canPlay: callback({ always: () => true }),
      disabled: bool(),
      style: style(),
      stones: optional({ shaded: 'shaded', flat: 'flat' }),
      showCoordinates: bool(),
      coordinatesOnAllSides: bool(),
      showMoveNumbers: bool(),
      confirmMove: bool(),
      hint: optional({ null: null, 40: 40 }, when(isPoint)),
    },
  },
  {
    name: 'OnlineStatus',
    component: OnlineStatus,
    wrap: inGame,
    props: {
      ...display,
      state: required(
        {
          connecting: { status: 'connecting', room: 'r', you: null, seat: null, state: null, snapshot: null, version: 0, settings: null, presence: null, opponent: null, pending: [], rejection: null, error: null },
          open: { status: 'open', room: 'r', you: { role: 'player', player: 'p1', seat: 'first' }, seat: 'first', state: null, snapshot: null, version: 1, settings: null, presence: null, opponent: 'present', pending: [], rejection: null, error: null },
        },
        undefined,
        {
          'status "bogus"': { status: 'bogus', pending: [] },
          'pending trap': { status: 'open', pending: trapping([]) },
          'seat "x"': { status: 'open', seat: 'x', pending: [] },
          'error trap': { status: 'closed', pending: [], error: trapping({}) },
        },
      ),
    },
  },
  {
    name: 'Analysis',
    component: Analysis,
    // Its button starts a review with the computer: not in a fuzz.
    click: false,
    props: {
      ...display,
      analysisMessages: messages(),
      moves: required({ '[]': [], '[112, 113]': [112, 113] }, when((v) => isPointList(v))),
      variant: optional({ renju: { size: 15, winLength: 5, rule: 'renju' } }),
      current: optional({ 0: 0, 1: 1 }, when((v) => Number.isSafeInteger(v))),
      onSelect: callback(),
      level: optional({ easy: 'easy', master: 'master' }),
      timeMsPerMove: optional({ 10: 10 }, when((v) => typeof v === 'number' && v >= 0 && v <= 86_400_000)),
    },
  },
];

describe('every public prop, fuzzed: never a throw; an invalid one is reported', () => {
  afterEach(() => vi.restoreAllMocks());
  for (const subject of SUBJECTS) fuzz(subject);
});

/** A CSP nonce: React warns of one on a server rendered without the same `nonce` render option, as this fuzz renders. */
const nonce = () => optional({}, when((v) => typeof v === 'string', 'either'), { '"abc"': 'abc' });

/** The Board's props that only the Board reads (also where GameBoard passes them on). */
const BOARD_ONLY = {
  // An empty object is no stones, and the whole board: valid.
  setup: optional({ stones: { black: [2], white: [3] } }, when((v) => isPlain(v) && Object.keys(v).length === 0)),
  markers: optional({ circle: [{ point: 0, shape: 'circle' }], label: [{ point: 4, shape: 'label', label: 'A' }] }, when((v) => Array.isArray(v) && v.length === 0)),
  lines: optional({ arrow: [{ from: 0, to: 4, arrow: true }] }, when((v) => Array.isArray(v) && v.length === 0)),
  heatMap: optional({ some: [0.5, null, 1] }, when((v) => Array.isArray(v) && v.length <= 676 && v.every((x) => x == null || typeof x === 'number'))),
  turn: optional({ black: 'black', white: 'white' }),
  label: str(),
  range: optional({ corner: { columns: [0, 4], rows: [0, 4] } }, when((v) => isPlain(v) && Object.keys(v).length === 0)),
  ghostStones: optional({ one: [{ point: 6, color: 'white', kind: 'good' }] }, when((v) => Array.isArray(v) && v.length === 0)),
  dimmed: points({ '[1]': [1] }),
  selected: points({ '[1]': [1] }),
  drawable: bool(),
  autoFocus: bool(),
  annotations: optional({ none: { markers: [], lines: [] } }),
  onAnnotationsChange: callback(),
  onPointEnter: callback(),
  onPointLeave: callback(),
  onPointContextMenu: callback(),
  renderStone: callback({ none: () => null }),
  renderPoint: callback({ none: () => null }),
  animation: optional({ true: true, false: false, 200: 200 }, when((v) => typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v) && v >= 0))),
};

const OTHERS: Subject[] = [];
const fuzzOther = (subject: Subject) => {
  OTHERS.push(subject);
  fuzz(subject);
};
// The components of other owners (board/, theme/): in the fuzz, their failures reported to them.
describe("other owners' components, fuzzed", () => {
  afterEach(() => vi.restoreAllMocks());
  fuzzOther({
    name: 'Board',
    component: Board,
    props: {
      ...display,
      size: optional({ 9: 9, 15: 15 }, when((v) => Number.isInteger(v) && (v as number) >= 3 && (v as number) <= 26)),
      moves: points({ '[0, 1]': [0, 1] }),
      lastMove: optional({ null: null, 0: 0 }, when((v) => v === null || isPoint(v))),
      winningLine: points({ '[0, 1]': [0, 1] }),
      forbidden: points({ '[5]': [5] }),
      hint: optional({ null: null, 4: 4 }, when((v) => v === null || isPoint(v))),
      pending: points({ '[1]': [1] }),
      retrying: points({ '[1]': [1] }),
      onPlay: callback(),
      disabled: bool(),
      showCoordinates: bool(),
      coordinatesOnAllSides: bool(),
      showMoveNumbers: bool(),
      confirmMove: bool(),
      stones: optional({ shaded: 'shaded', flat: 'flat' }),
      style: style(),
      ...BOARD_ONLY,
    },
  });
  // The Board's own props, passed on by GameBoard: the Board reads them.
  fuzzOther({ name: 'GameBoard (the Board\'s props)', component: GameBoard, wrap: inGame, props: { ...BOARD_ONLY, pending: points({ '[41]': [41] }), retrying: points({ '[41]': [41] }), markers: BOARD_ONLY.markers } });
  fuzzOther({
    name: 'Stone',
    component: Stone,
    props: {
      color: required({ black: 'black', white: 'white' }),
      number: optional({ null: null, 1: 1, 25: 25 }, when((v) => v === null || Number.isSafeInteger(v))),
      last: bool(),
      winning: bool(),
      preview: bool(),
      pending: bool(),
    },
  });
  fuzzOther({ name: 'GomokuStyles', component: GomokuStyles, props: { nonce: nonce() } });
  fuzzOther({
    name: 'GomokuStylesProvider',
    component: GomokuStylesProvider,
    props: { nonce: nonce(), inject: bool(), children: optional({ stone: <Stone color="black" /> }, when(isNode)) },
  });
});

// `FUZZ_ENUMERATE=1` (or `all`, with this module's own components): each hostile value of each prop alone, every failure listed.
it.runIf(process.env.FUZZ_ENUMERATE)('lists each prop and value that throws or is not reported', { timeout: 600_000 }, () => {
  for (const subject of process.env.FUZZ_ENUMERATE === 'all' ? [...SUBJECTS, ...OTHERS] : OTHERS) {
    for (const [name, spec] of Object.entries(subject.props)) {
      for (const drawn of labelsOf(spec).hostile) {
        const base = Object.fromEntries(Object.entries(subject.props).map(([n, sp]) => [n, sp.required ? labelsOf(sp).valid[0] as string : 'v:absent']));
        const seen = run(subject, { ...base, [name]: drawn });
        const thrown = describeThrown(seen.thrown);
        if (thrown) console.log(`THROW <${subject.name} ${name}={${drawn}}>: ${thrown.slice(0, 160)}`);
        else if (seen.invalid.length > 0 && !seen.reported) console.log(`SILENT <${subject.name} ${name}={${drawn}}>`);
      }
    }
  }
});

// ---------- Callbacks that throw, and forged games ----------

describe('callbacks that throw: reported, and the component keeps its state', () => {
  const cell = (name: string) => screen.getByRole('gridcell', { name });
  const caught: unknown[] = [];
  const uncaught = (event: ErrorEvent) => {
    caught.push(event.error);
    event.preventDefault();
  };
  afterEach(() => {
    window.removeEventListener('error', uncaught);
    vi.restoreAllMocks();
    expect(caught.splice(0)).toEqual([]);
  });
  const listen = () => window.addEventListener('error', uncaught);

  it('<Gomoku>: a throwing onMove and onChange go to onError; the stone stays, the game goes on', () => {
    listen();
    const onError = vi.fn();
    render(<Gomoku onMove={boom} onChange={boom} onGameOver={boom} onError={onError} confirmMove={false} />);
    fireEvent.click(cell('h8, empty'));
    expect(cell('h8, black')).toBeTruthy();
    fireEvent.click(cell('i8, empty'));
    expect(cell('i8, white')).toBeTruthy();
    expect(onError.mock.calls.map(([e]) => [e.code, e.prop])).toEqual([
      ['callback-threw', 'onMove'],
      ['callback-threw', 'onChange'],
      ['callback-threw', 'onMove'],
      ['callback-threw', 'onChange'],
    ]);
  });

  it('<Gomoku>: a throwing canPlay refuses the move; a throwing onError is logged', () => {
    listen();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gomoku canPlay={boom} onError={boom} confirmMove={false} />);
    fireEvent.click(cell('h8, empty'));
    expect(cell('h8, empty')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('<Controls onSend>, <MoveList onSelect>, <GameBoard canPlay>, <Clock now>: logged, never thrown', () => {
    listen();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <GomokuProvider undo="immediate" moves={[112, 113]} clock={CLOCK}>
        <StatusLine />
        <Controls onSend={boom} />
        <GameBoard canPlay={boom} />
        <Clock now={boom} />
        <MoveList moves={[112, 113]} onSelect={boom} />
      </GomokuProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status').textContent).toBe('Took back i8, White to move');
    fireEvent.click(screen.getByRole('button', { name: /Move 1,/ }));
    fireEvent.click(cell('a1, empty'));
    expect(cell('a1, empty')).toBeTruthy();
    expect(error.mock.calls.map(([text]) => String(text).slice(0, 20))).toEqual(expect.arrayContaining(['<Controls onSend>: t', '<MoveList onSelect>:', '<GameBoard canPlay>:', '<Clock now>: it gave']));
  });
});

describe('forged games (a source of the app\'s): the parts never throw', () => {
  it('StatusLine, Clock, Controls, GameBoard and MoveList under each forged snapshot, or a source whose methods throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sources = [...Object.values(FORGED).map((snapshot) => sourceOf(snapshot)), sourceOf(real, { subscribe: boom, send: boom, now: () => NaN }), sourceOf(null, { getSnapshot: boom })];
    for (const source of sources) {
      const element = (
        <GomokuProvider source={source}>
          <StatusLine />
          <Clock />
          <Controls />
          <GameBoard />
        </GomokuProvider>
      );
      expect(() => renderToString(element)).not.toThrow();
      const view = render(element);
      for (const button of Array.from(view.container.querySelectorAll('button:not([disabled])'))) fireEvent.click(button);
      expect(view.container.querySelectorAll('[role="gridcell"]').length).toBeGreaterThan(0);
      view.unmount();
    }
    expect(error).toHaveBeenCalled();
  });

  /** Facts of the machine's kinds, forged. */
  const FORGED_FACTS_VALUES: Readonly<Record<string, unknown>> = {
    'status blackWon': 'blackWon',
    'status whiteOffersRematch': 'whiteOffersRematch',
    'status placing': 'placing',
    'verdict resign': { winner: 'black', reason: 'resign', line: [] },
    'verdict line trap': { winner: 'black', reason: 'five', line: trapping([]) },
    'rejection bogus': { event: { type: 'play', point: NaN }, reason: 'bogus', forbidden: 'toString' },
    'rejection __proto__': { event: { type: 'play', point: 1e308 }, reason: '__proto__' },
    'input error bogus': { code: 'constructor', move: NaN, point: trapping({}), problem: 'bogus' },
    'moves 1e6': huge,
  };

  it('the status texts, from any facts, are strings: never a throw', () => {
    const t = messagesFor('en');
    // By label, or wrapped: fast-check looks into the values it draws, and these throw when looked into.
    const anyValue = fc.oneof(
      fc.anything().map((value) => ({ value })),
      fc.constantFrom(...Object.keys(HOSTILE)).map((name) => ({ name })),
      fc.constantFrom(...Object.keys(FORGED_FACTS_VALUES)).map((name) => ({ forged: name })),
    );
    const resolve = (drawn: { value?: unknown; name?: string; forged?: string }) => ('value' in drawn ? drawn.value : drawn.name !== undefined ? HOSTILE[drawn.name] : FORGED_FACTS_VALUES[drawn.forged as string]);
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, anyValue, anyValue, (...drawn) => {
        const [status, verdict, moves, rejection, variant] = drawn.map(resolve);
        const facts = { status, verdict, moves, rejection, variant } as unknown as StatusFacts;
        expect(typeof statusText(facts, t)).toBe('string');
        expect(['string', 'object']).toContain(typeof rejectionText(facts, t));
        expect(typeof inputErrorText(rejection as never, variant as never, t)).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('a score that is no number reads as even', () => {
    for (const score of [NaN, undefined, null, '1'] as unknown as number[]) expect(standing(score)).toEqual({ kind: 'even' });
  });
});
