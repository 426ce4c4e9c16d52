/// <reference lib="webworker" />
// The benchmark's worker in Chromium: searches the middle-game positions with master and with the
// baseline (the search before issue 13), and posts back nodes, time and depth of each search.
import { search } from '../packages/ai/src/search.ts';
import { baselineSearch } from '../packages/ai/test/baseline/search.ts';
import { middleGames } from '../packages/ai/test/fixtures/middle-games.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<{ timeMs: number }>) => {
  const { timeMs } = event.data;
  const measure = (result: { nodes: number; timeMs: number; depth: number }) => ({ nodes: result.nodes, timeMs: result.timeMs, depth: result.depth });
  scope.postMessage({
    master: middleGames.map((moves) => measure(search(moves, { level: 'master', timeMs }))),
    baseline: middleGames.map((moves) => measure(baselineSearch(moves, { level: 'hard', timeMs }))),
  });
};
