// Does a review's flag stand up to a deeper search? `vitest bench --run --project ai
// test/analysis-agreement.bench.ts` reviews the 50 moves of test/fixtures/review-windows.json by
// the flag rule alone at the default budget (the review before issue 33: a position searched once
// each), by `analyseGame`'s own review at the default budget (flags confirmed), and by the flag rule
// alone at 10× the budget (the reference). It prints, for the first two, the flags the reference
// also makes over the flags made. The budgets are nodes, not this machine's milliseconds: on a
// simulated clock each read of the time is AI_AGREEMENT_STEP ms (0.17: 128 nodes, about the rate
// of master on the 2-core development machine) after the last, so every run on every machine
// searches the same trees and the verdicts are reproducible. AI_AGREEMENT_MS sets the default
// budget (500, `analyseGame`'s).
import { decodeMoves, GOMOKU } from '@gomoku/engine';
import { bench, describe, vi } from 'vitest';
import { flagsOf, reviewGame, type PositionSearch } from '../src/review.ts';
import { WIN } from '../src/scores.ts';
import { search } from '../src/search.ts';
import fixture from './fixtures/review-windows.json';
import { simulateClock } from './simulated-clock.ts';

const MS = Number(process.env.AI_AGREEMENT_MS ?? 500);
const STEP = Number(process.env.AI_AGREEMENT_STEP ?? 0.17);
const windows = fixture.windows.map(({ record, from, to }) => ({ moves: decodeMoves(record, GOMOKU), from, to }));

/** A flag as `window:move:kind`, e.g. `3:11:blunder`. */
type Flag = string;

/**
 * Empties the search's transposition table (kept from search to search of one variant, emptied
 * by a search of another), so that each review starts as a fresh one would.
 */
function coldTable(): void {
  search([], { variant: { size: 9, winLength: 5, rule: 'freestyle' }, timeMs: 0 });
}

/** The flags of `reviews`, a window's moves in order from `from`, named by window and move. */
function named(w: number, from: number, reviews: readonly { blunder: boolean; missedWin: boolean }[]): Flag[] {
  return reviews.flatMap((review, i) => (['blunder', 'missedWin'] as const).filter((kind) => review[kind]).map((kind) => `${w}:${from + i}:${kind}`));
}

/** The flags of the rule alone: each position of the windows searched `timeMs`, in order, as a review does. */
function ruleFlags(timeMs: number): Flag[] {
  coldTable();
  return windows.flatMap(({ moves, from, to }, w) => {
    const scores: number[] = [];
    // The fixture's games end with a five: a lost position for the side to move.
    for (let count = from; count <= to; count++) scores.push(count === moves.length ? -WIN : search(moves.slice(0, count), { variant: GOMOKU, level: 'master', timeMs }).score);
    return named(w, from, scores.slice(0, -1).map((best, i) => flagsOf(best, -(scores[i + 1] as number))));
  });
}

/** The flags of `analyseGame`'s review at `timeMs` a position, over the windows' moves only. */
async function reviewFlags(timeMs: number): Promise<Flag[]> {
  coldTable();
  const flags: Flag[] = [];
  for (const [w, { moves, from, to }] of windows.entries()) {
    // Positions before the window are not searched: a lost score there flags nothing.
    const windowed: PositionSearch = (record, options) => (record.length < from ? { point: -1, score: -WIN, depth: 0, nodes: 0, timeMs: 0, pv: [] } : search(record, options));
    const reviews = await reviewGame(moves.slice(0, to), { timeMsPerMove: timeMs }, windowed);
    flags.push(...named(w, from, reviews.slice(from)));
  }
  return flags;
}

/** Runs `body`, printing how long it took (by the wall clock: the search's own is simulated). */
async function timed<T>(name: string, body: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await body();
  process.stdout.write(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  return result;
}

async function agreement(): Promise<void> {
  simulateClock(STEP);
  try {
    const rule = await timed(`the rule alone at ${MS} ms`, () => ruleFlags(MS));
    const again = await timed('the same again (the clock simulated: the same flags)', () => ruleFlags(MS));
    const reviewed = await timed(`analyseGame at ${MS} ms`, () => reviewFlags(MS));
    const reference = await timed(`the rule alone at ${10 * MS} ms (reference)`, () => ruleFlags(10 * MS));
    const share = (flags: readonly Flag[]) => `${flags.filter((flag) => reference.includes(flag)).length}/${flags.length}`;
    const list = (flags: readonly Flag[], w: number) => flags.filter((flag) => flag.startsWith(`${w}:`)).map((flag) => flag.slice(flag.indexOf(':') + 1)).join(' ') || '—';
    windows.forEach((_, w) => process.stdout.write(`window ${w}: rule ${list(rule, w)} | analyseGame ${list(reviewed, w)} | reference ${list(reference, w)}\n`));
    process.stdout.write(
      `${windows.reduce((n, { from, to }) => n + to - from, 0)} moves, a read of the clock ${STEP} ms; flags the reference (${10 * MS} ms) also makes: ` +
        `the rule alone at ${MS} ms ${share(rule)} (run twice: ${JSON.stringify(rule) === JSON.stringify(again) ? 'the same flags' : 'different flags'}); analyseGame at ${MS} ms ${share(reviewed)}\n`,
    );
  } finally {
    vi.restoreAllMocks();
  }
}

describe('analyseGame against a 10× longer search', () => {
  bench('flags confirmed', agreement, { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 });
});
