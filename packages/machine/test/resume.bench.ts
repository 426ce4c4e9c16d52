import { describe } from 'vitest';
import { createActor } from 'xstate';
import { compare, seeded } from '../../../scripts/bench.ts';
import { gomokuMachine } from '../src/machine.ts';
import { readGameState } from '../src/read-game-state.ts';
import { selectGameState, selectStatus } from '../src/selectors.ts';

const GAMES = 200;
const MOVES = 100;
const T0 = 1_790_000_000_000;
const CLOCK = { initialMs: 600_000, incrementMs: 5_000 };

/** Random 100-move games on 19×19 (no five in them), with a clock: the events and the stored state as JSON text. */
function games(): { events: { type: 'play'; point: number; at: number }[]; stored: string }[] {
  const random = seeded(29);
  const out = [];
  while (out.length < GAMES) {
    const actor = createActor(gomokuMachine, { input: { variant: { size: 19, winLength: 5, rule: 'freestyle' }, clock: CLOCK, now: T0 } }).start();
    const events: { type: 'play'; point: number; at: number }[] = [];
    while (events.length < MOVES && selectStatus(actor.getSnapshot()).endsWith('ToMove')) {
      const event = { type: 'play' as const, point: Math.floor(random() * 361), at: T0 + events.length * 1_000 };
      const before = selectGameState(actor.getSnapshot());
      actor.send(event);
      if (selectGameState(actor.getSnapshot()).moves !== before.moves) events.push(event);
    }
    if (events.length === MOVES && selectStatus(actor.getSnapshot()).endsWith('ToMove')) out.push({ events, stored: JSON.stringify(selectGameState(actor.getSnapshot())) });
    actor.stop();
  }
  return out;
}

const played = games();

describe(`resuming ${GAMES} stored ${MOVES}-move games`, () => {
  compare(
    'resume a stored game',
    { name: 'game', scale: 'µs', count: GAMES },
    {
      name: 'JSON.parse + readGameState + createActor({ input: { state } })',
      fn: () => {
        for (const { stored } of played) {
          const read = readGameState(JSON.parse(stored));
          if (!read.ok) throw new Error(read.problem.code);
          createActor(gomokuMachine, { input: { state: read.state, now: T0 + MOVES * 1_000 } }).start().stop();
        }
      },
    },
    {
      name: 'replaying the event log through a new actor',
      fn: () => {
        for (const { events } of played) {
          const actor = createActor(gomokuMachine, { input: { variant: { size: 19, winLength: 5, rule: 'freestyle' }, clock: CLOCK, now: T0 } }).start();
          for (const event of events) actor.send(event);
          actor.stop();
        }
      },
    },
  );
});
