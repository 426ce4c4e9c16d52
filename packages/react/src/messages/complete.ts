/**
 * A catalogue with any of its strings, nested records too: what a `messages` prop takes. Every
 * string left out comes from the `locale`'s catalogue.
 */
export type PartialCatalogue<T> = { [K in keyof T]?: (T[K] extends string ? string : PartialCatalogue<T[K]>) | undefined };

/** A catalogue as plain data: strings, and records of them. */
interface Tree {
  readonly [key: string]: string | Tree;
}

// The app's bundler replaces `process.env.NODE_ENV`; the package's build has no Node types.
declare const process: { env: { NODE_ENV?: string } };

/** Development, as the app's bundler says (`process.env.NODE_ENV` other than 'production'); quiet where there is no `process`. */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

const warned = new Set<string>();

/** A bad catalogue is said once per problem, in development only. */
function warnOnce(text: string): void {
  if (warned.has(text) || !isDevelopment()) return;
  warned.add(text);
  console.warn(`@gomoku/react: ${text}`);
}

/** What a value is, in words, without calling anything of it (a getter, a proxy's trap, `toString`). */
function kind(value: unknown): string {
  if (value === null) return 'null';
  const type = typeof value;
  if (type !== 'object') return type === 'undefined' ? 'undefined' : `a ${type}`;
  try {
    return Array.isArray(value) ? 'an array' : 'an object';
  } catch {
    return 'a revoked proxy';
  }
}

/** Whether `value` is an array, a revoked proxy counted as one (it cannot be read either). */
function isArray(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return true;
  }
}

/** Whether `value` can be read as a record of strings; anything else but `undefined` is warned of. */
function isRecord(value: unknown, where: string, locale: string): value is object {
  if (value === undefined) return false;
  if (value !== null && typeof value === 'object' && !isArray(value)) return true;
  warnOnce(`${where} is ${kind(value)}, not a record of strings; the '${locale}' ones are used.`);
  return false;
}

function fill(base: Tree, given: object, where: string, locale: string): Tree {
  const out: Record<string, string | Tree> = {};
  for (const key of Object.keys(base)) {
    const fallback = base[key] as string | Tree;
    const path = `${where}.${key}`;
    let value: unknown;
    try {
      value = (given as Record<string, unknown>)[key];
    } catch {
      warnOnce(`${path} could not be read; the '${locale}' wording is used.`);
      out[key] = fallback;
      continue;
    }
    if (typeof fallback !== 'string') out[key] = isRecord(value, path, locale) ? fill(fallback, value, path, locale) : fallback;
    else if (typeof value === 'string') out[key] = value;
    else {
      if (value !== undefined) warnOnce(`${path} is ${kind(value)}, not a string (a template such as ${JSON.stringify(fallback)}); the '${locale}' wording is used.`);
      out[key] = fallback;
    }
  }
  return out;
}

const completed = new WeakMap<object, WeakMap<object, object>>();

/**
 * `given` as a whole catalogue: each of its strings where it has one, `base`'s wherever a key is
 * missing or not a string (nested records alike). Never throws: a hostile value (null, a string,
 * an array, a throwing getter, a revoked proxy) is read as nothing, with a warning in development
 * naming the key. A catalogue is read once per object: change it by passing a new one.
 */
export function completeCatalogue<T extends object>(base: T, given: unknown, name: string, locale: string): T {
  if (given === undefined) return base;
  if (!isRecord(given, name, locale)) return base;
  const known = completed.get(given)?.get(base);
  if (known) return known as T;
  const whole = fill(base as unknown as Tree, given, name, locale) as unknown as T;
  let byBase = completed.get(given);
  if (!byBase) completed.set(given, (byBase = new WeakMap()));
  byBase.set(base, whole);
  return whole;
}
