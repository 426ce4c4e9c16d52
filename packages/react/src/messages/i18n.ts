import type { Color, Forbidden, IllegalMoveCode } from '@gomoku/engine';
import type { MarkerShape } from '../board/annotations.ts';
import type { InputErrorCode, RejectionReason, Seat } from '@gomoku/machine';
import { BOARD_WORDS, knownLocale } from './board-words.ts';
import { completeCatalogue, type PartialCatalogue } from './complete.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';

/** The placeholders of an input error's template: `{move}` (1-based), `{point}` (its coordinate), `{problem}` (the engine's problem with it, in words: `moveProblem`). */
export interface InputErrorDetails {
  move: number;
  point: string;
  /** The engine's problem with the move, in words (`moveProblem`). */
  problem: string;
}

/**
 * Languages built into the components: English, Simplified Chinese, Japanese and Korean. Any
 * other language is a `messages` catalogue of your own.
 */
export type Locale = 'en' | 'zh-CN' | 'ja' | 'ko';

/**
 * Every string the components show or announce, as plain data (a Server Component can pass it to
 * a client one). A string that takes values is a template with named placeholders in braces,
 * `'{color} to move'`, each key's listed in its documentation; a placeholder a template leaves out
 * is not shown, one it names that is not listed stays as written. A catalogue of this type holds
 * every key; a `messages` prop also takes a part of one (`PartialMessages`).
 */
export interface Messages {
  board: string;
  color: Record<Color, string>;
  empty: string;
  forbiddenMark: string;
  /** A winning stone's accessible name adds this. */
  winningStone: string;
  /** A stone sent to the server and not yet accepted: its accessible name adds this. */
  pendingStone: string;
  /** A pending stone the server asked to send again (it was busy): its accessible name adds this instead. */
  retryingStone: string;
  /** A stone's number in its accessible name. Placeholders: `{n}`, the move's number. */
  moveNumber: string;
  /** A marker's accessible name, by its shape. */
  marker: Record<MarkerShape, string>;
  /** A label marker's accessible name. Placeholders: `{label}`, the label's text. */
  markerLabel: string;
  /** Whose turn it is ('Black to move', '轮到黑方'), never what was played. Placeholders: `{color}`, the side to move (a `color` word). */
  toMove: string;
  /** The last move. Placeholders: `{color}`, who played it; `{point}`, its coordinate. */
  played: string;
  /** Placeholders: `{color}`, the winner. */
  wins: string;
  /** A win on the board, with where the row runs: "Black wins: five from h8 to l8". Placeholders: `{color}`, the winner; `{from}` and `{to}`, the row's ends. */
  winsWithLine: string;
  /** Placeholders: `{loser}`, who resigned; `{winner}`. */
  resigned: string;
  draw: string;
  /** Joins two short sentences in the status line. */
  separator: string;
  /** Placeholders: `{color}`, the side that asks. */
  requestsUndo: string;
  /** Placeholders: `{color}`, the side that offers. */
  offersDraw: string;
  /** Online: a side asks for a new game. Placeholders: `{color}`, that side. */
  offersRestart: string;
  /** Online: a side asks for a rematch after the game. Placeholders: `{color}`, that side. */
  offersRematch: string;
  /** The players apart from their colours: who opens and who answers. */
  seat: Record<Seat, string>;
  /** A swap opening's first stones. Placeholders: `{seat}`, the player placing (a `seat` word); `{stone}`, this stone's number; `{of}`, how many; `{color}`, its colour. */
  placing: string;
  /** A swap opening's choice of colour. Placeholders: `{seat}`, the player who chooses. */
  choosing: string;
  /** Swap2's choice: a colour, or two more stones. Placeholders: `{seat}`, the player who chooses. */
  choosingOrExtending: string;
  /** Placeholders: `{seat}`, the player placing two more stones. */
  extending: string;
  /** Placeholders: `{loser}`, whose time ran out; `{winner}`. */
  winsOnTime: string;
  drawAgreed: string;
  thinking: string;
  /** Why an event was refused. Placeholders: `{point}`, the move's coordinate; `{shape}`, the forbidden shape's name (`shape`). */
  refused: Record<RejectionReason, string>;
  /** Names of renju's forbidden shapes. */
  shape: Record<Forbidden, string>;
  /** Why the game's input (settings, record, a saved game) could not be used, by the machine's code. Placeholders (`InputErrorDetails`): `{move}`, the record's move (1-based); `{point}`, its coordinate; `{problem}`, what was wrong with it (`moveProblem`). */
  inputError: Record<InputErrorCode, string>;
  /** The engine's problem with a move of a record, by its code. */
  moveProblem: Record<IllegalMoveCode, string>;
  undo: string;
  acceptUndo: string;
  declineUndo: string;
  resign: string;
  confirmResign: string;
  cancel: string;
  resignQuestion: string;
  newGame: string;
  controls: string;
  playBlack: string;
  playWhite: string;
  placeTwoMore: string;
  offerDraw: string;
  acceptDraw: string;
  declineDraw: string;
  acceptRestart: string;
  declineRestart: string;
  rematch: string;
  acceptRematch: string;
  declineRematch: string;
  /** The clock of a side. Placeholders: `{color}`, its side. */
  clock: string;
  /** What is announced of a clock. Placeholders: `{color}`, its side; `{time}`, the time left. */
  timeLeft: string;
  clocks: string;
  moves: string;
  /**
   * The online connection and the opponent's presence; `you`'s placeholder: `{color}`, this
   * player's side. `noRoom` and `badToken` say why a connection closed: no such room (a wrong
   * link, or the room expired), or a link that is no seat of the room.
   */
  online: { connecting: string; open: string; reconnecting: string; closed: string; noRoom: string; badToken: string; opponentHere: string; opponentAway: string; waitingForOpponent: string; watching: string; you: string };
  /** A move's accessible name in the move list: "Move 3, Black h7". Placeholders: `{n}`, its number; `{color}`, its side; `{point}`, its coordinate. */
  moveName: string;
}

/** A part of a catalogue (any of its strings, nested records too), for a `messages` prop: the rest comes from `locale`'s. */
export type PartialMessages = PartialCatalogue<Messages>;

const en: Messages = {
  ...BOARD_WORDS.en,
  toMove: '{color} to move',
  played: '{color} played {point}',
  wins: '{color} wins',
  winsWithLine: '{color} wins: five from {from} to {to}',
  resigned: '{loser} resigned — {winner} wins',
  draw: 'Draw',
  separator: ', ',
  requestsUndo: '{color} requests undo',
  offersDraw: '{color} offers a draw',
  offersRestart: '{color} asks for a new game',
  offersRematch: '{color} offers a rematch',
  seat: { first: 'First player', second: 'Second player' },
  placing: '{seat} places opening stone {stone} of {of} ({color})',
  choosing: '{seat} chooses a colour',
  choosingOrExtending: '{seat} chooses a colour or places two more stones',
  extending: '{seat} places two more stones',
  winsOnTime: '{loser} ran out of time — {winner} wins',
  drawAgreed: 'Draw agreed',
  thinking: 'Computer is thinking…',
  refused: {
    occupied: '{point} is taken',
    'off-board': '{point} is off the board',
    forbidden: '{point} is forbidden for Black: {shape}',
    'not-your-turn': 'Not your turn',
    'game-over': 'The game is over',
    'not-centre': 'The first stone goes on the centre point',
    'not-over': 'A rematch comes after the game is over',
    'awaiting-answer': 'Waiting for an answer',
    'nothing-to-undo': 'Nothing to undo',
    'not-allowed': 'Not allowed now',
    'bad-event': 'That request was not understood',
    'unknown-event': 'That request was not understood',
  },
  shape: { 'double-three': 'double-three', 'double-four': 'double-four', overline: 'overline' },
  inputError: {
    'bad-variant': 'This board or rule cannot be played; the standard board is used.',
    'bad-record': 'The record cannot be played (move {move}, {point}: {problem}); starting from the empty board.',
    'bad-players': 'The players must be two ids (text).',
    'bad-clock': 'A clock is 1 s to 10 h each, with an increment up to 10 min; playing without one.',
    'bad-opening': 'Unknown opening rule; the free opening is used.',
    'bad-undo': 'Unknown undo rule; undo needs consent.',
    'swap-needs-four': 'The swap openings need a win length of four or more; the free opening is used.',
    'not-a-state': 'The saved game is not a game.',
    'future-format': 'The saved game comes from a newer version.',
    'broken-record': 'The saved game is broken (move {move}, {point}: {problem}).',
    'broken-settings': 'The saved game has settings that cannot be played.',
    'broken-players': 'The saved game has broken players.',
    'broken-ending': 'The saved game has a broken ending.',
    'broken-clock': 'The saved game has a broken clock.',
    'broken-colors': 'The saved game has broken colours.',
    'broken-opening': 'The saved game has a broken opening.',
    'broken-pending': 'The saved game has a request or offer that cannot wait there.',
    unreadable: 'The saved game could not be read.',
  },
  moveProblem: { occupied: 'taken', 'off-board': 'off the board', 'game-over': 'after the game ended', forbidden: 'forbidden for Black', 'bad-record': 'not a point' },
  undo: 'Undo',
  acceptUndo: 'Accept undo',
  declineUndo: 'Decline undo',
  resign: 'Resign',
  confirmResign: 'Yes, resign',
  cancel: 'Cancel',
  resignQuestion: 'Resign this game?',
  newGame: 'New game',
  controls: 'Game controls',
  playBlack: 'Play Black',
  playWhite: 'Play White',
  placeTwoMore: 'Place two more',
  offerDraw: 'Offer draw',
  acceptDraw: 'Accept draw',
  declineDraw: 'Decline draw',
  acceptRestart: 'Accept new game',
  declineRestart: 'Decline new game',
  rematch: 'Rematch',
  acceptRematch: 'Accept rematch',
  declineRematch: 'Decline rematch',
  clock: "{color}'s clock",
  timeLeft: '{color}: {time} left',
  clocks: 'Clocks',
  moves: 'Moves',
  online: {
    connecting: 'Connecting…',
    open: 'Connected',
    reconnecting: 'Connection lost — reconnecting…',
    closed: 'Disconnected',
    noRoom: 'there is no such room (check the link: rooms expire)',
    badToken: 'this link is not a seat of this room',
    opponentHere: 'opponent here',
    opponentAway: 'opponent away',
    waitingForOpponent: 'waiting for your opponent to join',
    watching: 'watching',
    you: 'you play {color}',
  },
  moveName: 'Move {n}, {color} {point}',
};

const zh: Messages = {
  ...BOARD_WORDS['zh-CN'],
  toMove: '轮到{color}',
  played: '{color}落子于 {point}',
  wins: '{color}胜',
  winsWithLine: '{color}胜：{from} 至 {to} 连成五子',
  resigned: '{loser}认输，{winner}胜',
  draw: '和棋',
  separator: '，',
  requestsUndo: '{color}请求悔棋',
  offersDraw: '{color}提议和棋',
  offersRestart: '{color}提议重新开局',
  offersRematch: '{color}提议再来一局',
  seat: { first: '先手方', second: '后手方' },
  placing: '{seat}摆放开局第 {stone}/{of} 子（{color}）',
  choosing: '{seat}选择执黑或执白',
  choosingOrExtending: '{seat}选择执黑或执白，或再摆两子',
  extending: '{seat}再摆两子',
  winsOnTime: '{loser}超时，{winner}胜',
  drawAgreed: '双方同意和棋',
  thinking: '电脑思考中…',
  refused: {
    occupied: '{point} 已有棋子',
    'off-board': '{point} 不在棋盘上',
    forbidden: '{point} 是黑方禁手：{shape}',
    'not-your-turn': '还没轮到你',
    'game-over': '对局已结束',
    'not-centre': '第一手须下在天元',
    'not-over': '对局结束后才能再来一局',
    'awaiting-answer': '正在等待对方回应',
    'nothing-to-undo': '没有可悔的棋',
    'not-allowed': '现在不能这样做',
    'bad-event': '无法识别该操作',
    'unknown-event': '无法识别该操作',
  },
  shape: { 'double-three': '三三', 'double-four': '四四', overline: '长连' },
  inputError: {
    'bad-variant': '无法使用该棋盘或规则，已改用标准棋盘。',
    'bad-record': '棋谱无法下出（第 {move} 手 {point}：{problem}），从空棋盘开始。',
    'bad-players': '玩家须是两个文本 id。',
    'bad-clock': '计时须为每方 1 秒至 10 小时、每步加秒不超过 10 分钟；本局不计时。',
    'bad-opening': '未知的开局规则，已改用自由开局。',
    'bad-undo': '未知的悔棋规则，悔棋须对方同意。',
    'swap-needs-four': '交换开局需要四子或以上连珠获胜，已改用自由开局。',
    'not-a-state': '保存的对局不是一局棋。',
    'future-format': '保存的对局来自更新的版本。',
    'broken-record': '保存的对局已损坏（第 {move} 手 {point}：{problem}）。',
    'broken-settings': '保存的对局设置无法使用。',
    'broken-players': '保存的对局玩家信息已损坏。',
    'broken-ending': '保存的对局结局已损坏。',
    'broken-clock': '保存的对局计时已损坏。',
    'broken-colors': '保存的对局执子颜色已损坏。',
    'broken-opening': '保存的对局开局已损坏。',
    'broken-pending': '保存的对局中的请求或提议无法成立。',
    unreadable: '无法读取保存的对局。',
  },
  moveProblem: { occupied: '已有棋子', 'off-board': '不在棋盘上', 'game-over': '对局已结束', forbidden: '黑方禁手', 'bad-record': '不是棋盘上的点' },
  undo: '悔棋',
  acceptUndo: '同意悔棋',
  declineUndo: '拒绝悔棋',
  resign: '认输',
  confirmResign: '确认认输',
  cancel: '取消',
  resignQuestion: '确定认输吗？',
  newGame: '新对局',
  controls: '对局操作',
  playBlack: '执黑',
  playWhite: '执白',
  placeTwoMore: '再摆两子',
  offerDraw: '提议和棋',
  acceptDraw: '同意和棋',
  declineDraw: '拒绝和棋',
  acceptRestart: '同意重新开局',
  declineRestart: '拒绝重新开局',
  rematch: '再来一局',
  acceptRematch: '同意再来一局',
  declineRematch: '拒绝再来一局',
  clock: '{color}计时',
  timeLeft: '{color}剩余 {time}',
  clocks: '计时',
  moves: '棋谱',
  online: {
    connecting: '正在连接…',
    open: '已连接',
    reconnecting: '连接中断，正在重连…',
    closed: '已断开',
    noRoom: '没有这个房间（请检查链接：房间会过期）',
    badToken: '此链接不是本房间的座位',
    opponentHere: '对手在线',
    opponentAway: '对手离开',
    waitingForOpponent: '等待对手加入',
    watching: '观战中',
    you: '你执{color}',
  },
  moveName: '第 {n} 手，{color} {point}',
};

const CATALOG: Readonly<Record<Locale, Messages>> = { en, 'zh-CN': zh, ja, ko };

export { knownLocale };


/** The strings for a locale (English for anything unknown). */
export function messagesFor(locale: Locale | undefined): Messages {
  return CATALOG[knownLocale(locale)];
}

/**
 * What a component says: `locale`'s catalogue, with each string its `messages` (a part of a
 * catalogue) has. A key missing or not a string is `locale`'s; a `messages` that is not a
 * catalogue at all (null, a string, a throwing getter) is read as none, with a warning in
 * development naming the key.
 */
export function wordsOf(locale: Locale | undefined, messages: unknown): Messages {
  const known = knownLocale(locale);
  return completeCatalogue(CATALOG[known], messages, 'messages', known);
}
