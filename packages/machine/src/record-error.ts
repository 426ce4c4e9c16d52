import { CodecError, IllegalMoveError } from '@gomoku/engine';
import type { InputError } from './vocabulary.ts';

/** A record's problem as an input error: the move (1-based), the point and the engine's code; a variant's, the engine's code. */
export function recordError(error: unknown, code: 'bad-record' | 'broken-record'): InputError {
  if (error instanceof IllegalMoveError) return { code, move: error.index + 1, point: error.point, problem: error.code };
  return { code: 'bad-variant', problem: error instanceof CodecError ? error.code : 'bad-variant' };
}
