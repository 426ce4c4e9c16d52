import { forbiddenMove, isWinningRun, winningLines, type Color, type Variant } from '@gomoku/engine';

/** Scores: a window of winLength cells holding k stones of one side and none of the other. */
export const WIN = 1e9;

const WALL = 3;

/**
 * The search's board: stones on a walled board (no bounds checks, no wrap), Zobrist hashes, and
 * the documents' per-line counting made incremental: for every line of `winLength` cells
 * (572 on 15×15) how many stones each side has on it, and the evaluation those counts give,
 * updated in place on every move and take-back. Nothing is allocated while searching.
 */
export class SearchBoard {
  readonly size: number;
  readonly stride: number;
  readonly cells: Uint8Array;
  /** The same stones by point (0 empty, 1 black, 2 white), for the engine's renju check. */
  readonly plain: Uint8Array;
  readonly steps: readonly number[];
  /** Windows through each point: offsets into `windowsOf`. */
  private readonly windowStart: Int32Array;
  private readonly windowsOf: Int32Array;
  private readonly blackCount: Int8Array;
  private readonly whiteCount: Int8Array;
  private readonly value: Float64Array;
  private readonly zobrist: Int32Array;
  /** Evaluation from Black's point of view: Σ over windows. */
  score = 0;
  hash = 0;
  hash2 = 0;
  readonly stack: number[] = [];
  /** Scratch marks for candidate generation, one generation per use. */
  readonly marks: Int32Array;
  generation = 0;

  constructor(readonly variant: Variant) {
    const { size, winLength } = variant;
    this.size = size;
    this.stride = size + 2;
    this.cells = new Uint8Array(this.stride * this.stride).fill(WALL);
    for (let r = 0; r < size; r++) this.cells.fill(0, (r + 1) * this.stride + 1, (r + 1) * this.stride + 1 + size);
    this.plain = new Uint8Array(size * size);
    this.marks = new Int32Array(size * size);
    this.steps = [1, this.stride, this.stride + 1, this.stride - 1];
    const lines = winningLines(variant);
    const perPoint: number[][] = Array.from({ length: size * size }, () => []);
    lines.forEach((line, w) => line.forEach((p) => perPoint[p]?.push(w)));
    this.windowStart = new Int32Array(size * size + 1);
    let offset = 0;
    perPoint.forEach((list, p) => {
      this.windowStart[p] = offset;
      offset += list.length;
    });
    this.windowStart[size * size] = offset;
    this.windowsOf = Int32Array.from(perPoint.flat());
    this.blackCount = new Int8Array(lines.length);
    this.whiteCount = new Int8Array(lines.length);
    // Each stone more in an open window is worth about ten times as much.
    this.value = Float64Array.from({ length: winLength + 1 }, (_, k) => (k === winLength ? WIN / 1000 : k === 0 ? 0 : 10 ** (k - 1)));
    let seed = 0x9e3779b9 ^ size;
    const random = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed | 0;
    };
    this.zobrist = Int32Array.from({ length: size * size * 4 }, random);
  }

  /** The padded index of a point. */
  at(point: number): number {
    const row = (point / this.size) | 0;
    return (row + 1) * this.stride + point - row * this.size + 1;
  }

  /** A window's worth from Black's point of view. */
  private worth(w: number): number {
    const b = this.blackCount[w] as number;
    const o = this.whiteCount[w] as number;
    if (b && o) return 0;
    return b ? (this.value[b] as number) : -(this.value[o] as number);
  }

  play(point: number, stone: number): void {
    this.cells[this.at(point)] = stone;
    this.plain[point] = stone;
    this.stack.push(point);
    const counts = stone === 1 ? this.blackCount : this.whiteCount;
    for (let i = this.windowStart[point] as number, end = this.windowStart[point + 1] as number; i < end; i++) {
      const w = this.windowsOf[i] as number;
      this.score -= this.worth(w);
      counts[w] = (counts[w] as number) + 1;
      this.score += this.worth(w);
    }
    this.hash ^= this.zobrist[point * 4 + stone] as number;
    this.hash2 ^= this.zobrist[point * 4 + stone + 1] as number;
  }

  undo(): void {
    const point = this.stack.pop() as number;
    const stone = this.plain[point] as number;
    this.cells[this.at(point)] = 0;
    this.plain[point] = 0;
    const counts = stone === 1 ? this.blackCount : this.whiteCount;
    for (let i = this.windowStart[point] as number, end = this.windowStart[point + 1] as number; i < end; i++) {
      const w = this.windowsOf[i] as number;
      this.score -= this.worth(w);
      counts[w] = (counts[w] as number) - 1;
      this.score += this.worth(w);
    }
    this.hash ^= this.zobrist[point * 4 + stone] as number;
    this.hash2 ^= this.zobrist[point * 4 + stone + 1] as number;
  }

  /** Set by `pointValue`: a line through the point holds winLength-1 of the side's stones and none of the other's. */
  fiveForSide = false;
  /** Set by `pointValue`: the same for the other side (a five to block). */
  fiveForOther = false;

  /**
   * How much a stone of `stone` at `point` would add for that side plus what it takes from
   * the other (its lines): the candidate ordering. Also flags lines one stone short of five for
   * either side, so only those points need the exact (rule-aware) five check.
   */
  pointValue(point: number, stone: number): number {
    const own = stone === 1 ? this.blackCount : this.whiteCount;
    const other = stone === 1 ? this.whiteCount : this.blackCount;
    const almost = this.variant.winLength - 1;
    let attack = 0;
    let defence = 0;
    this.fiveForSide = false;
    this.fiveForOther = false;
    for (let i = this.windowStart[point] as number, end = this.windowStart[point + 1] as number; i < end; i++) {
      const w = this.windowsOf[i] as number;
      const o = own[w] as number;
      const t = other[w] as number;
      if (t === 0) {
        attack += (this.value[o + 1] as number) - (this.value[o] as number);
        if (o === almost) this.fiveForSide = true;
      }
      if (o === 0) {
        defence += (this.value[t + 1] as number) - (this.value[t] as number);
        if (t === almost) this.fiveForOther = true;
      }
    }
    return attack + defence * 0.8;
  }

  /** The run through a point in a direction if `stone` stood there (the point itself counted). */
  run(point: number, stone: number, d: number): number {
    const at = this.at(point);
    const step = this.steps[d] as number;
    let n = 1;
    for (let i = at + step; this.cells[i] === stone; i += step) n++;
    for (let i = at - step; this.cells[i] === stone; i -= step) n++;
    return n;
  }

  /** Would `stone` at the empty `point` win, under the variant's rule (the engine's)? */
  winsAt(point: number, stone: number): boolean {
    const color: Color = stone === 1 ? 'black' : 'white';
    for (let d = 0; d < 4; d++) if (isWinningRun(this.run(point, stone, d), color, this.variant)) return true;
    return false;
  }

  /** May `stone` play the empty `point`? Only Black under renju has forbidden points. */
  allowed(point: number, stone: number): boolean {
    return stone !== 1 || forbiddenMove(this.plain, point, this.variant) === null;
  }

  isEmpty(point: number): boolean {
    return this.plain[point] === 0;
  }
}
