import { decodeMoves } from '@gomoku/engine';
import { bench, describe } from 'vitest';
import { baselineSearch } from './baseline/search.ts';
import fixtures from './fixtures/middle-games.json';
import { search, type SearchResult } from './search.ts';

/** Thinking time per position (AI_BENCH_MS, default 1000). */
const MS = Number(process.env.AI_BENCH_MS ?? 1000);
const positions = fixtures.records.map((record) => decodeMoves(record));

/** Node rate and depth over the positions: Σ nodes / Σ time, and the mean, least and greatest depth. */
function summary(results: readonly Pick<SearchResult, 'nodes' | 'timeMs' | 'depth'>[]) {
  const nodes = results.reduce((sum, r) => sum + r.nodes, 0);
  const ms = results.reduce((sum, r) => sum + r.timeMs, 0);
  const depths = results.map((r) => r.depth);
  return {
    rate: (nodes / ms) * 1000,
    text: `${Math.round(nodes / ms)}k nodes/s, depth ${(depths.reduce((a, b) => a + b, 0) / depths.length).toFixed(1)} (${Math.min(...depths)}–${Math.max(...depths)})`,
  };
}

describe(`ai search: ${positions.length} middle-game positions, ${MS} ms each, in Node`, () => {
  let done = false;
  bench(
    'master against the baseline (hard before issue 13)',
    () => {
      if (done) return;
      done = true;
      const master = summary(positions.map((moves) => search(moves, { level: 'master', timeMs: MS })));
      const baseline = summary(positions.map((moves) => baselineSearch(moves, { level: 'hard', timeMs: MS })));
      process.stdout.write(`ai search (Node): master ${master.text}; baseline ${baseline.text}; node rate ${(master.rate / baseline.rate).toFixed(1)}x the baseline's\n`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
