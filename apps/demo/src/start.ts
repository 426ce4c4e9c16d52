import type { Variant } from '@gomoku/engine';
import { selectClock, selectOpening, selectPlayers, selectUndoPolicy, selectVariant, type GomokuSnapshot } from '@gomoku/machine';
import { readLink } from './link.ts';
import { settingsForRecord, sizeSettingOf, TIME_CONTROLS, type Settings } from './settings.ts';
import { loadStored } from './storage.ts';
import type { Strings } from './strings.ts';

/** The game the provider starts with: a record, or a saved snapshot. */
export interface GameSeed {
  key: number;
  variant: Variant;
  moves?: readonly number[];
  snapshot?: GomokuSnapshot;
  /** Start in review at this many moves (an opened record). */
  review?: number;
}

/** Something to tell the player, once. */
export interface Notice {
  kind: 'error' | 'info';
  text: (t: Strings) => string;
  /** A one-tap way back (e.g. the game a new game replaced). */
  undo?: () => void;
}

/** The settings a saved game was played with, so the panel shows what the board plays. */
export function settingsOf(snapshot: GomokuSnapshot, settings: Settings): Settings {
  const variant = selectVariant(snapshot);
  const clock = selectClock(snapshot);
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

/**
 * Where a visit starts: a game from the link if there is one, else the saved game (a corrupted one
 * gives a notice), else a new game. A broken link gives a notice and falls back to the saved game.
 * The caller then drops the link from the address, so a reload resumes the saved game with every
 * move played since, never the link's older record.
 */
export function startingPoint(search: string, narrow: boolean): { settings: Settings; game: GameSeed; notice: Notice | null; hadLink: boolean } {
  const stored = loadStored(narrow);
  const link = readLink(search);
  const hadLink = link.kind !== 'none';
  if (link.kind === 'game') {
    const settings = settingsForRecord(stored.settings, link.variant);
    return { settings, game: { key: 0, variant: link.variant, moves: link.moves }, notice: null, hadLink };
  }
  const linkNotice: Notice | null = link.kind === 'error' ? { kind: 'error', text: (t) => `${t.badLink} ${link.problem.message}` } : null;
  const storageNotice: Notice | null = stored.discarded ? { kind: 'info', text: (t) => `${t.badStorage} (${stored.discarded})` } : null;
  const notice = linkNotice ?? storageNotice;
  if (stored.game) {
    const settings = settingsOf(stored.game, stored.settings);
    return { settings, game: { key: 0, variant: selectVariant(stored.game), snapshot: stored.game }, notice, hadLink };
  }
  const settings: Settings = link.kind === 'error' ? { ...stored.settings, rule: link.variant.rule, size: sizeSettingOf(link.variant) } : stored.settings;
  return { settings, game: { key: 0, variant: { size: settings.size, winLength: 5, rule: settings.rule } }, notice, hadLink };
}
