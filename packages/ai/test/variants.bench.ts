import { Game, MAX_SIZE, MIN_SIZE, type Rule, type Variant } from '@gomoku/engine';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { benchOnce } from './bench-once.ts';
import { search } from '../src/search.ts';

/** Thinking time per move (AI_BENCH_MS, default 100), and the moves searched per variant from its opening. */
const MS = Number(process.env.AI_BENCH_MS ?? 100);
const MOVES = 3;
const RULES: Rule[] = ['freestyle', 'standard', 'renju'];

/** A signal that fires at a set time, read as the search reads it (a synchronous search sees no timer). */
function firingAt(at: number): AbortSignal {
  return {
    get aborted() {
      return performance.now() >= at;
    },
  } as AbortSignal;
}

describe(`ai search on every board size: worst time over ${MS} ms, over 0 ms, and after an abort, in Node`, () => {
  benchOnce('every size, its shortest, five-long and longest rows, every rule', () => {
    const lines: string[] = [];
    for (let size = MIN_SIZE; size <= MAX_SIZE; size++) {
      const worst = { timed: -Infinity, instant: -Infinity, aborted: -Infinity };
      for (const winLength of new Set([3, Math.min(5, size), size])) {
        for (const rule of RULES) {
          const variant: Variant = { size, winLength, rule };
          const game = new Game({ variant });
          for (let i = 0; i < MOVES && !game.isOver; i++) {
            let started = performance.now();
            search(game.moves, { variant, level: 'master', timeMs: 0 });
            worst.instant = Math.max(worst.instant, performance.now() - started);
            started = performance.now();
            search(game.moves, { variant, level: 'master', timeMs: MS * 100, signal: firingAt(started + MS / 2) });
            worst.aborted = Math.max(worst.aborted, performance.now() - started - MS / 2);
            started = performance.now();
            const { point } = search(game.moves, { variant, level: 'master', timeMs: MS });
            worst.timed = Math.max(worst.timed, performance.now() - started - MS);
            game.play(point);
          }
        }
      }
      lines.push(`${String(size).padStart(2)}×${size}: ${worst.timed.toFixed(0).padStart(4)} ms over ${MS} ms, ${worst.instant.toFixed(0).padStart(3)} ms for 0 ms, ${worst.aborted.toFixed(0).padStart(3)} ms after an abort`);
    }
    process.stdout.write(`ai search, worst by board size (${MOVES} moves from the empty board per variant):\n${lines.join('\n')}\n`);
  });
});

/** Fresh processes per budget and rule for the first search. */
const FRESH = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('ai search: a fresh process\'s searches on 15×15, in Node', () => {
  benchOnce('the first search, cold (its tables built in its time) and after a warm-up (as a worker), the second, and three games, at 10 and 100 ms, freestyle and renju', () => {
    const lines: string[] = [];
    for (const warm of ['', 'warm']) {
      for (const ms of [10, 100]) {
        for (const rule of ['freestyle', 'renju']) {
          const runs = Array.from({ length: FRESH }, () => {
            const child = spawnSync(process.execPath, [path.join(root, 'scripts/run-ts.mjs'), path.join(root, 'packages/ai/test/first-search.ts'), String(ms), rule, warm], { encoding: 'utf8' });
            if (child.status !== 0) throw new Error(`first-search.ts failed: ${child.stderr}`);
            return JSON.parse(child.stdout) as { first: number; second: number; games: number[] };
          });
          const worst = (key: 'first' | 'second') => Math.max(...runs.map((run) => run[key])).toFixed(0);
          const games = runs.flatMap((run) => run.games).sort((a, b) => b - a);
          const over = games.filter((time) => time > ms).length;
          lines.push(
            `${warm ? 'warmed up' : 'cold'}, ${ms} ms, ${rule}: first search ${worst('first')} ms, second ${worst('second')} ms (the slowest of ${FRESH} processes); ` +
              `then ${games.length} searches in games: ${over} over ${ms} ms, the slowest ${games.slice(0, 3).map((time) => time.toFixed(0)).join(', ')} ms`,
          );
        }
      }
    }
    process.stdout.write(`ai search, fresh processes:\n${lines.join('\n')}\n`);
  });
});
