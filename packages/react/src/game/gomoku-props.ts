import type { IllegalMoveError, Point } from '@gomoku/engine';
import type { GameSettings, MachineVerdict } from '@gomoku/machine';
import type { CSSProperties } from 'react';
import type { ComputerPlayer } from '../computer/use-computer-player.ts';
import type { Locale, Messages } from '../messages/i18n.ts';
import type { OnlineGame } from '../online/use-online-game.ts';
import type { Theme } from '../theme/theme.ts';

/**
 * Props of the whole embeddable game. The settings (`variant`, `undo`, `opening`, `clock`) are
 * the machine's `GameSettings`, defined there once; changing one starts a new game. Against the
 * computer undo is `'immediate'`; the clock shows above the board.
 */
export interface GomokuProps extends GameSettings {
  /**
   * The record, controlled: the game shows it, and a move calls `onMove` with the record it
   * makes; show it by passing it back. A record other than the game's starts the game from it.
   */
  moves?: readonly number[] | undefined;
  /** The record to start from, uncontrolled (read when mounted; default empty). */
  defaultMoves?: readonly number[] | undefined;
  /** Called after each move with its point and the whole record. */
  onMove?: ((point: Point, moves: readonly number[]) => void) | undefined;
  /** Called once when the game ends, with how it ended; also for a record that arrives already finished. */
  onGameOver?: ((verdict: MachineVerdict) => void) | undefined;
  /**
   * Called once for a record (`moves` or `defaultMoves`) the engine refuses: the game shows its
   * longest legal prefix, and the error says which move (`index`) and why (`code`). Without it,
   * the error is logged.
   */
  onError?: ((error: IllegalMoveError) => void) | undefined;
  /** Asked before a move is sent; return false to refuse it (a puzzle's wrong answer, a locked board). */
  canPlay?: ((point: number) => boolean) | undefined;
  /** Language of the texts and accessible names (default `'en'`). */
  locale?: Locale | undefined;
  /** Every string it shows, instead of `locale`'s: another language, or your own wording (see `Messages`). */
  messages?: Messages | undefined;
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
  className?: string | undefined;
  style?: CSSProperties | undefined;
}
