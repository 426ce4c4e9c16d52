import { COLORS, Game, otherColor, type Color } from '@gomoku/engine';
import { and, assign, enqueueActions, setup } from 'xstate';
import { charged, delayFor, freshClock, incremented, paused, started } from './clock.ts';
import { isWellFormed, rejectedEvent } from './events.ts';
import { chosen, colorOf, colorsOf, endedOffBoard, EXTENDED, initialContext, moveProblem, PLACED, refusal, seatOf, takeBackCount } from './rules.ts';
import { isSwap } from './settings.ts';
import type { Actor, GomokuContext, GomokuEvent, GomokuInput } from './types.ts';
import type { Seat } from './vocabulary.ts';
import { nowOf, snapshotIn, withoutTimer } from './xstate-adapter.ts';

type Args = { context: GomokuContext; event: GomokuEvent };
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
    // A swap opening still to decide the colours; resuming a game, with how many of its stones are on the board.
    opensWithSwap: ({ context }, placed?: { stones: number }) => isSwap(context.opening) && context.colors === null && (placed?.stones ?? context.game.moves.length) === context.game.moves.length,
    hasSwapOpening: ({ context }) => isSwap(context.opening),
    // Undo.
    undoIsImmediate: ({ context }) => context.undo === 'immediate',
    blackCanTakeBack: (args) => canTakeBack(args, 'black'),
    whiteCanTakeBack: (args) => canTakeBack(args, 'white'),
    endedOnBoard: ({ context }) => context.ending === null,
    // Who acts: an answer, an offer, a resignation.
    isByBlack: (args) => isBy(args, 'black'),
    isByWhite: (args) => isBy(args, 'white'),
    // Where a record stands, when a game starts from one (or resumes from a stored game, with its ending).
    blackHasWon: ({ context }) => (context.ending ?? context.game.verdict).winner === 'black',
    whiteHasWon: ({ context }) => (context.ending ?? context.game.verdict).winner === 'white',
    isDrawn: ({ context }) => (context.ending ? context.ending.reason === 'agreed' : context.game.verdict.reason === 'draw'),
    isBlacksTurn: ({ context }) => context.game.turn === 'black',
    // A flag timer counts only while a clock runs (none runs before the first stone).
    clockRuns: ({ context }) => context.clock?.running != null,
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
    resign: assign((_, { by }: { by: Color }) => ({ ending: endedOffBoard(otherColor(by), 'resign'), rejection: null })),
    agreeDraw: assign({ ending: endedOffBoard(null, 'agreed'), rejection: null }),
    flag: assign(({ context }, { actor }: Who) => ({
      ending: endedOffBoard(otherColor(colorOf(context, actor)), 'time'),
      clock: context.clock && { ...context.clock, remaining: { ...context.clock.remaining, [seatOf(context, actor)]: 0 } },
    })),
    acceptEvent: assign({ rejection: null }),
    // The clocks: the one to act's runs from entry; leaving charges it; a move or choice adds the increment.
    startClock: assign(({ context, system }, { actor }: Who) => {
      if (!context.clock) return {};
      return { clock: context.game.moves.length ? started(context.clock, seatOf(context, actor), nowOf(system)) : paused(context.clock) };
    }),
    chargeClock: assign(({ context, system }) => (context.clock ? { clock: charged(context.clock, nowOf(system)) } : {})),
    addIncrement: assign(({ context }) => (context.clock ? { clock: incremented(context.clock) } : {})),
    pauseClock: assign(({ context }) => (context.clock ? { clock: paused(context.clock) } : {})),
    startOver: assign(({ context }) => ({ ...newGame(context), inputError: null })),
    startRematch: assign(({ context }) => ({ ...newGame(context), seats: context.seats && { first: context.seats.second, second: context.seats.first } })),
    // Every refusal goes through here: it records why, and changes nothing else.
    reject: enqueueActions(({ event, check, enqueue }) => {
      // XState's own events (a flag timer whose clock does not run) are not refusals; from outside they never arrive.
      if (event.type.startsWith('xstate.')) return;
      enqueue.assign({ rejection: { event: rejectedEvent(event), ...refusal(snapshotIn(check) as Parameters<typeof refusal>[0], event) } });
    }),
  },
  delays: {
    // Each flag timer waits for the remaining time of the one to act; no timer is set while no clock runs.
    firstClock: ({ context }) => withoutTimer(delayFor(context.clock, 'first')),
    secondClock: ({ context }) => withoutTimer(delayFor(context.clock, 'second')),
    blackClock: ({ context }) => withoutTimer(delayFor(context.clock, seatOf(context, 'black'))),
    whiteClock: ({ context }) => withoutTimer(delayFor(context.clock, seatOf(context, 'white'))),
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


/** The guard that an event comes from a side, by colour. */
const BY = { black: 'isByBlack', white: 'isByWhite' } as const;
/** The guard that a side has a stone to take back, by colour. */
const CAN_TAKE_BACK = { black: 'blackCanTakeBack', white: 'whiteCanTakeBack' } as const;

/** A move by the side to move: it wins, fills the board, or passes the turn. */
const moves = (side: Color) => {
  const actor = { actor: side };
  const placed = ['placeStone', 'addIncrement'] as const;
  return [
    { guard: { type: 'isWinningMove', params: actor }, target: `#gomoku.over.${side}Won`, actions: placed },
    { guard: { type: 'isDrawingMove', params: actor }, target: '#gomoku.over.draw', actions: placed },
    { guard: { type: 'isLegalMove', params: actor }, target: `${otherColor(side)}ToMove`, actions: placed },
  ] as const;
};

/** An offer (`what`: Draw, Restart, Rematch) by whichever side sends it. */
const offers = (what: string) => COLORS.map((side) => ({ guard: BY[side], target: `${side}Offers${what}`, actions: 'acceptEvent' }) as const);

/** An answer by `answerer` that declines: the side whose turn it is moves again. */
const backToTurn = (answerer: Color) =>
  [
    { guard: and([BY[answerer], 'isBlacksTurn']), target: 'blackToMove', actions: 'acceptEvent' },
    { guard: BY[answerer], target: 'whiteToMove', actions: 'acceptEvent' },
  ] as const;

/** An answer by `answerer` that starts the next game (`action`: the same seats, or swapped). */
const nextGame = (answerer: Color, action: 'startOver' | 'startRematch') =>
  [
    { guard: and([BY[answerer], 'hasSwapOpening']), target: '#gomoku.playing.opening', actions: action },
    { guard: BY[answerer], target: '#gomoku.playing.blackToMove', actions: action },
  ] as const;

/** A state in which `asker` waits for the other side's answer; no clock runs. */
const waitingFor = (asker: Color) => ({ tags: ['awaitingAnswer', `${otherColor(asker)}Acts`], entry: 'pauseClock' }) as const;

/** A state in which `actor` acts (its tag), its clock running from entry, until it acts or its flag falls and `winner` wins. */
const onTheClock = (actor: Actor, winner: Color) =>
  ({
    tags: [`${actor}Acts`],
    entry: { type: 'startClock', params: { actor } },
    exit: 'chargeClock',
    after: { [`${actor}Clock`]: { guard: 'clockRuns', target: `#gomoku.over.${winner}Won`, actions: { type: 'flag', params: { actor } } } },
  }) as const;

/**
 * One side's states, the same for Black and White: to move (its clock runs; a move, an undo, an
 * offer), and waiting for the other's answer to its undo request, draw offer or restart offer.
 */
function sideStates<S extends Color>(side: S) {
  const other = otherColor(side);
  return {
    [`${side}ToMove`]: {
      ...onTheClock(side, other),
      on: {
        play: moves(side),
        undo: [
          ...COLORS.map((by) => ({ guard: and(['undoIsImmediate', CAN_TAKE_BACK[by]]), target: `${by}ToMove`, reenter: by === side, actions: { type: 'takeBack', params: { by } } }) as const),
          ...COLORS.map((by) => ({ guard: CAN_TAKE_BACK[by], target: `${by}RequestsUndo`, actions: 'acceptEvent' }) as const),
        ],
        'draw.offer': offers('Draw'),
        'restart.offer': offers('Restart'),
      },
    },
    [`${side}RequestsUndo`]: {
      ...waitingFor(side),
      on: { 'undo.accept': { guard: BY[other], target: `${side}ToMove`, actions: { type: 'takeBack', params: { by: side } } }, 'undo.decline': backToTurn(other) },
    },
    [`${side}OffersDraw`]: {
      ...waitingFor(side),
      on: { 'draw.accept': { guard: BY[other], target: '#gomoku.over.draw', actions: 'agreeDraw' }, 'draw.decline': backToTurn(other) },
    },
    [`${side}OffersRestart`]: {
      ...waitingFor(side),
      on: { 'restart.accept': nextGame(other, 'startOver'), 'restart.decline': backToTurn(other) },
    },
  } as const;
}

/** A finished game's result: a rematch may be offered from it, and under `immediate` a game ended on the board taken back. */
const result = () =>
  ({
    on: {
      'rematch.offer': offers('Rematch'),
      undo: COLORS.map((by) => ({ guard: and(['undoIsImmediate', 'endedOnBoard', CAN_TAKE_BACK[by]]), target: `#gomoku.playing.${by}ToMove`, actions: { type: 'takeBack', params: { by } } }) as const),
    },
  }) as const;

/** After the game, `asker` offers a rematch: the other accepts (the next game, seats swapped) or declines (back to the result). */
const rematchOffer = (asker: Color) => {
  const other = otherColor(asker);
  return {
    tags: ['awaitingAnswer'],
    on: {
      'rematch.accept': nextGame(other, 'startRematch'),
      'rematch.decline': [
        { guard: and([BY[other], 'blackHasWon']), target: 'blackWon', actions: 'acceptEvent' },
        { guard: and([BY[other], 'whiteHasWon']), target: 'whiteWon', actions: 'acceptEvent' },
        { guard: BY[other], target: 'draw', actions: 'acceptEvent' },
      ],
    },
  } as const;
};

/** A stone of the opening placed by `actor` (`first` places three, `second` may extend by two); the last of them goes to `next`. */
const placingStones = (actor: Seat, completes: 'completesPlacement' | 'completesExtension', next: string, self: string, after: number) =>
  ({
    play: [
      { guard: completes, target: next, actions: ['placeStone', 'addIncrement'] },
      { guard: { type: 'isLegalMove', params: { actor } }, target: self, reenter: true, actions: ['placeStone', 'addIncrement'] },
    ],
    undo: { guard: { type: 'ownsLastOpeningStone', params: { actor, after } }, target: self, reenter: true, actions: 'takeBackOpeningStone' },
  }) as const;

/** An opening state in which `actor` acts on the clock (its flag falling, the other seat's provisional colour wins). */
const openingTurn = (actor: Seat) => onTheClock(actor, actor === 'first' ? 'white' : 'black');

/** A colour chosen by `actor`: White moves next, whichever colour it took. */
const choice = (actor: Seat) =>
  ({ guard: { type: 'isChoiceBy', params: { actor } }, target: '#gomoku.playing.whiteToMove', actions: [{ type: 'choose', params: { actor } }, 'addIncrement'] }) as const;

/**
 * The game's state chart, as the design documents draw it, with the tournament rules:
 *
 * - `resuming` is passed through once, at the start, to the status of the input record (or of a
 *   stored game: an undecided swap opening by its stones, a game ended off the board by its ending).
 * - `playing` (tag `live`) holds the `opening` (tag `opening`; swap rules: `first` is `placing`
 *   three stones, `second` is `choosing` a colour or, under swap2, `extending` with two more,
 *   after which `first` makes the `finalChoice`), then each side's states, the same for Black and
 *   White (`sideStates`): `blackToMove` and `whiteToMove`, which a legal move alternates or ends;
 *   `…RequestsUndo`, `…OffersDraw` and `…OffersRestart` (tag `awaitingAnswer`), which the other
 *   side answers. Resigning from any of them ends the game with the other side winning.
 * - `over` (tag `over`) holds `blackWon`, `whiteWon` and `draw`, from which a rematch is offered
 *   (`…OffersRematch`); `rematch` starts the next game at once, with the seats swapped.
 * - With a clock, the one to act's time runs from the first stone (XState delayed transitions:
 *   the flag falls at exactly zero); it stops while a request or offer waits.
 * - `restart` starts a new game at once from anywhere (one screen; online, `restart.offer` asks
 *   the other side). Any event no edge takes is refused by `reject`, which records `rejection`
 *   and nothing else. Tags `firstActs`, `secondActs`, `blackActs`, `whiteActs` say who acts.
 *
 * Every rule decision is the engine's; the machine carries the engine's `Game` for its record.
 */
export const definition = chart.createMachine({
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
        { guard: 'isDrawn', target: 'over.draw' },
        { guard: { type: 'opensWithSwap', params: { stones: EXTENDED } }, target: 'playing.opening.finalChoice' },
        { guard: { type: 'opensWithSwap', params: { stones: EXTENDED - 1 } }, target: 'playing.opening.extending' },
        { guard: { type: 'opensWithSwap', params: { stones: PLACED } }, target: 'playing.opening.choosing' },
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
          tags: ['opening'],
          initial: 'placing',
          states: {
            placing: { ...openingTurn('first'), on: placingStones('first', 'completesPlacement', 'choosing', 'placing', 0) },
            choosing: {
              ...openingTurn('second'),
              tags: ['secondActs', 'choosingColor'],
              on: { 'opening.choose': choice('second'), 'opening.extend': { guard: 'mayExtend', target: 'extending', actions: 'acceptEvent' } },
            },
            extending: { ...openingTurn('second'), on: placingStones('second', 'completesExtension', 'finalChoice', 'extending', PLACED) },
            finalChoice: { ...openingTurn('first'), tags: ['firstActs', 'choosingColor'], on: { 'opening.choose': choice('first') } },
          },
        },
        ...sideStates('black'),
        ...sideStates('white'),
      },
    },
    over: {
      tags: ['over'],
      // XState asks every compound state for one; no edge enters `over` itself.
      initial: 'draw',
      entry: 'pauseClock',
      on: {
        rematch: [
          { guard: 'hasSwapOpening', target: 'playing.opening', actions: 'startRematch' },
          { target: 'playing.blackToMove', actions: 'startRematch' },
        ],
      },
      states: {
        blackWon: result(),
        whiteWon: result(),
        draw: result(),
        blackOffersRematch: rematchOffer('black'),
        whiteOffersRematch: rematchOffer('white'),
      },
    },
  },
});
