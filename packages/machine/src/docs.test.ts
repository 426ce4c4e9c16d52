import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartToMermaid, chartToTable } from './chart.ts';

// The README shows the chart and the table as the code has them.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('draws the chart the machine has', () => {
    expect(readme).toContain(chartToMermaid());
  });

  it('lists every edge the chart has', () => {
    expect(readme).toContain(chartToTable());
  });
});
