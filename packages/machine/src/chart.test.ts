import { TIC_TAC_TOE, type Variant } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { getAdjacencyMap } from 'xstate/graph';
import { gomokuMachine } from './machine.ts';
import { selectSeatToAct, selectStatus, selectVerdict, type GomokuSnapshot } from './selectors.ts';
import { EVENT_KINDS, outcomeOf, TRANSITIONS, type EventKind, type Situation } from '../test/transition-table.ts';
import { T0 } from '../test/support.ts';
import { STATUS_PATHS } from './paths.ts';
import { statusOf } from './status.ts';
import { STATUSES, type GomokuEvent, type GomokuInput, type Status } from './types.ts';
import type { UndoPolicy } from './vocabulary.ts';

// Model-based: walk every reachable position of small games with every kind of event, and hold
// each edge the real machine takes to the table in transition-table.ts.

/** Every event is stamped with this time, the input's `now` too: time is not part of a position here. */
const AT = T0;

/** A kind-tagged event: the machine reads type, point, by, color and at, and ignores the tag. */
type Tagged = GomokuEvent & { kind: EventKind };

const FOUR: Variant = { size: 4, winLength: 4, rule: 'freestyle' };
const FIVE: Variant = { size: 5, winLength: 4, rule: 'freestyle' };
const SIX: Variant = { size: 6, winLength: 4, rule: 'freestyle' };
const CLOCK = { initialMs: 1_000, incrementMs: 0 };

/** Games to play along: between them they reach each ending, for each side, under each opening. */
const MODELS: { name: string; input: GomokuInput; scripts: number[][] }[] = [
  // A draw whose last stone is Black's; a black three; a white three.
  { name: 'tic-tac-toe', input: { variant: TIC_TAC_TOE }, scripts: [[0, 1, 2, 4, 3, 5, 7, 6, 8], [0, 3, 1, 4, 2], [0, 3, 1, 4, 8, 5]] },
  // A draw whose last stone is White's; a black four; a white four; with a clock.
  { name: '4×4 with a clock', input: { variant: FOUR, clock: CLOCK }, scripts: [[0, 2, 1, 3, 6, 4, 7, 5, 8, 10, 9, 11, 14, 12, 15, 13], [0, 1, 4, 5, 8, 9, 12], [0, 1, 2, 5, 7, 9, 8, 13]] },
  // The centre opening: Black's four on the diagonal through the centre.
  { name: 'centre 5×5', input: { variant: FIVE, opening: 'centre' }, scripts: [[12, 0, 6, 1, 18, 2, 24]] },
  // Swap and swap2 with clocks: a black four along the top row, a white four along the bottom.
  { name: 'swap 6×6', input: { variant: SIX, opening: 'swap', clock: CLOCK }, scripts: [[0, 35, 1, 34, 2, 33, 3], [0, 35, 8, 34, 16, 33, 24, 32]] },
  { name: 'swap2 6×6', input: { variant: SIX, opening: 'swap2', clock: CLOCK }, scripts: [[0, 35, 1, 34, 2, 33, 3], [0, 35, 8, 34, 16, 33, 24, 32]] },
];

const TIMED: ReadonlySet<Status> = new Set(['placing', 'choosing', 'extending', 'finalChoice', 'blackToMove', 'whiteToMove']);

function situationOf(snapshot: GomokuSnapshot): Situation {
  const status = selectStatus(snapshot);
  const stones = snapshot.context.game.moves.length;
  const ended = selectVerdict(snapshot).reason;
  switch (status) {
    case 'placing':
      return stones === 0 ? 'placing (no stone yet)' : 'placing';
    case 'choosing':
      return `choosing (${snapshot.context.state.settings.opening as 'swap' | 'swap2'})`;
    case 'extending':
      return stones === 3 ? 'extending (no stone yet)' : 'extending';
    case 'blackWon':
    case 'whiteWon':
      return `${status} (${ended === 'resign' ? 'resigned' : ended === 'time' ? 'time' : 'five'})`;
    case 'draw':
      return ended === 'agreed' ? 'draw (agreed)' : 'draw (full board)';
    default:
      return status;
  }
}

function eventsFor(snapshot: GomokuSnapshot, scripts: number[][]): Tagged[] {
  const { game, state } = snapshot.context;
  const { moves } = game;
  const { opening } = state.settings;
  const status = selectStatus(snapshot);
  const live = !snapshot.hasTag('over');
  const events: Tagged[] = [];
  const next = new Set(scripts.filter((s) => s.length > moves.length && moves.every((p, i) => s[i] === p)).map((s) => s[moves.length] as number));
  const acting = selectSeatToAct(snapshot);
  if (!live) {
    const empty = [...Array(game.variant.size ** 2).keys()].find((p) => game.at(p) === null);
    if (empty !== undefined) events.push({ type: 'play', point: empty, kind: 'play: a move' });
  }
  for (const point of live ? next : []) {
    let kind: EventKind = 'play: a move';
    if ((status === 'placing' && moves.length === 2) || (status === 'extending' && moves.length === 4)) kind = 'play: the last opening stone';
    else if (game.problemWith(point) === null) {
      const verdict = game.verdictAfter(point);
      if (verdict.winner) kind = 'play: a winning move';
      else if (verdict.reason === 'draw') kind = 'play: the last empty point';
    }
    events.push({ type: 'play', point, kind });
    events.push({ type: 'play', point, by: acting === 'first' ? 'second' : 'first', kind: 'play: by the one not to act' });
  }
  if (status === 'blackToMove' && opening === 'centre' && moves.length === 0) events.push({ type: 'play', point: 0, kind: 'play: off the centre' });
  if (moves.length) events.push({ type: 'play', point: moves[0] as number, kind: 'play: a taken point' });
  if (live) events.push({ type: 'play', point: -1, kind: 'play: off the board' });
  for (const by of ['black', 'white'] as const) {
    // The opening's stones, once answered, are no one's to take back.
    const hasStone = moves.some((_, i) => i >= state.opening.stones && (i % 2 === 0) === (by === 'black'));
    events.push({ type: 'undo', by, kind: hasStone ? `undo by ${by}` : 'undo with nothing to take back' });
    for (const type of ['undo.accept', 'undo.decline', 'draw.offer', 'draw.accept', 'draw.decline', 'restart.offer', 'restart.accept', 'restart.decline', 'rematch.offer', 'rematch.accept', 'rematch.decline', 'resign'] as const) events.push({ type, by, kind: `${type} by ${by}` });
  }
  for (const by of ['first', 'second'] as const) {
    for (const color of ['black', 'white'] as const) events.push({ type: 'opening.choose', color, by, kind: `opening.choose by ${by}` });
    events.push({ type: 'opening.extend', by, kind: `opening.extend by ${by}` });
  }
  if (state.clock?.running && TIMED.has(status)) {
    const [timer] = gomokuMachine.getStateNodeById(`gomoku.${STATUS_PATHS[status]}`).after;
    events.push({ type: timer?.eventType, kind: 'time runs out' } as unknown as Tagged);
  }
  events.push({ type: 'restart', kind: 'restart' }, { type: 'rematch', kind: 'rematch' });
  events.push({ type: 'fly', kind: 'an unknown event' } as unknown as Tagged);
  events.push({ type: 'resign', by: 'green', kind: "a bad 'by'" } as unknown as Tagged);
  return events.map((event) => ({ ...event, at: AT }));
}

describe('the chart, walked against its table', () => {
  const covered = new Set<string>();
  for (const policy of ['consent', 'immediate'] as UndoPolicy[]) {
    for (const { name, input, scripts } of MODELS) {
      it(`takes every edge the table gives: ${name}, undo ${policy}`, () => {
        const map = getAdjacencyMap(gomokuMachine, {
          input: { ...input, undo: policy, now: AT },
          events: (snapshot) => eventsFor(snapshot, scripts),
          // Time is not part of a position: the clocks' readings are left out.
          serializeState: (s) => JSON.stringify([s.value, { ...s.context.state, clock: null }]),
          serializeEvent: (e) => JSON.stringify(e),
        });
        let edges = 0;
        for (const { state: from, transitions } of Object.values(map)) {
          const situation = situationOf(from);
          for (const { event, state: to } of Object.values(transitions) as { event: Tagged; state: GomokuSnapshot }[]) {
            const { kind } = event;
            const cell = TRANSITIONS[situation][kind];
            const where = `${situation} × ${kind} (undo ${policy}) at [${from.context.game.moves}]`;
            expect(cell, `${where} is not in the table`).toBeDefined();
            // The chart rests where the game's state says, and its engine game is the state's record.
            expect(selectStatus(to), where).toBe(statusOf(to.context.state, to.context.game));
            expect(to.context.game.moves, where).toEqual(to.context.state.moves);
            const expected = outcomeOf(cell!, policy);
            if (expected === 'turn' || expected === 'start' || expected === 'result' || (STATUSES as readonly string[]).includes(expected)) {
              const swap = from.context.state.settings.opening === 'swap' || from.context.state.settings.opening === 'swap2';
              const { winner } = selectVerdict(from);
              const ended = winner ? `${winner}Won` : 'draw';
              const status = expected === 'turn' ? `${to.context.game.turn}ToMove` : expected === 'start' ? (swap ? 'placing' : 'blackToMove') : expected === 'result' ? ended : expected;
              expect(selectStatus(to), where).toBe(status);
              expect(to.context.rejection, where).toBeNull();
            } else {
              // A refusal records why, and nothing else changes.
              expect(to.context.rejection?.reason, where).toBe(expected);
              expect(to.value, where).toEqual(from.value);
              expect(to.context.state, where).toBe(from.context.state);
              expect(to.context.game, where).toBe(from.context.game);
              expect(to.context.inputError, where).toBe(from.context.inputError);
            }
            covered.add(`${situation}|${kind}|${policy}`);
            edges++;
          }
        }
        expect(edges).toBeGreaterThan(100);
      });
    }
  }

  it('covers every pair of the table under each policy it applies to', () => {
    const expected: string[] = [];
    for (const [situation, row] of Object.entries(TRANSITIONS)) {
      for (const kind of EVENT_KINDS) {
        if (row[kind] === undefined) continue;
        for (const policy of ['consent', 'immediate']) {
          // Requests exist only under consent.
          if (situation.endsWith('RequestsUndo') && policy === 'immediate') continue;
          expected.push(`${situation}|${kind}|${policy}`);
        }
      }
    }
    const missing = expected.filter((pair) => !covered.has(pair));
    console.log(`machine model coverage: ${expected.length - missing.length}/${expected.length} (situation, event, policy) triples, ${Object.keys(TRANSITIONS).length} situations × ${EVENT_KINDS.length} kinds of event`);
    expect(missing).toEqual([]);
  });
});
