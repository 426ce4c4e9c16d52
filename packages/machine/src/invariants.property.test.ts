import { Game, GOMOKU, RENJU, TIC_TAC_TOE, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, transition } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { selectMoves, selectStatus, selectVerdict, whyRefused } from './selectors.ts';
import type { GomokuEvent, GomokuInput } from './types.ts';

// Random event sequences, well-formed and hostile mixed: after every event the game is one the
// rules can reach. 100k sequences in all, over the variants and both undo policies.

const SMALL: Variant = { size: 4, winLength: 3, rule: 'standard' };
const SIX: Variant = { size: 6, winLength: 4, rule: 'freestyle' };
const CLOCK = { initialMs: 5_000, incrementMs: 1_000 };
const CONFIGS: GomokuInput[] = [
  ...[GOMOKU, RENJU, TIC_TAC_TOE, SMALL].flatMap((variant) => (['consent', 'immediate'] as const).map((undo) => ({ variant, undo }))),
  ...(['swap', 'swap2', 'centre'] as const).map((opening) => ({ variant: SIX, opening, clock: CLOCK, undo: 'consent' as const })),
  { variant: RENJU, opening: 'swap2', clock: CLOCK, undo: 'immediate' },
];
const OPENING_STATES = ['placing', 'choosing', 'extending', 'finalChoice'];
// Whole runs per configuration: fast-check never ends a run count that is not an integer.
const RUNS = Math.ceil(Number(process.env.FUZZ_SEQUENCES ?? 100_000) / CONFIGS.length);
const SEQUENCES = RUNS * CONFIGS.length;

const garbage = fc.oneof(fc.constantFrom('green', '', 'BLACK', null, undefined, 0, NaN, {}, []), fc.string({ maxLength: 6 }));
const by = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('black', 'white', 'first', 'second') }, { weight: 1, arbitrary: garbage });
const color = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('black', 'white') }, { weight: 1, arbitrary: garbage });
const type = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom('play', 'play', 'play', 'undo', 'undo.accept', 'undo.decline', 'resign', 'restart', 'rematch', 'draw.offer', 'draw.accept', 'draw.decline', 'opening.choose', 'opening.extend') },
  { weight: 1, arbitrary: fc.oneof(fc.constantFrom('fly', 'PLAY', 'xstate.init', 'xstate.after.1', '', 'undo.*'), fc.string({ maxLength: 8 })) },
);

const eventOn = (variant: Variant): fc.Arbitrary<unknown> => {
  const point = fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 0, max: variant.size * variant.size - 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(-1, variant.size * variant.size, 1.5, NaN, Infinity, -0, 2 ** 53, '3', null) },
  );
  return fc.oneof(
    { weight: 20, arbitrary: fc.record({ type, point, by, color }, { requiredKeys: ['type'] }) },
    { weight: 1, arbitrary: fc.constantFrom({}, [], { type: 42 }, { type: null }, { type: 'play', point: { valueOf: () => 3 } }) },
    // Time passing, on the actor's clock.
    { weight: 3, arbitrary: fc.record({ advance: fc.integer({ min: 0, max: 4_000 }) }) },
  );
};

describe('random event sequences keep the invariants', () => {
  let events = 0;
  for (const input of CONFIGS) {
    const variant = input.variant as Variant;
    it(`${variant.rule} ${variant.size}×${variant.size}, undo ${input.undo}, opening ${input.opening ?? 'free'}${input.clock ? ', clock' : ''}`, () => {
      fc.assert(
        fc.property(fc.array(eventOn(variant), { maxLength: 14 }), (sequence) => {
          const clock = new SimulatedClock();
          const actor = createActor(gomokuMachine, { input, clock }).start();
          for (const event of sequence) {
            if (typeof event === 'object' && event !== null && 'advance' in event) {
              clock.increment(event.advance as number);
              continue;
            }
            const before = actor.getSnapshot();
            const explained = whyRefused(before, event as GomokuEvent);
            actor.send(event as GomokuEvent);
            events++;
            const after = actor.getSnapshot();
            // The actor never errors or stops.
            expect(after.status).toBe('active');
            const moves = selectMoves(after);
            expect(new Set(moves).size).toBe(moves.length);
            // A refused event changes nothing but the rejection, and is the one whyRefused foresaw.
            const refused = after.context.rejection !== null && after.context.rejection !== before.context.rejection;
            if (refused) {
              expect(after.value).toEqual(before.value);
              expect(after.context.game).toBe(before.context.game);
              expect({ ...after.context, rejection: null }).toEqual({ ...before.context, rejection: null });
              expect(explained).toBe(after.context.rejection?.reason);
            } else {
              expect(explained).toBeNull();
            }
            // The status agrees with the engine's verdict on the record, replayed (or with how the game ended off the board).
            const status = selectStatus(after);
            const verdict = after.context.ending ?? new Game({ variant, moves }).verdict;
            expect(selectVerdict(after)).toEqual(verdict);
            if (verdict.winner) expect(status).toBe(`${verdict.winner}Won`);
            else if (verdict.reason === 'draw' || verdict.reason === 'agreed') expect(status).toBe('draw');
            else expect([`${moves.length % 2 === 0 ? 'black' : 'white'}ToMove`, 'blackRequestsUndo', 'whiteRequestsUndo', 'blackOffersDraw', 'whiteOffersDraw', ...OPENING_STATES]).toContain(status);
            // The colours are decided once the opening is over, and no clock goes below zero.
            if (!OPENING_STATES.includes(status) && !after.hasTag('over')) expect(after.context.colors).not.toBeNull();
            const remaining = after.context.clock?.remaining;
            if (remaining) expect(Math.min(remaining.first, remaining.second)).toBeGreaterThanOrEqual(0);
          }
          // Whatever came before, the game still plays.
          actor.send({ type: 'restart' });
          expect(selectStatus(actor.getSnapshot())).toBe(input.opening === 'swap' || input.opening === 'swap2' ? 'placing' : 'blackToMove');
          actor.stop();
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
  it('refuses values that are not event objects (XState itself throws on them at send)', () => {
    const start = createActor(gomokuMachine, { input: {} }).getSnapshot();
    for (const value of [null, undefined, 42, 'play', true, Symbol('x')]) {
      const [next] = transition(gomokuMachine, start, value as unknown as GomokuEvent);
      expect(next.status).toBe('active');
      expect(next.context.rejection?.reason).toBe('unknown-event');
    }
  });

  it('fuzzed every configuration', () => {
    console.log(`machine fuzz: ${SEQUENCES} sequences, ${events} events, 0 stuck actors`);
    expect(events).toBeGreaterThan(SEQUENCES);
  });
});
