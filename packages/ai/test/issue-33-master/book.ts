import { hasForbiddenMoves, type Variant } from '@gomoku/engine';

/** The books: renju's, and freestyle's (which serves the standard rule too). */
export type BookRule = 'freestyle' | 'renju';

/**
 * The opening book, one line a position: its stones in record order, then after ':' the moves
 * to play there, best first. A stone is two letters, column then row, from the centre: 'h' is
 * the centre line, 'a' seven to the left (or above), 'o' seven to the right (or below). The
 * book holds the centre, White's two usual answers (direct and diagonal), Black's usual third
 * move against each (next to both stones: Kagetsu against the direct one), and White's reply in
 * each of the 26 standard three-stone openings, as a 10-second master search chose it under
 * each rule. Where the verification's long search (90 s a move) proved that reply lost, another
 * took its place: one a 90-second search chose, or, where that search chose the lost move again,
 * the best of the points next to the stones screened for 20 s each; each replacement was then
 * verified like the rest (freestyle's h8 h9 f7 in an earlier run; in the 90-second run four more
 * freestyle replies and two renju ones). A position is found in any of its eight rotations and
 * reflections. Every move's verdict is in book-verdicts.json.
 */
const BOOKS: Record<BookRule, string> = {
  freestyle: ':hh hh:hg,ig hhhg:ig hhig:ih hhhgff:gf hhhggf:gi hhhghf:ff hhhgfg:ee hhhggg:fe hhhgfh:gh hhhggh:eh hhhgfi:eh hhhggi:ig hhhghi:jk hhhgfj:gi hhhggj:gf hhhghj:ii hhigff:gg hhiggf:hf hhighf:hg hhigif:he hhigjf:ie hhigfg:ge hhiggg:hf hhighg:gf hhigfh:gh hhiggh:hf hhigfi:hj hhiggi:ki hhigfj:eh',
  renju: ':hh hh:hg,ig hhhg:ig hhig:ih hhhgff:ee hhhggf:ee hhhghf:ge hhhgfg:eh hhhggg:fe hhhgfh:gh hhhggh:fh hhhgfi:eg hhhggi:fj hhhghi:ij hhhgfj:gi hhhggj:fe hhhghj:gk hhigff:gg hhiggf:he hhighf:he hhigif:fh hhigjf:gg hhigfg:eh hhiggg:ff hhighg:gh hhigfh:gh hhiggh:hi hhigfi:ff hhiggi:hi hhigfj:eh',
};

/** Book positions by their stones (see `keyOf`), with the moves to play there. */
type Book = Map<string, number[][]>;

const books = new Map<string, Book>();

/**
 * The key of a position, its stones turned by symmetry `s` of the square (bit 4: swap the axes,
 * then bit 1: mirror the columns, bit 2: mirror the rows): Black's stones, then White's, sorted.
 */
function keyOf(stones: readonly number[][], s = 0): string {
  const side = (parity: number) =>
    stones
      .filter((_, i) => i % 2 === parity)
      .map((stone) => String(turn(stone, s)))
      .sort()
      .join(' ');
  return `${side(0)}|${side(1)}`;
}

function turn([x = 0, y = 0]: number[], s: number): number[] {
  if (s & 4) [x, y] = [y, x];
  return [s & 1 ? -x : x, s & 2 ? -y : y];
}

/** The inverse of `turn`. */
function back([x = 0, y = 0]: number[], s: number): number[] {
  if (s & 1) x = -x;
  if (s & 2) y = -y;
  return s & 4 ? [y, x] : [x, y];
}

/** A line of the book as written: its stones and replies in the book's letters. */
export interface BookLine {
  /** The position's stones, two letters each (e.g. 'hhhgff'). */
  stones: string;
  /** The moves to play there, best first (e.g. ['gf']). */
  replies: string[];
}

/** The lines of a rule's book, as written (the book verification script checks each reply). */
export function bookLines(rule: BookRule): BookLine[] {
  return BOOKS[rule].split(' ').map((line) => {
    const [stones = '', replies = ''] = line.split(':');
    return { stones, replies: replies.split(',') };
  });
}

/** Stones in the book's letters as offsets from the centre, [x, y] each. */
function offsetsOf(text: string): number[][] {
  return (text.match(/../g) ?? []).map((pair) => [pair.charCodeAt(0) - 104, pair.charCodeAt(1) - 104]);
}

/** Stones in the book's letters as points of a board of `size`. */
export function pointsOf(text: string, size = 15): number[] {
  const centre = (size - 1) >> 1;
  return offsetsOf(text).map(([x = 0, y = 0]) => (y + centre) * size + x + centre);
}

function bookOf(rule: BookRule): Book {
  let book = books.get(rule);
  if (!book) {
    books.set(rule, (book = new Map()));
    for (const { stones, replies } of bookLines(rule)) book.set(keyOf(offsetsOf(stones)), replies.map(offsetsOf).flat());
  }
  return book;
}

/**
 * The opening book's move after `moves`, or null out of book (or not a five-in-a-row game on a
 * board of 15 or more). `pick` 'first' plays the book's main line, 'any' one of its moves at
 * random; `legal` says which points the side to move may play. Renju has a book of its own;
 * freestyle's serves the standard rule too.
 */
export function bookMove(moves: readonly number[], variant: Variant, pick: 'first' | 'any', legal: (point: number) => boolean): number | null {
  const { size, winLength } = variant;
  if (winLength !== 5 || size < 15 || moves.length > 4) return null;
  const centre = (size - 1) >> 1;
  const stones = moves.map((point) => [(point % size) - centre, Math.floor(point / size) - centre]);
  const book = bookOf(hasForbiddenMoves(variant) ? 'renju' : 'freestyle');
  for (let s = 0; s < 8; s++) {
    const replies = book.get(keyOf(stones, s));
    if (!replies) continue;
    const points = replies.map((reply) => back(reply, s)).map(([x = 0, y = 0]) => (y + centre) * size + x + centre).filter(legal);
    return points.length === 0 ? null : (points[pick === 'first' ? 0 : Math.floor(Math.random() * points.length)] as number);
  }
  return null;
}
