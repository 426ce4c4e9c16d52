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


/** Worth of each line pattern to the evaluation, by `LINE` value. */
const LINE_WORTH = [0, 1, 2, 3, 8, 8, 22, 22, 90, 160, 0];
/** What a point's class adds to the evaluation beyond its lines: the threats that win. */
const CLASS_WORTH = [0, 0, 0, 4, 4, 0, 8, 60, 0, 10, 90, 150, 200];
/** Move ordering: a point's worth to its side for attack, and to the other side for defence. */
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

/** Tables indexed by a combo (65,536 entries), built once. */
function build() {
  const classOf = new Uint8Array(1 << 16);
  const worth = new Int32Array(1 << 16);
  const attack = new Int32Array(1 << 16);
  const defence = new Int32Array(1 << 16);
  const count = new Int8Array(16);
  for (let combo = 0; combo < 1 << 16; combo++) {
    count.fill(0);
    let lines = 0;
    for (let d = 0; d < 4; d++) {
      const pattern = (combo >> (4 * d)) & 15;
      count[pattern] = (count[pattern] as number) + 1;
      lines += LINE_WORTH[pattern] ?? 0;
    }
    const klass = classify(count);
    classOf[combo] = klass | (forbiddable(count) ? MAY_BE_FORBIDDEN : 0);
    worth[combo] = lines + (CLASS_WORTH[klass] as number);
    attack[combo] = (ATTACK[klass] as number) + lines;
    defence[combo] = (DEFENCE[klass] as number) + lines;
  }
  return { classOf, worth, attack, defence };
}

/** Tables by combo: its class (`POINT`) with the `MAY_BE_FORBIDDEN` bit, and its worths. */
export type ComboTables = ReturnType<typeof build>;

let tables: ComboTables | undefined;

/** The combo tables, built on first use (a few milliseconds) and shared. */
export function comboTables(): ComboTables {
  return (tables ??= build());
}
