import { Game } from '@gomoku/engine';
import { bench, describe } from 'vitest';
import { playMatch } from './match.ts';
import { search } from './search.ts';

/** Middle-game positions: openings played out by the medium level for a dozen moves. */
function positions(count: number): number[][] {
  return Array.from({ length: count }, (_, i) => {
    const game = new Game({ moves: [112, 112 + 1 + (i % 3), 112 - 15 + (i % 2)] });
    while (game.moves.length < 14 && !game.isOver) game.play(search(game.moves, { level: 'medium', timeMs: 30 }).point);
    return game.isOver ? [112, 113, 98] : [...game.moves];
  });
}

const middle = positions(4);
const GAMES = Number(process.env.AI_MATCH_GAMES ?? 4);
const MATCH_MS = Number(process.env.AI_MATCH_MS ?? 100);

describe('ai search', () => {
  let nodes = 0;
  let ms = 0;
  let depth = 0;
  let printed = false;
  bench(
    'hard, 250 ms per middle-game position',
    () => {
      for (const moves of middle) {
        const r = search(moves, { level: 'hard', timeMs: 250 });
        nodes += r.nodes;
        ms += r.timeMs;
        depth += r.depth;
      }
    },
    {
      iterations: 1,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      teardown: () => {
        if (ms === 0 || printed) return;
        printed = true;
        const perSecond = (nodes / ms) * 1000;
        // Baseline in the same run: the engine replaying a record and judging every move.
        const started = performance.now();
        let judged = 0;
        for (let k = 0; k < 200; k++) for (const moves of middle) judged += new Game({ moves }).moves.length;
        const judgedPerSecond = (judged / (performance.now() - started)) * 1000;
        process.stdout.write(
          `ai search: ${Math.round(perSecond)} nodes/s, depth ${(depth / middle.length).toFixed(1)} in 250 ms (baseline engine replay: ${Math.round(judgedPerSecond)} moves/s; ratio ${(perSecond / judgedPerSecond).toFixed(2)})\n`,
        );
      },
    },
  );
});

describe(`ai match: hard vs medium, ${GAMES} games at ${MATCH_MS} ms a move`, () => {
  let played = false;
  bench(
    'match',
    () => {
      // One match per run, however often the bench calls this.
      if (played) return;
      played = true;
      const result = playMatch('hard', 'medium', { games: GAMES, timeMs: MATCH_MS });
      process.stdout.write(
        `ai match hard vs medium: ${result.wins} won, ${result.losses} lost, ${result.draws} drawn of ${result.games} (score ${(result.score * 100).toFixed(0)}%, target ≥ 90%); slowest move ${result.slowestMoveMs.toFixed(0)} ms (limit ${MATCH_MS + 50} ms)\n`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
