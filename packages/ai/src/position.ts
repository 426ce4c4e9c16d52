import { Board, forbiddenAt, hasForbiddenMoves, type Variant } from '@gomoku/engine';
import { comboTables, MAY_BE_FORBIDDEN, POINT, type ComboTables, type Evaluation } from './classes.ts';
import { evaluationFor } from './evaluations.ts';
import { lineTable, type LineTable } from './patterns.ts';

// The engine's cell values, repeated: read millions of times, and another module's binding is a
// getter call under Vite's module runner.
const EMPTY = 0;
const BLACK = 1;
const WALL = 3;
const FIVE = POINT.FIVE;

/**
 * The search's position: the engine's walled `Board` (its cells and its four direction steps),
 * and kept up to date on every move and take-back: for every point and direction the code of
 * the cells around it (`codes`); for every empty point the line patterns each side would make
 * there (`combos`) and the point's class per side (`classes`); how many empty points hold each
 * class per side (`counts`); the evaluation's sums per side (`sums`); Zobrist hashes; and which
 * points are near a stone (`near`, `nearList`). Points inside are padded cells
 * (`board.index(point)`). A take-back puts back what its move logged rather than working the
 * change out again. Nothing is allocated while searching.
 */
export class Position {
  /** The engine's board: the one walled board and set of directions. */
  readonly board: Board;
  /** `board.cells`: EMPTY, BLACK, WHITE or WALL by padded cell. */
  readonly cells: Uint8Array;
  /** `board.steps`: across, down, down-right, down-left. */
  readonly steps: readonly number[];
  /** The padded cell of every point, in point order. */
  readonly points: Int32Array;
  /** The point of every padded cell (-1 for the wall). */
  readonly pointOf: Int32Array;
  /** Whether Black has forbidden points (the engine's `hasForbiddenMoves`). */
  readonly renju: boolean;
  /** The variant's line patterns (shared by every position of the variant). */
  readonly lines: LineTable;
  /** Classes and worths by combo (shared by every position). */
  readonly tables: ComboTables;
  /** Line codes by `cell * 4 + direction`, for every cell, empty or not. */
  readonly codes: Int32Array;
  /** Line patterns of each empty cell for Black (at `cell`) and White (at `cells.length + cell`), a nibble a direction. */
  readonly combos: Uint16Array;
  /** The class of each empty cell, laid out like `combos`, with the `MAY_BE_FORBIDDEN` bit (see `COMBO`). */
  readonly classes: Uint8Array;
  /** Empty points of each class: Black's at `class`, White's at `16 + class`. */
  readonly counts: Int32Array;
  /** Σ of the worth of every empty point per side, as the side to move (index 1 Black, 2 White) and as the side that waits (3 Black, 4 White). */
  readonly sums: Int32Array;
  /** Stones within two rows and columns of each cell: where play is worth considering. */
  readonly near: Uint8Array;
  /** The cells with `near` above 0 (empty or not), in the order they came near a stone: `nearList[0 … nearCount)`. */
  readonly nearList: Int32Array;
  nearCount = 0;
  /** The cells played, in order. */
  readonly stack: Int32Array;
  /** How many stones are on the board. */
  count = 0;
  /** The position's two 32-bit Zobrist hashes: the low one picks a slot, the high one checks it. */
  hashLo = 0;
  hashHi = 0;
  readonly #zobrist: Int32Array;
  /** Code deltas of a stone `k` cells after (`#after`) or before (`#before`) the point, by `stone * (half + 1) + k`. */
  readonly #after: Int32Array;
  readonly #before: Int32Array;
  /** The cells within two rows and columns of each cell: `#around[#aroundStart[cell] … #aroundStart[cell + 1])`. */
  readonly #around: Int32Array;
  readonly #aroundStart: Int32Array;
  /** `nearCount` before each stone: a take-back shortens the list back to it. */
  readonly #nearMarks: Int32Array;
  /**
   * What each stone changed, to be put back when it is taken back: pairs of a code's index and
   * the code it replaced (`#codeLog`), and pairs of an empty cell and the patterns it had before,
   * Black's in the low 16 bits and White's in the high (`#comboLog`). The k-th stone's entries
   * begin at `#codeMarks[k]` and `#comboMarks[k]`; `#savedSums` holds the sums with its cell counted out (4 a stone).
   */
  readonly #codeLog: Int32Array;
  readonly #comboLog: Int32Array;
  #codesLogged = 0;
  #combosLogged = 0;
  readonly #codeMarks: Int32Array;
  readonly #comboMarks: Int32Array;
  readonly #savedSums: Int32Array;

  /** A position of `variant` scored by `evaluation` (the variant's fitted values by default, `evaluationFor`). */
  constructor(
    readonly variant: Variant,
    evaluation: Evaluation = evaluationFor(variant),
  ) {
    const { size } = variant;
    this.board = new Board(size);
    this.cells = this.board.cells;
    this.steps = this.board.steps;
    this.renju = hasForbiddenMoves(variant);
    this.lines = lineTable(variant);
    this.tables = comboTables(evaluation);
    const n = this.cells.length;
    this.points = Int32Array.from({ length: size * size }, (_, p) => this.board.index(p));
    this.pointOf = new Int32Array(n).fill(-1);
    this.points.forEach((cell, p) => (this.pointOf[cell] = p));
    const { half } = this.lines;
    const deltas = (sign: number) => Int32Array.from({ length: 3 * (half + 1) }, (_, i) => (i % (half + 1) ? Math.floor(i / (half + 1)) << this.lines.shiftOf(sign * (i % (half + 1))) : 0));
    this.#after = deltas(1);
    this.#before = deltas(-1);
    const around: number[] = [];
    this.#aroundStart = new Int32Array(n + 1);
    for (let cell = 0; cell < n; cell++) {
      this.#aroundStart[cell] = around.length;
      const point = this.pointOf[cell] as number;
      if (point < 0) continue;
      const row = Math.floor(point / size);
      const col = point % size;
      for (let r = Math.max(0, row - 2); r <= Math.min(size - 1, row + 2); r++) {
        for (let c = Math.max(0, col - 2); c <= Math.min(size - 1, col + 2); c++) around.push(this.board.index(r * size + c));
      }
    }
    this.#aroundStart[n] = around.length;
    this.#around = Int32Array.from(around);
    this.codes = new Int32Array(n * 4);
    this.combos = new Uint16Array(n * 2);
    this.classes = new Uint8Array(n * 2);
    this.counts = new Int32Array(32);
    this.sums = new Int32Array(5);
    this.near = new Uint8Array(n);
    this.nearList = new Int32Array(size * size);
    this.#nearMarks = new Int32Array(size * size);
    this.stack = new Int32Array(size * size);
    // A stone changes the code, and maybe the patterns, of each cell it sees: 8 · half at most.
    this.#codeLog = new Int32Array(size * size * 8 * half * 2);
    this.#comboLog = new Int32Array(size * size * 8 * half * 2);
    this.#codeMarks = new Int32Array(size * size);
    this.#comboMarks = new Int32Array(size * size);
    this.#savedSums = new Int32Array(size * size * 4);
    let seed = 0x2545f491 ^ size;
    this.#zobrist = Int32Array.from({ length: n * 4 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed;
    });
    for (const cell of this.points) {
      for (let d = 0; d < 4; d++) {
        // What lies past the wall is wall too: a line never wraps into the next row.
        let code = 0;
        for (const side of [-1, 1]) {
          let wall = false;
          for (let k = 1; k <= half; k++) {
            wall ||= this.cells[cell + side * k * (this.steps[d] as number)] === WALL;
            if (wall) code |= WALL << this.lines.shiftOf(side * k);
          }
        }
        this.codes[cell * 4 + d] = code;
      }
      this.#rebuild(cell);
      this.#account(cell, 1);
    }
  }

  /** Puts `stone` (1 Black, 2 White) on the empty padded `cell`. */
  play(cell: number, stone: number): void {
    this.#codeMarks[this.count] = this.#codesLogged;
    this.#comboMarks[this.count] = this.#combosLogged;
    this.#account(cell, -1);
    for (let i = 0; i < 4; i++) this.#savedSums[this.count * 4 + i] = this.sums[i + 1] as number;
    this.board.set(this.pointOf[cell] as number, stone);
    this.#spread(cell, stone);
    this.#hash(cell, stone);
    this.#nearMarks[this.count] = this.nearCount;
    this.#nearBy(cell);
    this.stack[this.count++] = cell;
  }

  /** Takes back the last stone and returns its cell. */
  undo(): number {
    const cell = this.stack[--this.count] as number;
    const stone = this.cells[cell] as number;
    this.board.set(this.pointOf[cell] as number, EMPTY);
    this.#restore(this.#codeMarks[this.count] as number, this.#comboMarks[this.count] as number);
    // The sums as they were once the cell was counted out; its own patterns were left alone while
    // it was occupied, so it counts in again as the empty point it was.
    for (let i = 0; i < 4; i++) this.sums[i + 1] = this.#savedSums[this.count * 4 + i] as number;
    this.#account(cell, 1);
    this.#hash(cell, stone);
    this.#farFrom(cell);
    return cell;
  }

  /** The class (`POINT`) of the empty `cell` for `stone`. */
  classOf(cell: number, stone: number): number {
    return (this.classes[stone === BLACK ? cell : this.cells.length + cell] as number) & 15;
  }

  /** How many empty points hold class `klass` for `stone`. */
  countOf(stone: number, klass: number): number {
    return this.counts[(stone - 1) * 16 + klass] as number;
  }

  /** Whether `stone` has a point that makes a four or better. */
  hasFour(stone: number): boolean {
    const base = (stone - 1) * 16;
    const { counts } = this;
    return (counts[base + 8] as number) + (counts[base + 9] as number) + (counts[base + 10] as number) + (counts[base + 11] as number) + (counts[base + 12] as number) > 0;
  }

  /** May `stone` play the empty `cell`? Black's renju-suspect points are asked of the engine. */
  legal(cell: number, stone: number): boolean {
    if (stone !== BLACK || !this.renju || !((this.classes[cell] as number) & MAY_BE_FORBIDDEN)) return true;
    return forbiddenAt(this.board, cell) === null;
  }

  /** Some empty cell where `stone` makes five, or -1. */
  fivePoint(stone: number): number {
    if (this.countOf(stone, FIVE) === 0) return -1;
    const { cells, nearList, classes } = this;
    const base = stone === BLACK ? 0 : cells.length;
    for (let i = 0; i < this.nearCount; i++) {
      const cell = nearList[i] as number;
      if (cells[cell] === EMPTY && ((classes[base + cell] as number) & 15) === FIVE) return cell;
    }
    return -1;
  }

  /** The evaluation for `stone` to move: its points' worth against the other side's. */
  evaluate(stone: number): number {
    return (this.sums[stone] as number) - (this.sums[5 - stone] as number);
  }

  /** Toggles a stone in the two 32-bit Zobrist hashes. */
  #hash(cell: number, stone: number): void {
    const i = cell * 4 + (stone - 1) * 2;
    this.hashLo ^= this.#zobrist[i] as number;
    this.hashHi ^= this.#zobrist[i + 1] as number;
  }

  /**
   * Adds `stone` at `cell` to the codes of the cells that see it along each line, and carries the
   * change to the patterns, classes, counts and sums of those that are empty, logging each code
   * and pattern it replaces. An occupied cell's code is kept; its patterns wait until it empties.
   */
  #spread(cell: number, stone: number): void {
    const { cells, steps, codes, combos, sums } = this;
    const { pairs } = this.lines;
    const { blackToMove, whiteToMove, blackWaiting, whiteWaiting, classOf } = this.tables;
    const codeLog = this.#codeLog;
    const comboLog = this.#comboLog;
    let codesLogged = this.#codesLogged;
    let combosLogged = this.#combosLogged;
    const n = cells.length;
    const half = this.lines.half;
    const base = stone * (half + 1);
    for (let d = 0; d < 4; d++) {
      const shift = 4 * d;
      const keep = ~(15 << shift);
      for (let side = 1; side >= -1; side -= 2) {
        const step = side * (steps[d] as number);
        const deltas = side === 1 ? this.#before : this.#after;
        for (let k = 1, x = cell + step; k <= half && cells[x] !== WALL; k++, x += step) {
          const i = x * 4 + d;
          const was = codes[i] as number;
          const code = was + (deltas[base + k] as number);
          codes[i] = code;
          codeLog[codesLogged++] = i;
          codeLog[codesLogged++] = was;
          if (cells[x] !== EMPTY) continue;
          let pair = pairs[code] as number;
          if ((pair & 15) === 15 || pair >= 0xf0) pair = this.lines.pair(code);
          const oldBlack = combos[x] as number;
          const oldWhite = combos[n + x] as number;
          const black = (oldBlack & keep) | ((pair & 15) << shift);
          const white = (oldWhite & keep) | ((pair >> 4) << shift);
          if (black === oldBlack && white === oldWhite) continue;
          comboLog[combosLogged++] = x;
          comboLog[combosLogged++] = oldBlack | (oldWhite << 16);
          if (black !== oldBlack) {
            combos[x] = black;
            sums[1] = (sums[1] as number) + (blackToMove[black] as number) - (blackToMove[oldBlack] as number);
            sums[3] = (sums[3] as number) + (blackWaiting[black] as number) - (blackWaiting[oldBlack] as number);
            this.#reclass(x, classOf[black] as number, 0);
          }
          if (white !== oldWhite) {
            combos[n + x] = white;
            sums[2] = (sums[2] as number) + (whiteToMove[white] as number) - (whiteToMove[oldWhite] as number);
            sums[4] = (sums[4] as number) + (whiteWaiting[white] as number) - (whiteWaiting[oldWhite] as number);
            this.#reclass(n + x, classOf[white] as number, 16);
          }
        }
      }
    }
    this.#codesLogged = codesLogged;
    this.#combosLogged = combosLogged;
  }

  /** Sets the class at `i` (`classes`' index) and moves the point between the counts of its side (at `side`: 0 Black, 16 White). */
  #reclass(i: number, now: number, side: number): void {
    const { classes, counts } = this;
    const was = classes[i] as number;
    if (was === now) return;
    classes[i] = now;
    counts[side + (was & 15)] = (counts[side + (was & 15)] as number) - 1;
    counts[side + (now & 15)] = (counts[side + (now & 15)] as number) + 1;
  }

  /** Puts back every code and pattern logged from `codeMark` and `comboMark` on, with the classes and counts that follow from the patterns. */
  #restore(codeMark: number, comboMark: number): void {
    const { codes, combos } = this;
    const { classOf } = this.tables;
    const codeLog = this.#codeLog;
    const comboLog = this.#comboLog;
    const n = this.cells.length;
    for (let j = codeMark; j < this.#codesLogged; j += 2) codes[codeLog[j] as number] = codeLog[j + 1] as number;
    for (let j = comboMark; j < this.#combosLogged; j += 2) {
      const x = comboLog[j] as number;
      const black = (comboLog[j + 1] as number) & 0xffff;
      const white = (comboLog[j + 1] as number) >>> 16;
      combos[x] = black;
      combos[n + x] = white;
      this.#reclass(x, classOf[black] as number, 0);
      this.#reclass(n + x, classOf[white] as number, 16);
    }
    this.#codesLogged = codeMark;
    this.#combosLogged = comboMark;
  }

  /** Works out an empty cell's patterns and classes from its codes (when the position is made). */
  #rebuild(cell: number): void {
    const { lines } = this;
    let black = 0;
    let white = 0;
    for (let d = 0; d < 4; d++) {
      const code = this.codes[cell * 4 + d] as number;
      let pair = lines.pairs[code] as number;
      if ((pair & 15) === 15 || pair >= 0xf0) pair = lines.pair(code);
      black |= (pair & 15) << (4 * d);
      white |= (pair >> 4) << (4 * d);
    }
    const n = this.cells.length;
    this.combos[cell] = black;
    this.combos[n + cell] = white;
    this.classes[cell] = this.tables.classOf[black] as number;
    this.classes[n + cell] = this.tables.classOf[white] as number;
  }

  /** Counts an empty cell in (`sign` 1) or out of (-1) the sums and class counts. */
  #account(cell: number, sign: number): void {
    const { blackToMove, whiteToMove, blackWaiting, whiteWaiting } = this.tables;
    const n = this.cells.length;
    const black = this.combos[cell] as number;
    const white = this.combos[n + cell] as number;
    this.sums[1] = (this.sums[1] as number) + sign * (blackToMove[black] as number);
    this.sums[2] = (this.sums[2] as number) + sign * (whiteToMove[white] as number);
    this.sums[3] = (this.sums[3] as number) + sign * (blackWaiting[black] as number);
    this.sums[4] = (this.sums[4] as number) + sign * (whiteWaiting[white] as number);
    const b = (this.classes[cell] as number) & 15;
    const w = 16 + ((this.classes[n + cell] as number) & 15);
    this.counts[b] = (this.counts[b] as number) + sign;
    this.counts[w] = (this.counts[w] as number) + sign;
  }

  /** Marks the cells within two rows and columns of `cell` as near one stone more; those near none before join the list. */
  #nearBy(cell: number): void {
    const { near, nearList } = this;
    const around = this.#around;
    for (let i = this.#aroundStart[cell] as number, end = this.#aroundStart[cell + 1] as number; i < end; i++) {
      const x = around[i] as number;
      if ((near[x] as number) === 0) nearList[this.nearCount++] = x;
      near[x] = (near[x] as number) + 1;
    }
  }

  /**
   * Undoes `#nearBy` for the last stone, at `cell`: the cells it brought near are the last in the
   * list (every later stone is taken back), so the list is cut back to where it was.
   */
  #farFrom(cell: number): void {
    const { near } = this;
    const around = this.#around;
    for (let i = this.#aroundStart[cell] as number, end = this.#aroundStart[cell + 1] as number; i < end; i++) {
      const x = around[i] as number;
      near[x] = (near[x] as number) - 1;
    }
    this.nearCount = this.#nearMarks[this.count] as number;
  }
}
