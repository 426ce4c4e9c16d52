import type { RejectionReason, Status } from './types.ts';

// The chart's design as a table, in one place: for every situation the game can be in and every
// kind of event, where the machine goes or why it refuses. The model-based tests walk the real
// machine and hold every edge they take to this table; the README's table is rendered from it.

/** A status, with the game-over statuses split by how the game ended (it decides undo). */
export type Situation =
  | 'blackToMove'
  | 'whiteToMove'
  | 'blackRequestsUndo'
  | 'whiteRequestsUndo'
  | 'blackWon (five)'
  | 'blackWon (resigned)'
  | 'whiteWon (five)'
  | 'whiteWon (resigned)'
  | 'draw';

/** Kinds of event, by what they mean in the position they are sent in. */
export type EventKind =
  | 'play: a move'
  | 'play: a winning move'
  | 'play: the last empty point'
  | 'play: a taken point'
  | 'play: off the board'
  | 'play: by the side not to move'
  | 'undo by black'
  | 'undo by white'
  | 'undo by a side with no stone'
  | 'undo.accept by black'
  | 'undo.accept by white'
  | 'undo.decline by black'
  | 'undo.decline by white'
  | 'resign by black'
  | 'resign by white'
  | 'restart'
  | 'an unknown event'
  | "a bad 'by'";

/** Where an event leads: a status, `turn` (the side to move's `…ToMove`), or a refusal. */
export type Outcome = Status | 'turn' | RejectionReason;

/** One outcome for both undo policies, or one each. */
export type Cell = Outcome | { readonly consent: Outcome; readonly immediate: Outcome };

/** The kinds of event in the order the table lists them. */
export const EVENT_KINDS: readonly EventKind[] = [
  'play: a move',
  'play: a winning move',
  'play: the last empty point',
  'play: a taken point',
  'play: off the board',
  'play: by the side not to move',
  'undo by black',
  'undo by white',
  'undo by a side with no stone',
  'undo.accept by black',
  'undo.accept by white',
  'undo.decline by black',
  'undo.decline by white',
  'resign by black',
  'resign by white',
  'restart',
  'an unknown event',
  "a bad 'by'",
];

/** What every situation does with the events that do not depend on it. */
const ANYWHERE = { restart: 'blackToMove', 'an unknown event': 'unknown-event', "a bad 'by'": 'bad-event' } as const;

const toMove = (side: 'black' | 'white') => {
  const other = side === 'black' ? 'white' : 'black';
  return {
    'play: a move': `${other}ToMove`,
    'play: a winning move': `${side}Won`,
    'play: the last empty point': 'draw',
    'play: a taken point': 'occupied',
    'play: off the board': 'off-board',
    'play: by the side not to move': 'not-your-turn',
    'undo by black': { consent: 'blackRequestsUndo', immediate: 'blackToMove' },
    'undo by white': { consent: 'whiteRequestsUndo', immediate: 'whiteToMove' },
    'undo by a side with no stone': 'nothing-to-undo',
    'undo.accept by black': 'not-allowed',
    'undo.accept by white': 'not-allowed',
    'undo.decline by black': 'not-allowed',
    'undo.decline by white': 'not-allowed',
    'resign by black': 'whiteWon',
    'resign by white': 'blackWon',
    ...ANYWHERE,
  } as const satisfies Partial<Record<EventKind, Cell>>;
};

/** A request waits for the asker's opponent; moves and undos wait too. Only under `consent`. */
const requests = (asker: 'black' | 'white') => {
  const answerer = asker === 'black' ? 'white' : 'black';
  return {
    'play: a move': 'awaiting-answer',
    'play: a winning move': 'awaiting-answer',
    'play: the last empty point': 'awaiting-answer',
    'play: a taken point': 'awaiting-answer',
    'play: off the board': 'awaiting-answer',
    'play: by the side not to move': 'awaiting-answer',
    'undo by black': 'awaiting-answer',
    'undo by white': 'awaiting-answer',
    // White asking means both sides have stones; Black may ask after one stone.
    ...(asker === 'black' ? { 'undo by a side with no stone': 'awaiting-answer' } : {}),
    [`undo.accept by ${answerer}`]: `${asker}ToMove`,
    [`undo.accept by ${asker}`]: 'not-allowed',
    [`undo.decline by ${answerer}`]: 'turn',
    [`undo.decline by ${asker}`]: 'not-allowed',
    'resign by black': 'whiteWon',
    'resign by white': 'blackWon',
    ...ANYWHERE,
  } as Partial<Record<EventKind, Cell>>;
};

/**
 * Over: everything is refused, but a game ended on the board may be taken back under
 * `immediate`. After a five both sides have stones; after a draw no point is empty.
 */
const over = (ended: 'five' | 'resigned' | 'draw') => {
  const onBoard = ended !== 'resigned';
  return {
    ...(ended !== 'draw' ? { 'play: a move': 'game-over' } : {}),
    'play: a taken point': 'game-over',
    'undo by black': onBoard ? { consent: 'game-over', immediate: 'blackToMove' } : 'game-over',
    'undo by white': onBoard ? { consent: 'game-over', immediate: 'whiteToMove' } : 'game-over',
    ...(ended === 'resigned' ? { 'undo by a side with no stone': 'game-over' } : {}),
    'undo.accept by black': 'game-over',
    'undo.accept by white': 'game-over',
    'undo.decline by black': 'game-over',
    'undo.decline by white': 'game-over',
    'resign by black': 'game-over',
    'resign by white': 'game-over',
    ...ANYWHERE,
  } as Partial<Record<EventKind, Cell>>;
};

/**
 * The chart's every (situation, event) pair. A pair left out is one that cannot happen: once a
 * game is over no move wins or fills the board and no side is "not to move"; the other gaps are
 * noted where the rows are made.
 */
export const TRANSITIONS: Readonly<Record<Situation, Partial<Record<EventKind, Cell>>>> = {
  blackToMove: toMove('black'),
  whiteToMove: toMove('white'),
  blackRequestsUndo: requests('black'),
  whiteRequestsUndo: requests('white'),
  'blackWon (five)': over('five'),
  'blackWon (resigned)': over('resigned'),
  'whiteWon (five)': over('five'),
  'whiteWon (resigned)': over('resigned'),
  draw: over('draw'),
};

/** The outcome of a cell under an undo policy. */
export function outcomeOf(cell: Cell, policy: 'consent' | 'immediate'): Outcome {
  return typeof cell === 'string' ? cell : cell[policy];
}

/** The table as Markdown, for the README: a row per situation, a column per event kind. */
export function renderTable(): string {
  const show = (cell: Cell | undefined) => {
    if (cell === undefined) return '—';
    if (typeof cell === 'string') return `\`${cell}\``;
    return `consent: \`${cell.consent}\`; immediate: \`${cell.immediate}\``;
  };
  const lines = [
    `| event | ${Object.keys(TRANSITIONS).join(' | ')} |`,
    `| --- | ${Object.keys(TRANSITIONS).map(() => '---').join(' | ')} |`,
    ...EVENT_KINDS.map((kind) => `| ${kind} | ${Object.values(TRANSITIONS).map((row) => show(row[kind])).join(' | ')} |`),
  ];
  return lines.join('\n');
}
