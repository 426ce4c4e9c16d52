import { Game, otherColor, type Variant } from '@gomoku/engine';
import { charged, freshClock, paused, started } from './clock.ts';
import { seatOnTheClock } from './status.ts';
import { GAME_STATE_FORMAT, type FullSettings, type GameState } from './game-state.ts';
import { readState } from './read-game-state.ts';
import { isTime } from './events.ts';
import { recordError } from './record-error.ts';
import { colorOf } from './seats.ts';
import { isSwap, readSettings } from './settings.ts';
import type { GomokuContext, GomokuInput, Players } from './types.ts';
import type { InputError } from './vocabulary.ts';

/** The time the input starts the game at: its `now` (a time a `GameState` can hold, as an event's `at`), else the wall clock's. */
const nowOf = (input: GomokuInput | undefined): number => (isTime(input?.now) ? input.now : Date.now());

/** The players' ids from outside: two strings, or nothing; undefined if broken. */
function playersOf(value: unknown): Players | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { black, white } = value as Record<string, unknown>;
  return typeof black === 'string' && typeof white === 'string' && black.length <= 200 && white.length <= 200 ? { black, white } : undefined;
}

/** The engine's game for a record, or an empty game and why the record cannot be played. */
function gameOf(variant: Variant, moves: readonly number[] | undefined): { game: Game; error: InputError | null } {
  try {
    return { game: new Game({ variant, moves: moves ?? [] }), error: null };
  } catch (error) {
    return { game: new Game({ variant }), error: recordError(error, 'bad-record', moves, variant.size) };
  }
}

/** A new game's state with these settings and seats, the board empty: colours to decide under a swap opening. */
export function newGameState(settings: FullSettings, players: GameState['players']): GameState {
  return {
    format: GAME_STATE_FORMAT,
    settings,
    moves: [],
    players,
    black: isSwap(settings.opening) ? null : 'first',
    opening: { extended: false, stones: 0 },
    ending: null,
    clock: settings.clock && freshClock(settings.clock),
    pending: null,
  };
}

/**
 * A stored state resumed at `now`: a running clock charged with the time that passed since it
 * started; a flag that fell meanwhile ended the game on time.
 */
function resumedAt(state: GameState, now: number): GameState {
  const running = state.clock?.running;
  if (!state.clock || !running) return state;
  const clock = charged(state.clock, now);
  if (clock.remaining[running.seat] > 0) return { ...state, clock };
  return { ...state, clock: paused(clock), pending: null, ending: { winner: otherColor(colorOf(state, running.seat)), reason: 'time' } };
}

/**
 * The machine's first context, from its input, every field checked: a stored `state` resumes
 * (`readGameState`); else the settings (`readSettings`), the record (the engine) and the players
 * start a game. What does not check is left out (a bad variant: the standard board), and
 * `inputError` says why with a code. Never throws.
 */
export function initialContext(input: GomokuInput | undefined): GomokuContext {
  let stored: InputError | null = null;
  if (input?.state !== undefined) {
    const read = readState(input.state);
    if (read.ok) return { state: resumedAt(read.state, nowOf(input)), game: read.game, rejection: null, inputError: null };
    stored = read.problem;
  }
  const players = playersOf(input?.players);
  const read = readSettings(input);
  const { game, error } = gameOf(read.settings.variant, input?.moves);
  const fresh = newGameState(read.settings, players ? { first: players.black, second: players.white } : null);
  // A resumed record has played the opening, with `first` as Black; its verdict is its ending.
  const { winner, reason } = game.verdict;
  const begun: GameState = { ...fresh, moves: game.moves, black: fresh.black ?? (game.moves.length ? 'first' : null), ending: reason && { winner, reason } };
  // Its clock runs from the first stone: a record resumed with stones starts the clock of the one to act now.
  const seat = seatOnTheClock(begun, game);
  const state = seat && begun.clock ? { ...begun, clock: started(begun.clock, seat, nowOf(input)) } : begun;
  return { state, game, rejection: null, inputError: stored ?? read.error ?? error ?? (players === undefined ? { code: 'bad-players' } : null) };
}
