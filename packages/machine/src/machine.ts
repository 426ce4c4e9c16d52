import { Game, otherColor, type Color } from '@gomoku/engine';
import { and, assign, enqueueActions, setup, stateIn } from 'xstate';
import { isWellFormed, rejectedEvent } from './events.ts';
import { initialContext, moveProblem, refusal, takeBackCount } from './rules.ts';
import { checkedAtTheEdge } from './edges.ts';
import { stateIdOf } from './snapshot.ts';
import { STATUSES, type GomokuContext, type GomokuEvent, type GomokuInput } from './types.ts';

type Args = { context: GomokuContext; event: GomokuEvent };

/** The event if it is a well-formed `play` the side to move may make, else null. */
function legalPlay({ context, event }: Args) {
  return isWellFormed(event) && event.type === 'play' && moveProblem(context, event) === null ? event : null;
}

/** Does this well-formed event come from `color`? */
const isBy = (event: GomokuEvent, color: Color) => isWellFormed(event) && 'by' in event && event.by === color;

/** May `color` take back a stone with this `undo` event? */
const canTakeBack = ({ context, event }: Args, color: Color) => event.type === 'undo' && isBy(event, color) && takeBackCount(context.game, color) > 0;

const chart = setup({
  types: {
    context: {} as GomokuContext,
    events: {} as GomokuEvent,
    input: {} as GomokuInput,
  },
  guards: {
    // A move: legal, and what it does to the game (the engine's verdict, looked at without playing).
    isWinningMove: (args) => {
      const play = legalPlay(args);
      return play !== null && args.context.game.verdictAfter(play.point).winner !== null;
    },
    isDrawingMove: (args) => {
      const play = legalPlay(args);
      return play !== null && args.context.game.verdictAfter(play.point).reason === 'draw';
    },
    isLegalMove: (args) => legalPlay(args) !== null,
    // Undo.
    undoIsImmediate: ({ context }) => context.undo === 'immediate',
    blackCanTakeBack: (args) => canTakeBack(args, 'black'),
    whiteCanTakeBack: (args) => canTakeBack(args, 'white'),
    endedOnBoard: ({ context }) => context.ending === null,
    // Who acts: the answer to a request, a resignation.
    isByBlack: ({ event }) => isBy(event, 'black'),
    isByWhite: ({ event }) => isBy(event, 'white'),
    // Where a record stands, when a game starts from one.
    blackHasWon: ({ context }) => context.game.verdict.winner === 'black',
    whiteHasWon: ({ context }) => context.game.verdict.winner === 'white',
    boardIsFull: ({ context }) => context.game.verdict.reason === 'draw',
    isBlacksTurn: ({ context }) => context.game.turn === 'black',
  },
  actions: {
    placeStone: assign(({ context, event }) => {
      if (event.type !== 'play') return {};
      // The next game is the last one carried forward: a copy plus one stone, no replay.
      const game = context.game.clone();
      game.play(event.point);
      return { game, rejection: null };
    }),
    takeBack: assign(({ context }, { by }: { by: Color }) => {
      const game = context.game.clone();
      for (let n = takeBackCount(game, by); n > 0; n--) game.undo();
      return { game, ending: null, rejection: null };
    }),
    resign: assign((_, { by }: { by: Color }) => ({
      ending: Object.freeze({ winner: otherColor(by), reason: 'resign' as const, line: Object.freeze([]) }),
      rejection: null,
    })),
    acceptEvent: assign({ rejection: null }),
    startOver: assign(({ context }) => ({ game: new Game({ variant: context.game.variant }), ending: null, rejection: null, inputError: null })),
    // Every refusal goes through here: it records why, and changes nothing else.
    reject: enqueueActions(({ context, event, check, enqueue }) => {
      const type: unknown = (event as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && type.startsWith('xstate.')) return;
      // A guard is how an action may read the state it runs in: the reason depends on the status.
      const status = STATUSES.find((s) => check(stateIn(`#${stateIdOf(s)}`) as Parameters<typeof check>[0])) ?? 'blackToMove';
      enqueue.assign({ rejection: { event: rejectedEvent(event), ...refusal(status, context, event) } });
    }),
  },
});

/**
 * The game's state chart, as the design documents draw it:
 *
 * - `resuming` is passed through once, at the start, to the status of the input record.
 * - `playing` (tag `live`) holds `blackToMove` and `whiteToMove`, which a legal move alternates
 *   (or ends: a five goes to `over.blackWon` / `over.whiteWon`, a full board to `over.draw`), and
 *   `blackRequestsUndo` / `whiteRequestsUndo` (tag `awaitingAnswer`), which the requester's
 *   opponent answers. Undo is at once or by request, by the input's `undo` policy. Resigning
 *   from any of the four ends the game with the other side winning.
 * - `over` (tag `over`) holds `blackWon`, `whiteWon` and `draw`. Under the `immediate` policy a
 *   game won on the board can still be taken back.
 * - `restart` starts a new game from anywhere. Any event no edge takes is refused by `reject`,
 *   which records `rejection` and nothing else.
 *
 * Every rule decision is the engine's; the machine carries the engine's `Game` for its record.
 */
const machine = chart.createMachine({
  id: 'gomoku',
  context: ({ input }) => initialContext(input),
  initial: 'resuming',
  on: {
    restart: { target: '.playing', actions: 'startOver' },
    '*': { actions: 'reject' },
  },
  states: {
    resuming: {
      always: [
        { guard: 'blackHasWon', target: 'over.blackWon' },
        { guard: 'whiteHasWon', target: 'over.whiteWon' },
        { guard: 'boardIsFull', target: 'over.draw' },
        { guard: 'isBlacksTurn', target: 'playing.blackToMove' },
        { target: 'playing.whiteToMove' },
      ],
    },
    playing: {
      tags: ['live'],
      initial: 'blackToMove',
      on: {
        resign: [
          { guard: 'isByBlack', target: 'over.whiteWon', actions: { type: 'resign', params: { by: 'black' } } },
          { guard: 'isByWhite', target: 'over.blackWon', actions: { type: 'resign', params: { by: 'white' } } },
        ],
      },
      states: {
        blackToMove: {
          on: {
            play: [
              { guard: 'isWinningMove', target: '#gomoku.over.blackWon', actions: 'placeStone' },
              { guard: 'isDrawingMove', target: '#gomoku.over.draw', actions: 'placeStone' },
              { guard: 'isLegalMove', target: 'whiteToMove', actions: 'placeStone' },
            ],
            undo: [
              { guard: and(['undoIsImmediate', 'blackCanTakeBack']), target: 'blackToMove', actions: { type: 'takeBack', params: { by: 'black' } } },
              { guard: and(['undoIsImmediate', 'whiteCanTakeBack']), target: 'whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
              { guard: 'blackCanTakeBack', target: 'blackRequestsUndo', actions: 'acceptEvent' },
              { guard: 'whiteCanTakeBack', target: 'whiteRequestsUndo', actions: 'acceptEvent' },
            ],
          },
        },
        whiteToMove: {
          on: {
            play: [
              { guard: 'isWinningMove', target: '#gomoku.over.whiteWon', actions: 'placeStone' },
              { guard: 'isDrawingMove', target: '#gomoku.over.draw', actions: 'placeStone' },
              { guard: 'isLegalMove', target: 'blackToMove', actions: 'placeStone' },
            ],
            undo: [
              { guard: and(['undoIsImmediate', 'blackCanTakeBack']), target: 'blackToMove', actions: { type: 'takeBack', params: { by: 'black' } } },
              { guard: and(['undoIsImmediate', 'whiteCanTakeBack']), target: 'whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
              { guard: 'blackCanTakeBack', target: 'blackRequestsUndo', actions: 'acceptEvent' },
              { guard: 'whiteCanTakeBack', target: 'whiteRequestsUndo', actions: 'acceptEvent' },
            ],
          },
        },
        blackRequestsUndo: {
          tags: ['awaitingAnswer'],
          on: {
            'undo.accept': { guard: 'isByWhite', target: 'blackToMove', actions: { type: 'takeBack', params: { by: 'black' } } },
            'undo.decline': [
              { guard: and(['isByWhite', 'isBlacksTurn']), target: 'blackToMove', actions: 'acceptEvent' },
              { guard: 'isByWhite', target: 'whiteToMove', actions: 'acceptEvent' },
            ],
          },
        },
        whiteRequestsUndo: {
          tags: ['awaitingAnswer'],
          on: {
            'undo.accept': { guard: 'isByBlack', target: 'whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
            'undo.decline': [
              { guard: and(['isByBlack', 'isBlacksTurn']), target: 'blackToMove', actions: 'acceptEvent' },
              { guard: 'isByBlack', target: 'whiteToMove', actions: 'acceptEvent' },
            ],
          },
        },
      },
    },
    over: {
      tags: ['over'],
      // XState asks every compound state for one; no edge enters `over` itself.
      initial: 'draw',
      on: {
        undo: [
          { guard: and(['undoIsImmediate', 'endedOnBoard', 'blackCanTakeBack']), target: 'playing.blackToMove', actions: { type: 'takeBack', params: { by: 'black' } } },
          { guard: and(['undoIsImmediate', 'endedOnBoard', 'whiteCanTakeBack']), target: 'playing.whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
        ],
      },
      states: {
        blackWon: {},
        whiteWon: {},
        draw: {},
      },
    },
  },
});

/**
 * The game's state chart (see above), checking its events and snapshots at the edge: an event
 * that is not an event is refused; a snapshot given to `createActor(gomokuMachine, { snapshot })`
 * is read like stored data (`restoreSnapshot`), and one that does not add up starts a new game
 * whose `selectInputError` says why.
 */
export const gomokuMachine = checkedAtTheEdge(machine);
