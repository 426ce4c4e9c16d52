import { decodeMoves, GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import { Position } from '../../src/position.ts';
import data from './suite.json';

/**
 * A position of the tactical suite: the side to move wins by fours (`vcf`) or by threats
 * (`vct`), or must stop the other side's victory by threats (`defence`: one move before a `vct`
 * position, whose last move lost).
 */
export interface TacticalPosition {
  kind: 'vcf' | 'vct' | 'defence';
  rule: 'freestyle' | 'renju';
  /** The side to move. */
  side: 'black' | 'white';
  /** Fours in the shortest victory by fours (vcf), or threats before the final fours (vct; for a defence, the vct's). */
  length: number;
  /** The position, in the link format. */
  record: string;
}

/** The suite, as stored in suite.json. */
export const suite = data.positions as TacticalPosition[];

/** A suite position's variant, record and side to move as a stone (1 Black, 2 White). */
export function setUp(position: TacticalPosition): { variant: Variant; moves: number[]; stone: number } {
  const variant = position.rule === 'renju' ? RENJU : GOMOKU;
  return { variant, moves: decodeMoves(position.record, variant), stone: position.side === 'black' ? 1 : 2 };
}

/** The search's position of a suite entry. */
export function positionOf(variant: Variant, moves: readonly number[]): Position {
  const position = new Position(variant);
  moves.forEach((point, i) => position.play(position.board.index(point), (i % 2) + 1));
  return position;
}
