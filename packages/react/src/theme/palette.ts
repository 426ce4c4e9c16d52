/**
 * One theme variable: its default in the light and the dark theme (one value where both are the
 * same; what each styles is in the README's table). A value may hold `light-dark()` pairs itself
 * (the shaded stones' gradients), resolved where it is used.
 */
export interface ThemeVariable {
  readonly light: string;
  readonly dark?: string | undefined;
}

/** A radial gradient for a shaded stone, each stop a light/dark pair. */
const shaded = (stops: readonly (readonly [string, string, string])[]) =>
  `radial-gradient(circle at 34% 30%, ${stops.map(([light, dark, at]) => `light-dark(${light}, ${dark}) ${at}`).join(', ')})`;

/**
 * Every `--gomoku-*` custom property, declared once here. The stylesheet registers each with
 * `@property` (inherited, its default as the initial value), so a value set on any ancestor or
 * in an inline `style` wins everywhere below it, in every theme; the parts only read them.
 */
export const PALETTE = {
  board: { light: '#dcb35c', dark: '#a67c44' },
  line: { light: '#4a3622', dark: '#0a0703' },
  label: { light: '#2b1d0e', dark: '#0a0703' },
  black: { light: '#1d1d1f', dark: '#0d0d0d' },
  white: { light: '#fbfbf8', dark: '#f2f2f2' },
  'black-fill': { light: shaded([['#6b6b70', '#55555a', '0%'], ['#2a2a2d', '#1c1c1e', '38%'], ['#0b0b0c', '#050505', '75%']]) },
  'white-fill': { light: shaded([['#ffffff', '#ffffff', '0%'], ['#f4f3ee', '#f2f2f2', '45%'], ['#c9c6bd', '#cfcfcf', '100%']]) },
  'stone-shadow': { light: '0.06em 0.1em 0.18em rgba(0, 0, 0, 0.45)' },
  'stone-edge': { light: 'rgba(0, 0, 0, 0.55)' },
  last: { light: '#d93025', dark: '#ff8a80' },
  win: { light: '#1a73e8', dark: '#8ab4f8' },
  forbidden: { light: '#a11a12', dark: '#5c0a04' },
  hint: { light: '#188038', dark: '#b9f6ca' },
  marker: { light: '#0842a0', dark: '#062a66' },
  heat: { light: '#d93025', dark: '#8c1d18' },
  focus: { light: '#0b57d0', dark: '#a8c7fa' },
  text: { light: '#1f1f1f', dark: '#e8e8e8' },
  surface: { light: '#ffffff', dark: '#1e1e1e' },
  button: { light: '#efe9dc', dark: '#3a3a3a' },
  'button-text': { light: '#1f1f1f', dark: '#f1f1f1' },
  'low-time': { light: '#fde7e9', dark: '#5c1a1a' },
  'low-time-text': { light: '#8c1d18', dark: '#ffdad6' },
  radius: { light: '8px' },
  gap: { light: '0.75rem' },
} as const satisfies Record<string, ThemeVariable>;

/** The name of a theme variable, without its `--gomoku-` prefix. */
export type ThemeVariableName = keyof typeof PALETTE;

/** A variable's default as CSS: its light/dark pair, or its one value. */
export function defaultOf(variable: ThemeVariable): string {
  return variable.dark === undefined ? variable.light : `light-dark(${variable.light}, ${variable.dark})`;
}

/**
 * The `@property` rules: each variable registered once, inherited, with its default. Unlike a
 * declaration on the parts' own class, an initial value never hides one set on an ancestor.
 */
export function registrations(palette: Readonly<Record<string, ThemeVariable>> = PALETTE): string {
  return Object.entries(palette)
    .map(([name, variable]) => `@property --gomoku-${name} { syntax: '*'; inherits: true; initial-value: ${defaultOf(variable)}; }`)
    .join('\n');
}
