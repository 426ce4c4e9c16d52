import { Game, otherColor, type Color } from '@gomoku/engine';
import { assign, setup } from 'xstate';
import { charged, delayFor, fallen, heldTo, incremented, paused, started } from './clock.ts';
import { initialContext, newGameState } from './context.ts';
import { rejectedEvent, timeOf } from './events.ts';
import type { GameState } from './game-state.ts';
import { problemOf, sideOf, statusOfContext, takeBackCount } from './rules.ts';
import { blackAfter, colorOf } from './seats.ts';
import { isSwap } from './settings.ts';
import { seatOnTheClock, statusOf } from './status.ts';
import type { GomokuContext, GomokuEvent, GomokuInput, Status } from './types.ts';
import type { PendingKind, Seat } from './vocabulary.ts';

type Args = { context: GomokuContext; event: GomokuEvent };

/** Does the chart take this event here? `problemOf` decides, for every edge alike. */
const allowed = ({ context, event }: Args) => problemOf(context, event) === null;

/** The state with `change` made, the last refusal cleared. */
const withState = (context: GomokuContext, change: Partial<GameState>): Partial<GomokuContext> => ({ state: { ...context.state, ...change }, rejection: null });

/** The state after the engine's game changed: its record, the ending the board gives, and the clocks held to what its stones can have earned (`heldTo`: an undo takes no increment back). */
const withGame = (context: GomokuContext, game: GomokuContext['game']): Partial<GomokuContext> => {
  const { winner, reason } = game.verdict;
  const { clock, settings } = context.state;
  return { ...withState(context, { moves: game.moves, ending: reason && { winner, reason }, clock: clock && settings.clock ? heldTo(clock, settings.clock, game.moves.length) : clock }), game };
};

/** The clocks changed by `change`, where the game has them. */
const withClock = (context: GomokuContext, change: (clock: NonNullable<GameState['clock']>) => GameState['clock']) =>
  context.state.clock ? { state: { ...context.state, clock: change(context.state.clock) } } : {};

/** A new game with the same settings, the seats as given. */
const nextGame = (context: GomokuContext, players: GameState['players']): GomokuContext => ({
  state: newGameState(context.state.settings, players),
  game: new Game({ variant: context.state.settings.variant }),
  rejection: null,
  inputError: null,
});

/** The flag timer's delay: the remaining time of the seat whose clock runs; no timer while none runs. */
const flagDelay = ({ context }: { context: GomokuContext }) => withoutTimer(delayFor(context.state.clock, context.state.clock?.running?.seat ?? 'first'));

/**
 * A delay for XState's delayed transitions that sets no timer: XState raises a delayed event
 * whose delay is not a number at once instead of scheduling it, and no edge takes it (the flag
 * edge's guard refuses it, and the root's refusal takes the game's events only). A game whose
 * clock does not run so holds no timer: in Node an idle timer, even a never-firing one, keeps a
 * script from exiting.
 */
const withoutTimer = (delay: number | null): number => (delay ?? undefined) as number;

const chart = setup({
  types: {
    context: {} as GomokuContext,
    events: {} as GomokuEvent,
    input: {} as GomokuInput,
  },
  guards: {
    // Every edge that an event takes is allowed by `problemOf`; the guards below only choose among them.
    isAllowed: allowed,
    isWinningMove: (args) => allowed(args) && args.event.type === 'play' && args.context.game.verdictAfter(args.event.point).winner !== null,
    isDrawingMove: (args) => allowed(args) && args.event.type === 'play' && args.context.game.verdictAfter(args.event.point).reason === 'draw',
    placesStone: (args, { number }: { number: number }) => allowed(args) && args.context.game.moves.length + 1 === number,
    isBy: (args, { side }: { side: Color }) => allowed(args) && sideOf(args.context, args.event) === side,
    takesBackAtOnce: (args, { side }: { side: Color }) => allowed(args) && args.context.state.settings.undo === 'immediate' && sideOf(args.context, args.event) === side,
    // An answer that declines returns the game to where the request or offer was made.
    returnsTo: (args, { status }: { status: Status }) => allowed(args) && statusOf({ ...args.context.state, pending: null }, args.context.game) === status,
    // The next game (a restart, a rematch) opens with the swap opening's states.
    opensWithSwap: (args) => allowed(args) && isSwap(args.context.state.settings.opening),
    // Where a game starts or resumes: the status its state reads as.
    resumesAt: ({ context }, { status }: { status: Status }) => statusOfContext(context) === status,
    // A flag timer counts only while a clock runs (none runs before the first stone).
    clockRuns: ({ context }) => context.state.clock?.running != null,
    // XState's own events (a flag timer raised at once while no clock runs) are no refusals: left
    // to no edge, they cost no step at all, where a refusal would copy the snapshot every move.
    isGameEvent: ({ event }) => !event.type.startsWith('xstate.'),
  },
  actions: {
    placeStone: assign(({ context, event }) => {
      if (event.type !== 'play') return {};
      // The next game is the last one carried forward: a copy plus one stone, no replay.
      const game = context.game.clone();
      game.play(event.point);
      return withGame(context, game);
    }),
    // `side`'s last stone and what followed it: the undo's side, or the asker's when the other accepts.
    takeBack: assign(({ context }, { side }: { side: Color }) => {
      const game = context.game.clone();
      for (let n = takeBackCount(context.state, side); n > 0; n--) game.undo();
      return withGame(context, game);
    }),
    takeBackOpeningStone: assign(({ context }) => {
      const game = context.game.clone();
      game.undo();
      return withGame(context, game);
    }),
    extend: assign(({ context }) => withState(context, { opening: { extended: true, stones: 0 } })),
    choose: assign(({ context, event }, { seat }: { seat: Seat }) =>
      event.type === 'opening.choose' ? withState(context, { black: blackAfter(seat, event.color), opening: { ...context.state.opening, stones: context.game.moves.length } }) : {},
    ),
    resign: assign(({ context, event }) => withState(context, { ending: { winner: otherColor(sideOf(context, event)), reason: 'resign' } })),
    agreeDraw: assign(({ context }) => withState(context, { ending: { winner: null, reason: 'agreed' } })),
    flag: assign(({ context }) => {
      const seat = context.state.clock?.running?.seat ?? 'first';
      return withState(context, { ending: { winner: otherColor(colorOf(context.state, seat)), reason: 'time' }, clock: context.state.clock && fallen(context.state.clock, seat) });
    }),
    ask: assign(({ context }, pending: { kind: PendingKind; by: Color }) => withState(context, { pending })),
    answered: assign(({ context }) => ({ state: { ...context.state, pending: null } })),
    acceptEvent: assign({ rejection: null }),
    // The clocks: the one to act's runs from entry (from the first stone); leaving charges it; a move or choice adds the increment.
    startClock: assign(({ context, event }) => {
      const seat = seatOnTheClock(context.state, context.game);
      return withClock(context, (clock) => (seat ? started(clock, seat, timeOf(event)) : paused(clock)));
    }),
    chargeClock: assign(({ context, event }) => withClock(context, (clock) => charged(clock, timeOf(event)))),
    addIncrement: assign(({ context }) => withClock(context, (clock) => (context.state.settings.clock ? incremented(clock, context.state.settings.clock) : clock))),
    pauseClock: assign(({ context }) => withClock(context, paused)),
    startOver: assign(({ context }) => nextGame(context, context.state.players)),
    startRematch: assign(({ context }) => nextGame(context, context.state.players && { first: context.state.players.second, second: context.state.players.first })),
    // Every refusal goes through here: it records why (`problemOf`, the guards' one judge), and changes nothing else.
    reject: assign(({ context, event }) => ({ rejection: { event: rejectedEvent(event), ...(problemOf(context, event) ?? { reason: 'not-allowed', forbidden: null }) } })),
  },
  delays: { flagFalls: flagDelay },
});

/**
 * The game's state chart, as the design documents draw it, with the tournament rules. It is one
 * literal config that Stately's editor and the XState VS Code extension read:
 *
 * - `resuming` is passed through once, at the start, to the status of the game's state (a new
 *   game, a record, or a stored `GameState`): `resumesAt` asks `statusOf`.
 * - `playing` (tag `live`) holds the `opening` (tag `opening`; swap rules: `first` is `placing`
 *   three stones, `second` is `choosing` a colour or, under swap2, `extending` with two more,
 *   after which `first` makes the `finalChoice`), then `blackToMove` and `whiteToMove`, which a
 *   legal move alternates or ends; `…RequestsUndo`, `…OffersDraw` and `…OffersRestart` (tag
 *   `awaitingAnswer`), which the other side answers. Resigning from any of them ends the game
 *   with the other side winning.
 * - `over` (tag `over`) holds `blackWon`, `whiteWon` and `draw`, from which a rematch is offered
 *   (`…OffersRematch`); `rematch` starts the next game at once, with the seats swapped.
 * - With a clock, the one to act's time runs from the first stone (the `flagFalls` delayed
 *   transition: the flag falls at exactly zero); it stops while a request or offer waits.
 * - `restart` starts a new game at once from anywhere, `playing` or `over` (one screen; online,
 *   `restart.offer` asks the other side). Every edge an event takes is allowed by `problemOf`; any
 *   game event no edge takes is refused by `reject` (the root's `*`), which records what
 *   `problemOf` says and nothing else (XState's own events are none of its business). Tags
 *   `firstActs`, `secondActs`, `blackActs`, `whiteActs` say who acts.
 */
export const definition = chart.createMachine({
  id: 'gomoku',
  context: ({ input }) => initialContext(input),
  initial: 'resuming',
  on: {
    // The one refusal edge: an event a state has an edge for, but whose guards all refuse, comes here too. No other
    // key stands on the root: on XState 5.20 one would shadow `*` for its event.
    '*': { guard: 'isGameEvent', actions: 'reject' },
  },
  states: {
    resuming: {
      always: [
        { guard: { type: 'resumesAt', params: { status: 'placing' } }, target: 'playing.opening.placing' },
        { guard: { type: 'resumesAt', params: { status: 'choosing' } }, target: 'playing.opening.choosing' },
        { guard: { type: 'resumesAt', params: { status: 'extending' } }, target: 'playing.opening.extending' },
        { guard: { type: 'resumesAt', params: { status: 'finalChoice' } }, target: 'playing.opening.finalChoice' },
        { guard: { type: 'resumesAt', params: { status: 'blackToMove' } }, target: 'playing.blackToMove' },
        { guard: { type: 'resumesAt', params: { status: 'whiteToMove' } }, target: 'playing.whiteToMove' },
        { guard: { type: 'resumesAt', params: { status: 'blackRequestsUndo' } }, target: 'playing.blackRequestsUndo' },
        { guard: { type: 'resumesAt', params: { status: 'whiteRequestsUndo' } }, target: 'playing.whiteRequestsUndo' },
        { guard: { type: 'resumesAt', params: { status: 'blackOffersDraw' } }, target: 'playing.blackOffersDraw' },
        { guard: { type: 'resumesAt', params: { status: 'whiteOffersDraw' } }, target: 'playing.whiteOffersDraw' },
        { guard: { type: 'resumesAt', params: { status: 'blackOffersRestart' } }, target: 'playing.blackOffersRestart' },
        { guard: { type: 'resumesAt', params: { status: 'whiteOffersRestart' } }, target: 'playing.whiteOffersRestart' },
        { guard: { type: 'resumesAt', params: { status: 'blackWon' } }, target: 'over.blackWon' },
        { guard: { type: 'resumesAt', params: { status: 'whiteWon' } }, target: 'over.whiteWon' },
        { guard: { type: 'resumesAt', params: { status: 'blackOffersRematch' } }, target: 'over.blackOffersRematch' },
        { guard: { type: 'resumesAt', params: { status: 'whiteOffersRematch' } }, target: 'over.whiteOffersRematch' },
        { target: 'over.draw' },
      ],
    },
    playing: {
      tags: ['live'],
      initial: 'blackToMove',
      on: {
        resign: [
          { guard: { type: 'isBy', params: { side: 'black' } }, target: 'over.whiteWon', actions: 'resign' },
          { guard: { type: 'isBy', params: { side: 'white' } }, target: 'over.blackWon', actions: 'resign' },
        ],
        restart: [
          { guard: 'opensWithSwap', target: '.opening', actions: 'startOver' },
          { guard: 'isAllowed', target: '.blackToMove', actions: 'startOver' },
        ],
      },
      states: {
        opening: {
          tags: ['opening'],
          initial: 'placing',
          states: {
            placing: {
              tags: ['firstActs'],
              entry: 'startClock',
              exit: 'chargeClock',
              after: { flagFalls: { guard: 'clockRuns', target: '#gomoku.over.whiteWon', actions: 'flag' } },
              on: {
                play: [
                  { guard: { type: 'placesStone', params: { number: 3 } }, target: 'choosing', actions: ['placeStone', 'addIncrement'] },
                  { guard: 'isAllowed', target: 'placing', reenter: true, actions: ['placeStone', 'addIncrement'] },
                ],
                undo: { guard: 'isAllowed', target: 'placing', reenter: true, actions: 'takeBackOpeningStone' },
              },
            },
            choosing: {
              tags: ['secondActs', 'choosingColor'],
              entry: 'startClock',
              exit: 'chargeClock',
              after: { flagFalls: { guard: 'clockRuns', target: '#gomoku.over.blackWon', actions: 'flag' } },
              on: {
                'opening.choose': { guard: 'isAllowed', target: '#gomoku.playing.whiteToMove', actions: [{ type: 'choose', params: { seat: 'second' } }, 'addIncrement'] },
                'opening.extend': { guard: 'isAllowed', target: 'extending', actions: 'extend' },
              },
            },
            extending: {
              tags: ['secondActs'],
              entry: 'startClock',
              exit: 'chargeClock',
              after: { flagFalls: { guard: 'clockRuns', target: '#gomoku.over.blackWon', actions: 'flag' } },
              on: {
                play: [
                  { guard: { type: 'placesStone', params: { number: 5 } }, target: 'finalChoice', actions: ['placeStone', 'addIncrement'] },
                  { guard: 'isAllowed', target: 'extending', reenter: true, actions: ['placeStone', 'addIncrement'] },
                ],
                undo: { guard: 'isAllowed', target: 'extending', reenter: true, actions: 'takeBackOpeningStone' },
              },
            },
            finalChoice: {
              tags: ['firstActs', 'choosingColor'],
              entry: 'startClock',
              exit: 'chargeClock',
              after: { flagFalls: { guard: 'clockRuns', target: '#gomoku.over.whiteWon', actions: 'flag' } },
              on: {
                'opening.choose': { guard: 'isAllowed', target: '#gomoku.playing.whiteToMove', actions: [{ type: 'choose', params: { seat: 'first' } }, 'addIncrement'] },
              },
            },
          },
        },
        blackToMove: {
          tags: ['blackActs'],
          entry: 'startClock',
          exit: 'chargeClock',
          after: { flagFalls: { guard: 'clockRuns', target: '#gomoku.over.whiteWon', actions: 'flag' } },
          on: {
            play: [
              { guard: 'isWinningMove', target: '#gomoku.over.blackWon', actions: ['placeStone', 'addIncrement'] },
              { guard: 'isDrawingMove', target: '#gomoku.over.draw', actions: ['placeStone', 'addIncrement'] },
              { guard: 'isAllowed', target: 'whiteToMove', actions: ['placeStone', 'addIncrement'] },
            ],
            undo: [
              { guard: { type: 'takesBackAtOnce', params: { side: 'black' } }, target: 'blackToMove', reenter: true, actions: { type: 'takeBack', params: { side: 'black' } } },
              { guard: { type: 'takesBackAtOnce', params: { side: 'white' } }, target: 'whiteToMove', actions: { type: 'takeBack', params: { side: 'white' } } },
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackRequestsUndo' },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteRequestsUndo' },
            ],
            'draw.offer': [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersDraw' },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersDraw' },
            ],
            'restart.offer': [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersRestart' },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersRestart' },
            ],
          },
        },
        whiteToMove: {
          tags: ['whiteActs'],
          entry: 'startClock',
          exit: 'chargeClock',
          after: { flagFalls: { guard: 'clockRuns', target: '#gomoku.over.blackWon', actions: 'flag' } },
          on: {
            play: [
              { guard: 'isWinningMove', target: '#gomoku.over.whiteWon', actions: ['placeStone', 'addIncrement'] },
              { guard: 'isDrawingMove', target: '#gomoku.over.draw', actions: ['placeStone', 'addIncrement'] },
              { guard: 'isAllowed', target: 'blackToMove', actions: ['placeStone', 'addIncrement'] },
            ],
            undo: [
              { guard: { type: 'takesBackAtOnce', params: { side: 'white' } }, target: 'whiteToMove', reenter: true, actions: { type: 'takeBack', params: { side: 'white' } } },
              { guard: { type: 'takesBackAtOnce', params: { side: 'black' } }, target: 'blackToMove', actions: { type: 'takeBack', params: { side: 'black' } } },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteRequestsUndo' },
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackRequestsUndo' },
            ],
            'draw.offer': [
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersDraw' },
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersDraw' },
            ],
            'restart.offer': [
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersRestart' },
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersRestart' },
            ],
          },
        },
        blackRequestsUndo: {
          tags: ['awaitingAnswer', 'whiteActs'],
          entry: [{ type: 'ask', params: { kind: 'undo', by: 'black' } }, 'pauseClock'],
          exit: 'answered',
          on: {
            'undo.accept': { guard: 'isAllowed', target: 'blackToMove', actions: { type: 'takeBack', params: { side: 'black' } } },
            'undo.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackToMove' } }, target: 'blackToMove' },
              { guard: { type: 'returnsTo', params: { status: 'whiteToMove' } }, target: 'whiteToMove' },
            ],
          },
        },
        whiteRequestsUndo: {
          tags: ['awaitingAnswer', 'blackActs'],
          entry: [{ type: 'ask', params: { kind: 'undo', by: 'white' } }, 'pauseClock'],
          exit: 'answered',
          on: {
            'undo.accept': { guard: 'isAllowed', target: 'whiteToMove', actions: { type: 'takeBack', params: { side: 'white' } } },
            'undo.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackToMove' } }, target: 'blackToMove' },
              { guard: { type: 'returnsTo', params: { status: 'whiteToMove' } }, target: 'whiteToMove' },
            ],
          },
        },
        blackOffersDraw: {
          tags: ['awaitingAnswer', 'whiteActs'],
          entry: [{ type: 'ask', params: { kind: 'draw', by: 'black' } }, 'pauseClock'],
          exit: 'answered',
          on: {
            'draw.accept': { guard: 'isAllowed', target: '#gomoku.over.draw', actions: 'agreeDraw' },
            'draw.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackToMove' } }, target: 'blackToMove' },
              { guard: { type: 'returnsTo', params: { status: 'whiteToMove' } }, target: 'whiteToMove' },
            ],
          },
        },
        whiteOffersDraw: {
          tags: ['awaitingAnswer', 'blackActs'],
          entry: [{ type: 'ask', params: { kind: 'draw', by: 'white' } }, 'pauseClock'],
          exit: 'answered',
          on: {
            'draw.accept': { guard: 'isAllowed', target: '#gomoku.over.draw', actions: 'agreeDraw' },
            'draw.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackToMove' } }, target: 'blackToMove' },
              { guard: { type: 'returnsTo', params: { status: 'whiteToMove' } }, target: 'whiteToMove' },
            ],
          },
        },
        blackOffersRestart: {
          tags: ['awaitingAnswer', 'whiteActs'],
          entry: [{ type: 'ask', params: { kind: 'restart', by: 'black' } }, 'pauseClock'],
          exit: 'answered',
          on: {
            'restart.accept': [
              { guard: 'opensWithSwap', target: 'opening', actions: 'startOver' },
              { guard: 'isAllowed', target: 'blackToMove', actions: 'startOver' },
            ],
            'restart.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackToMove' } }, target: 'blackToMove' },
              { guard: { type: 'returnsTo', params: { status: 'whiteToMove' } }, target: 'whiteToMove' },
            ],
          },
        },
        whiteOffersRestart: {
          tags: ['awaitingAnswer', 'blackActs'],
          entry: [{ type: 'ask', params: { kind: 'restart', by: 'white' } }, 'pauseClock'],
          exit: 'answered',
          on: {
            'restart.accept': [
              { guard: 'opensWithSwap', target: 'opening', actions: 'startOver' },
              { guard: 'isAllowed', target: 'blackToMove', actions: 'startOver' },
            ],
            'restart.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackToMove' } }, target: 'blackToMove' },
              { guard: { type: 'returnsTo', params: { status: 'whiteToMove' } }, target: 'whiteToMove' },
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
        rematch: [
          { guard: 'opensWithSwap', target: 'playing.opening', actions: 'startRematch' },
          { guard: 'isAllowed', target: 'playing.blackToMove', actions: 'startRematch' },
        ],
        restart: [
          { guard: 'opensWithSwap', target: 'playing.opening', actions: 'startOver' },
          { guard: 'isAllowed', target: 'playing.blackToMove', actions: 'startOver' },
        ],
      },
      states: {
        blackWon: {
          on: {
            'rematch.offer': [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersRematch' },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersRematch' },
            ],
            undo: [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: '#gomoku.playing.blackToMove', actions: { type: 'takeBack', params: { side: 'black' } } },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: '#gomoku.playing.whiteToMove', actions: { type: 'takeBack', params: { side: 'white' } } },
            ],
          },
        },
        whiteWon: {
          on: {
            'rematch.offer': [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersRematch' },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersRematch' },
            ],
            undo: [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: '#gomoku.playing.blackToMove', actions: { type: 'takeBack', params: { side: 'black' } } },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: '#gomoku.playing.whiteToMove', actions: { type: 'takeBack', params: { side: 'white' } } },
            ],
          },
        },
        draw: {
          on: {
            'rematch.offer': [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: 'blackOffersRematch' },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: 'whiteOffersRematch' },
            ],
            undo: [
              { guard: { type: 'isBy', params: { side: 'black' } }, target: '#gomoku.playing.blackToMove', actions: { type: 'takeBack', params: { side: 'black' } } },
              { guard: { type: 'isBy', params: { side: 'white' } }, target: '#gomoku.playing.whiteToMove', actions: { type: 'takeBack', params: { side: 'white' } } },
            ],
          },
        },
        blackOffersRematch: {
          tags: ['awaitingAnswer', 'whiteActs'],
          entry: { type: 'ask', params: { kind: 'rematch', by: 'black' } },
          exit: 'answered',
          on: {
            'rematch.accept': [
              { guard: 'opensWithSwap', target: '#gomoku.playing.opening', actions: 'startRematch' },
              { guard: 'isAllowed', target: '#gomoku.playing.blackToMove', actions: 'startRematch' },
            ],
            'rematch.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackWon' } }, target: 'blackWon' },
              { guard: { type: 'returnsTo', params: { status: 'whiteWon' } }, target: 'whiteWon' },
              { guard: { type: 'returnsTo', params: { status: 'draw' } }, target: 'draw' },
            ],
          },
        },
        whiteOffersRematch: {
          tags: ['awaitingAnswer', 'blackActs'],
          entry: { type: 'ask', params: { kind: 'rematch', by: 'white' } },
          exit: 'answered',
          on: {
            'rematch.accept': [
              { guard: 'opensWithSwap', target: '#gomoku.playing.opening', actions: 'startRematch' },
              { guard: 'isAllowed', target: '#gomoku.playing.blackToMove', actions: 'startRematch' },
            ],
            'rematch.decline': [
              { guard: { type: 'returnsTo', params: { status: 'blackWon' } }, target: 'blackWon' },
              { guard: { type: 'returnsTo', params: { status: 'whiteWon' } }, target: 'whiteWon' },
              { guard: { type: 'returnsTo', params: { status: 'draw' } }, target: 'draw' },
            ],
          },
        },
      },
    },
  },
});
