import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { routable } from './events.ts';
import { readSnapshot, valueOf } from './snapshot.ts';

/**
 * Makes the machine check what comes from outside, at the edge:
 * - every event: one XState cannot route (null, a number) is refused like an unknown event
 *   instead of stopping the actor;
 * - every snapshot given to `createActor(machine, { snapshot })`: it is read like stored data
 *   (`readSnapshot`), and one that does not add up starts a new game whose `inputError` says
 *   why, so no stored or forged data can put the actor in a state the rules cannot reach.
 */
export function checkedAtTheEdge<T extends AnyStateMachine>(machine: T): T {
  const transition = machine.transition.bind(machine);
  machine.transition = (snapshot, event: EventObject, scope) => transition(snapshot, routable(event), scope);
  machine.restoreSnapshot = (stored: Snapshot<unknown>, scope) => {
    const read = readSnapshot(stored);
    if (read.ok) return machine.resolveState({ value: valueOf(read.status), context: read.context });
    const fresh = machine.getInitialSnapshot(scope, {});
    return machine.resolveState({ value: fresh.value, context: { ...fresh.context, inputError: read.reason } });
  };
  return machine;
}
