import { Game } from '@gomoku/engine';
import { describe } from 'vitest';
import { createActor } from 'xstate';
import { compare, seeded } from '../../../scripts/bench.ts';
import { gomokuMachine } from '../src/machine.ts';
import { selectRejection, selectStatus } from '../src/selectors.ts';

const GAMES = 50;
const MOVES = 100;
const VARIANT = { size: 19, winLength: 5, rule: 'freestyle' } as const;

/** Random 100-move games on 19×19 with no five in them, as points. */
function games(): number[][] {
  const random = seeded(31);
  const out: number[][] = [];
  while (out.length < GAMES) {
    const game = new Game({ variant: VARIANT });
    while (game.moves.length < MOVES && !game.verdict.reason) {
      const point = Math.floor(random() * 361);
      if (!game.problemWith(point)) game.play(point);
    }
    if (!game.verdict.reason) out.push([...game.moves]);
  }
  return out;
}

const played = games();

// What the chart costs a move over the rules alone: the server runs one actor a room and sends
// it every move, the page one a game. The baseline asks the engine what the chart's guards ask
// (is the move allowed, does it end the game) and plays it on a copy, as the chart does.
describe(`a move of ${GAMES} games of ${MOVES} moves, without a clock`, () => {
  compare(
    'a move through the chart',
    { name: 'move', scale: 'µs', count: GAMES * MOVES },
    {
      name: "actor.send({ type: 'play' }) and its snapshot's status and refusal",
      fn: () => {
        for (const points of played) {
          const actor = createActor(gomokuMachine, { input: { variant: VARIANT } }).start();
          for (const [index, point] of points.entries()) {
            actor.send({ type: 'play', point, by: index % 2 ? 'second' : 'first' });
            const snapshot = actor.getSnapshot();
            if (selectRejection(snapshot) || !selectStatus(snapshot).endsWith('ToMove')) throw new Error('The game should go on.');
          }
          actor.stop();
        }
      },
    },
    {
      name: 'the engine: problemWith, verdictAfter, clone and play',
      fn: () => {
        for (const points of played) {
          let game = new Game({ variant: VARIANT });
          for (const point of points) {
            if (game.problemWith(point) || game.verdictAfter(point).reason) throw new Error('The game should go on.');
            game = game.clone();
            game.play(point);
          }
        }
      },
    },
    { iterations: 25 },
  );
});
