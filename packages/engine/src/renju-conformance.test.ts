import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbiddenMove, forbiddenPointsOf } from './renju.ts';
import { fromCoordinate, toCoordinate } from './coordinates.ts';
import { referenceForbidden } from '../test/support.ts';

// Public test data beside the project (../shared), transcribed from mintaka's renju tests; its
// README asks that it be read from there, not copied in. In CI it must be there: a missing file
// fails the run there; elsewhere (a clone of the project alone) the tests are reported skipped.
const DATA = path.resolve(import.meta.dirname, '../../../../shared/testdata/renju-forbidden.json');
const REQUIRED = Boolean(process.env.CI);

interface Case {
  name: string;
  black: string[];
  white: string[];
  forbidden: Record<string, string>;
}

const cases: Case[] = existsSync(DATA) ? (JSON.parse(readFileSync(DATA, 'utf8')) as { cases: Case[] }).cases : [];

describe('renju conformance data', () => {
  it.runIf(REQUIRED)(`is found at ${DATA} in CI`, () => {
    expect(cases.length, `${DATA} is missing or empty`).toBeGreaterThan(0);
  });
});

// Without the data (outside CI), the block is reported skipped under a name that says why.
const BLOCK = cases.length > 0 ? 'renju forbidden points (shared/testdata/renju-forbidden.json)' : `renju forbidden points: no data at ${DATA}, skipped outside CI`;
describe.skipIf(cases.length === 0)(BLOCK, () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: every empty point', (_name, testCase) => {
    const cells = new Uint8Array(225);
    for (const c of testCase.black) cells[fromCoordinate(c)] = 1;
    for (const c of testCase.white) cells[fromCoordinate(c)] = 2;
    const found: Record<string, string> = {};
    for (let point = 0; point < 225; point++) {
      if (cells[point] !== 0) continue;
      const reason = forbiddenMove(cells, point);
      if (reason) found[toCoordinate(point)] = reason;
    }
    expect(found).toEqual(testCase.forbidden);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: forbiddenPoints agrees with forbiddenMove', (_name, testCase) => {
    // The fast scan (with its cheap pre-filter) must find exactly the points the full check finds.
    const cells = new Uint8Array(225);
    for (const c of testCase.black) cells[fromCoordinate(c)] = 1;
    for (const c of testCase.white) cells[fromCoordinate(c)] = 2;
    const expected = Object.keys(testCase.forbidden).map((c) => fromCoordinate(c)).sort((a, b) => a - b);
    expect(forbiddenPointsOf(cells)).toEqual(expected);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: the from-the-definitions reference agrees', (_name, testCase) => {
    // Checks the reference that renju-reference.test.ts compares the engine with on random positions.
    const cells = new Uint8Array(225);
    for (const c of testCase.black) cells[fromCoordinate(c)] = 1;
    for (const c of testCase.white) cells[fromCoordinate(c)] = 2;
    const found: Record<string, string> = {};
    for (let point = 0; point < 225; point++) {
      const reason = cells[point] === 0 ? referenceForbidden(cells, 15, point) : null;
      if (reason) found[toCoordinate(point)] = reason;
    }
    expect(found).toEqual(testCase.forbidden);
  });
});
