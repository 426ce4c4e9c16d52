import { encodeMoves, GOMOKU } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/position.ts';
import { termCounts } from './features.ts';
import { positionsOf } from './samples.ts';

describe('positionsOf', () => {
  it('takes no position past the opening that is not quiet', () => {
    // Black's open three (ply 6: an open four to make), four (ply 7) and five (ply 8).
    expect(positionsOf(encodeMoves([112, 0, 113, 1, 114, 2, 115, 4, 116], GOMOKU), GOMOKU)).toEqual([]);
  });

  it('labels each quiet position by the result for its side to move, with both sides\u2019 terms', () => {
    // Black wins across row 7 at ply 14; its stones gather slowly while White's are scattered.
    const moves = [112, 0, 113, 30, 60, 2, 100, 4, 140, 44, 114, 50, 115, 70, 116];
    const samples = positionsOf(encodeMoves(moves, GOMOKU), GOMOKU);
    expect(samples.slice(0, 4).map(({ result, blackToMove }) => [result, blackToMove])).toEqual([
      [1, true],
      [0, false],
      [1, true],
      [0, false],
    ]);
    const position = new Position(GOMOKU);
    moves.slice(0, 6).forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
    expect(samples[0]?.own).toEqual(termCounts(position, 1));
    expect(samples[0]?.other).toEqual(termCounts(position, 2));
  });
});
