import { Board, forbiddenAt, hasForbiddenMoves, isWinningRun, type Variant } from '@gomoku/engine';

/** A winning line of fours: the attacker's moves (points), its five last; each four's block is forced. */
export type Line = number[];

const WALL = 3;

/**
 * An exhaustive solver for the tactical suite, written apart from the search so that it can
 * check it: it knows only the engine's rules (`isWinningRun`, `forbiddenAt`) on the engine's
 * `Board`. A four is a move after which the attacker has a point that makes five; a threat is a
 * move after which the attacker, if it played again, would win by fours.
 * - `vcf` tries every four of the attacker (a four needs three of its stones in a row of five
 *   with room), the defender's only answer being the block: it finds every victory by fours.
 * - `vct` proves a victory by threats: the attacker plays fours and moves that make three in a
 *   row of five with room, and against every threat every legal reply of the defender is tried
 *   (a reply that leaves the attacker's line of fours standing is refuted by replaying it).
 */
export class Solver {
  readonly board: Board;
  /** Positions visited. */
  nodes = 0;
  readonly #renju: boolean;
  readonly #memo = new Map<string, boolean>();
  readonly #zobrist: Int32Array;
  readonly #line: Int8Array;
  readonly #marks: Int32Array;
  #mark = 0;
  #hashLo = 0;
  #hashHi = 0;

  /** `maxNodes`: past this many positions the solver gives up, throwing `RangeError`. */
  constructor(
    readonly variant: Variant,
    moves: readonly number[],
    readonly maxNodes = Infinity,
  ) {
    this.board = new Board(variant.size);
    this.#renju = hasForbiddenMoves(variant);
    this.#line = new Int8Array(2 * variant.winLength - 1);
    this.#marks = new Int32Array(variant.size * variant.size);
    let seed = 0x1b873593;
    this.#zobrist = Int32Array.from({ length: variant.size * variant.size * 4 }, () => (seed = (Math.imul(seed, 0x5bd1e995) + 0x6b43a9b5) | 0));
    moves.forEach((point, i) => this.#play(point, (i % 2) + 1));
    this.nodes = 0;
  }

  /** Whether `stone` at the empty `point` makes a five under the rule. */
  makesFive(point: number, stone: number): boolean {
    const { board } = this;
    const at = board.index(point);
    for (const step of board.steps) {
      if (isWinningRun(board.run(at, step, stone) + board.run(at, -step, stone) + 1, stone === 1 ? 'black' : 'white', this.variant)) return true;
    }
    return false;
  }

  /** May `stone` play the empty `point`? */
  legal(point: number, stone: number): boolean {
    return stone !== 1 || !this.#renju || forbiddenAt(this.board, this.board.index(point)) === null;
  }

  /** Every empty point where `stone` makes five. */
  fives(stone: number): number[] {
    const found: number[] = [];
    for (let point = 0; point < this.board.plain.length; point++) {
      if (this.board.plain[point] === 0 && this.makesFive(point, stone)) found.push(point);
    }
    return found;
  }

  /** The empty points on the lines through `point`, within a row's reach, where `stone` makes five. */
  fivesAround(point: number, stone: number): number[] {
    const found: number[] = [];
    this.#emptyAround(point, (q) => {
      if (!found.includes(q) && this.makesFive(q, stone)) found.push(q);
    });
    return found;
  }

  /** Calls `visit` with each empty point on the lines through `point`, within a row's reach (the edge ends a line). */
  #emptyAround(point: number, visit: (q: number) => void): void {
    const { board } = this;
    const reach = this.variant.winLength - 1;
    for (let d = 0; d < 4; d++) {
      const step = board.steps[d] as number;
      const pointStep = board.pointSteps[d] as number;
      for (let sign = -1; sign <= 1; sign += 2) {
        for (let k = 1, at = board.index(point) + sign * step; k <= reach && board.cells[at] !== WALL; k++, at += sign * step) {
          if (board.cells[at] === 0) visit(point + sign * k * pointStep);
        }
      }
    }
  }

  /**
   * The most stones of `stone` in a row of winLength cells through the empty `point` that holds
   * no stone of the other side (the point itself not counted); -1 when no such row fits.
   */
  #window(point: number, stone: number): number {
    const { board } = this;
    const length = this.variant.winLength;
    const line = this.#line;
    const at = board.index(point);
    let most = -1;
    for (const step of board.steps) {
      // The cells up to length-1 either side (the point at length-1); past the edge, wall.
      line.fill(WALL);
      line[length - 1] = 0;
      for (let sign = -1; sign <= 1; sign += 2) {
        for (let k = 1, x = at + sign * step; k < length && board.cells[x] !== WALL; k++, x += sign * step) line[length - 1 + sign * k] = board.cells[x] as number;
      }
      for (let start = 0; start < length; start++) {
        let own = 0;
        let open = true;
        for (let i = start; i < start + length && open; i++) {
          if (line[i] === stone) own++;
          else open = line[i] === 0;
        }
        if (open && own > most) most = own;
      }
    }
    return most;
  }

  /**
   * Empty points with at least `stones` of `stone` in a row of winLength through them, most
   * first: only points on a line within reach of one of its stones can have any.
   */
  #movesWith(stone: number, stones: number): number[] {
    const { board } = this;
    const mark = ++this.#mark;
    const scored: [number, number][] = [];
    for (let point = 0; point < board.plain.length; point++) {
      if (board.plain[point] !== stone) continue;
      this.#emptyAround(point, (q) => {
        if (this.#marks[q] === mark) return;
        this.#marks[q] = mark;
        const most = this.#window(q, stone);
        if (most >= stones) scored.push([q, most]);
      });
    }
    return scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([point]) => point);
  }

  #play(point: number, stone: number): void {
    if (++this.nodes > this.maxNodes) throw new RangeError(`The solver gave up after ${this.maxNodes} positions.`);
    this.board.set(point, stone);
    this.#toggle(point, stone);
  }

  #undo(point: number): void {
    this.#toggle(point, this.board.plain[point] as number);
    this.board.set(point, 0);
  }

  #toggle(point: number, stone: number): void {
    this.#hashLo ^= this.#zobrist[point * 4 + (stone - 1) * 2] as number;
    this.#hashHi ^= this.#zobrist[point * 4 + (stone - 1) * 2 + 1] as number;
  }

  /** A victory by at most `fours` fours for `attacker`, to move: its line, or null when there is none. */
  vcf(attacker: number, fours: number): Line | null {
    const mine = this.fives(attacker);
    if (mine.length > 0) return [mine[0] as number];
    return this.#vcf(attacker, fours, this.fives(3 - attacker));
  }

  /** `vcf` when the attacker has no five to play and the defender's fives are `theirs`. */
  #vcf(attacker: number, fours: number, theirs: readonly number[]): Line | null {
    const defender = 3 - attacker;
    if (theirs.length > 1 || fours <= 0) return null;
    const key = `f${attacker}/${this.#hashLo}/${this.#hashHi}`;
    if (this.#memo.has(key)) return null;
    const candidates = theirs.length === 1 ? theirs : this.#movesWith(attacker, this.variant.winLength - 2);
    for (const move of candidates) {
      if (!this.legal(move, attacker)) continue;
      this.#play(move, attacker);
      const mine = this.fivesAround(move, attacker);
      let line: Line | null = null;
      if (mine.length > 1 || (mine.length === 1 && !this.legal(mine[0] as number, defender))) line = [move, mine[0] as number];
      else if (mine.length === 1) {
        const block = mine[0] as number;
        this.#play(block, defender);
        const rest = this.#vcf(attacker, fours - 1, this.fivesAround(block, defender));
        this.#undo(block);
        if (rest) line = [move, ...rest];
      }
      this.#undo(move);
      if (line) return line;
    }
    // Only an unbounded search proves there is none at any length.
    if (fours === Infinity) this.#memo.set(key, false);
    return null;
  }

  /**
   * Replays a line of fours (the defender having no five to play): does it still win, each four
   * answered by the block the position forces?
   */
  replays(attacker: number, line: Line): boolean {
    const defender = 3 - attacker;
    const played: number[] = [];
    let theirs: number[] = [];
    let won = false;
    for (const move of line) {
      if (this.board.plain[move] !== 0) break;
      if (this.makesFive(move, attacker)) {
        won = true;
        break;
      }
      if (theirs.length > 1 || (theirs.length === 1 && theirs[0] !== move) || !this.legal(move, attacker)) break;
      this.#play(move, attacker);
      played.push(move);
      const mine = this.fivesAround(move, attacker);
      if (mine.length === 0) break;
      const block = mine[0] as number;
      if (mine.length > 1 || !this.legal(block, defender)) {
        won = true;
        break;
      }
      this.#play(block, defender);
      played.push(block);
      theirs = this.fivesAround(block, defender);
    }
    for (const point of played.reverse()) this.#undo(point);
    return won;
  }

  /**
   * Whether `attacker`, to move, wins by at most `threats` moves that are fours or threats (the
   * fours of the final victory by fours not counted), against every defence.
   */
  vct(attacker: number, threats: number): boolean {
    if (this.fives(attacker).length > 0) return true;
    return this.#vct(attacker, threats, this.fives(3 - attacker));
  }

  /**
   * Whether the attacker's `move` (a four or a threat), from the position with the attacker to
   * move, wins by at most `threats` more threats against every defence.
   */
  winsWith(move: number, attacker: number, threats: number): boolean {
    if (this.board.plain[move] !== 0 || !this.legal(move, attacker)) return false;
    if (this.makesFive(move, attacker)) return true;
    const theirs = this.fives(3 - attacker);
    if (theirs.length > 1 || (theirs.length === 1 && theirs[0] !== move)) return false;
    this.#play(move, attacker);
    const won = this.#defend(attacker, threats, move);
    this.#undo(move);
    return won;
  }

  #vct(attacker: number, threats: number, theirs: readonly number[]): boolean {
    const key = `t${attacker}/${threats}/${this.#hashLo}/${this.#hashHi}`;
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    let won = false;
    if (theirs.length <= 1) {
      won = this.#vcf(attacker, Infinity, theirs) !== null;
      if (!won && threats > 0) {
        const candidates = theirs.length === 1 ? theirs : this.#movesWith(attacker, this.variant.winLength - 3);
        for (const move of candidates) {
          if (!this.legal(move, attacker)) continue;
          this.#play(move, attacker);
          won = this.#defend(attacker, threats - 1, move);
          this.#undo(move);
          if (won) break;
        }
      }
    }
    this.#memo.set(key, won);
    return won;
  }

  /** The defender to move after the attacker's `move`: does the attacker win against every reply? */
  #defend(attacker: number, threats: number, move: number): boolean {
    const defender = 3 - attacker;
    const mine = this.fivesAround(move, attacker);
    if (mine.length > 1) return true;
    if (mine.length === 1) {
      const block = mine[0] as number;
      if (!this.legal(block, defender)) return true;
      this.#play(block, defender);
      const won = this.#vct(attacker, threats, this.fivesAround(block, defender));
      this.#undo(block);
      return won;
    }
    // Not a four: it must be a threat, a win by fours if the defender passed.
    const line = this.#vcf(attacker, Infinity, []);
    if (!line) return false;
    for (let point = 0; point < this.board.plain.length; point++) {
      if (this.board.plain[point] !== 0 || !this.legal(point, defender)) continue;
      this.#play(point, defender);
      const theirs = this.fivesAround(point, defender);
      const won = (theirs.length === 0 && this.replays(attacker, line)) || this.#vct(attacker, threats, theirs);
      this.#undo(point);
      if (!won) return false;
    }
    return true;
  }
}
