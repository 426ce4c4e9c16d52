import type { Variant } from '@gomoku/engine';
import { selectGameState, selectMoves, selectOpening, selectPlayers, selectTimeControl, selectUndoPolicy, selectVariant, type GameState, type GomokuSnapshot } from '@gomoku/machine';
import { readLink } from './link.ts';
import type { Notice } from './Notice.tsx';
import { restoreSavedGame } from './saved-game.ts';
import type { GameStart } from './screen.ts';
import { settingsForRecord, sizeSettingOf, TIME_CONTROLS, variantOf, type Settings } from './settings.ts';

/** The game the provider starts with (a record, or a saved game's state) and the settings it is played with. */
export interface GameSeed {
  variant: Variant;
  moves?: readonly number[];
  state?: GameState;
  settings: Settings;
}

/** The settings a saved game was played with, so the settings show what the board plays. */
export function settingsOf(snapshot: GomokuSnapshot, settings: Settings): Settings {
  const variant = selectVariant(snapshot);
  const clock = selectTimeControl(snapshot);
  const players = selectPlayers(snapshot);
  const time = TIME_CONTROLS.find((tc) => clock && tc === `${clock.initialMs / 60_000}+${clock.incrementMs / 1000}`) ?? 'none';
  const computer = players?.black === 'computer' ? 'black' : players?.white === 'computer' ? 'white' : null;
  return {
    ...settings,
    rule: variant.rule,
    size: sizeSettingOf(variant),
    undo: selectUndoPolicy(snapshot),
    opening: selectOpening(snapshot),
    time,
    mode: computer ? 'computer' : 'friend',
    computerColor: computer ?? settings.computerColor,
  };
}

/** A seed for the saved game, or for a new one when there is none. */
function resumed(settings: Settings, notice: Notice | null): { seed: GameSeed; notice: Notice | null; replaced: null } {
  const saved = restoreSavedGame();
  const storageNotice: Notice | null = saved.discarded ? { kind: 'info', text: (t) => t.badStorage } : null;
  const seed: GameSeed = saved.game
    ? { variant: selectVariant(saved.game), state: selectGameState(saved.game), settings: settingsOf(saved.game, settings) }
    : { variant: variantOf(settings), settings };
  return { seed, notice: notice ?? storageNotice, replaced: null };
}

/**
 * The game a visit to the game screen starts, from how it was asked for: the saved game (a
 * corrupted one gives a notice, and a new game), a new game (the saved one it replaces is given
 * back, to offer it), a link's game (a broken link gives a notice and the saved game), or an
 * opened record (at its last move, as a link opens).
 */
export function seedFor(start: GameStart, settings: Settings): { seed: GameSeed; notice: Notice | null; replaced: GomokuSnapshot | null } {
  switch (start.kind) {
    case 'resume':
      return resumed(settings, null);
    case 'new': {
      const saved = restoreSavedGame().game;
      return { seed: { variant: variantOf(settings), settings }, notice: null, replaced: saved && selectMoves(saved).length > 0 ? saved : null };
    }
    case 'link': {
      const link = readLink(start.search);
      if (link.kind === 'game') return { seed: { variant: link.variant, moves: link.moves, settings: settingsForRecord(settings, link.variant) }, notice: null, replaced: null };
      if (link.kind === 'none') return resumed(settings, null);
      const message = link.problem.message;
      return resumed(settings, { kind: 'error', text: (t) => `${t.badLink} ${message}` });
    }
    case 'record': {
      const { variant, moves, format } = start;
      return { seed: { variant, moves, settings: settingsForRecord(settings, variant) }, notice: { kind: 'info', text: (t) => t.recordOpened(format, moves.length) }, replaced: null };
    }
  }
}
