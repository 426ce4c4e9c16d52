import { isWinningRun, type Color, type Variant } from '@gomoku/engine';

/**
 * What a stone of one side on an empty point would make along one line, weakest first: nothing,
 * a blocked or open one, two, three, a four (one point then makes five), an open four (two
 * points do), a five, or an overline that does not win (Black under renju, both under standard).
 * "Open" means one stone more makes the next open shape: an open three becomes an open four.
 */
export const LINE = { NONE: 0, B1: 1, F1: 2, B2: 3, F2: 4, B3: 5, F3: 6, B4: 7, F4: 8, F5: 9, OL: 10 } as const;

/** Cell values in a line code: 2 bits a cell. */
const EMPTY = 0;
const WALL = 3;
/** A table entry with neither side's pattern computed yet. */
const UNKNOWN = 0xff;

/**
 * The line patterns of a variant: a table from a line code (the `half` cells on each side of an
 * empty point, 2 bits each: empty, black, white, wall; see `shiftOf`) to the `LINE` pattern a
 * stone of each side on the point would make. The
 * window reaches `winLength - 1` cells each way, one more where a run must be exactly
 * `winLength` long (so that an overline is seen). Entries are filled in on first use: a game
 * meets a few thousand of the 4^(2·half) codes.
 */
export class LineTable {
  /** Cells looked at on each side of the point. */
  readonly half: number;
  /**
   * Both sides' patterns by code: Black's in the low nibble, White's in the high one; a nibble
   * of 15 is not computed yet (`pair` fills it in).
   */
  readonly pairs: Uint8Array;
  readonly #variant: Variant;
  readonly #line: Int8Array;

  constructor(variant: Variant) {
    this.#variant = variant;
    this.half = halfOf(variant);
    this.pairs = new Uint8Array(1 << (4 * this.half)).fill(UNKNOWN);
    this.#line = new Int8Array(2 * this.half + 1);
  }

  /** Bit position, in a code, of the cell `offset` cells from the point (offset ≠ 0, |offset| ≤ half). */
  shiftOf(offset: number): number {
    return 2 * (offset < 0 ? offset + this.half : offset + this.half - 1);
  }

  /** Both patterns of a code (as in `pairs`), computed and kept on first use. */
  pair(code: number): number {
    this.pattern(code, 1);
    this.pattern(code, 2);
    return this.pairs[code] as number;
  }

  /** The pattern for `stone` (1 black, 2 white) of a code, computed and kept on first use. */
  pattern(code: number, stone: number): number {
    const known = this.#nibble(code, stone);
    if (known !== 15) return known;
    const line = this.#line;
    // The line as seen by `stone`: 1 own, 0 empty, -1 blocked (the other side or the wall).
    for (let offset = -this.half; offset <= this.half; offset++) {
      if (offset === 0) continue;
      const cell = (code >> this.shiftOf(offset)) & 3;
      line[offset + this.half] = cell === EMPTY ? 0 : cell === stone ? 1 : -1;
    }
    line[this.half] = 1;
    return this.#keep(code, stone, this.#classify(code, stone, stone === 1 ? 'black' : 'white'));
  }

  #nibble(code: number, stone: number): number {
    return ((this.pairs[code] as number) >> (stone === 1 ? 0 : 4)) & 15;
  }

  #keep(code: number, stone: number, pattern: number): number {
    const shift = stone === 1 ? 0 : 4;
    this.pairs[code] = ((this.pairs[code] as number) & ~(15 << shift)) | (pattern << shift);
    return pattern;
  }

  /** Length of the run of own stones through `at` in the current line. */
  #run(at: number): number {
    const line = this.#line;
    let n = 1;
    for (let i = at + 1; line[i] === 1; i++) n++;
    for (let i = at - 1; line[i] === 1; i--) n++;
    return n;
  }

  /** The pattern of the current line (own stone on the point), by trying one more stone. */
  #classify(code: number, stone: number, color: Color): number {
    const line = this.#line;
    const { half } = this;
    const { winLength } = this.#variant;
    const centre = this.#run(half);
    if (isWinningRun(centre, color, this.#variant)) return LINE.F5;
    if (centre > winLength) return LINE.OL;
    let fives = 0;
    let best: number = LINE.NONE;
    for (let at = 0; at <= 2 * half; at++) {
      // Farther cells cannot share a row of winLength with the point.
      if (line[at] !== 0 || Math.abs(at - half) >= winLength) continue;
      line[at] = 1;
      // Own stones all the way from the point to the new one?
      let joined = true;
      for (let i = Math.min(at, half) + 1; i < Math.max(at, half); i++) joined &&= line[i] === 1;
      if (joined && isWinningRun(this.#run(at), color, this.#variant)) fives++;
      else if (fives === 0) {
        const child = this.#known(code | (stone << this.shiftOf(at - half)), stone, color);
        // One stone more is one step up: an open four after it means an open three now.
        if (child >= LINE.B2 && child <= LINE.F4 && child - 2 > best) best = child - 2;
      }
      line[at] = 0;
    }
    return fives >= 2 ? LINE.F4 : fives === 1 ? LINE.B4 : best;
  }

  /** The pattern of the current line after one more own stone (already on it), kept by code. */
  #known(code: number, stone: number, color: Color): number {
    const known = this.#nibble(code, stone);
    return known !== 15 ? known : this.#keep(code, stone, this.#classify(code, stone, color));
  }
}

/** The widest window a table is kept for: 4^(2·5) codes, a megabyte. */
const MAX_HALF = 5;

/** Cells a variant's table looks at on each side of a point: `winLength - 1`, one more where a run must be exactly `winLength` long. */
function halfOf(variant: Variant): number {
  const exact = !isWinningRun(variant.winLength + 1, 'black', variant) || !isWinningRun(variant.winLength + 1, 'white', variant);
  return variant.winLength - 1 + (exact ? 1 : 0);
}

/** Whether line patterns are kept for the variant's rows (up to six in freestyle, five where rows must be exact). */
export function readsPatterns(variant: Variant): boolean {
  return halfOf(variant) <= MAX_HALF;
}

const tables = new Map<string, LineTable>();

/** The line table of a variant, shared by every search of that variant. */
export function lineTable(variant: Variant): LineTable {
  const key = `${variant.winLength}/${variant.rule}`;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = new LineTable(variant)));
  return table;
}

/** Code of a line given as the cells from `-half` to `half` (the point's own cell ignored), for tests and setup. */
export function codeOf(table: LineTable, cells: readonly number[]): number {
  let code = 0;
  for (let offset = -table.half; offset <= table.half; offset++) {
    if (offset !== 0) code |= (cells[offset + table.half] ?? WALL) << table.shiftOf(offset);
  }
  return code;
}
