import { Game, IllegalMoveError } from '@gomoku/engine';
import * as v from 'valibot';
import { mostTime } from './clock.ts';
import { GAME_STATE_FORMAT, GameStateShape, type GameState } from './game-state.ts';
import { isRecord } from './events.ts';
import { takeBackCount } from './rules.ts';
import { isSwap, readSettings } from './settings.ts';
import { EXTENDED, openingStatus, PLACED, seatOnTheClock } from './status.ts';
import { recordError } from './record-error.ts';
import type { InputError, InputErrorCode } from './vocabulary.ts';

/** A `GameState` as read from outside: the state (and the engine's game for its record), or why it cannot be used. */
export type ReadGameState = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly problem: InputError };

/** The code for a value that fails the shape at `key` (the first key of the issue's path). */
const SHAPE_CODES: Readonly<Record<string, InputErrorCode>> = {
  settings: 'broken-settings',
  moves: 'broken-record',
  players: 'broken-players',
  black: 'broken-colors',
  opening: 'broken-opening',
  ending: 'broken-ending',
  clock: 'broken-clock',
  pending: 'broken-pending',
};

/** What the values of a well-shaped state mean together, or the first code they break. */
function meaningProblem(state: GameState, game: Game): InputError | null {
  const fail = (code: InputErrorCode) => ({ code }) as InputError;
  const { settings, opening, ending, pending, clock, black } = state;
  const stones = game.moves.length;
  const swap = isSwap(settings.opening);
  // The opening: an extension only under swap2 and after the three stones; the stones both accepted, as the choice made them.
  if (opening.extended && (settings.opening !== 'swap2' || stones < PLACED)) return fail('broken-opening');
  if (black === null) {
    if (!swap || opening.stones !== 0 || stones > (opening.extended ? EXTENDED : PLACED)) return fail('broken-colors');
  } else if (!swap && black !== 'first') return fail('broken-colors');
  if (opening.stones !== 0 && (black === null || opening.stones !== (opening.extended ? EXTENDED : PLACED) || opening.stones > stones)) return fail('broken-opening');
  // The ending: the board's own (a five, a full board) exactly when the record gives one; else one off the board.
  const board = game.verdict;
  if (board.reason !== null ? ending?.reason !== board.reason || ending.winner !== board.winner : ending !== null && (ending.reason === 'five' || ending.reason === 'draw' || (ending.reason === 'agreed') !== (ending.winner === null))) {
    return fail('broken-ending');
  }
  // What waits: a rematch after the game; an undo request (by consent) of a stone its asker may take back, or an offer, in a side's turn.
  if (pending) {
    const turn = !ending && openingStatus(state, stones) === null;
    const holds = pending.kind === 'rematch' ? ending !== null : turn && (pending.kind !== 'undo' || (settings.undo === 'consent' && takeBackCount(state, pending.by) > 0));
    if (!holds) return fail('broken-pending');
  }
  // The clocks: one for a time control, within what its increments can have added; running for the one to act, from the first stone.
  if ((clock === null) !== (settings.clock === null)) return fail('broken-clock');
  if (clock && settings.clock) {
    const most = mostTime(settings.clock, stones);
    if (clock.remaining.first > most || clock.remaining.second > most) return fail('broken-clock');
    if ((clock.running?.seat ?? null) !== seatOnTheClock(state, game)) return fail('broken-clock');
  }
  return null;
}

/**
 * A state whose record fails the shape (the keys before it passed theirs): the engine replays it
 * on the state's board to name the first wrong move (any board refuses what the shape does), or,
 * on a board it cannot play, the record as a whole.
 */
function brokenRecord({ settings, moves }: Pick<GameState, 'settings' | 'moves'>): InputError {
  try {
    new Game({ variant: settings.variant, moves });
  } catch (thrown) {
    if (thrown instanceof IllegalMoveError) return recordError(thrown, 'broken-record', moves, settings.variant.size);
  }
  return { code: 'broken-record', move: null, point: null, problem: 'bad-record' };
}

/** A state read with the engine's game for its record, for the machine to resume with. */
export type ReadState = { readonly ok: true; readonly state: GameState; readonly game: Game } | { readonly ok: false; readonly problem: InputError };

/** `readGameState`, keeping the engine's game it replayed. */
export function readState(value: unknown): ReadState {
  const fail = (problem: InputError): ReadState => ({ ok: false, problem });
  try {
    if (isRecord(value) && typeof value.format === 'number' && value.format > GAME_STATE_FORMAT) return fail({ code: 'future-format' });
    const shaped = v.safeParse(GameStateShape, value);
    if (!shaped.success) {
      const key = shaped.issues[0]?.path?.[0]?.key;
      if (key === 'moves') return fail(brokenRecord(value as Pick<GameState, 'settings' | 'moves'>));
      return fail({ code: (typeof key === 'string' && SHAPE_CODES[key]) || 'not-a-state' } as InputError);
    }
    const state = shaped.output as GameState;
    const { error } = readSettings({ ...state.settings, clock: state.settings.clock ?? undefined });
    if (error) return fail({ code: 'broken-settings' });
    let game: Game;
    try {
      game = new Game({ variant: state.settings.variant, moves: state.moves });
    } catch (thrown) {
      return fail(recordError(thrown, 'broken-record', state.moves, state.settings.variant.size));
    }
    const problem = meaningProblem(state, game);
    return problem ? fail(problem) : { ok: true, state, game };
  } catch {
    // A getter or proxy in hostile data may throw anywhere: that is broken data too.
    return fail({ code: 'unreadable' });
  }
}

/**
 * Reads a `GameState` from outside (storage, a network, a parent's prop) without trusting any of
 * it: one schema for its shape (every key, no other, each value in range), the settings by
 * `readSettings`, the record replayed by the engine, and what the values mean together (the
 * ending the board gives, the clock of the one to act, a request that can wait there). Never
 * throws: anything it cannot vouch for gives `{ ok: false, problem }`, whose `code` is one of
 * `INPUT_ERROR_CODES`.
 */
export function readGameState(value: unknown): ReadGameState {
  const read = readState(value);
  return read.ok ? { ok: true, state: read.state } : read;
}
