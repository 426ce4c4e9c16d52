import { decodeMoves, Game, type Variant } from '@gomoku/engine';
import { Position } from '../../src/position.ts';
import { crossingCounts, isQuiet, termCounts } from './features.ts';

/** A position from a game: the side to move's term counts and the other's (line patterns and classes, and crossings), who was to move, and the result for them. */
export interface GamePosition {
  readonly own: Float64Array;
  readonly other: Float64Array;
  readonly ownCrossings: Map<number, number>;
  readonly otherCrossings: Map<number, number>;
  readonly blackToMove: boolean;
  /** 1 the side to move won, ½ drawn, 0 lost. */
  readonly result: number;
}

/** Plies of a game not taken: the random opening and the first replies. */
const OPENING_PLIES = 6;

/** The quiet positions of a finished game (from its record), past the opening. */
export function positionsOf(record: string, variant: Variant): GamePosition[] {
  const moves = decodeMoves(record, variant);
  const winner = new Game({ variant, moves }).verdict.winner;
  const position = new Position(variant);
  const samples: GamePosition[] = [];
  moves.forEach((point, ply) => {
    const stone = (ply % 2) + 1;
    if (ply >= OPENING_PLIES && isQuiet(position, stone)) {
      const result = winner === null ? 0.5 : (winner === 'black') === (stone === 1) ? 1 : 0;
      const [own, other] = [termCounts(position, stone), termCounts(position, 3 - stone)];
      samples.push({ own, other, ownCrossings: crossingCounts(position, stone), otherCrossings: crossingCounts(position, 3 - stone), blackToMove: stone === 1, result });
    }
    position.play(position.board.index(point), stone);
  });
  return samples;
}
