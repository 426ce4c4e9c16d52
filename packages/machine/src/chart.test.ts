import { TIC_TAC_TOE, type Variant } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { getAdjacencyMap } from 'xstate/graph';
import { gomokuMachine } from './machine.ts';
import { selectStatus, selectVerdict, type GomokuSnapshot } from './selectors.ts';
import { EVENT_KINDS, outcomeOf, TRANSITIONS, type EventKind, type Situation } from './transition-table.ts';
import type { GomokuEvent, UndoPolicy } from './types.ts';

// Model-based: walk every reachable (position, status) of small games with every kind of event,
// and hold each edge the real machine takes to the table in transition-table.ts.

/** A kind-tagged event: the machine reads type, point and by, and ignores the tag. */
type Tagged = GomokuEvent & { kind: EventKind };

const FOUR: Variant = { size: 4, winLength: 4, rule: 'freestyle' };

/** Games to play along: between them they reach each ending, for each side. */
const MODELS: { variant: Variant; scripts: number[][] }[] = [
  // A draw whose last stone is Black's; a black three; a white three.
  { variant: TIC_TAC_TOE, scripts: [[0, 1, 2, 4, 3, 5, 7, 6, 8], [0, 3, 1, 4, 2], [0, 3, 1, 4, 8, 5]] },
  // A draw whose last stone is White's; a black four; a white four.
  { variant: FOUR, scripts: [[0, 2, 1, 3, 6, 4, 7, 5, 8, 10, 9, 11, 14, 12, 15, 13], [0, 1, 4, 5, 8, 9, 12], [0, 1, 2, 5, 7, 9, 8, 13]] },
];

function situationOf(snapshot: GomokuSnapshot): Situation {
  const status = selectStatus(snapshot);
  if (status === 'blackWon' || status === 'whiteWon') return `${status} (${selectVerdict(snapshot).reason === 'resign' ? 'resigned' : 'five'})`;
  return status;
}

function eventsFor(snapshot: GomokuSnapshot, scripts: number[][]): Tagged[] {
  const { game } = snapshot.context;
  const { moves } = game;
  const events: Tagged[] = [];
  const next = new Set(scripts.filter((s) => s.length > moves.length && moves.every((p, i) => s[i] === p)).map((s) => s[moves.length] as number));
  const live = !snapshot.hasTag('over');
  if (!live) {
    const empty = [...Array(game.variant.size ** 2).keys()].find((p) => game.at(p) === null);
    if (empty !== undefined) events.push({ type: 'play', point: empty, kind: 'play: a move' });
  }
  for (const point of live ? next : []) {
    const verdict = game.verdictAfter(point);
    const kind: EventKind = verdict.winner ? 'play: a winning move' : verdict.reason === 'draw' ? 'play: the last empty point' : 'play: a move';
    events.push({ type: 'play', point, kind });
    events.push({ type: 'play', point, by: game.turn === 'black' ? 'white' : 'black', kind: 'play: by the side not to move' });
  }
  if (moves.length) events.push({ type: 'play', point: moves[0] as number, kind: 'play: a taken point' });
  if (live) events.push({ type: 'play', point: -1, kind: 'play: off the board' });
  for (const by of ['black', 'white'] as const) {
    const hasStone = moves.some((_, i) => (i % 2 === 0) === (by === 'black'));
    events.push({ type: 'undo', by, kind: hasStone ? `undo by ${by}` : 'undo by a side with no stone' });
    events.push({ type: 'undo.accept', by, kind: `undo.accept by ${by}` }, { type: 'undo.decline', by, kind: `undo.decline by ${by}` });
    events.push({ type: 'resign', by, kind: `resign by ${by}` });
  }
  events.push({ type: 'restart', kind: 'restart' });
  events.push({ type: 'fly', kind: 'an unknown event' } as unknown as Tagged);
  events.push({ type: 'resign', by: 'green', kind: "a bad 'by'" } as unknown as Tagged);
  return events;
}

describe('the chart, walked against its table', () => {
  const covered = new Set<string>();
  for (const policy of ['consent', 'immediate'] as UndoPolicy[]) {
    for (const { variant, scripts } of MODELS) {
      it(`takes every edge the table gives: ${variant.size}×${variant.size}, undo ${policy}`, () => {
        const map = getAdjacencyMap(gomokuMachine, {
          input: { variant, undo: policy },
          events: (snapshot) => eventsFor(snapshot, scripts),
          serializeState: (s) => JSON.stringify([s.value, s.context.game.moves, s.context.ending]),
          serializeEvent: (e) => JSON.stringify(e),
        });
        let edges = 0;
        for (const { state: from, transitions } of Object.values(map)) {
          const situation = situationOf(from);
          for (const { event, state: to } of Object.values(transitions) as { event: Tagged; state: GomokuSnapshot }[]) {
            const { kind } = event as Tagged;
            const cell = TRANSITIONS[situation][kind];
            expect(cell, `${situation} × ${kind} is not in the table`).toBeDefined();
            const expected = outcomeOf(cell!, policy);
            const where = `${situation} × ${kind} (undo ${policy}) at [${from.context.game.moves}]`;
            if (expected === 'turn' || ['blackToMove', 'whiteToMove', 'blackRequestsUndo', 'whiteRequestsUndo', 'blackWon', 'whiteWon', 'draw'].includes(expected)) {
              const status = expected === 'turn' ? `${to.context.game.turn}ToMove` : expected;
              expect(selectStatus(to), where).toBe(status);
              expect(to.context.rejection, where).toBeNull();
            } else {
              // A refusal records why, and nothing else changes.
              expect(to.context.rejection?.reason, where).toBe(expected);
              expect(to.value, where).toEqual(from.value);
              expect({ ...to.context, rejection: null }, where).toEqual({ ...from.context, rejection: null });
              expect(to.context.game, where).toBe(from.context.game);
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
        if (row[kind as EventKind] === undefined) continue;
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
