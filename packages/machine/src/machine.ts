import { Game, otherColor, type Color } from '@gomoku/engine';
import { and, assign, enqueueActions, setup, stateIn } from 'xstate';
import { charged, delayFor, freshClock, incremented, nowOf, paused, started } from './clock.ts';
import { checkedAtTheEdge } from './edges.ts';
import { isWellFormed, rejectedEvent } from './events.ts';
import { chosen, colorOf, colorsOf, EXTENDED, initialContext, moveProblem, PLACED, refusal, seatOf, takeBackCount } from './rules.ts';
import { isSwap } from './settings.ts';
import { valueOf } from './snapshot.ts';
import { STATUSES, type Actor, type GomokuContext, type GomokuEvent, type GomokuInput, type Status } from './types.ts';

type Args = { context: GomokuContext; event: GomokuEvent };

/** Each status's state value, for the refusal's question "which state am I in?". */
const STATE_VALUES = Object.fromEntries(STATUSES.map((s) => [s, valueOf(s)])) as Record<Status, ReturnType<typeof valueOf>>;
type Who = { actor: Actor };

/** The event if it is a well-formed `play` that `actor` (the one to act) may make, else null. */
function legalPlay({ context, event }: Args, actor: Actor) {
  return isWellFormed(event) && event.type === 'play' && moveProblem(context, event, seatOf(context, actor)) === null ? event : null;
}

/** Does this well-formed event come from `actor`'s seat (or name no one, where that is allowed)? */
function isBy({ context, event }: Args, actor: Actor, anyone = false): boolean {
  if (!isWellFormed(event) || !('by' in event) || event.by === undefined) return anyone && isWellFormed(event);
  return seatOf(context, event.by) === seatOf(context, actor);
}

/** May `color` take back a stone with this `undo` event, without touching the opening's stones? */
const canTakeBack = (args: Args, color: Color) => args.event.type === 'undo' && isBy(args, color) && takeBackCount(args.context, color) > 0;

const chart = setup({
  types: {
    context: {} as GomokuContext,
    events: {} as GomokuEvent,
    input: {} as GomokuInput,
  },
  guards: {
    // A move by the one to act: legal, and what it does (the engine's verdict, without playing).
    isWinningMove: (args, { actor }: Who) => {
      const play = legalPlay(args, actor);
      return play !== null && args.context.game.verdictAfter(play.point).winner !== null;
    },
    isDrawingMove: (args, { actor }: Who) => {
      const play = legalPlay(args, actor);
      return play !== null && args.context.game.verdictAfter(play.point).reason === 'draw';
    },
    isLegalMove: (args, { actor }: Who) => legalPlay(args, actor) !== null,
    // The opening.
    completesPlacement: (args) => legalPlay(args, 'first') !== null && args.context.game.moves.length === PLACED - 1,
    completesExtension: (args) => legalPlay(args, 'second') !== null && args.context.game.moves.length === EXTENDED - 1,
    isChoiceBy: (args, { actor }: Who) => args.event.type === 'opening.choose' && isBy(args, actor, true),
    mayExtend: (args) => args.event.type === 'opening.extend' && args.context.opening === 'swap2' && isBy(args, 'second', true),
    ownsLastOpeningStone: (args, { actor, after }: Who & { after: number }) => args.event.type === 'undo' && isBy(args, actor) && args.context.game.moves.length > after,
    opensWithSwap: ({ context }) => isSwap(context.opening) && context.colors === null,
    hasSwapOpening: ({ context }) => isSwap(context.opening),
    // Undo.
    undoIsImmediate: ({ context }) => context.undo === 'immediate',
    blackCanTakeBack: (args) => canTakeBack(args, 'black'),
    whiteCanTakeBack: (args) => canTakeBack(args, 'white'),
    endedOnBoard: ({ context }) => context.ending === null,
    // Who acts: an answer, an offer, a resignation.
    isByBlack: (args) => isBy(args, 'black'),
    isByWhite: (args) => isBy(args, 'white'),
    // Where a record stands, when a game starts from one.
    blackHasWon: ({ context }) => context.game.verdict.winner === 'black',
    whiteHasWon: ({ context }) => context.game.verdict.winner === 'white',
    boardIsFull: ({ context }) => context.game.verdict.reason === 'draw',
    isBlacksTurn: ({ context }) => context.game.turn === 'black',
    hasClock: ({ context }) => context.clock !== null,
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
      for (let n = takeBackCount(context, by); n > 0; n--) game.undo();
      return { game, ending: null, rejection: null };
    }),
    takeBackOpeningStone: assign(({ context }) => {
      const game = context.game.clone();
      game.undo();
      return { game, rejection: null };
    }),
    choose: assign(({ context, event }, { actor }: Who) =>
      event.type === 'opening.choose' ? { colors: chosen(seatOf(context, actor), event.color), openedWith: context.game.moves.length, rejection: null } : {},
    ),
    resign: assign((_, { by }: { by: Color }) => ({ ending: Object.freeze({ winner: otherColor(by), reason: 'resign' as const, line: Object.freeze([]) }), rejection: null })),
    agreeDraw: assign({ ending: Object.freeze({ winner: null, reason: 'agreed' as const, line: Object.freeze([]) }), rejection: null }),
    flag: assign(({ context }, { actor }: Who) => ({
      ending: Object.freeze({ winner: otherColor(colorOf(context, actor)), reason: 'time' as const, line: Object.freeze([]) }),
      clock: context.clock && { ...context.clock, remaining: { ...context.clock.remaining, [seatOf(context, actor)]: 0 } },
    })),
    acceptEvent: assign({ rejection: null }),
    // The clocks: the one to act's runs from entry; leaving charges it; a move or choice adds the increment.
    startClock: assign(({ context, system }, { actor }: Who) => (context.clock ? { clock: started(context.clock, seatOf(context, actor), nowOf(system)) } : {})),
    chargeClock: assign(({ context, system }) => (context.clock ? { clock: charged(context.clock, nowOf(system)) } : {})),
    addIncrement: assign(({ context }) => (context.clock ? { clock: incremented(context.clock) } : {})),
    pauseClock: assign(({ context }) => (context.clock ? { clock: paused(context.clock) } : {})),
    startOver: assign(({ context }) => ({ ...newGame(context), inputError: null })),
    startRematch: assign(({ context }) => ({ ...newGame(context), seats: context.seats && { first: context.seats.second, second: context.seats.first } })),
    // Every refusal goes through here: it records why, and changes nothing else.
    reject: enqueueActions(({ context, event, check, enqueue }) => {
      const type: unknown = (event as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && type.startsWith('xstate.')) return;
      // A guard is how an action may read the state it runs in: the reason depends on the status.
      const status = STATUSES.find((s) => check(stateIn(STATE_VALUES[s]) as Parameters<typeof check>[0])) ?? 'blackToMove';
      enqueue.assign({ rejection: { event: rejectedEvent(event), ...refusal(status, context, event) } });
    }),
  },
  delays: {
    // Each flag timer waits for the remaining time of the one to act (never, without a clock).
    firstClock: ({ context }) => delayFor(context.clock, 'first'),
    secondClock: ({ context }) => delayFor(context.clock, 'second'),
    blackClock: ({ context }) => delayFor(context.clock, seatOf(context, 'black')),
    whiteClock: ({ context }) => delayFor(context.clock, seatOf(context, 'white')),
  },
});

/** A new game with the same settings: empty board, fresh clocks, colours to decide again under a swap opening. */
function newGame(context: GomokuContext): Partial<GomokuContext> {
  return {
    game: new Game({ variant: context.game.variant }),
    colors: isSwap(context.opening) ? null : colorsOf(context),
    openedWith: 0,
    ending: null,
    clock: context.clock && freshClock(context.clock),
    rejection: null,
  };
}

/** A move by the side to move: it wins, fills the board, or passes the turn. */
const moves = (side: Color) => {
  const other = otherColor(side);
  const actor = { actor: side };
  const placed = ['placeStone', 'addIncrement'] as const;
  return [
    { guard: { type: 'isWinningMove', params: actor }, target: `#gomoku.over.${side}Won`, actions: placed },
    { guard: { type: 'isDrawingMove', params: actor }, target: '#gomoku.over.draw', actions: placed },
    { guard: { type: 'isLegalMove', params: actor }, target: `${other}ToMove`, actions: placed },
  ] as const;
};

/**
 * The game's state chart, as the design documents draw it, with the tournament rules:
 *
 * - `resuming` is passed through once, at the start, to the status of the input record.
 * - `playing` (tag `live`) holds the `opening` (swap rules: `first` is `placing` three stones,
 *   `second` is `choosing` a colour or, under swap2, `extending` with two more, after which
 *   `first` makes the `finalChoice`), then `blackToMove` and `whiteToMove`, which a legal move
 *   alternates or ends; `blackRequestsUndo` / `whiteRequestsUndo` and `blackOffersDraw` /
 *   `whiteOffersDraw` (tag `awaitingAnswer`), which the other side answers. Resigning from any
 *   of them ends the game with the other side winning.
 * - `over` (tag `over`) holds `blackWon`, `whiteWon` and `draw`; `rematch` starts the next game
 *   with the seats swapped.
 * - With a clock, the one to act's time runs (XState delayed transitions: the flag falls at
 *   exactly zero); it stops while a request or offer waits.
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
    restart: [
      { guard: 'hasSwapOpening', target: '.playing.opening', actions: 'startOver' },
      { target: '.playing.blackToMove', actions: 'startOver' },
    ],
    '*': { actions: 'reject' },
  },
  states: {
    resuming: {
      always: [
        { guard: 'blackHasWon', target: 'over.blackWon' },
        { guard: 'whiteHasWon', target: 'over.whiteWon' },
        { guard: 'boardIsFull', target: 'over.draw' },
        { guard: 'opensWithSwap', target: 'playing.opening' },
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
        opening: {
          initial: 'placing',
          states: {
            placing: {
              entry: { type: 'startClock', params: { actor: 'first' } },
              exit: 'chargeClock',
              after: { firstClock: { guard: 'hasClock', target: '#gomoku.over.whiteWon', actions: { type: 'flag', params: { actor: 'first' } } } },
              on: {
                play: [
                  { guard: 'completesPlacement', target: 'choosing', actions: ['placeStone', 'addIncrement'] },
                  { guard: { type: 'isLegalMove', params: { actor: 'first' } }, target: 'placing', reenter: true, actions: ['placeStone', 'addIncrement'] },
                ],
                undo: { guard: { type: 'ownsLastOpeningStone', params: { actor: 'first', after: 0 } }, target: 'placing', reenter: true, actions: 'takeBackOpeningStone' },
              },
            },
            choosing: {
              entry: { type: 'startClock', params: { actor: 'second' } },
              exit: 'chargeClock',
              after: { secondClock: { guard: 'hasClock', target: '#gomoku.over.blackWon', actions: { type: 'flag', params: { actor: 'second' } } } },
              on: {
                'opening.choose': { guard: { type: 'isChoiceBy', params: { actor: 'second' } }, target: '#gomoku.playing.whiteToMove', actions: [{ type: 'choose', params: { actor: 'second' } }, 'addIncrement'] },
                'opening.extend': { guard: 'mayExtend', target: 'extending', actions: 'acceptEvent' },
              },
            },
            extending: {
              entry: { type: 'startClock', params: { actor: 'second' } },
              exit: 'chargeClock',
              after: { secondClock: { guard: 'hasClock', target: '#gomoku.over.blackWon', actions: { type: 'flag', params: { actor: 'second' } } } },
              on: {
                play: [
                  { guard: 'completesExtension', target: 'finalChoice', actions: ['placeStone', 'addIncrement'] },
                  { guard: { type: 'isLegalMove', params: { actor: 'second' } }, target: 'extending', reenter: true, actions: ['placeStone', 'addIncrement'] },
                ],
                undo: { guard: { type: 'ownsLastOpeningStone', params: { actor: 'second', after: PLACED } }, target: 'extending', reenter: true, actions: 'takeBackOpeningStone' },
              },
            },
            finalChoice: {
              entry: { type: 'startClock', params: { actor: 'first' } },
              exit: 'chargeClock',
              after: { firstClock: { guard: 'hasClock', target: '#gomoku.over.whiteWon', actions: { type: 'flag', params: { actor: 'first' } } } },
              on: {
                'opening.choose': { guard: { type: 'isChoiceBy', params: { actor: 'first' } }, target: '#gomoku.playing.whiteToMove', actions: [{ type: 'choose', params: { actor: 'first' } }, 'addIncrement'] },
              },
            },
          },
        },
        blackToMove: {
          entry: { type: 'startClock', params: { actor: 'black' } },
          exit: 'chargeClock',
          after: { blackClock: { guard: 'hasClock', target: '#gomoku.over.whiteWon', actions: { type: 'flag', params: { actor: 'black' } } } },
          on: {
            play: moves('black'),
            undo: [
              { guard: and(['undoIsImmediate', 'blackCanTakeBack']), target: 'blackToMove', reenter: true, actions: { type: 'takeBack', params: { by: 'black' } } },
              { guard: and(['undoIsImmediate', 'whiteCanTakeBack']), target: 'whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
              { guard: 'blackCanTakeBack', target: 'blackRequestsUndo', actions: 'acceptEvent' },
              { guard: 'whiteCanTakeBack', target: 'whiteRequestsUndo', actions: 'acceptEvent' },
            ],
            'draw.offer': [
              { guard: 'isByBlack', target: 'blackOffersDraw', actions: 'acceptEvent' },
              { guard: 'isByWhite', target: 'whiteOffersDraw', actions: 'acceptEvent' },
            ],
          },
        },
        whiteToMove: {
          entry: { type: 'startClock', params: { actor: 'white' } },
          exit: 'chargeClock',
          after: { whiteClock: { guard: 'hasClock', target: '#gomoku.over.blackWon', actions: { type: 'flag', params: { actor: 'white' } } } },
          on: {
            play: moves('white'),
            undo: [
              { guard: and(['undoIsImmediate', 'blackCanTakeBack']), target: 'blackToMove', actions: { type: 'takeBack', params: { by: 'black' } } },
              { guard: and(['undoIsImmediate', 'whiteCanTakeBack']), target: 'whiteToMove', reenter: true, actions: { type: 'takeBack', params: { by: 'white' } } },
              { guard: 'blackCanTakeBack', target: 'blackRequestsUndo', actions: 'acceptEvent' },
              { guard: 'whiteCanTakeBack', target: 'whiteRequestsUndo', actions: 'acceptEvent' },
            ],
            'draw.offer': [
              { guard: 'isByBlack', target: 'blackOffersDraw', actions: 'acceptEvent' },
              { guard: 'isByWhite', target: 'whiteOffersDraw', actions: 'acceptEvent' },
            ],
          },
        },
        blackRequestsUndo: {
          tags: ['awaitingAnswer'],
          entry: 'pauseClock',
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
          entry: 'pauseClock',
          on: {
            'undo.accept': { guard: 'isByBlack', target: 'whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
            'undo.decline': [
              { guard: and(['isByBlack', 'isBlacksTurn']), target: 'blackToMove', actions: 'acceptEvent' },
              { guard: 'isByBlack', target: 'whiteToMove', actions: 'acceptEvent' },
            ],
          },
        },
        blackOffersDraw: {
          tags: ['awaitingAnswer'],
          entry: 'pauseClock',
          on: {
            'draw.accept': { guard: 'isByWhite', target: '#gomoku.over.draw', actions: 'agreeDraw' },
            'draw.decline': [
              { guard: and(['isByWhite', 'isBlacksTurn']), target: 'blackToMove', actions: 'acceptEvent' },
              { guard: 'isByWhite', target: 'whiteToMove', actions: 'acceptEvent' },
            ],
          },
        },
        whiteOffersDraw: {
          tags: ['awaitingAnswer'],
          entry: 'pauseClock',
          on: {
            'draw.accept': { guard: 'isByBlack', target: '#gomoku.over.draw', actions: 'agreeDraw' },
            'draw.decline': [
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
      entry: 'pauseClock',
      on: {
        undo: [
          { guard: and(['undoIsImmediate', 'endedOnBoard', 'blackCanTakeBack']), target: 'playing.blackToMove', actions: { type: 'takeBack', params: { by: 'black' } } },
          { guard: and(['undoIsImmediate', 'endedOnBoard', 'whiteCanTakeBack']), target: 'playing.whiteToMove', actions: { type: 'takeBack', params: { by: 'white' } } },
        ],
        rematch: [
          { guard: 'hasSwapOpening', target: 'playing.opening', actions: 'startRematch' },
          { target: 'playing.blackToMove', actions: 'startRematch' },
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
 * is read like stored data (`restoreSnapshot`), its running clock charged with the time that
 * passed; one that does not add up starts a new game whose `selectInputError` says why.
 */
export const gomokuMachine = checkedAtTheEdge(machine);
