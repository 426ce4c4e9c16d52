// A fresh process's searches, for `variants.bench.ts`: `node scripts/run-ts.mjs
// packages/ai/test/first-search.ts MS RULE [warm]` prints `{ first, second, games }`: the time
// taken by the process's first and second master searches of MS ms on 15×15 (the first builds
// its tables and runs cold code, unless `warm` warms the process up first, as a worker does),
// then the times of the searches of three games the search plays against itself from three
// openings, up to 25 moves each.
import { GOMOKU, RENJU } from '@gomoku/engine';
import { search } from '../src/search.ts';
import { warmUp } from '../src/warm-up.ts';

const [ms = '10', rule = 'freestyle', warm] = process.argv.slice(2);
const variant = rule === 'renju' ? RENJU : GOMOKU;
const timed = (moves: number[]) => {
  const started = performance.now();
  const { point } = search(moves, { variant, level: 'master', timeMs: Number(ms) });
  return { time: performance.now() - started, point };
};
if (warm === 'warm') warmUp();
// Past the book: the search itself answers.
const first = timed([112, 97, 81, 64, 111, 96]).time;
const second = timed([112, 97, 81, 64, 111, 96, 80]).time;
const games: number[] = [];
for (const opening of [[112, 97, 81, 64, 111, 96], [112, 113, 98, 128], [112, 126, 98, 110, 96]]) {
  const moves = [...opening];
  for (let i = 0; i < 25; i++) {
    try {
      const { time, point } = timed(moves);
      games.push(time);
      moves.push(point);
    } catch {
      break; // the game is over
    }
  }
}
process.stdout.write(`${JSON.stringify({ first, second, games })}\n`);
