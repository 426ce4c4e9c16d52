import { GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { EVALUATION } from './evaluation-weights.ts';
import { evaluationFor } from './evaluations.ts';
import { RENJU_EVALUATION } from './renju-evaluation-weights.ts';

describe('evaluationFor', () => {
  it('gives renju its own values, with White’s apart from Black’s, and every other rule the freestyle ones', () => {
    expect(evaluationFor(RENJU)).toBe(RENJU_EVALUATION);
    expect(RENJU_EVALUATION.white).toBeDefined();
    const others: Variant[] = [GOMOKU, { ...GOMOKU, rule: 'standard' }, { size: 19, winLength: 5, rule: 'freestyle' }, { size: 9, winLength: 4, rule: 'freestyle' }];
    for (const variant of others) expect(evaluationFor(variant)).toBe(EVALUATION);
  });
});
