import { initialContext } from './context.ts';
import type { GameState } from './game-state.ts';
import { gomokuMachine } from './machine.ts';
import { valueOf } from './paths.ts';
import { readState } from './read-game-state.ts';
import type { GomokuSnapshot } from './selectors.ts';
import { statusOf } from './status.ts';
import type { GomokuContext } from './types.ts';

/**
 * A snapshot of the machine at a `GameState`, for the selectors and `whyRefused` where no actor
 * runs (a client showing a server's game): the state as given, its clocks too (a UI times the
 * running one on its own clock). A state that does not check (`readGameState`) gives a new game
 * whose `selectInputError` says why. Never throws.
 */
export function snapshotOf(state: GameState): GomokuSnapshot {
  const read = readState(state);
  const context: GomokuContext = read.ok
    ? { state: read.state, game: read.game, rejection: null, inputError: null }
    : { ...initialContext(undefined), inputError: read.problem };
  return gomokuMachine.resolveState({ value: valueOf(statusOf(context.state, context.game)), context });
}

