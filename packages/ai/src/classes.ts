import { LINE } from './patterns.ts';

/**
 * What a stone of one side on an empty point would make on its four lines together, weakest
 * first: the point's class. `FLEX4` is an open four or two fours (a win unless the other side
 * has a four to play), `BLOCK4_FLEX3` a four and an open three, `FLEX3X2` two open threes.
 */
export const POINT = {
  NONE: 0,
  FLEX2: 1,
  BLOCK3: 2,
  FLEX2X2: 3,
  BLOCK3_PLUS: 4,
  FLEX3: 5,
  FLEX3_PLUS: 6,
  FLEX3X2: 7,
  BLOCK4: 8,
  BLOCK4_PLUS: 9,
  BLOCK4_FLEX3: 10,
  FLEX4: 11,
  FIVE: 12,
} as const;

/** Set beside the class (`CLASS_OF[combo] & MAY_BE_FORBIDDEN`): a Black point the renju rule may forbid. */
export const MAY_BE_FORBIDDEN = 16;


/**
 * What a side's empty points are worth: the sum, over them, of what a stone of that side there
 * would make (`line`, by `LINE` pattern, on each of the point's four lines), of what the point's
 * class adds beyond that (`point`, by `POINT` class: the threats that win), and of what its four
 * lines' patterns together add beyond both (`crossing`: [crossing key, value] pairs, see
 * `crossingOf`; a crossing not listed adds nothing).
 */
export interface Worths {
  readonly line: readonly number[];
  readonly point: readonly number[];
  readonly crossing?: readonly (readonly [number, number])[];
}

/**
 * A point's four line patterns whichever line holds which: its combo's four patterns sorted,
 * strongest first, packed as a combo is (the crossing's key).
 */
export function crossingOf(combo: number): number {
  const patterns = [combo & 15, (combo >> 4) & 15, (combo >> 8) & 15, (combo >> 12) & 15].sort((a, b) => b - a);
  return patterns.reduce((key, pattern) => (key << 4) | pattern, 0);
}

/**
 * The evaluation's values: a position's score is the side to move's worth (by `toMove`) less
 * the other side's (by `waiting`). A threat is worth more to the side that can play it next.
 * `white` holds White's values where they are not Black's: under renju, where Black's double
 * threes and double fours are forbidden, the same shapes are worth something else to each colour.
 */
export interface Evaluation {
  readonly toMove: Worths;
  readonly waiting: Worths;
  readonly white?: { readonly toMove: Worths; readonly waiting: Worths };
}

/** Move ordering: what each line pattern adds to a point's worth (set by hand, apart from the evaluation). */
const ORDER_LINE = [0, 1, 2, 3, 8, 8, 22, 22, 90, 160, 0];
/** Move ordering: a point's worth to its side for attack, and to the other side for defence, by class. */
const ATTACK = [0, 8, 6, 20, 16, 40, 60, 300, 30, 50, 400, 1000, 10000];
const DEFENCE = [0, 6, 4, 16, 12, 30, 45, 200, 20, 35, 300, 700, 5000];

/** The class of a point from how many of its lines hold each `LINE` pattern. */
function classify(count: Int8Array): number {
  const flex2 = count[LINE.F2] as number;
  const block3 = count[LINE.B3] as number;
  const flex3 = count[LINE.F3] as number;
  const block4 = count[LINE.B4] as number;
  const flex4 = count[LINE.F4] as number;
  const fives = count[LINE.F5] as number;
  if (fives) return POINT.FIVE;
  if (flex4 || block4 > 1) return POINT.FLEX4;
  if (block4) return flex3 ? POINT.BLOCK4_FLEX3 : block3 + flex2 ? POINT.BLOCK4_PLUS : POINT.BLOCK4;
  if (flex3 > 1) return POINT.FLEX3X2;
  if (flex3) return block3 + flex2 ? POINT.FLEX3_PLUS : POINT.FLEX3;
  if (block3) return block3 > 1 || flex2 ? POINT.BLOCK3_PLUS : POINT.BLOCK3;
  return flex2 > 1 ? POINT.FLEX2X2 : flex2 ? POINT.FLEX2 : POINT.NONE;
}

/** Whether Black's point with these line patterns may be forbidden under renju: the engine decides. */
function forbiddable(count: Int8Array): boolean {
  const at = (p: number) => count[p] as number;
  return at(LINE.F5) === 0 && (at(LINE.OL) > 0 || at(LINE.F4) > 0 || at(LINE.B4) > 1 || at(LINE.F3) > 1);
}

/** Tables indexed by a combo (65,536 entries), built once an evaluation. */
function build(evaluation: Evaluation): ComboTables {
  const classOf = new Uint8Array(1 << 16);
  const attack = new Int32Array(1 << 16);
  const defence = new Int32Array(1 << 16);
  const count = new Int8Array(16);
  const { white } = evaluation;
  // Black's values as the side to move and as the side that waits, then White's where they differ.
  const sets = white ? [evaluation.toMove, evaluation.waiting, white.toMove, white.waiting] : [evaluation.toMove, evaluation.waiting];
  const worths = sets.map(() => new Int32Array(1 << 16));
  const crossings = sets.map(({ crossing }) => new Map(crossing));
  const crossed = crossings.some((map) => map.size > 0);
  // A combo packs four `LINE` patterns (0 … 10), so only 11⁴ of the 65,536 codes occur: the rest
  // are left at zero. Built on a search's first move, so the fewer the better.
  combos: for (let combo = 0; combo < 1 << 16; combo++) {
    count.fill(0);
    let lines = 0;
    for (let d = 0; d < 4; d++) {
      const pattern = (combo >> (4 * d)) & 15;
      if (pattern > LINE.OL) continue combos;
      count[pattern] = (count[pattern] as number) + 1;
      lines += ORDER_LINE[pattern] as number;
    }
    const klass = classify(count);
    classOf[combo] = klass | (forbiddable(count) ? MAY_BE_FORBIDDEN : 0);
    attack[combo] = (ATTACK[klass] as number) + lines;
    defence[combo] = (DEFENCE[klass] as number) + lines;
    const key = crossed ? crossingOf(combo) : 0;
    for (let i = 0; i < sets.length; i++) {
      const { line, point } = sets[i] as Worths;
      let worth = (point[klass] ?? 0) + ((crossings[i] as Map<number, number>).get(key) ?? 0);
      for (let d = 0; d < 4; d++) worth += line[(combo >> (4 * d)) & 15] ?? 0;
      (worths[i] as Int32Array)[combo] = worth;
    }
  }
  const [blackToMove, blackWaiting] = worths as [Int32Array, Int32Array];
  const [whiteToMove = blackToMove, whiteWaiting = blackWaiting] = worths.slice(2);
  return { classOf, blackToMove, whiteToMove, blackWaiting, whiteWaiting, attack, defence };
}

/**
 * Tables by combo: its class (`POINT`) with the `MAY_BE_FORBIDDEN` bit, its worths to each colour
 * as the side to move and as the side that waits, and its move-ordering worths. Written out, not
 * inferred: inferred, the declarations would say `Uint8Array<ArrayBuffer>`, which TypeScript
 * before 5.7 cannot read.
 */
export interface ComboTables {
  readonly classOf: Uint8Array;
  readonly blackToMove: Int32Array;
  readonly whiteToMove: Int32Array;
  readonly blackWaiting: Int32Array;
  readonly whiteWaiting: Int32Array;
  readonly attack: Int32Array;
  readonly defence: Int32Array;
}

const built = new WeakMap<Evaluation, ComboTables>();

/** The combo tables of an evaluation, built on first use (a few milliseconds) and shared. */
export function comboTables(evaluation: Evaluation): ComboTables {
  let tables = built.get(evaluation);
  if (!tables) built.set(evaluation, (tables = build(evaluation)));
  return tables;
}
