import { decodeMoves, GOMOKU, RENJU, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Position } from '../../src/position.ts';
import { crossingCounts, termCounts } from './features.ts';
import { crossingModel, evaluationOf, MODELS, type Model, type WrittenModel } from './models.ts';
import type { GamePosition } from './samples.ts';

/** Every position of the first games of a games file, with the search's position beside each. */
function positions(file: string, variant: Variant): { sample: GamePosition; position: Position; stone: number }[] {
  const records = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n').filter(Boolean).slice(0, 3);
  return records.flatMap((record) => {
    const moves = decodeMoves(record, variant);
    const played: number[] = [];
    return moves.map((point) => {
      const stone = (played.length % 2) + 1;
      const position = new Position(variant);
      played.forEach((p, i) => position.play(position.board.index(p), (i % 2) + 1));
      played.push(point);
      const sample = { own: termCounts(position, stone), other: termCounts(position, 3 - stone), ownCrossings: crossingCounts(position, stone), otherCrossings: crossingCounts(position, 3 - stone), blackToMove: stone === 1, result: 0 };
      return { sample, position, stone };
    });
  });
}

const CROSSINGS = [0x4400, 0x6420, 0x5500, 0x4000];

describe('evaluationOf', () => {
  it.each([
    ['games-1.txt', GOMOKU],
    ['games-renju-1.txt', RENJU],
  ] as const)('writes what each model scores: the search’s position by the written values agrees with terms × weights (%s)', (file, variant) => {
    const all = positions(file, variant);
    const models: [WrittenModel, Model][] = [
      ['bySide', MODELS.bySide],
      ['byColour', MODELS.byColour],
      ['crossing', crossingModel(CROSSINGS)],
    ];
    for (const [name, model] of models) {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { minLength: model.prior.length, maxLength: model.prior.length }), fc.nat(all.length - 1), (weights, at) => {
          const { sample, position, stone } = all[at] as (typeof all)[number];
          const terms = model.terms(sample);
          // The last term is the colour to move's: the fit's, not the evaluation's.
          let score = 0;
          for (let i = 0; i < terms.length - 1; i++) score += (terms[i] as number) * (weights[i] as number);
          const written = new Position(variant, evaluationOf(name, weights, CROSSINGS));
          for (let i = 0; i < position.count; i++) written.play(position.stack[i] as number, (i % 2) + 1);
          expect(written.evaluate(stone)).toBe(score);
        }),
        { numRuns: 30 },
      );
    }
  });
});
