import { writeFileSync } from 'node:fs';
import { GOMOKU, RENJU } from '@gomoku/engine';
import { bench, describe } from 'vitest';
import { bookLines, pointsOf, type BookRule } from '../../src/book.ts';
import type { BookVerdict, BookVerdicts } from '../../src/book-verdicts.ts';
import { WON } from '../../src/pvs.ts';
import { think } from '../../src/think.ts';

// `pnpm --filter @gomoku/ai verify-book` sets these (see scripts/verify-book.mjs); without AI_BOOK_MS nothing runs.
const MS = Number(process.env.AI_BOOK_MS ?? 0);
const OUT = process.env.AI_BOOK_OUT ?? new URL('../../src/book-verdicts.json', import.meta.url).pathname;

/** A point of 15×15 in the book's letters. */
const letters = (point: number) => String.fromCharCode(104 + (point % 15) - 7, 104 + Math.floor(point / 15) - 7);

/** The verdict on `moves`' last move, from its player's side: the opponent's long search of the position after it. */
function verdictOn(moves: number[], rule: BookRule): BookVerdict {
  const variant = rule === 'renju' ? RENJU : GOMOKU;
  // `think`, not `search`: the book must not answer for itself.
  const reply = think(moves, { variant, level: 'master', timeMs: MS });
  const score = -reply.score;
  return { verdict: score >= WON ? 'won' : score <= -WON ? 'lost' : 'unclear', score, depth: reply.depth, reply: letters(reply.point) };
}

describe.skipIf(MS === 0)(`ai book verification: every book move, ${MS} ms of master search on the position after it`, () => {
  let done = false;
  bench(
    'verify the book',
    () => {
      if (done) return;
      done = true;
      const verdicts: BookVerdicts = { searchMs: MS, freestyle: {}, renju: {} };
      for (const rule of ['freestyle', 'renju'] as const) {
        for (const { stones, replies } of bookLines(rule)) {
          const byReply: Record<string, BookVerdict> = {};
          for (const reply of replies) {
            byReply[reply] = verdictOn([...pointsOf(stones), ...pointsOf(reply)], rule);
            process.stdout.write(`${rule} ${stones || '(empty)'}: ${reply} ${JSON.stringify(byReply[reply])}\n`);
          }
          verdicts[rule][stones] = byReply;
        }
      }
      writeFileSync(OUT, `${JSON.stringify(verdicts, null, 1)}\n`);
      process.stdout.write(`ai book verification written to ${OUT}\n`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
