import type { Color, Forbidden, IllegalMoveCode } from '@gomoku/engine';
import type { MarkerShape } from '../board/annotations.ts';
import type { InputErrorCode, RejectionReason, Seat } from '@gomoku/machine';

/** The details an input error's words may use: the move (1-based), its point's coordinate, what was wrong with it. */
export interface InputErrorDetails {
  move: number;
  point: string;
  /** The engine's problem with the move, in words (`moveProblem`). */
  problem: string;
}

/**
 * Languages built into the components. Japanese and Korean are catalogues to import (`ja`, `ko`)
 * and pass as `messages`, so that apps that do not speak them do not ship them; any other
 * language is a `messages` catalogue of your own.
 */
export type Locale = 'en' | 'zh-CN';

/**
 * Every string the components show or announce. A catalogue of your own must hold every key
 * (a missing one fails type-checking): start from `messagesFor(locale)` and change what you need.
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
  moveNumber: (n: number) => string;
  /** A marker's accessible name, by its shape, and a label marker's. */
  marker: Record<MarkerShape, string>;
  markerLabel: (label: string) => string;
  toMove: (color: string) => string;
  played: (color: string, point: string) => string;
  wins: (color: string) => string;
  /** A win on the board, with where the row runs: "Black wins: five from h8 to l8". */
  winsWithLine: (color: string, from: string, to: string) => string;
  resigned: (loser: string, winner: string) => string;
  draw: string;
  /** Joins two short sentences in the status line. */
  separator: string;
  requestsUndo: (color: string) => string;
  offersDraw: (color: string) => string;
  /** Online: a side asks for a new game, or for a rematch after the game. */
  offersRestart: (color: string) => string;
  offersRematch: (color: string) => string;
  /** The players apart from their colours: who opens and who answers. */
  seat: Record<Seat, string>;
  placing: (seat: string, stone: number, of: number, color: string) => string;
  choosing: (seat: string, mayExtend: boolean) => string;
  extending: (seat: string) => string;
  winsOnTime: (loser: string, winner: string) => string;
  drawAgreed: string;
  thinking: string;
  /** Why an event was refused; `point` is the move's coordinate, `shape` the forbidden shape's name. */
  refused: Record<RejectionReason, (point: string, shape: string) => string>;
  /** Names of renju's forbidden shapes. */
  shape: Record<Forbidden, string>;
  /** Why the game's input (settings, record, a saved game) could not be used, by the machine's code. */
  inputError: Record<InputErrorCode, (details: InputErrorDetails) => string>;
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
  /** The clock of a side, and what is announced of it. */
  clock: (color: string) => string;
  timeLeft: (color: string, time: string) => string;
  clocks: string;
  moves: string;
  /** The online connection and the opponent's presence. */
  online: { connecting: string; open: string; reconnecting: string; closed: string; opponentHere: string; opponentAway: string; waitingForOpponent: string; watching: string; you: (color: string) => string };
  /** A move's accessible name in the move list: "Move 3, Black h7". */
  moveName: (n: number, color: string, point: string) => string;
}

const en: Messages = {
  board: 'Gomoku board',
  color: { black: 'Black', white: 'White' },
  empty: 'empty',
  forbiddenMark: 'forbidden',
  winningStone: 'part of the winning five',
  pendingStone: 'sending',
  retryingStone: 'server busy, retrying',
  moveNumber: (n) => `move ${n}`,
  marker: { circle: 'circle', cross: 'cross', triangle: 'triangle', square: 'square' },
  markerLabel: (label) => `marked ${label}`,
  toMove: (c) => `${c} to move`,
  played: (c, p) => `${c} played ${p}`,
  wins: (c) => `${c} wins`,
  winsWithLine: (c, from, to) => `${c} wins: five from ${from} to ${to}`,
  resigned: (l, w) => `${l} resigned — ${w} wins`,
  draw: 'Draw',
  separator: ', ',
  requestsUndo: (c) => `${c} requests undo`,
  offersDraw: (c) => `${c} offers a draw`,
  offersRestart: (c) => `${c} asks for a new game`,
  offersRematch: (c) => `${c} offers a rematch`,
  seat: { first: 'First player', second: 'Second player' },
  placing: (seat, n, of, c) => `${seat} places opening stone ${n} of ${of} (${c})`,
  choosing: (seat, mayExtend) => `${seat} chooses a colour${mayExtend ? ' or places two more stones' : ''}`,
  extending: (seat) => `${seat} places two more stones`,
  winsOnTime: (l, w) => `${l} ran out of time — ${w} wins`,
  drawAgreed: 'Draw agreed',
  thinking: 'Computer is thinking…',
  refused: {
    occupied: (p) => `${p} is taken`,
    'off-board': (p) => `${p} is off the board`,
    forbidden: (p, shape) => `${p} is forbidden for Black: ${shape}`,
    'not-your-turn': () => 'Not your turn',
    'game-over': () => 'The game is over',
    'not-centre': () => 'The first stone goes on the centre point',
    'not-over': () => 'A rematch comes after the game is over',
    'awaiting-answer': () => 'Waiting for an answer',
    'nothing-to-undo': () => 'Nothing to undo',
    'not-allowed': () => 'Not allowed now',
    'bad-event': () => 'That request was not understood',
    'unknown-event': () => 'That request was not understood',
  },
  shape: { 'double-three': 'double-three', 'double-four': 'double-four', overline: 'overline' },
  inputError: {
    'bad-variant': () => 'This board or rule cannot be played; the standard board is used.',
    'bad-record': (d) => `The record cannot be played (move ${d.move}, ${d.point}: ${d.problem}); starting from the empty board.`,
    'bad-players': () => 'The players must be two ids (text).',
    'bad-clock': () => 'A clock is 1 s to 10 h each, with an increment up to 10 min; playing without one.',
    'bad-opening': () => 'Unknown opening rule; the free opening is used.',
    'bad-undo': () => 'Unknown undo rule; undo needs consent.',
    'swap-needs-four': () => 'The swap openings need a win length of four or more; the free opening is used.',
    'not-a-state': () => 'The saved game is not a game.',
    'future-format': () => 'The saved game comes from a newer version.',
    'broken-record': (d) => `The saved game is broken (move ${d.move}, ${d.point}: ${d.problem}).`,
    'broken-settings': () => 'The saved game has settings that cannot be played.',
    'broken-players': () => 'The saved game has broken players.',
    'broken-ending': () => 'The saved game has a broken ending.',
    'broken-clock': () => 'The saved game has a broken clock.',
    'broken-colors': () => 'The saved game has broken colours.',
    'broken-opening': () => 'The saved game has a broken opening.',
    'broken-pending': () => 'The saved game has a request or offer that cannot wait there.',
    'unreadable': () => 'The saved game could not be read.',
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
  clock: (c) => `${c}'s clock`,
  timeLeft: (c, time) => `${c}: ${time} left`,
  clocks: 'Clocks',
  moves: 'Moves',
  online: {
    connecting: 'Connecting…',
    open: 'Connected',
    reconnecting: 'Connection lost — reconnecting…',
    closed: 'Disconnected',
    opponentHere: 'opponent here',
    opponentAway: 'opponent away',
    waitingForOpponent: 'waiting for your opponent to join',
    watching: 'watching',
    you: (c) => `you play ${c}`,
  },
  moveName: (n, c, p) => `Move ${n}, ${c} ${p}`,
};

const zh: Messages = {
  board: '五子棋棋盘',
  color: { black: '黑方', white: '白方' },
  empty: '空',
  forbiddenMark: '禁手',
  winningStone: '连成五子',
  pendingStone: '发送中',
  retryingStone: '服务器繁忙，正在重试',
  moveNumber: (n) => `第 ${n} 手`,
  marker: { circle: '圆圈', cross: '叉', triangle: '三角', square: '方块' },
  markerLabel: (label) => `标记 ${label}`,
  toMove: (c) => `${c}落子`,
  played: (c, p) => `${c}落子于 ${p}`,
  wins: (c) => `${c}胜`,
  winsWithLine: (c, from, to) => `${c}胜：${from} 至 ${to} 连成五子`,
  resigned: (l, w) => `${l}认输，${w}胜`,
  draw: '和棋',
  separator: '，',
  requestsUndo: (c) => `${c}请求悔棋`,
  offersDraw: (c) => `${c}提议和棋`,
  offersRestart: (c) => `${c}提议重新开局`,
  offersRematch: (c) => `${c}提议再来一局`,
  seat: { first: '先手方', second: '后手方' },
  placing: (seat, n, of, c) => `${seat}摆放开局第 ${n}/${of} 子（${c}）`,
  choosing: (seat, mayExtend) => `${seat}选择执黑或执白${mayExtend ? '，或再摆两子' : ''}`,
  extending: (seat) => `${seat}再摆两子`,
  winsOnTime: (l, w) => `${l}超时，${w}胜`,
  drawAgreed: '双方同意和棋',
  thinking: '电脑思考中…',
  refused: {
    occupied: (p) => `${p} 已有棋子`,
    'off-board': (p) => `${p} 不在棋盘上`,
    forbidden: (p, shape) => `${p} 是黑方禁手：${shape}`,
    'not-your-turn': () => '还没轮到你',
    'game-over': () => '对局已结束',
    'not-centre': () => '第一手须下在天元',
    'not-over': () => '对局结束后才能再来一局',
    'awaiting-answer': () => '正在等待对方回应',
    'nothing-to-undo': () => '没有可悔的棋',
    'not-allowed': () => '现在不能这样做',
    'bad-event': () => '无法识别该操作',
    'unknown-event': () => '无法识别该操作',
  },
  shape: { 'double-three': '三三', 'double-four': '四四', overline: '长连' },
  inputError: {
    'bad-variant': () => '无法使用该棋盘或规则，已改用标准棋盘。',
    'bad-record': (d) => `棋谱无法下出（第 ${d.move} 手 ${d.point}：${d.problem}），从空棋盘开始。`,
    'bad-players': () => '玩家须是两个文本 id。',
    'bad-clock': () => '计时须为每方 1 秒至 10 小时、每步加秒不超过 10 分钟；本局不计时。',
    'bad-opening': () => '未知的开局规则，已改用自由开局。',
    'bad-undo': () => '未知的悔棋规则，悔棋须对方同意。',
    'swap-needs-four': () => '交换开局需要四子或以上连珠获胜，已改用自由开局。',
    'not-a-state': () => '保存的对局不是一局棋。',
    'future-format': () => '保存的对局来自更新的版本。',
    'broken-record': (d) => `保存的对局已损坏（第 ${d.move} 手 ${d.point}：${d.problem}）。`,
    'broken-settings': () => '保存的对局设置无法使用。',
    'broken-players': () => '保存的对局玩家信息已损坏。',
    'broken-ending': () => '保存的对局结局已损坏。',
    'broken-clock': () => '保存的对局计时已损坏。',
    'broken-colors': () => '保存的对局执子颜色已损坏。',
    'broken-opening': () => '保存的对局开局已损坏。',
    'broken-pending': () => '保存的对局中的请求或提议无法成立。',
    'unreadable': () => '无法读取保存的对局。',
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
  clock: (c) => `${c}计时`,
  timeLeft: (c, time) => `${c}剩余 ${time}`,
  clocks: '计时',
  moves: '棋谱',
  online: {
    connecting: '正在连接…',
    open: '已连接',
    reconnecting: '连接中断，正在重连…',
    closed: '已断开',
    opponentHere: '对手在线',
    opponentAway: '对手离开',
    waitingForOpponent: '等待对手加入',
    watching: '观战中',
    you: (c) => `你执${c}`,
  },
  moveName: (n, c, p) => `第 ${n} 手，${c} ${p}`,
};

const CATALOG: Record<Locale, Messages> = { en, 'zh-CN': zh };

/** The strings for a locale (English for anything unknown). */
export function messagesFor(locale: Locale | undefined): Messages {
  return CATALOG[locale ?? 'en'] ?? en;
}

/** What a component says: its own `messages` where given, else its `locale`'s. */
export function wordsOf(locale: Locale | undefined, messages: Messages | undefined): Messages {
  return messages ?? messagesFor(locale);
}
