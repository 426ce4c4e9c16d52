import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { GOMOKU, RENJU } from '@gomoku/engine';
import { describe } from 'vitest';
import { benchOnce } from '../bench-once.ts';
import { bookLines, pointsOf, type BookRule } from '../../src/book.ts';
import type { BookVerdict, BookVerdicts } from '../../src/book-verdicts.ts';
import { WON } from '../../src/scores.ts';
import { think } from '../../src/think.ts';

// `pnpm --filter @gomoku/ai verify-book` sets these (see scripts/verify-book.mjs); without AI_BOOK_MS nothing runs.
const MS = Number(process.env.AI_BOOK_MS ?? 0);
const OUT = new URL('../../src/book-verdicts.json', import.meta.url).pathname;
/** Only these lines (their stones, comma-separated), the others' verdicts kept as they are; all when unset. */
const ONLY = process.env.AI_BOOK_LINES?.split(',');
/** Only this book (freestyle or renju); both when unset. */
const RULES = (['freestyle', 'renju'] as const).filter((rule) => (process.env.AI_BOOK_RULE ?? rule) === rule);

/** A point of 15×15 in the book's letters. */
const letters = (point: number) => String.fromCharCode(104 + (point % 15) - 7, 104 + Math.floor(point / 15) - 7);

/** The verdict on `moves`' last move, from its player's side: the opponent's long search of the position after it. */
function verdictOn(moves: number[], rule: BookRule): BookVerdict {
  const variant = rule === 'renju' ? RENJU : GOMOKU;
  // `think`, not `search`: the book must not answer for itself.
  const reply = think(moves, { variant, level: 'master', timeMs: MS });
  const score = -reply.score;
  return { verdict: score >= WON ? 'won' : score <= -WON ? 'lost' : 'unclear', score, depth: reply.depth, reply: letters(reply.point), searchMs: MS };
}

describe.skipIf(MS === 0)(`ai book verification: every book move, ${MS} ms of master search on the position after it`, () => {
  benchOnce('verify the book', () => {
    const verdicts: BookVerdicts = existsSync(OUT) && (ONLY || RULES.length < 2) ? JSON.parse(readFileSync(OUT, 'utf8')) : { freestyle: {}, renju: {} };
    for (const rule of RULES) {
      for (const { stones, replies } of bookLines(rule)) {
        if (ONLY && !ONLY.includes(stones)) continue;
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
  });
});
