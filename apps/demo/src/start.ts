import type { Variant } from '@gomoku/engine';
import { selectGameState, selectOpening, selectPlayers, selectTimeControl, selectUndoPolicy, selectVariant, type GameState, type GomokuSnapshot } from '@gomoku/machine';
import { readLink } from './link.ts';
import type { Notice } from './Notice.tsx';
import { restoreSavedGame } from './saved-game.ts';
import type { Opponent } from './saved-games.ts';
import type { GameStart } from './screen.ts';
import { settingsForRecord, sizeSettingOf, TIME_CONTROLS, variantOf, type Settings } from './settings.ts';

/** The game the provider starts with (a record, or a saved game's state) and the settings it is played with. */
export interface GameSeed {
  variant: Variant;
  moves?: readonly number[];
  state?: GameState;
  settings: Settings;
}

/** The settings a saved game was played with (and the level of its computer, if saved), so the settings show what the board plays. */
export function settingsOf(snapshot: GomokuSnapshot, settings: Settings, opponent: Opponent | null = null): Settings {
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
    level: opponent?.kind === 'computer' ? opponent.level : settings.level,
  };
}

/** A new game with the current settings. */
const fresh = (settings: Settings): GameSeed => ({ variant: variantOf(settings), settings });

/** A seed for the game saved under `id`, or for a new one there when there is none (or it was discarded: the player is told). */
function resumed(id: string, settings: Settings): { seed: GameSeed; notice: Notice | null } {
  const saved = restoreSavedGame(id);
  const notice: Notice | null = saved.discarded ? { kind: 'info', text: (t) => t.badStorage } : null;
  if (!saved.game) return { seed: fresh(settings), notice };
  return { seed: { variant: selectVariant(saved.game), state: selectGameState(saved.game), settings: settingsOf(saved.game, settings, saved.opponent) }, notice };
}

/**
 * The game a visit to the game screen starts, saved under `id`, from how it was asked for: the
 * game saved there (a corrupted one gives a notice, and a new game), a new game, a link's game (a
 * broken link gives a notice and a new game), an opened record (at its last move, as a link
 * opens), or a branch of another game (its settings, these moves).
 */
export function seedFor(start: GameStart, settings: Settings, id: string): { seed: GameSeed; notice: Notice | null } {
  switch (start.kind) {
    case 'resume':
      return resumed(id, settings);
    case 'new':
      return { seed: fresh(settings), notice: null };
    case 'link': {
      const link = readLink(start.search);
      if (link.kind === 'game') return { seed: { variant: link.variant, moves: link.moves, settings: settingsForRecord(settings, link.variant) }, notice: null };
      if (link.kind === 'none') return { seed: fresh(settings), notice: null };
      const message = link.problem.message;
      return { seed: fresh(settings), notice: { kind: 'error', text: (t) => `${t.badLink} ${message}` } };
    }
    case 'record': {
      const { variant, moves, format } = start;
      return { seed: { variant, moves, settings: settingsForRecord(settings, variant) }, notice: { kind: 'info', text: (t) => t.recordOpened(format, moves.length) } };
    }
    case 'branch':
      return { seed: { variant: start.variant, moves: start.moves, settings }, notice: null };
  }
}
