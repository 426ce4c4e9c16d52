import type { Status } from '../src/types.ts';
import type { RejectionReason } from '../src/vocabulary.ts';

// The chart's design as a table, in one place: for every situation the game can be in and every
// kind of event, where the machine goes or why it refuses. The model-based tests walk the real
// machine and hold every edge they take to this table (the README shows the chart's own edges).

/** A status, split where the situation decides an edge (stones placed, how the game ended). */
export type Situation =
  | 'placing (no stone yet)'
  | 'placing'
  | 'choosing (swap)'
  | 'choosing (swap2)'
  | 'extending (no stone yet)'
  | 'extending'
  | 'finalChoice'
  | 'blackToMove'
  | 'whiteToMove'
  | 'blackRequestsUndo'
  | 'whiteRequestsUndo'
  | 'blackOffersDraw'
  | 'whiteOffersDraw'
  | 'blackOffersRestart'
  | 'whiteOffersRestart'
  | 'blackWon (five)'
  | 'blackWon (resigned)'
  | 'blackWon (time)'
  | 'whiteWon (five)'
  | 'whiteWon (resigned)'
  | 'whiteWon (time)'
  | 'draw (full board)'
  | 'draw (agreed)'
  | 'blackOffersRematch'
  | 'whiteOffersRematch';

/** Kinds of event, by what they mean in the position they are sent in. Colours in an undecided swap opening are `first` Black, `second` White. */
export const EVENT_KINDS = [
  'play: a move',
  'play: a winning move',
  'play: the last empty point',
  'play: the last opening stone',
  'play: a taken point',
  'play: off the board',
  'play: off the centre',
  'play: by the one not to act',
  'undo by black',
  'undo by white',
  'undo with nothing to take back',
  'undo.accept by black',
  'undo.accept by white',
  'undo.decline by black',
  'undo.decline by white',
  'draw.offer by black',
  'draw.offer by white',
  'draw.accept by black',
  'draw.accept by white',
  'draw.decline by black',
  'draw.decline by white',
  'restart.offer by black',
  'restart.offer by white',
  'restart.accept by black',
  'restart.accept by white',
  'restart.decline by black',
  'restart.decline by white',
  'rematch.offer by black',
  'rematch.offer by white',
  'rematch.accept by black',
  'rematch.accept by white',
  'rematch.decline by black',
  'rematch.decline by white',
  'opening.choose by first',
  'opening.choose by second',
  'opening.extend by first',
  'opening.extend by second',
  'resign by black',
  'resign by white',
  'time runs out',
  'restart',
  'rematch',
  'an unknown event',
  "a bad 'by'",
] as const;

/** A kind of event. */
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Where an event leads: a status; `turn` (the side to move's `…ToMove`); `start` (a new game's
 * first state: `placing` under a swap opening, `blackToMove` otherwise); `result` (back to how
 * the game ended: `blackWon`, `whiteWon` or `draw`); or a refusal.
 */
export type Outcome = Status | 'turn' | 'start' | 'result' | RejectionReason;

/** One outcome for both undo policies, or one each. */
export type Cell = Outcome | { readonly consent: Outcome; readonly immediate: Outcome };

type Row = Partial<Record<EventKind, Cell>>;

const ANYWHERE: Row = { restart: 'start', 'an unknown event': 'unknown-event', "a bad 'by'": 'bad-event' };
const NOT_OVER: Row = Object.fromEntries(['rematch', ...['offer', 'accept', 'decline'].flatMap((what) => [`rematch.${what} by black`, `rematch.${what} by white`])].map((kind) => [kind, 'not-over']));
const NO_RESTART: Row = { 'restart.offer by black': 'not-allowed', 'restart.offer by white': 'not-allowed' };
const NO_RESTART_ANSWER: Row = { 'restart.accept by black': 'not-allowed', 'restart.accept by white': 'not-allowed', 'restart.decline by black': 'not-allowed', 'restart.decline by white': 'not-allowed' };
const RESIGN: Row = { 'resign by black': 'whiteWon', 'resign by white': 'blackWon' };
const NO_UNDO_ANSWER: Row = { 'undo.accept by black': 'not-allowed', 'undo.accept by white': 'not-allowed', 'undo.decline by black': 'not-allowed', 'undo.decline by white': 'not-allowed' };
const NO_DRAW_ANSWER: Row = { 'draw.accept by black': 'not-allowed', 'draw.accept by white': 'not-allowed', 'draw.decline by black': 'not-allowed', 'draw.decline by white': 'not-allowed' };
const NO_CHOICE: Row = { 'opening.choose by first': 'not-allowed', 'opening.choose by second': 'not-allowed', 'opening.extend by first': 'not-allowed', 'opening.extend by second': 'not-allowed' };
const LIVE: Row = { ...RESIGN, ...NO_UNDO_ANSWER, ...NO_DRAW_ANSWER, ...NO_RESTART_ANSWER, ...NOT_OVER, ...ANYWHERE };

/**
 * Opening stones being placed: by `first` while `placing` (Black, White, Black), by `second` while
 * `extending` (White, Black). Only the placer takes back its own stone, before it is answered.
 */
const placingRow = (state: 'placing' | 'extending', placed: boolean): Row => {
  const placer = state === 'placing' ? 'black' : 'white';
  return {
    // Placing goes on until the third stone; extending has one stone before its last.
    ...(state === 'placing' || !placed ? { 'play: a move': state } : {}),
    ...(placed ? { 'play: the last opening stone': state === 'placing' ? 'choosing' : 'finalChoice' } : {}),
    ...(state === 'extending' || placed ? { 'play: a taken point': 'occupied' } : {}),
    'play: off the board': 'off-board',
    'play: by the one not to act': 'not-your-turn',
    // With no stone at all, either side's undo has nothing to take back.
    ...(state === 'extending' || placed
      ? { [`undo by ${placer}`]: placed ? state : 'not-allowed', [`undo by ${placer === 'black' ? 'white' : 'black'}`]: 'not-allowed' }
      : {}),
    ...(state === 'placing' ? { 'undo with nothing to take back': placed ? 'not-allowed' : 'nothing-to-undo' } : {}),
    'draw.offer by black': 'not-allowed',
    'draw.offer by white': 'not-allowed',
    ...NO_RESTART,
    ...NO_CHOICE,
    // No clock runs before the first stone.
    ...(state === 'extending' || placed ? { 'time runs out': state === 'placing' ? 'whiteWon' : 'blackWon' } : {}),
    ...LIVE,
  };
};

/** A colour is chosen by `chooser`; the other seat's choice and extension are not its to make. */
const choosingRow = (chooser: 'first' | 'second', mayExtend: boolean, loserWins: Status): Row => {
  const other = chooser === 'first' ? 'second' : 'first';
  return {
    'play: a move': 'not-allowed',
    'play: a taken point': 'not-allowed',
    'play: off the board': 'not-allowed',
    'play: by the one not to act': 'not-allowed',
    'undo by black': 'not-allowed',
    'undo by white': 'not-allowed',
    'draw.offer by black': 'not-allowed',
    'draw.offer by white': 'not-allowed',
    ...NO_RESTART,
    [`opening.choose by ${chooser}`]: 'whiteToMove',
    [`opening.choose by ${other}`]: 'not-your-turn',
    [`opening.extend by ${chooser}`]: mayExtend ? 'extending' : 'not-allowed',
    [`opening.extend by ${other}`]: 'not-your-turn',
    'time runs out': loserWins,
    ...LIVE,
  };
};

const toMove = (side: 'black' | 'white'): Row => {
  const other = side === 'black' ? 'white' : 'black';
  return {
    'play: a move': `${other}ToMove`,
    'play: a winning move': `${side}Won`,
    'play: the last empty point': 'draw',
    'play: a taken point': 'occupied',
    'play: off the board': 'off-board',
    ...(side === 'black' ? { 'play: off the centre': 'not-centre' } : {}),
    'play: by the one not to act': 'not-your-turn',
    'undo by black': { consent: 'blackRequestsUndo', immediate: 'blackToMove' },
    'undo by white': { consent: 'whiteRequestsUndo', immediate: 'whiteToMove' },
    'undo with nothing to take back': 'nothing-to-undo',
    'draw.offer by black': 'blackOffersDraw',
    'draw.offer by white': 'whiteOffersDraw',
    'restart.offer by black': 'blackOffersRestart',
    'restart.offer by white': 'whiteOffersRestart',
    ...NO_CHOICE,
    'time runs out': `${other}Won`,
    ...LIVE,
  };
};

/** A request or offer by `asker` waits for the other side; moves, undos and offers wait too. */
const waiting = (asker: 'black' | 'white', what: 'undo' | 'draw' | 'restart'): Row => {
  const answerer = asker === 'black' ? 'white' : 'black';
  const busy = 'awaiting-answer';
  return {
    'play: a move': busy,
    'play: a winning move': busy,
    'play: the last empty point': busy,
    'play: a taken point': busy,
    'play: off the board': busy,
    'play: by the one not to act': busy,
    'undo by black': busy,
    'undo by white': busy,
    'undo with nothing to take back': busy,
    'draw.offer by black': busy,
    'draw.offer by white': busy,
    'restart.offer by black': busy,
    'restart.offer by white': busy,
    ...NO_CHOICE,
    ...LIVE,
    [`${what}.accept by ${answerer}`]: what === 'undo' ? `${asker}ToMove` : what === 'draw' ? 'draw' : 'start',
    [`${what}.decline by ${answerer}`]: 'turn',
  };
};

/**
 * Over: everything is refused, but a game ended on the board may be taken back under
 * `immediate`. After a five both sides have stones; after a full board no point is empty.
 */
const over = (ended: 'five' | 'resigned' | 'time' | 'full board' | 'agreed'): Row => {
  const onBoard = ended === 'five' || ended === 'full board';
  const refused = Object.fromEntries(EVENT_KINDS.map((kind) => [kind, 'game-over'])) as Row;
  for (const kind of ['play: a winning move', 'play: the last empty point', 'play: the last opening stone', 'play: off the board', 'play: off the centre', 'play: by the one not to act', 'time runs out'] as const) delete refused[kind];
  if (ended === 'full board') delete refused['play: a move'];
  if (onBoard) delete refused['undo with nothing to take back'];
  return {
    ...refused,
    'undo by black': onBoard ? { consent: 'game-over', immediate: 'blackToMove' } : 'game-over',
    'undo by white': onBoard ? { consent: 'game-over', immediate: 'whiteToMove' } : 'game-over',
    'rematch.offer by black': 'blackOffersRematch',
    'rematch.offer by white': 'whiteOffersRematch',
    'rematch.accept by black': 'not-allowed',
    'rematch.accept by white': 'not-allowed',
    'rematch.decline by black': 'not-allowed',
    'rematch.decline by white': 'not-allowed',
    ...ANYWHERE,
    rematch: 'start',
  };
};

/** After the game, `asker` offers a rematch: only the other side's answer, a `rematch` or a `restart` is taken. */
const rematchOffered = (asker: 'black' | 'white'): Row => {
  const answerer = asker === 'black' ? 'white' : 'black';
  const refused = Object.fromEntries(EVENT_KINDS.map((kind) => [kind, 'game-over'])) as Row;
  for (const kind of ['play: a winning move', 'play: the last empty point', 'play: the last opening stone', 'play: off the board', 'play: off the centre', 'play: by the one not to act', 'time runs out'] as const) delete refused[kind];
  return {
    ...refused,
    'rematch.offer by black': 'awaiting-answer',
    'rematch.offer by white': 'awaiting-answer',
    [`rematch.accept by ${asker}`]: 'not-allowed',
    [`rematch.decline by ${asker}`]: 'not-allowed',
    [`rematch.accept by ${answerer}`]: 'start',
    [`rematch.decline by ${answerer}`]: 'result',
    ...ANYWHERE,
    rematch: 'start',
  };
};

/**
 * The chart's every (situation, event) pair. A pair left out is one that cannot happen: once a
 * game is over no move wins or fills the board and no side is "not to act"; three or five
 * opening stones win nothing (swap openings need four in a row or more); the other gaps are
 * noted where the rows are made.
 */
export const TRANSITIONS: Readonly<Record<Situation, Row>> = {
  'placing (no stone yet)': placingRow('placing', false),
  placing: placingRow('placing', true),
  'choosing (swap)': choosingRow('second', false, 'blackWon'),
  'choosing (swap2)': choosingRow('second', true, 'blackWon'),
  'extending (no stone yet)': placingRow('extending', false),
  extending: placingRow('extending', true),
  finalChoice: choosingRow('first', false, 'whiteWon'),
  blackToMove: toMove('black'),
  whiteToMove: toMove('white'),
  blackRequestsUndo: waiting('black', 'undo'),
  whiteRequestsUndo: waiting('white', 'undo'),
  blackOffersDraw: waiting('black', 'draw'),
  whiteOffersDraw: waiting('white', 'draw'),
  blackOffersRestart: waiting('black', 'restart'),
  whiteOffersRestart: waiting('white', 'restart'),
  'blackWon (five)': over('five'),
  'blackWon (resigned)': over('resigned'),
  'blackWon (time)': over('time'),
  'whiteWon (five)': over('five'),
  'whiteWon (resigned)': over('resigned'),
  'whiteWon (time)': over('time'),
  'draw (full board)': over('full board'),
  'draw (agreed)': over('agreed'),
  blackOffersRematch: rematchOffered('black'),
  whiteOffersRematch: rematchOffered('white'),
};

/** The outcome of a cell under an undo policy. */
export function outcomeOf(cell: Cell, policy: 'consent' | 'immediate'): Outcome {
  return typeof cell === 'string' ? cell : cell[policy];
}
