import { Game, GOMOKU, RENJU, TIC_TAC_TOE, type Variant } from '@gomoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gomokuMachine } from './machine.ts';
import { readGameState } from './read-game-state.ts';
import { selectGameState, selectIsOver, selectMoves, selectStatus, selectVerdict, whyRefused, type GomokuSnapshot } from './selectors.ts';
import { statusOf } from './status.ts';
import type { GomokuEvent, GomokuInput } from './types.ts';
import { json, simulatedClock } from '../test/support.ts';

// Random event sequences, well-formed and malformed mixed, on a simulated clock that moves between
// them: after every event the game is one the rules can reach, the chart rests where its state
// says, and the state, stored as JSON, resumes there. 100k sequences in all, over the variants
// and both undo policies.

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
// Sending XState's own events (`xstate.…`) or the wildcard to an actor is its embedder's business, not the game's: left out.
const unknownType = fc.oneof(fc.constantFrom('fly', 'PLAY', '', 'undo.*', 'opening'), fc.string({ maxLength: 8 })).filter((t) => !t.startsWith('xstate.') && t !== '*');
const type = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.constantFrom(
      ...['play', 'play', 'play', 'play', 'undo', 'undo.accept', 'undo.decline', 'resign', 'restart', 'rematch', 'draw.offer', 'draw.accept', 'draw.decline', 'opening.choose', 'opening.extend'],
      ...['restart.offer', 'restart.accept', 'restart.decline', 'rematch.offer', 'rematch.accept', 'rematch.decline'],
    ),
  },
  { weight: 1, arbitrary: unknownType },
);
/** When an event is stamped: now on the actor's clock (its timers and the stamps tell one time), or not a time (a bad event). */
const stamp = fc.oneof({ weight: 12, arbitrary: fc.constant('now') }, { weight: 1, arbitrary: fc.constantFrom(-1, NaN, 0.5, 1.5e16, '5', null) });

const eventOn = (variant: Variant) => {
  const point = fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 0, max: variant.size * variant.size - 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(-1, variant.size * variant.size, 1.5, NaN, Infinity, -0, 2 ** 53, '3', null, { valueOf: () => 3 }) },
  );
  return fc.oneof(
    { weight: 20, arbitrary: fc.record({ event: fc.record({ type, point, by, color }, { requiredKeys: ['type'] }), at: stamp }) },
    // Time passing, on the actor's clock: flag timers fall. Now and then to just before the running flag's fall, or to it.
    { weight: 3, arbitrary: fc.record({ advance: fc.integer({ min: 0, max: 4_000 }) }) },
    { weight: 1, arbitrary: fc.record({ toFlag: fc.constantFrom(-1, 0) }) },
  );
};

/** The snapshot's state, stored as JSON and resumed at `now`: it rests at the same status, with the same state charged to `now`. */
function expectResumes(snapshot: GomokuSnapshot, now: number) {
  const state = selectGameState(snapshot);
  const resumed = createActor(gomokuMachine, { input: { state: json(state), now }, clock: simulatedClock(now) }).start();
  const running = state.clock?.running;
  // A running clock is charged with the time since it started, and runs on from `now`.
  const charged = running && state.clock ? { ...state, clock: { remaining: { ...state.clock.remaining, [running.seat]: state.clock.remaining[running.seat] - (now - running.since) }, running: { seat: running.seat, since: now } } } : state;
  expect(selectStatus(resumed.getSnapshot())).toBe(selectStatus(snapshot));
  expect(selectGameState(resumed.getSnapshot())).toEqual(charged);
  expect(resumed.getSnapshot().context.inputError).toBeNull();
  resumed.stop();
}

describe('random event sequences keep the invariants', () => {
  let events = 0;
  for (const input of CONFIGS) {
    const variant = input.variant as Variant;
    it(`${variant.rule} ${variant.size}×${variant.size}, undo ${input.undo}, opening ${input.opening ?? 'free'}${input.clock ? ', clock' : ''}`, () => {
      fc.assert(
        fc.property(fc.array(eventOn(variant), { maxLength: 14 }), (sequence) => {
          const clock = simulatedClock();
          const actor = createActor(gomokuMachine, { input: { ...input, now: clock.now() }, clock }).start();
          for (const step of sequence) {
            if (!('event' in step)) {
              const before = actor.getSnapshot();
              const { clock: clocks, black } = selectGameState(before);
              const running = clocks?.running;
              const due = running ? running.since + (clocks?.remaining[running.seat] ?? 0) : Infinity;
              clock.increment('advance' in step ? step.advance : Number.isFinite(due) ? Math.max(0, due + step.toFlag - clock.now()) : 0);
              const after = actor.getSnapshot();
              // Time alone changes a game only by a flag falling, exactly when the running clock reaches zero.
              expect(after !== before).toBe(due <= clock.now());
              if (running && after !== before) {
                // The seat whose clock ran loses (before a swap opening decides, `first` plays Black).
                const winner = (black ?? 'first') === running.seat ? 'white' : 'black';
                expect(selectVerdict(after)).toEqual({ winner, reason: 'time', line: [] });
                expect(selectGameState(after).clock).toEqual({ remaining: { ...clocks?.remaining, [running.seat]: 0 }, running: null });
                expect(selectStatus(after)).toBe(`${winner}Won`);
              }
              continue;
            }
            const event = { ...step.event, at: step.at === 'now' ? clock.now() : step.at } as GomokuEvent;
            const before = actor.getSnapshot();
            const explained = whyRefused(before, event);
            actor.send(event);
            events++;
            const after = actor.getSnapshot();
            // The actor never errors or stops.
            expect(after.status).toBe('active');
            const moves = selectMoves(after);
            expect(new Set(moves).size).toBe(moves.length);
            // A refused event changes nothing but the rejection (the state is the same object), and is the one whyRefused foresaw.
            const refused = after.context.rejection !== null && after.context.rejection !== before.context.rejection;
            if (refused) {
              expect(after.value).toEqual(before.value);
              expect(selectGameState(after)).toBe(selectGameState(before));
              expect(after.context.game).toBe(before.context.game);
              expect(explained).toBe(after.context.rejection?.reason);
            } else {
              expect(explained).toBeNull();
            }
            // The chart rests where the game's state says, and the state is one readGameState vouches for.
            const state = selectGameState(after);
            const status = selectStatus(after);
            expect(status).toBe(statusOf(state, after.context.game));
            expect(after.context.game.moves).toEqual(state.moves);
            expect(readGameState(state).ok).toBe(true);
            // The status agrees with the engine's verdict on the record, replayed (or with how the game ended off the board).
            const board = new Game({ variant, moves }).verdict;
            const { ending } = state;
            expect(selectIsOver(after)).toBe(ending !== null);
            if (board.reason) expect(selectVerdict(after)).toEqual(board);
            else expect(selectVerdict(after)).toEqual(ending ? { ...ending, line: [] } : { winner: null, reason: null, line: [] });
            if (ending) expect([ending.winner ? `${ending.winner}Won` : 'draw', 'blackOffersRematch', 'whiteOffersRematch']).toContain(status);
            else expect([`${moves.length % 2 === 0 ? 'black' : 'white'}ToMove`, 'blackRequestsUndo', 'whiteRequestsUndo', 'blackOffersDraw', 'whiteOffersDraw', 'blackOffersRestart', 'whiteOffersRestart', ...OPENING_STATES]).toContain(status);
            // The colours are decided once the opening is over.
            if (!OPENING_STATES.includes(status) && !ending) expect(state.black).not.toBeNull();
            // Stored as JSON, the state resumes at the same status.
            expectResumes(after, clock.now());
          }
          // Whatever came before, the game still plays.
          actor.send({ type: 'restart', at: clock.now() });
          expect(selectStatus(actor.getSnapshot())).toBe(input.opening === 'swap' || input.opening === 'swap2' ? 'placing' : 'blackToMove');
          actor.stop();
        }),
        { numRuns: RUNS },
      );
    }, 300_000);
  }

  it('fuzzed every configuration', () => {
    console.log(`machine fuzz: ${SEQUENCES} sequences, ${events} events, 0 stuck actors`);
    expect(events).toBeGreaterThan(SEQUENCES);
  });
});
