import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartToMermaid } from './chart.ts';
import { renderTable } from './transition-table.ts';

// The README shows the chart and the table as the code has them.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('draws the chart the machine has', () => {
    expect(readme).toContain(chartToMermaid());
  });

  it('lists the (status, event) table the tests hold the machine to', () => {
    expect(readme).toContain(renderTable());
  });
});
