import { TIC_TAC_TOE } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { gomokuMachine } from './machine.ts';
import { selectStatus, type GomokuSnapshot } from './selectors.ts';
import { STATUSES, type GomokuEvent, type Status } from './types.ts';

// Short scripted games on tic-tac-toe reach every ending: a draw, a black five, a white five.
const SCRIPTS = [
  [0, 1, 2, 4, 3, 5, 7, 6, 8],
  [0, 3, 1, 4, 2],
  [0, 3, 1, 4, 8, 5],
];

const COLORS = ['black', 'white'] as const;
const EVENT_TYPES: GomokuEvent['type'][] = ['play', 'undo', 'undo.accept', 'undo.decline', 'resign', 'restart'];

function events(snapshot: GomokuSnapshot): GomokuEvent[] {
  const { moves } = snapshot.context;
  const next = SCRIPTS.filter((s) => moves.every((p, i) => s[i] === p) && moves.length < s.length).map((s) => s[moves.length] as number);
  return [
    ...[...new Set(next)].map((point): GomokuEvent => ({ type: 'play', point })),
    ...(moves.length ? [{ type: 'play', point: moves[0] as number } as GomokuEvent] : []),
    ...COLORS.flatMap((by): GomokuEvent[] => [
      { type: 'undo', by },
      { type: 'undo.accept', by },
      { type: 'undo.decline', by },
      { type: 'resign', by },
    ]),
    { type: 'restart' },
  ];
}

describe('model-based: every status and every event in every status', () => {
  for (const undo of ['consent', 'immediate'] as const) {
    it(`covers the chart with undo '${undo}'`, async () => {
      const model = createTestModel(gomokuMachine, {
        input: { variant: TIC_TAC_TOE, undo },
        events,
        serializeState: (snapshot) => `${String(snapshot.value)}|${snapshot.context.moves.join(',')}|${snapshot.context.undoRequest}`,
      });
      const statuses = new Set<Status>();
      const fired = new Set<string>();
      const paths = model.getShortestPaths();
      for (const path of paths) {
        await model.testPath(path, {
          states: Object.fromEntries(
            STATUSES.map((status) => [
              status,
              (snapshot: GomokuSnapshot) => {
                // The status the chart is in always agrees with the context's own reading.
                expect(selectStatus(snapshot)).toBe(status);
                statuses.add(status);
              },
            ]),
          ),
          events: Object.fromEntries(EVENT_TYPES.map((type) => [type, () => {}])),
        });
        for (const step of path.steps) {
          const from = step.state.value as string;
          fired.add(`${from} ${step.event.type}`);
        }
      }
      // Count (status, event) pairs seen from the adjacency map: each event is tried in each status.
      for (const [, value] of Object.entries(model.getAdjacencyMap())) {
        for (const key of Object.keys(value.transitions)) fired.add(`${String(value.state.value)} ${JSON.parse(key).type}`);
      }
      const expectedStates = undo === 'consent' ? STATUSES : STATUSES.filter((s) => !s.endsWith('RequestsUndo'));
      const expectedPairs = expectedStates.flatMap((s) => EVENT_TYPES.map((t) => `${s} ${t}`));
      const covered = expectedPairs.filter((p) => fired.has(p));
      console.log(`machine model coverage (undo ${undo}): states ${statuses.size}/${expectedStates.length}, transitions ${covered.length}/${expectedPairs.length}`);
      expect([...statuses].sort()).toEqual([...expectedStates].sort());
      expect(covered).toEqual(expectedPairs);
    });
  }
});
