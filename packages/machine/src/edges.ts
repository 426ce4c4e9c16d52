import { otherColor } from '@gomoku/engine';
import type { AnyActorScope, AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { charged, nowOf, paused } from './clock.ts';
import { routable } from './events.ts';
import { colorOf } from './rules.ts';
import { readSnapshot, stateIdOf, valueOf } from './snapshot.ts';
import type { GomokuContext, Status } from './types.ts';

/**
 * A restored game's clocks, charged with the time that passed since the running one started:
 * a flag that fell meanwhile ends the game on time.
 */
function resumeClock(status: Status, context: GomokuContext, now: number): { status: Status; context: GomokuContext } {
  const running = context.clock?.running;
  if (!context.clock || !running) return { status, context };
  const clock = charged(context.clock, now);
  if (clock.remaining[running] > 0) return { status, context: { ...context, clock } };
  const winner = otherColor(colorOf(context, running));
  return { status: `${winner}Won`, context: { ...context, clock: paused(clock), ending: Object.freeze({ winner, reason: 'time', line: Object.freeze([]) }) } };
}

/**
 * Sets the flag timers of a restored state: XState schedules a delayed transition when its state
 * is entered, and a restored snapshot enters nothing. The event and id are XState's own, so
 * leaving the state cancels the timer as usual.
 */
function scheduleTimers(machine: AnyStateMachine, status: Status, context: GomokuContext, scope: AnyActorScope): void {
  for (const { eventType, delay } of machine.getStateNodeById(stateIdOf(status)).after) {
    const wait = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
    // Our delays read only the context.
    const ms = typeof wait === 'function' ? wait({ context, event: { type: eventType }, self: scope.self, system: scope.system }, undefined) : wait;
    if (typeof ms === 'number') scope.system.scheduler.schedule(scope.self, scope.self, { type: eventType }, ms, eventType);
  }
}

/**
 * Makes the machine check what comes from outside, at the edge:
 * - every event: one XState cannot route (null, a number) is refused like an unknown event
 *   instead of stopping the actor;
 * - every snapshot given to `createActor(machine, { snapshot })`: it is read like stored data
 *   (`readSnapshot`), its running clock is charged with the time that passed and its flag timer
 *   set again; one that does not add up starts a new game whose `inputError` says why, so no
 *   stored or forged data can put the actor in a state the rules cannot reach.
 */
export function checkedAtTheEdge<T extends AnyStateMachine>(machine: T): T {
  const transition = machine.transition.bind(machine);
  machine.transition = (snapshot, event: EventObject, scope) => transition(snapshot, routable(event), scope);
  machine.restoreSnapshot = (stored: Snapshot<unknown>, scope) => {
    const read = readSnapshot(stored);
    if (!read.ok) {
      const fresh = machine.getInitialSnapshot(scope, {});
      return machine.resolveState({ value: fresh.value, context: { ...fresh.context, inputError: read.reason } });
    }
    const { status, context } = resumeClock(read.status, read.context, nowOf(scope.system));
    scheduleTimers(machine, status, context, scope);
    return machine.resolveState({ value: valueOf(status), context });
  };
  return machine;
}
