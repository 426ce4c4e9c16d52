import { createActor, SimulatedClock } from 'xstate';
import { gomokuMachine } from '../src/machine.ts';
import {
  selectGameState,
  selectInputError,
  selectMoves,
  selectPlayers,
  selectRejection,
  selectStatus,
  selectUndoPolicy,
  selectUndoRequest,
  selectVariant,
  selectVerdict,
  type GomokuSnapshot,
} from '../src/selectors.ts';
import type { GomokuEvent, GomokuInput } from '../src/types.ts';

/** A time on the wall clock (ms), where the tests' simulated clocks start. */
export const T0 = 1_790_000_000_000;

/** A value written as JSON and read back: what storage or a network gives. */
export const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** XState's simulated clock, set to `at`: its timers fire only when a test moves it. */
export function simulatedClock(at = T0): SimulatedClock {
  const clock = new SimulatedClock();
  clock.set(at);
  return clock;
}

/** What a test reads of a game: the selectors' answers. */
export function read(snapshot: GomokuSnapshot) {
  return {
    moves: selectMoves(snapshot),
    variant: selectVariant(snapshot),
    undo: selectUndoPolicy(snapshot),
    verdict: selectVerdict(snapshot),
    rejection: selectRejection(snapshot),
    undoRequest: selectUndoRequest(snapshot),
    players: selectPlayers(snapshot),
    inputError: selectInputError(snapshot),
  };
}

/**
 * A started actor with `status()`, `read()` and `state()` shortcuts. Given a simulated clock, the
 * actor runs its timers on it, starts (or resumes) at its time, and `send` stamps each event with
 * it (`at`), as the machine asks of a clock that is not the wall clock's.
 */
export function start(input: GomokuInput = {}, clock?: SimulatedClock) {
  const actor = createActor(gomokuMachine, clock ? { input: { now: clock.now(), ...input }, clock } : { input }).start();
  return {
    actor,
    clock,
    send: (event: GomokuEvent) => actor.send(clock && event.at === undefined ? { ...event, at: clock.now() } : event),
    status: () => selectStatus(actor.getSnapshot()),
    read: () => read(actor.getSnapshot()),
    state: () => selectGameState(actor.getSnapshot()),
  };
}
