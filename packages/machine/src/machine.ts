import { otherColor } from '@gomoku/engine';
import { charged, paused } from './clock.ts';
import { definition } from './definition.ts';
import { outside, routable } from './events.ts';
import { stateIdOf, valueOf } from './paths.ts';
import { colorOf, endedOffBoard } from './rules.ts';
import { readSnapshot } from './snapshot.ts';
import type { GomokuContext, Status } from './types.ts';
import { withEdgeChecks } from './xstate-adapter.ts';

/**
 * A restored game's clocks, charged with the time that passed since the running one started:
 * a flag that fell meanwhile ends the game on time, the loser's clock at zero.
 */
function resumeClock(status: Status, context: GomokuContext, now: number): { status: Status; context: GomokuContext } {
  const running = context.clock?.running;
  if (!context.clock || !running) return { status, context };
  const clock = charged(context.clock, now);
  if (clock.remaining[running] > 0) return { status, context: { ...context, clock } };
  const winner = otherColor(colorOf(context, running));
  return { status: `${winner}Won`, context: { ...context, clock: paused(clock), ending: endedOffBoard(winner, 'time') } };
}

/**
 * The game's state chart (see `definition`), checking its edges: an event from outside that is
 * not an event, or is one of XState's own, is refused; a snapshot given to
 * `createActor(gomokuMachine, { snapshot })` is read like stored data (`restoreSnapshot`), its
 * running clock charged with the time that passed; one that does not add up starts a new game
 * whose `selectInputError` says why. `provide()` keeps these checks.
 */
export const gomokuMachine = withEdgeChecks(definition, {
  outside,
  routable,
  restore(stored, now, fresh) {
    const read = readSnapshot(stored);
    if (!read.ok) return { context: { ...fresh, inputError: read.reason } };
    const { status, context } = resumeClock(read.status, read.context, now);
    return { stateId: stateIdOf(status), value: valueOf(status), context };
  },
});
