/** A placeholder of a catalogue's template: a name in braces, `{color}`, `{n}`. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** What a template's placeholders are filled with. */
export type TemplateValues = Readonly<Record<string, string | number>>;

/**
 * A catalogue's template with its placeholders filled: `format('{color} to move', { color: 'Black' })`
 * is "Black to move". A placeholder with no value stays as it is (`{who}`), so a mistake shows.
 * Values go in as they are, in one pass: a value such as `'$&'` or `'{n}'` is text, never read again.
 */
export function format(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The names of a template's placeholders, in order of first use: `'{color} played {point}'` → `['color', 'point']`. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1] as string))];
}
