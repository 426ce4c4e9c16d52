import type { Color, Forbidden, IllegalMoveCode } from '@gomoku/engine';
import type { InputErrorCode, RejectionReason, Seat } from '@gomoku/machine';
import type { MarkerShape } from '../board/annotations.ts';
import type { PartialCatalogue } from './complete.ts';

// What a catalogue of the components' words is: the languages built in, and every key each holds.

/**
 * The placeholders of an input error's template: `{where}`, where a record goes wrong in words
 * (`recordFault`); and, for templates of your own, `{move}` (1-based), `{point}` (its
 * coordinate), `{problem}` (the engine's problem with it, in words: `moveProblem`), each empty
 * where the record has none (a hole has no point; a record that is no list, no move).
 */
export interface InputErrorDetails {
  where: string;
  move: number | '';
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
  /** Shown while the computer thinks, before any move. */
  thinking: string;
  /** Shown while the computer thinks, after a move: the move is said with it. Placeholders: `{color}`, who played it; `{point}`, its coordinate. */
  playedThinking: string;
  /** What an undo took back, said before whose turn it is: one stone (`{point}`), or two (`{first}`, the undoing side's, then `{second}`, the stone that followed). */
  tookBack: { one: string; two: string };
  /** Why an event was refused. Placeholders: `{point}`, the move's coordinate; `{shape}`, the forbidden shape's name (`shape`). */
  refused: Record<RejectionReason, string>;
  /** Names of renju's forbidden shapes. */
  shape: Record<Forbidden, string>;
  /** Why the game's input (settings, record, a saved game) could not be used, by the machine's code. Placeholders (`InputErrorDetails`): `{where}`, where the record goes wrong (`recordFault`); `{move}`, `{point}`, `{problem}`, its parts. */
  inputError: Record<InputErrorCode, string>;
  /** The engine's problem with a move of a record, by its code. */
  moveProblem: Record<IllegalMoveCode, string>;
  /**
   * Where a record goes wrong, as the machine's `RecordFault` says: a move with its point
   * (`point`: `{move}`, `{point}`, `{problem}`), a move whose entry is no point (`entry`: `{move}`,
   * `{problem}`), or the record as a whole (`whole`: no list, or longer than the board holds).
   */
  recordFault: { point: string; entry: string; whole: string };
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
