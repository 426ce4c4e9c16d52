import { createActor } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { selectStatus } from './selectors.ts';
import type { GomokuEvent, GomokuInput } from './types.ts';

/** A started actor with a `status()` shortcut. */
export function start(input: GomokuInput = {}) {
  const actor = createActor(gomokuMachine, { input }).start();
  return {
    actor,
    send: (event: GomokuEvent) => actor.send(event),
    status: () => selectStatus(actor.getSnapshot()),
    context: () => actor.getSnapshot().context,
  };
}
