// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PALETTE, readTheme, themeDefaults, themeValue } from './palette.ts';
import { CSS } from './styles.ts';
import { ANALYSIS_CSS } from '../review/analysis-styles.ts';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
const declared = (css: string) => [...css.matchAll(/(--gomoku-[a-z-]+)\s*:/g)].map((m) => m[1]);
const both = `${CSS}${ANALYSIS_CSS}`;

/** WCAG's relative luminance of a `#rrggbb` colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG's contrast ratio of two `#rrggbb` colours. */
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
/** Every `#rrggbb` colour in a value: a flat colour, or each stop of a shaded stone's gradient. */
const hexes = (value: string) => value.match(/#[0-9a-f]{6}/gi) ?? [];

describe('the theme variables', () => {
  it('are never declared by the stylesheet, only read over their defaults', () => {
    expect(declared(both).filter((name) => !name?.startsWith('--gomoku-default-'))).toEqual([]);
    expect(both).not.toMatch(/var\(--gomoku-(?!default-)[a-z-]+\)/);
  });

  it('are all read somewhere', () => {
    const read = new Set([...both.matchAll(/var\(--gomoku-([a-z-]+), var\(--gomoku-default-\1\)\)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(Object.keys(PALETTE).sort());
  });

  it('have their defaults set once per theme, in plain values a bundler keeps as they are', () => {
    for (const name of Object.keys(PALETTE)) {
      expect(declared(CSS).filter((declaration) => declaration === `--gomoku-default-${name}`).length).toBe('dark' in PALETTE[name as keyof typeof PALETTE] ? 3 : 1);
    }
    expect(CSS).toContain(themeDefaults());
    expect(both).not.toMatch(/light-dark|@property/);
  });

  it('are read through `themeValue`, and a name that is not one is refused', () => {
    expect(readTheme('a { color: var(--gomoku-text); }')).toBe(`a { color: ${themeValue('text')}; }`);
    expect(() => readTheme('a { color: var(--gomoku-txt); }')).toThrow('--gomoku-txt');
  });

  it('are listed in the README with their light and dark defaults', () => {
    for (const [name, variable] of Object.entries(PALETTE)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`--gomoku-${name}\` |`));
      expect(row, `--gomoku-${name}`).toBeDefined();
      if (variable.light.includes('gradient')) continue;
      expect(row).toContain(`\`${variable.light}\``);
      if ('dark' in variable) expect(row).toContain(`\`${variable.dark}\``);
    }
  });

  it("ring the last move's mark in the other stone's colour, 3:1 or more against the stone in both themes", () => {
    for (const scheme of ['light', 'dark'] as const) expect(contrast(PALETTE.black[scheme], PALETTE.white[scheme]), scheme).toBeGreaterThanOrEqual(3);
    for (const [stone, ring] of [['black', 'white'], ['white', 'black']]) {
      expect(CSS).toContain(`.gomoku-stone[data-color='${stone}'] .gomoku-stone-last { stroke: ${themeValue(ring as 'black' | 'white')}; }`);
      expect(CSS).toContain(`.gomoku-stone[data-color='${stone}'] text.gomoku-stone-last-number { stroke: ${themeValue(ring as 'black' | 'white')}; }`);
    }
  });

  it("draw the board's focus ring in two lines, one of which stands out 3:1 or more from the board and from every colour of either stone, in both themes", () => {
    expect(CSS).toContain(`.gomoku-cell:focus-visible { box-shadow: 0 0 0 2px ${themeValue('focus')}, 0 0 0 4px ${themeValue('focus-halo')};`);
    for (const scheme of ['light', 'dark'] as const) {
      const ring = [PALETTE.focus[scheme], PALETTE['focus-halo'][scheme]];
      const beside = [PALETTE.board, PALETTE.black, PALETTE.white, PALETTE['black-fill'], PALETTE['white-fill']].flatMap((variable) => hexes(variable[scheme]));
      for (const colour of beside) expect(Math.max(...ring.map((line) => contrast(line, colour))), `${scheme}: ${colour}`).toBeGreaterThanOrEqual(3);
    }
  });
});
