import { otherColor } from '@gomoku/engine';
import { assign, setup, type StateNodeConfig } from 'xstate';
import { initialContext, NO_VERDICT, played, refusal, statusOf, takeBack } from './rules.ts';
import { STATUSES, type GomokuContext, type GomokuEvent, type GomokuInput, type Status } from './types.ts';

type Params = { status: Status };

const chart = setup({
  types: {
    context: {} as GomokuContext,
    events: {} as GomokuEvent,
    input: {} as GomokuInput,
  },
  guards: {
    refused: ({ context, event }, { status }: Params) => refusal(context, status, event) !== null,
    immediateUndo: ({ context }) => context.undo === 'immediate',
    settlesAs: ({ context }, { status }: Params) => statusOf(context) === status,
  },
  actions: {
    reject: assign(({ context, event }, { status }: Params) => ({
      rejection: { event, reason: refusal(context, status, event) ?? 'not-allowed' },
    })),
    play: assign(({ context, event }) => {
      if (event.type !== 'play') return {};
      return { ...played(context, event.point), rejection: null };
    }),
    requestUndo: assign(({ event }) => (event.type === 'undo' ? { undoRequest: event.by, rejection: null } : {})),
    takeBackFor: assign(({ context, event }) => {
      // An immediate undo takes back the asker's stones; an accepted one, the requester's.
      const by = event.type === 'undo' ? event.by : context.undoRequest;
      const moves = by ? takeBack(context.moves, by) : null;
      return { moves: moves ?? context.moves, verdict: NO_VERDICT, undoRequest: null, rejection: null };
    }),
    decline: assign({ undoRequest: null, rejection: null }),
    resign: assign(({ event }) =>
      event.type === 'resign'
        ? { verdict: { winner: otherColor(event.by), reason: 'resign' as const, line: [] }, undoRequest: null, rejection: null }
        : {},
    ),
    restart: assign({ moves: [], verdict: NO_VERDICT, undoRequest: null, rejection: null, inputError: null }),
  },
});

type Handlers = NonNullable<StateNodeConfig<GomokuContext, GomokuEvent, never, never, never, never, never, never, never, never>['on']>;

/** In every status, an event the rules refuse only records the rejection: nothing else changes. */
function guarded(status: Status, accepted: Record<string, unknown>): Handlers {
  const refuse = { guard: { type: 'refused', params: { status } }, actions: { type: 'reject', params: { status } } };
  const on: Record<string, unknown> = {};
  for (const type of ['play', 'undo', 'undo.accept', 'undo.decline', 'resign'] as const) {
    on[type] = type in accepted ? [refuse, ...[accepted[type]].flat()] : refuse;
  }
  on.restart = { target: 'settling', actions: 'restart' };
  return on as Handlers;
}

const toMove = (status: Status) => ({
  on: guarded(status, {
    play: { target: 'settling', actions: 'play' },
    undo: [
      { guard: 'immediateUndo', target: 'settling', actions: 'takeBackFor' },
      { target: 'settling', actions: 'requestUndo' },
    ],
    resign: { target: 'settling', actions: 'resign' },
  }),
});

const requestsUndo = (status: Status) => ({
  on: guarded(status, {
    'undo.accept': { target: 'settling', actions: 'takeBackFor' },
    'undo.decline': { target: 'settling', actions: 'decline' },
    resign: { target: 'settling', actions: 'resign' },
  }),
});

const over = (status: Status) => ({ on: guarded(status, {}) });

/**
 * The game's state chart. Its states are the statuses (`blackToMove`, `whiteToMove`,
 * `blackRequestsUndo`, `whiteRequestsUndo`, `blackWon`, `whiteWon`, `draw`) and one passing
 * state, `settling`, which the actor leaves at once for the status the context stands for.
 * Every rule decision is the engine's.
 */
export const gomokuMachine = chart.createMachine({
  id: 'gomoku',
  context: ({ input }) => initialContext(input),
  initial: 'settling',
  states: {
    settling: {
      always: STATUSES.map((status) => ({ guard: { type: 'settlesAs' as const, params: { status } }, target: status })),
    },
    blackToMove: toMove('blackToMove'),
    whiteToMove: toMove('whiteToMove'),
    blackRequestsUndo: requestsUndo('blackRequestsUndo'),
    whiteRequestsUndo: requestsUndo('whiteRequestsUndo'),
    blackWon: over('blackWon'),
    whiteWon: over('whiteWon'),
    draw: over('draw'),
  },
});
