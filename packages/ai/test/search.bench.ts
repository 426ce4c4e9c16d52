import { GOMOKU } from '@gomoku/engine';
import { describe } from 'vitest';
import { benchOnce } from './bench-once.ts';
import { frozenSearch } from './frozen-master/index.ts';
import { baselineSearch } from './baseline/search.ts';
import { middleGames, summarise } from './fixtures/middle-games.ts';
import { search } from '../src/search.ts';

/** Thinking time per position (AI_BENCH_MS, default 1000). */
const MS = Number(process.env.AI_BENCH_MS ?? 1000);

describe(`ai search: ${middleGames.length} middle-game positions, ${MS} ms each, in Node`, () => {
  benchOnce('master against master before issue 21 and the baseline (hard before issue 13)', () => {
    const master = summarise(middleGames.map((moves) => search(moves, { level: 'master', timeMs: MS })), MS);
    const frozen = summarise(middleGames.map((moves) => frozenSearch(moves, GOMOKU, MS)), MS);
    const baseline = summarise(middleGames.map((moves) => baselineSearch(moves, { level: 'hard', timeMs: MS })), MS);
    process.stdout.write(
      `ai search (Node): master ${master.text}; frozen master ${frozen.text}; baseline ${baseline.text}; node rate ${(master.rate / frozen.rate).toFixed(2)}x the frozen master's, ${(master.rate / baseline.rate).toFixed(1)}x the baseline's\n`,
    );
  });
});
