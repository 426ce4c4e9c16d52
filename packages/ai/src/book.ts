import { hasForbiddenMoves, type Game } from '@gomoku/engine';

/**
 * The opening book, one line a position: its stones in record order, then after ':' the moves
 * to play there, best first. A stone is two letters, column then row, from the centre: 'h' is
 * the centre line, 'a' seven to the left (or above), 'o' seven to the right (or below). The
 * book holds the centre, White's two usual answers (direct and diagonal), Black's third move
 * against each, and White's reply in each of the 26 standard three-stone openings; a position
 * is found in any of its eight rotations and reflections.
 */
const BOOKS: Record<'freestyle' | 'renju', string> = {
  freestyle: ':hh hh:hg,ig hhhg:ig hhig:ih',
  renju: ':hh hh:hg,ig hhhg:ig hhig:ih',
};

/** Book positions by their stones (Black's and White's, sorted), with the moves to play. */
type Book = Map<string, [number, number][]>;

const books = new Map<string, Book>();

const decode = (pair: string): [number, number] => [pair.charCodeAt(0) - 104, pair.charCodeAt(1) - 104];

/** The key of a position: Black's stones, then White's, each sorted. */
function keyOf(stones: readonly (readonly [number, number])[]): string {
  const side = (parity: number) =>
    stones
      .filter((_, i) => i % 2 === parity)
      .map(([x, y]) => `${x},${y}`)
      .sort()
      .join(' ');
  return `${side(0)}|${side(1)}`;
}

function bookOf(rule: 'freestyle' | 'renju'): Book {
  let book = books.get(rule);
  if (book) return book;
  book = new Map();
  for (const line of BOOKS[rule].split(' ')) {
    const [stones = '', replies = ''] = line.split(':');
    const pairs = (text: string) => (text.match(/../g) ?? []).map(decode);
    book.set(keyOf(pairs(stones)), replies.split(',').map(decode));
  }
  books.set(rule, book);
  return book;
}

/** The eight symmetries of the square, and their inverses. */
const SYMMETRIES: ((x: number, y: number) => [number, number])[] = [];
const INVERSES: ((x: number, y: number) => [number, number])[] = [];
for (const swap of [false, true]) {
  for (const sx of [1, -1]) {
    for (const sy of [1, -1]) {
      SYMMETRIES.push(swap ? (x, y) => [sx * y, sy * x] : (x, y) => [sx * x, sy * y]);
      INVERSES.push(swap ? (x, y) => [sy * y, sx * x] : (x, y) => [sx * x, sy * y]);
    }
  }
}

/**
 * The opening book's move for the game, or null out of book (or not a five-in-a-row game on a
 * board of 15 or more). `pick` 'first' plays the book's main line, 'any' one of its moves at
 * random. Renju has a book of its own; freestyle's serves the standard rule too.
 */
export function bookMove(game: Game, pick: 'first' | 'any'): number | null {
  const { size, winLength } = game.variant;
  if (winLength !== 5 || size < 15 || game.moves.length > 4) return null;
  const centre = (size - 1) / 2;
  const stones = game.moves.map((point): [number, number] => [(point % size) - Math.floor(centre), Math.floor(point / size) - Math.floor(centre)]);
  const book = bookOf(hasForbiddenMoves(game.variant) ? 'renju' : 'freestyle');
  for (let s = 0; s < SYMMETRIES.length; s++) {
    const turned = SYMMETRIES[s] as (x: number, y: number) => [number, number];
    const replies = book.get(keyOf(stones.map(([x, y]) => turned(x, y))));
    if (!replies) continue;
    const back = INVERSES[s] as (x: number, y: number) => [number, number];
    const points = replies
      .map(([x, y]) => back(x, y))
      .map(([x, y]) => (y + Math.floor(centre)) * size + x + Math.floor(centre))
      .filter((point) => game.problemWith(point) === null);
    if (points.length === 0) return null;
    return (pick === 'first' ? points[0] : points[Math.floor(Math.random() * points.length)]) as number;
  }
  return null;
}
