import type { Point } from '@gomoku/engine';
import type { GameSettings, GameState, MachineVerdict } from '@gomoku/machine';
import type { CSSProperties } from 'react';
import type { ComputerPlayer } from '../computer/use-computer-player.ts';
import type { GomokuError } from './checked-props.ts';
import type { GameChange } from './game-change.ts';
import type { Locale, PartialMessages } from '../messages/i18n.ts';
import type { OnlineGame } from '../online/use-online-game.ts';
import type { Theme } from '../theme/theme.ts';

/**
 * Props of the whole embeddable game. The settings (`variant`, `undo`, `opening`, `clock`) are
 * the machine's `GameSettings`, defined there once; changing one starts a new game. Against the
 * computer undo is `'immediate'`; the clock shows above the board.
 *
 * Three ways to keep the game: the whole of it controlled (`state` with `onChange`), the record
 * controlled (`moves` with `onMove`), or the component's own (`defaultState` or `defaultMoves`).
 */
export interface GomokuProps extends GameSettings {
  /**
   * The whole game, controlled (the machine's `GameState`: settings, record, seats, clocks,
   * what waits for an answer, the ending). The game shows it; every change is proposed to
   * `onChange`, and shows once the parent passes it back (a change not passed back leaves the
   * board as it was). A state other than the one last reported is where the game goes. The
   * state holds its settings: the setting props only shape a new game, which `null` asks for
   * (nothing saved yet). One that does not check (`readGameState`) is not shown: `onError` gets
   * its problem.
   */
  state?: GameState | null | undefined;
  /** The game to resume, uncontrolled (read when mounted, checked like `state`); wins over `defaultMoves`. */
  defaultState?: GameState | undefined;
  /**
   * Called for every change of the game, with the next `GameState` and what happened (`change.type`:
   * a `move` with its `point`, `undo`, `new-game`, `rematch`, `resign`, `draw`, `offer`, `answer`,
   * `time`, `opening`). With `moves`, `next.moves` is the record to keep after an undo, a new game
   * or a rematch.
   */
  onChange?: ((next: GameState, change: GameChange) => void) | undefined;
  /**
   * The record, controlled: the game shows it, and a move calls `onMove` with the record it
   * makes; it shows once the parent passes it back (a move not passed back is not shown). A
   * record other than the one given before starts the game from it. Undo, New game and Rematch
   * change the game at once and go to `onChange`.
   */
  moves?: readonly number[] | undefined;
  /** The record to start from, uncontrolled (read when mounted; default empty). */
  defaultMoves?: readonly number[] | undefined;
  /** Called for each move with its point and the record it makes (controlled: when it is made, before the parent passes it back). */
  onMove?: ((point: Point, moves: readonly number[]) => void) | undefined;
  /** Called once when the game ends, with how it ended; also for a record that arrives already finished. */
  onGameOver?: ((verdict: MachineVerdict) => void) | undefined;
  /**
   * Called once for a record (`moves` or `defaultMoves`) the engine refuses: the game shows its
   * longest legal prefix, and the error says which move (`index`) and why (`code`). Called once
   * for a `state` or `defaultState` that does not check, or a setting the machine cannot use,
   * with its problem (`code` one of `INPUT_ERROR_CODES`). Called once per value for a prop that
   * is not of its type (`code` `'bad-prop'`, with `prop`: the game goes on with its default), and
   * for a callback of the app's that threw (`'callback-threw'`, with `prop` and `cause`: the
   * game's change stands). Tell them apart with `error instanceof IllegalMoveError`, then
   * `code`. Without it, the error is logged. (A method, so a handler written for records alone,
   * `(error: IllegalMoveError) => void`, still type-checks.)
   */
  onError?(error: GomokuError): void;
  /** Asked before a move is sent; return false to refuse it (a puzzle's wrong answer, a locked board). */
  canPlay?: ((point: number) => boolean) | undefined;
  /** Language of the texts and accessible names (default `'en'`). */
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Letters and numbers around the board (default true). */
  showCoordinates?: boolean | undefined;
  /** The coordinates on all four sides (default false: left and bottom). */
  coordinatesOnAllSides?: boolean | undefined;
  /** Move numbers on the stones (default false). */
  showMoveNumbers?: boolean | undefined;
  /** First tap previews, second tap plays (default: on for coarse pointers, off otherwise). */
  confirmMove?: boolean | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** Stones shaded like real ones (default), or flat. */
  stones?: 'shaded' | 'flat' | undefined;
  /**
   * Let the computer play one side: `{ color: 'white', level: 'hard', timeMs: 1000 }` (its colour
   * in the first game; a rematch swaps). Undo is then immediate.
   */
  ai?: ComputerPlayer | undefined;
  /** A point to mark as a suggestion (e.g. a hint from `useComputerPlayer`). */
  hint?: number | null | undefined;
  /**
   * Play online: `{ server, room, seat }` (`seat` the token of an invite link's `#seat=…`; none to
   * watch). The server's room decides the settings; this screen plays its seat only.
   */
  online?: OnlineGame | undefined;
  /** The widest it grows: a length in px, or any CSS length (default `40rem`, the `--gomoku-max-width` variable; `'none'` for the container's width). */
  maxWidth?: number | string | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}
