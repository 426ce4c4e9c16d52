// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultOf, PALETTE, registrations } from './palette.ts';
import { CSS } from './styles.ts';
import { ANALYSIS_CSS } from '../review/analysis-styles.ts';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
const declarations = (css: string) => [...css.matchAll(/(--gomoku-[a-z-]+)\s*:/g)].map((m) => m[1]);

describe('the theme variables', () => {
  it('are each registered once, with its default as the initial value', () => {
    for (const [name, variable] of Object.entries(PALETTE)) {
      const rules = CSS.split('\n').filter((line) => line.startsWith(`@property --gomoku-${name} `));
      expect(rules).toEqual([`@property --gomoku-${name} { syntax: '*'; inherits: true; initial-value: ${defaultOf(variable)}; }`]);
    }
    expect(CSS).toContain(registrations());
  });

  it('are never declared by a part, which only reads them', () => {
    expect(declarations(CSS.replace(registrations(), ''))).toEqual([]);
    expect(declarations(ANALYSIS_CSS)).toEqual([]);
  });

  it('are all read somewhere, and none is read that is not declared', () => {
    const read = new Set([...`${CSS}${ANALYSIS_CSS}`.matchAll(/var\(--gomoku-([a-z-]+)\)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(Object.keys(PALETTE).sort());
  });

  it('are listed in the README with their light and dark defaults', () => {
    for (const [name, variable] of Object.entries(PALETTE)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`--gomoku-${name}\` |`));
      expect(row, `--gomoku-${name}`).toBeDefined();
      if (variable.light.includes('light-dark')) continue;
      expect(row).toContain(`\`${variable.light}\``);
      if ('dark' in variable) expect(row).toContain(`\`${variable.dark}\``);
    }
  });
});
