'use client';
import type { Level } from '@gomoku/ai';
import { COLORS, MAX_SIZE, sizeOf, validateVariant, type Variant } from '@gomoku/engine';
import { isValidElement, useState } from 'react';
import { knownLocale } from '../messages/board-words.ts';
import type { Theme } from '../theme/theme.ts';

/**
 * A prop a component could not use, or a callback of the app's that threw:
 * - `bad-prop`: not a value of the prop's type (null for a required prop, a string for a list, a
 *   getter or Proxy that throws…); the component went on with the prop's default;
 * - `callback-threw`: the app's callback threw (`cause`); the component's own change was made
 *   before it was called, and stands.
 */
export interface PropError {
  readonly code: 'bad-prop' | 'callback-threw';
  /** The component, e.g. `Gomoku`. */
  readonly component: string;
  /** The prop, e.g. `theme`, `onMove`. */
  readonly prop: string;
  /** What happened, in words, for a log. */
  readonly message: string;
  /** What the callback threw. */
  readonly cause?: unknown;
}

/*
 * Props from an app, checked at the component's entry: each component has one table of checks
 * (`PropChecks`), read by `useCheckedProps`. A value that does not check is reported once per
 * value (to `onError` where the component has one, else `console.error`) and replaced by the
 * prop's default; nothing an app passes, however hostile, makes a component throw.
 */

/** How many entries of a list of points (a record) are read: no game on the largest board has more. */
export const MOST_POINTS = MAX_SIZE * MAX_SIZE;

/** What a prop takes. */
export interface PropCheck {
  /** Whether the component can use `value`. Reading it may throw (a getter, a Proxy): that is a no. */
  readonly test: (value: unknown) => boolean;
  /** What the prop takes, in words: "true or false". */
  readonly expects: string;
  /** A prop without a default: undefined and null are reported too. */
  readonly required?: boolean | undefined;
  /** What to use instead of a value that does not check (default: undefined, the component's default). */
  readonly repair?: ((value: unknown) => unknown) | undefined;
  /** What is wrong with a value that does not check, and what is used instead, in words, where "it takes `expects`" would not say which part (an object's fields). */
  readonly why?: ((value: unknown) => string) | undefined;
}

/** A component's checks, by prop. A prop left out is not checked (`messages`: `wordsOf` reads any value). */
export type PropChecks<P> = { readonly [K in keyof P]?: PropCheck };

/** `read()`, or `fallback` if reading throws. */
export function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const check = (expects: string, test: (value: unknown) => boolean): PropCheck => ({ expects, test });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An object literal's kind of object (no array, no Date, Map or class instance): what a prop of settings is written as. */
export const isPlain = (value: unknown): value is Record<string, unknown> => isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Whether `value` is plain data, as JSON reads it (no function, symbol or bigint; no getter that throws, no cycle). */
function isData(value: unknown): boolean {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return false;
  JSON.stringify(value);
  return true;
}

/** A key for a prop's content (a record, a setting), for telling a new one from the same one again: never throws. */
export const keyOf = (value: unknown): string => safely(() => JSON.stringify(value) ?? 'undefined', '(unreadable)');

/** Whether `value` is a list of at most `most` entries, each (holes too, as undefined) passing `entry`. */
function isList(value: unknown, entry: (item: unknown) => boolean, most: number): value is readonly unknown[] {
  if (!Array.isArray(value) || value.length > most) return false;
  for (let i = 0; i < value.length; i++) if (!entry(value[i])) return false;
  return true;
}

/** A list's first `most` entries, as a plain array (a hole as undefined); null when it cannot be read as a list. */
export const readableList = (value: unknown, most = MOST_POINTS): unknown[] | null =>
  safely(() => (Array.isArray(value) ? Array.from({ length: Math.min(value.length, most) }, (_, i) => safely(() => value[i] as unknown, undefined)) : null), null);

const isPoint = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Whether `value` is something React renders: text, an element, nothing, a portal, or a list of them. */
function isNode(value: unknown, depth = 0): boolean {
  if (value == null || ['boolean', 'string', 'number', 'bigint'].includes(typeof value)) return true;
  if (typeof value !== 'object' || depth > 16) return false;
  if (isValidElement(value)) return true;
  if (Array.isArray(value)) return isList(value, (item) => isNode(item, depth + 1), Infinity);
  const node = value as { $$typeof?: unknown; then?: unknown; [Symbol.iterator]?: unknown };
  // A portal, a lazy element, a promise (React 19 reads one), an iterable of nodes.
  return typeof node.$$typeof === 'symbol' || typeof node.then === 'function' || typeof node[Symbol.iterator] === 'function';
}

const THEMES = ['system', 'light', 'dark'] as const satisfies readonly Theme[];

/** The levels of the computer (as `@gomoku/ai` names them). */
export const LEVELS = ['easy', 'medium', 'hard', 'master'] as const satisfies readonly Level[];

/** The checks components share, and the means to write their own. */
export const is = {
  /** A check of its own: what it takes, in words, and the test. */
  that: check,
  oneOf: (...values: readonly unknown[]): PropCheck => check(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, (value) => values.includes(value)),
  boolean: check('true or false', (value) => typeof value === 'boolean'),
  string: check('a string', (value) => typeof value === 'string'),
  callback: check('a function', (value) => typeof value === 'function'),
  /** A point of a board: an integer from 0 (one off the board shows nowhere). */
  point: check('a point (an integer from 0)', isPoint),
  /** A number of moves, or anything counted: an integer (clamped to what there is). */
  integer: check('an integer', (value) => Number.isSafeInteger(value)),
  /** A number of milliseconds from 0 to a day. */
  millis: check('a number of milliseconds from 0 to 86400000', (value) => typeof value === 'number' && value >= 0 && value <= 86_400_000),
  size: check('a board side from 3 to 26', (value) => sizeOf({ size: value as number }) > 0),
  variant: check('a variant the engine plays ({ size, winLength, rule })', (value) => validateVariant(value as Variant) !== undefined),
  /** Plain data (a setting, a saved record): what the game machine then checks for what it says. */
  data: check('plain data', isData),
  /** A record: a list of points (which the engine then checks, move by move). */
  record: check(`a list of at most ${MOST_POINTS} points`, (value) => isList(value, () => true, MOST_POINTS)),
  points: check(`a list of at most ${MOST_POINTS} points`, (value) => isList(value, isPoint, MOST_POINTS)),
  locale: check("a built-in locale ('en', 'zh-CN', 'ja', 'ko')", (value) => knownLocale(value) === value),
  color: check("'black' or 'white'", (value) => (COLORS as readonly unknown[]).includes(value)),
  level: check(`one of ${LEVELS.map((l) => `'${l}'`).join(', ')}`, (value) => (LEVELS as readonly unknown[]).includes(value)),
  theme: check(`one of ${THEMES.map((t) => `'${t}'`).join(', ')}`, (value) => (THEMES as readonly unknown[]).includes(value)),
  className: check('a string of class names', (value) => typeof value === 'string'),
  style: check('an object of CSS properties', (value) => isPlain(value) && Object.values(value).every((v) => v == null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))),
  node: check('something React renders', (value) => isNode(value)),
  /** An object whose fields each check (a field left out, undefined, is the field's default). */
  shape: (expects: string, fields: Readonly<Record<string, PropCheck>>): PropCheck =>
    check(expects, (value) => isObject(value) && Object.entries(fields).every(([name, field]) => (value[name] === undefined ? !field.required : field.test(value[name])))),
  /**
   * An object of optional settings, each used where it checks: a field that does not is left out
   * (its own default) and named in the report, so one bad field keeps the others. A value that is
   * no object at all is the prop's default.
   */
  fields: (expects: string, fields: Readonly<Record<string, PropCheck>>): PropCheck => ({
    ...check(expects, (value) => isObject(value) && badFields(value, fields).length === 0),
    repair: (value) => {
      if (!isObject(value)) return undefined;
      const bad = badFields(value, fields);
      return Object.fromEntries(Object.keys(fields).flatMap((name) => (bad.includes(name) || value[name] === undefined ? [] : [[name, value[name]]])));
    },
    why: (value) => {
      if (!isObject(value)) return `${describe(value)} cannot be used; it takes ${expects}. Using the default.`;
      const bad = badFields(value, fields).map((name) => `${name}: ${describe(safely(() => value[name], undefined))} cannot be used; it takes ${fields[name]?.expects ?? 'another value'}`);
      return `${bad.join('; ')}. Using ${bad.length > 1 ? 'their defaults' : 'its default'}, and the rest as given.`;
    },
  }),
  nullable: (of: PropCheck): PropCheck => ({ ...of, expects: `${of.expects}, or null`, test: (value) => value === null || of.test(value) }),
  /** A prop (or a field) without a default: with what to use instead of a value that does not check. */
  required: (of: PropCheck, repair?: (value: unknown) => unknown): PropCheck => ({ ...of, required: true, repair }),
  /** A list of at most `most` entries, each checking. */
  list: (of: PropCheck, most = MOST_POINTS): PropCheck => check(`a list of ${of.expects}`, (value) => isList(value, (item) => of.test(item), most)),
};

/** The display props the game's parts share with the board (`<Gomoku>`, `GomokuView`, `GameBoard`). */
export const DISPLAY_PROP_CHECKS = {
  locale: is.locale,
  theme: is.theme,
  className: is.className,
  style: is.style,
  stones: is.oneOf('shaded', 'flat'),
  showCoordinates: is.boolean,
  coordinatesOnAllSides: is.boolean,
  showMoveNumbers: is.boolean,
  confirmMove: is.boolean,
  hint: is.nullable(is.point),
} as const satisfies Readonly<Record<string, PropCheck>>;

/** The fields of `value` that are given (not undefined) and do not check; a field that cannot be read does not. */
function badFields(value: Record<string, unknown>, fields: Readonly<Record<string, PropCheck>>): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const read = safely(() => ({ given: value[name] }), null);
    return read === null || (read.given !== undefined && !passes(field, read.given)) ? [name] : [];
  });
}

/** What a value is, in words, without calling anything of it (a getter, a Proxy's trap, `toString`). */
function describe(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value.length > 40 ? `a string (${JSON.stringify(value.slice(0, 40))}…)` : `a string (${JSON.stringify(value)})`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return Object.is(value, -0) ? 'a number (-0)' : `a ${typeof value} (${String(value)})`;
    case 'object':
      if (value === null) return 'null';
      return safely(() => (Array.isArray(value) ? `a list of ${value.length}` : 'an object'), 'an object that cannot be read');
    default:
      return typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
  }
}

/** Whether a prop's value checks; a check that throws says no. */
const passes = (check: PropCheck, value: unknown) => safely(() => check.test(value), false);

/** The props as a component reads them: each one that does not check replaced (its default, or `repair`'s value), and which did not, by prop. */
function checkProps<P extends object>(props: P, checks: PropChecks<P>): { checked: P; bad: Map<string, unknown> } {
  const bad = new Map<string, unknown>();
  let checked = props;
  const replace = (name: string, value: unknown) => {
    if (checked === props) checked = { ...props };
    (checked as Record<string, unknown>)[name] = value;
  };
  for (const [name, rule] of Object.entries(checks) as [string, PropCheck | undefined][]) {
    const value = (props as Record<string, unknown>)[name];
    if (!rule || (value === undefined && !rule.required) || passes(rule, value)) continue;
    // Null for a prop that has a default is no value: the default, without a word (as the board reads it).
    if (value === null && !rule.required) replace(name, undefined);
    else {
      bad.set(name, value);
      replace(name, rule.repair ? safely(() => rule.repair?.(value), undefined) : undefined);
    }
  }
  return { checked, bad };
}

interface Found {
  readonly bad: ReadonlyMap<string, unknown>;
  readonly problems: readonly PropError[];
}

const NOTHING_FOUND: Found = { bad: new Map(), problems: [] };

const sameBad = (a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>) => a.size === b.size && [...a].every(([name, value]) => b.has(name) && Object.is(b.get(name), value));

/** The message of a prop that does not check. */
const badProp = (component: string, prop: string, value: unknown, rule: PropCheck | undefined): PropError => ({
  code: 'bad-prop',
  component,
  prop,
  message: `<${component} ${prop}>: ${(rule?.why && safely(() => rule.why?.(value), undefined)) || `${describe(value)} cannot be used; it takes ${rule?.expects ?? 'another value'}. ${rule?.required ? 'Showing what can be shown.' : 'Using the default.'}`}`,
});

/** A prop error in the log (a callback's error with its stack). */
export const logProblem = (problem: PropError) => (problem.code === 'callback-threw' ? console.error(problem.message, problem.cause) : console.error(problem.message));

/**
 * A component's props as it reads them (`checks`, its one table): each one that does not check
 * is replaced by its default (or `repair`'s value) and reported once per value, with
 * `console.error` unless `log` is false (`<Gomoku>` gives them to `onError`: `problems`, the
 * same array until they change). Never throws.
 */
export function useCheckedProps<P extends object>(component: string, props: P, checks: PropChecks<P>, log = true): { props: P; problems: readonly PropError[] } {
  const { checked, bad } = checkProps(props, checks);
  const [found, setFound] = useState(NOTHING_FOUND);
  let current = found;
  // New bad values are reported while rendering (on a server too), once: the next render finds them known.
  if (!sameBad(found.bad, bad)) {
    const known = (prop: string, value: unknown) => (found.bad.has(prop) && Object.is(found.bad.get(prop), value) ? found.problems.find((p) => p.prop === prop) : undefined);
    const problems = [...bad].map(([prop, value]) => known(prop, value) ?? badProp(component, prop, value, checks[prop as keyof P]));
    current = { bad, problems };
    setFound(current);
    if (log) for (const problem of problems) if (!found.problems.includes(problem)) logProblem(problem);
  }
  return { props: checked, problems: current.problems };
}

/**
 * Calls an app's `callback` (nothing when it is none); what it throws goes to `report` (default:
 * the log), never up: the component's own change is made before, and stands.
 */
export function callSafely<A extends unknown[], R>(component: string, prop: string, callback: ((...args: A) => R) | undefined, args: A, report: (problem: PropError) => void = logProblem): R | undefined {
  if (typeof callback !== 'function') return undefined;
  try {
    return callback(...args);
  } catch (cause) {
    report({ code: 'callback-threw', component, prop, message: `<${component} ${prop}>: the callback threw; the ${component} goes on.`, cause });
    return undefined;
  }
}

