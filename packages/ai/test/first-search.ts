// One process's first two searches, for `variants.bench.ts`: `node scripts/run-ts.mjs
// packages/ai/test/first-search.ts MS RULE` prints `{ first, second }`, each the time taken by a
// master search of MS ms on 15×15 (the first builds its tables: line patterns, values by combo).
import { GOMOKU, RENJU } from '@gomoku/engine';
import { search } from '../src/search.ts';

const [ms = '10', rule = 'freestyle'] = process.argv.slice(2);
const variant = rule === 'renju' ? RENJU : GOMOKU;
const timed = (moves: number[]) => {
  const started = performance.now();
  search(moves, { variant, level: 'master', timeMs: Number(ms) });
  return performance.now() - started;
};
// Past the book: the search itself answers.
const first = timed([112, 97, 81, 64, 111, 96]);
const second = timed([112, 97, 81, 64, 111, 96, 80]);
process.stdout.write(`${JSON.stringify({ first, second })}\n`);
