import { createActor } from 'xstate';
import { gomokuMachine } from '../src/machine.ts';
import {
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

/** A started actor with `status()` and `read()` shortcuts. */
export function start(input: GomokuInput = {}) {
  const actor = createActor(gomokuMachine, { input }).start();
  return {
    actor,
    send: (event: GomokuEvent) => actor.send(event),
    status: () => selectStatus(actor.getSnapshot()),
    read: () => read(actor.getSnapshot()),
  };
}
