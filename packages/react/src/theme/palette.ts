/**
 * One theme variable: its default in the light and the dark theme (`light` alone where both are
 * the same; what each styles is in the README's table).
 */
export interface ThemeVariable {
  readonly light: string;
  readonly dark?: string | undefined;
}

/** A radial gradient for a shaded stone, from its highlight to its rim. */
const shaded = (stops: readonly (readonly [string, string])[]) => `radial-gradient(circle at 34% 30%, ${stops.map(([colour, at]) => `${colour} ${at}`).join(', ')})`;

/**
 * Every `--gomoku-*` custom property, declared once here. They are the app's to set, anywhere
 * above a part; the stylesheet never sets them. A part reads each with its default as the
 * fallback (`readTheme`), and the defaults are `--gomoku-default-*`, set by the part's theme.
 * Plain values only: a bundler's CSS step (lightningcss) rewrites `light-dark()` and `@property`
 * in ways that break them, so the stylesheet switches themes with selectors instead.
 */
export const PALETTE = {
  board: { light: '#dcb35c', dark: '#a67c44' },
  line: { light: '#4a3622', dark: '#0a0703' },
  label: { light: '#2b1d0e', dark: '#0a0703' },
  black: { light: '#1d1d1f', dark: '#0d0d0d' },
  white: { light: '#fbfbf8', dark: '#f2f2f2' },
  'black-fill': {
    light: shaded([['#6b6b70', '0%'], ['#2a2a2d', '38%'], ['#0b0b0c', '75%']]),
    dark: shaded([['#55555a', '0%'], ['#1c1c1e', '38%'], ['#050505', '75%']]),
  },
  'white-fill': {
    light: shaded([['#ffffff', '0%'], ['#f4f3ee', '45%'], ['#c9c6bd', '100%']]),
    dark: shaded([['#ffffff', '0%'], ['#f2f2f2', '45%'], ['#cfcfcf', '100%']]),
  },
  'stone-shadow': { light: '0.06em 0.1em 0.18em rgba(0, 0, 0, 0.45)' },
  'stone-edge': { light: 'rgba(0, 0, 0, 0.55)' },
  last: { light: '#d93025', dark: '#ff8a80' },
  win: { light: '#1a73e8', dark: '#8ab4f8' },
  forbidden: { light: '#a11a12', dark: '#5c0a04' },
  hint: { light: '#188038', dark: '#b9f6ca' },
  doubtful: { light: '#e37400', dark: '#fdd663' },
  selected: { light: 'rgba(11, 87, 208, 0.3)', dark: 'rgba(168, 199, 250, 0.35)' },
  marker: { light: '#0842a0', dark: '#062a66' },
  heat: { light: '#d93025', dark: '#8c1d18' },
  focus: { light: '#0b57d0', dark: '#a8c7fa' },
  // The board's focus ring is two lines, this one outside `focus`: one of the two stands out 3:1 from the board and from either stone.
  'focus-halo': { light: '#ffffff', dark: '#0d0d0d' },
  text: { light: '#1f1f1f', dark: '#e8e8e8' },
  surface: { light: '#ffffff', dark: '#1e1e1e' },
  button: { light: '#efe9dc', dark: '#3a3a3a' },
  'button-text': { light: '#1f1f1f', dark: '#f1f1f1' },
  'low-time': { light: '#fde7e9', dark: '#5c1a1a' },
  'low-time-text': { light: '#8c1d18', dark: '#ffdad6' },
  radius: { light: '8px' },
  gap: { light: '0.75rem' },
  'max-width': { light: '40rem' },
  'animation-duration': { light: '140ms' },
} as const satisfies Record<string, ThemeVariable>;

/** The name of a theme variable, without its `--gomoku-` prefix. */
export type ThemeVariableName = keyof typeof PALETTE;

const isThemeVariable = (name: string): name is ThemeVariableName => Object.hasOwn(PALETTE, name);

/** How a part reads a variable: the app's value where one is set, else its theme's default. */
export const themeValue = (name: ThemeVariableName) => `var(--gomoku-${name}, var(--gomoku-default-${name}))`;

/**
 * CSS whose `var(--gomoku-NAME)` reads become `themeValue(NAME)`, so rules are written as they
 * read. A name that is not a theme variable is a mistake in our stylesheet: it throws.
 */
export function readTheme(css: string): string {
  return css.replace(/var\(--gomoku-([a-z-]+)\)/g, (_, name: string) => {
    if (!isThemeVariable(name)) throw new Error(`--gomoku-${name} is not a theme variable`);
    return themeValue(name);
  });
}

const declarations = (scheme: 'light' | 'dark', palette: Readonly<Record<string, ThemeVariable>>) =>
  Object.entries(palette)
    .filter(([, variable]) => scheme === 'light' || variable.dark !== undefined)
    .map(([name, variable]) => `--gomoku-default-${name}: ${scheme === 'light' ? variable.light : variable.dark};`)
    .join(' ');

/**
 * The defaults, set on every part (`.gomoku-theme`) by its `data-theme`: light, dark, or the
 * device's (`system`, or no `data-theme`, as on a lone `<Stone>`).
 */
export function themeDefaults(palette: Readonly<Record<string, ThemeVariable>> = PALETTE): string {
  const dark = declarations('dark', palette);
  return [
    `.gomoku-theme { color-scheme: light; ${declarations('light', palette)} }`,
    `.gomoku-theme[data-theme='dark'] { color-scheme: dark; ${dark} }`,
    `@media (prefers-color-scheme: dark) { .gomoku-theme:not([data-theme='light']) { color-scheme: dark; ${dark} } }`,
  ].join('\n');
}
