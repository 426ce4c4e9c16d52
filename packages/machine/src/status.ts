import type { Game } from '@gomoku/engine';
import type { GameState } from './game-state.ts';
import { isSwap } from './settings.ts';
import type { Status } from './types.ts';
import type { Seat } from './vocabulary.ts';

/** The swap openings' stones: `first` places three (`placed`); under swap2 `second` may add two, five in all (`extended`). */
export const OPENING_STONES = Object.freeze({ placed: 3, extended: 5 } as const);
export const PLACED = OPENING_STONES.placed;
export const EXTENDED = OPENING_STONES.extended;

/** The opening's status while a swap opening has not decided the colours, or null once it has (or there is none). */
export function openingStatus(state: GameState, stones: number): 'placing' | 'choosing' | 'extending' | 'finalChoice' | null {
  if (!isSwap(state.settings.opening) || state.black !== null) return null;
  if (state.opening.extended) return stones < EXTENDED ? 'extending' : 'finalChoice';
  return stones < PLACED ? 'placing' : 'choosing';
}

/**
 * The status a game is at, read from its state (the record's engine `game` beside it): the
 * result once it is over (a rematch offer after it), the opening's while a swap opening decides,
 * a request or offer while one waits, else the turn. The chart resumes a game here, and rests
 * here after every event: the model tests hold the two together.
 */
export function statusOf(state: GameState, game: Game): Status {
  const { ending, pending } = state;
  if (ending) {
    if (pending?.kind === 'rematch') return `${pending.by}OffersRematch`;
    return ending.winner ? `${ending.winner}Won` : 'draw';
  }
  const opening = openingStatus(state, game.moves.length);
  if (opening) return opening;
  switch (pending?.kind) {
    case 'undo':
      return `${pending.by}RequestsUndo`;
    case 'draw':
      return `${pending.by}OffersDraw`;
    case 'restart':
      return `${pending.by}OffersRestart`;
    default:
      return `${game.turn}ToMove`;
  }
}

/** The seat that acts at a status of the opening: `first` places and makes the final choice, `second` chooses or extends. */
export const openingActor = (status: 'placing' | 'choosing' | 'extending' | 'finalChoice'): Seat => (status === 'placing' || status === 'finalChoice' ? 'first' : 'second');

/** The seat whose clock runs at this state: the one to move or to place, choose or extend, from the first stone on; null while an answer waits or once the game is over. */
export function seatOnTheClock(state: GameState, game: Game): Seat | null {
  if (!game.moves.length || state.ending || state.pending) return null;
  const opening = openingStatus(state, game.moves.length);
  if (opening) return openingActor(opening);
  return (game.turn === 'black') === (state.black !== 'second') ? 'first' : 'second';
}
