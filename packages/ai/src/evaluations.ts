import { hasForbiddenMoves, type Variant } from '@gomoku/engine';
import type { Evaluation } from './classes.ts';
import { EVALUATION } from './evaluation-weights.ts';
import { RENJU_EVALUATION } from './renju-evaluation-weights.ts';

/**
 * The fitted values a variant is searched with unless a caller gives its own: renju's where
 * Black has forbidden points (a double three is no threat of Black's there), else freestyle's.
 * Both were fitted on 15×15 games and serve every board size.
 */
export function evaluationFor(variant: Variant): Evaluation {
  return hasForbiddenMoves(variant) ? RENJU_EVALUATION : EVALUATION;
}
