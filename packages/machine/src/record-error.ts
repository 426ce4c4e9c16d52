import { CodecError, IllegalMoveError } from '@gomoku/engine';
import type { InputError, RecordFault } from './vocabulary.ts';

/** The engine's refusal of a record, as where it goes wrong: it names no point (NaN) for an entry that is not a number. */
function faultOf(error: IllegalMoveError, moves: unknown, size: number): RecordFault {
  // The engine refuses a record that is no list, or too long, before any move: no move is wrong, the record is.
  let whole: boolean;
  try {
    whole = !Array.isArray(moves) || moves.length > size * size;
  } catch {
    whole = true;
  }
  if (whole) return { move: null, point: null, problem: 'bad-record' };
  const move = error.index + 1;
  return Number.isFinite(error.point) ? { move, point: error.point, problem: error.code } : { move, point: null, problem: 'bad-record' };
}

/**
 * A record's problem as an input error (`moves` played on a `size`×`size` board): where it goes
 * wrong (`RecordFault`); a variant's, the engine's code.
 */
export function recordError(error: unknown, code: 'bad-record' | 'broken-record', moves: unknown, size: number): InputError {
  if (error instanceof IllegalMoveError) return { code, ...faultOf(error, moves, size) };
  return { code: 'bad-variant', problem: error instanceof CodecError ? error.code : 'bad-variant' };
}
