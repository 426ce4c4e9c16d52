import { Game, GOMOKU, judge, RENJU, TIC_TAC_TOE, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectStatus } from './selectors.ts';
import { start } from './test-helpers.ts';
import type { GomokuEvent } from './types.ts';

const SMALL: Variant = { size: 4, winLength: 3, rule: 'standard' };

const color = fc.constantFrom('black' as const, 'white' as const);
const eventOn = (variant: Variant): fc.Arbitrary<GomokuEvent> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ type: fc.constant('play' as const), point: fc.integer({ min: -1, max: variant.size * variant.size }) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('play' as const), point: fc.nat(variant.size * variant.size - 1), by: color }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('undo' as const, 'undo.accept' as const, 'undo.decline' as const, 'resign' as const), by: color }) },
    { weight: 1, arbitrary: fc.constant({ type: 'restart' as const }) },
  );

describe('random event sequences keep the invariants', () => {
  for (const variant of [GOMOKU, RENJU, TIC_TAC_TOE, SMALL]) {
    for (const undo of ['consent', 'immediate'] as const) {
      it(`${variant.rule} ${variant.size}×${variant.size}, undo ${undo}`, () => {
        fc.assert(
          fc.property(fc.array(eventOn(variant), { maxLength: 120 }), (events) => {
            const game = start({ variant, undo });
            for (const event of events) {
              const before = game.context();
              game.send(event);
              const after = game.context();
              // Nothing throws, the actor never errors.
              expect(game.actor.getSnapshot().status).toBe('active');
              // moves is always a legal record of the variant.
              expect(() => new Game({ variant, moves: after.moves })).not.toThrow();
              // A refused event changes nothing but the rejection.
              if (after.rejection && after.rejection !== before.rejection) {
                expect({ ...after, rejection: null }).toEqual({ ...before, rejection: null });
              }
              // The status agrees with the judge (or with a resignation).
              const status = selectStatus(game.actor.getSnapshot());
              expect(game.actor.getSnapshot().value).toBe(status);
              const verdict = after.verdict.reason === 'resign' ? after.verdict : judge(after.moves, variant);
              expect(after.verdict).toEqual(verdict);
              if (verdict.winner) expect(status).toBe(`${verdict.winner}Won`);
              else if (verdict.reason === 'draw') expect(status).toBe('draw');
              else expect(status).toMatch(after.undoRequest ? /RequestsUndo$/ : /ToMove$/);
            }
          }),
          { numRuns: 60 },
        );
      });
    }
  }
});
