import { coordinateOf } from './coordinates.ts';
import { CodecError, type IllegalMoveCode } from './errors.ts';

/** What is wrong with a record, and where: the first bad entry. */
export interface RecordProblem {
  readonly code: Extract<IllegalMoveCode, 'bad-record' | 'off-board' | 'occupied'>;
  /** The entry's index in the record (0 when the record is not a list at all). */
  readonly index: number;
  readonly point: number;
  readonly message: string;
}

const isPoint = (value: unknown, size: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size * size;

/**
 * The first problem with a record on a `size`×`size` board, or null: not a list, longer than
 * the board, a hole (`[112, , 113]`: it would shift the colours of every later stone), a point
 * that is not an integer of the board, or a point played twice. Linear in the record, and it
 * stops at the first problem, so no input can make it slow.
 */
export function recordProblem(moves: unknown, size: number): RecordProblem | null {
  if (!Array.isArray(moves)) return { code: 'bad-record', index: 0, point: NaN, message: 'A game record must be a list of points.' };
  if (moves.length > size * size) {
    return { code: 'bad-record', index: size * size, point: NaN, message: `A record on a ${size}×${size} board has at most ${size * size} moves, got ${moves.length}.` };
  }
  const seen = new Uint8Array(size * size);
  for (let index = 0; index < moves.length; index++) {
    if (!(index in moves)) return { code: 'bad-record', index, point: NaN, message: `Move ${index + 1} is missing from the record.` };
    const point: unknown = moves[index];
    if (!isPoint(point, size)) {
      const what = typeof point === 'number' ? `point ${point} is off the ${size}×${size} board` : `a ${point === null ? 'null' : typeof point} is not a point`;
      return { code: 'off-board', index, point: typeof point === 'number' ? point : NaN, message: `Move ${index + 1}: ${what}.` };
    }
    if (seen[point]) return { code: 'occupied', index, point, message: `Move ${index + 1}: ${coordinateOf(point, size)} is taken.` };
    seen[point] = 1;
  }
  return null;
}

/**
 * Checks a record before a format writes it. Throws `CodecError` with the move's index:
 * `out-of-range` (a point off the board), `repeated-point`, `bad-record` (not a dense list).
 */
export function checkMoves(moves: readonly number[], size: number): void {
  const problem = recordProblem(moves, size);
  if (problem) {
    const code = problem.code === 'off-board' ? 'out-of-range' : problem.code === 'occupied' ? 'repeated-point' : 'bad-record';
    throw new CodecError(code, problem.index, problem.message);
  }
}
