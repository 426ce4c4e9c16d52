import type { Color } from '@gomoku/engine';
import { isColor } from './events.ts';
import type { GameState } from './game-state.ts';
import type { Actor, SeatColors } from './types.ts';
import type { Seat } from './vocabulary.ts';

/** Before a swap opening decides, `first` stands for Black and `second` for White (resigning or losing on time then). */
const PROVISIONAL: SeatColors = Object.freeze({ first: 'black', second: 'white' });
const SWAPPED: SeatColors = Object.freeze({ first: 'white', second: 'black' });

/** The seats' colours, decided or provisional. */
export const colorsOf = (state: GameState): SeatColors => (state.black === 'second' ? SWAPPED : PROVISIONAL);

/** The seat of an actor: a seat is itself, a colour is the seat playing it. */
export const seatOf = (state: GameState, by: Actor): Seat => (isColor(by) ? (colorsOf(state).first === by ? 'first' : 'second') : by);

/** The colour of an actor: a colour is itself, a seat plays its colour. */
export const colorOf = (state: GameState, by: Actor): Color => (isColor(by) ? by : colorsOf(state)[by]);

/** The seat that holds Black after `seat` chose `color`. */
export const blackAfter = (seat: Seat, color: Color): Seat => (color === 'black' ? seat : seat === 'first' ? 'second' : 'first');

