import { GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { codeOf, LINE, lineTable } from './patterns.ts';

const NAMES = Object.fromEntries(Object.entries(LINE).map(([name, value]) => [value, name]));

/**
 * The pattern a stone on `_` makes in a line written as text: `X` Black, `O` White, `.` empty,
 * `|` the edge (the wall, and everything past it). `as` says whose stone goes on `_`; the text
 * is written from Black's side and mirrored into White's for `as: 'white'`.
 */
function pattern(text: string, as: 'black' | 'white' = 'black', variant: Variant = GOMOKU): string {
  const table = lineTable(variant);
  const centre = text.indexOf('_');
  const written = as === 'black' ? text : text.replace(/[XO]/g, (c) => (c === 'X' ? 'O' : 'X'));
  const cells: number[] = [];
  for (let offset = -table.half; offset <= table.half; offset++) {
    const c = written[centre + offset];
    cells.push(c === '.' || c === '_' ? 0 : c === 'X' ? 1 : c === 'O' ? 2 : 3);
  }
  // Past an edge everything is wall, as the position's codes have it.
  for (const direction of [1, -1]) {
    let wall = false;
    for (let i = table.half + direction; i >= 0 && i < cells.length; i += direction) {
      wall ||= cells[i] === 3;
      if (wall) cells[i] = 3;
    }
  }
  const stone = as === 'black' ? 1 : 2;
  return NAMES[table.pattern(codeOf(table, cells), stone)] as string;
}

describe('line patterns', () => {
  const cases: [string, keyof typeof LINE][] = [
    ['....XXXX_....', 'F5'],
    ['...XX_XX.....', 'F5'],
    ['....XXXX_X...', 'F5'], // freestyle: six wins
    ['.....XXX_....', 'F4'],
    ['....OXXX_....', 'B4'],
    ['.....XX_X.O..', 'F4'],
    ['....OXX_X.O..', 'B4'],
    ['.....X.X_X...', 'B4'], // X.XXX: one point makes five
    ['...X.XX_.X...', 'F4'], // two points make five on one line
    ['......XX_....', 'F3'],
    ['.....X.X_....', 'F3'],
    ['.....OXX_....', 'B3'],
    ['...OX.X_.O...', 'B3'],
    ['......X_.....', 'F2'],
    ['.....X._.....', 'F2'],
    ['.....OX_.....', 'B2'],
    ['......_......', 'F1'],
    ['....O._...O..', 'B1'],
    ['.....O_...O..', 'NONE'],
    ['...O._..O....', 'NONE'],
  ];
  for (const [line, expected] of cases) {
    it(`${line} is ${expected} for both colours`, () => {
      expect(pattern(line, 'black')).toBe(expected);
      expect(pattern(line, 'white')).toBe(expected);
    });
  }

  it('stops at the edge of the board, on either side', () => {
    expect(pattern('|XXX_.....', 'black')).toBe('B4');
    expect(pattern('.....XXX_|', 'white')).toBe('B4');
    expect(pattern('|XX_......')).toBe('B3');
    expect(pattern('|X_..|')).toBe('NONE');
    expect(pattern('|._..|')).toBe('NONE');
    expect(pattern('|._...|')).toBe('B1');
    expect(pattern('|XXXX_|')).toBe('F5');
  });

  it('knows renju: Black needs exactly five, an overline is no five; White wins with six', () => {
    expect(pattern('...XXXX_X...', 'black', RENJU)).toBe('OL');
    expect(pattern('...XXXX_X...', 'white', RENJU)).toBe('F5');
    expect(pattern('..XXXX_.....', 'black', RENJU)).toBe('F5');
    // XXX_.X: the point between makes six for Black, so only one end makes five.
    expect(pattern('....XXX_.X..', 'black', RENJU)).toBe('B4');
    expect(pattern('....XXX_.X..', 'white', RENJU)).toBe('F4');
    expect(pattern('...XX.XX_.....', 'black', RENJU)).toBe('B3');
    expect(pattern('...XX.XX_.....', 'white', RENJU)).toBe('B4');
  });

  it('treats both colours alike under the standard rule', () => {
    const standard = { ...GOMOKU, rule: 'standard' } as const;
    expect(pattern('...XXXX_X...', 'black', standard)).toBe('OL');
    expect(pattern('...XXXX_X...', 'white', standard)).toBe('OL');
  });

  it('reads shorter lines (four in a row) with a smaller window', () => {
    const four = { size: 9, winLength: 4, rule: 'freestyle' } as const;
    expect(lineTable(four).half).toBe(3);
    expect(pattern('...XX_...', 'black', four)).toBe('F4');
    expect(pattern('..OXX_...', 'black', four)).toBe('B4');
    expect(pattern('...X_....', 'white', four)).toBe('F3');
  });
});
