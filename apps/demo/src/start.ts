import type { Variant } from '@gomoku/engine';
import { selectVariant, type GomokuSnapshot } from '@gomoku/machine';
import { readLink } from './link.ts';
import { variantOf, type Settings } from './settings.ts';
import { loadStored } from './storage.ts';
import type { Strings } from './strings.ts';

/** The game the provider starts with: a record, or a saved snapshot. */
export interface GameSeed {
  key: number;
  variant: Variant;
  moves?: number[];
  snapshot?: GomokuSnapshot;
}

/** Something to tell the player once. */
export interface Notice {
  kind: 'error' | 'info';
  text: (t: Strings) => string;
}

/**
 * Where a visit starts: a game from the link if there is one (a broken link gives a notice and an
 * empty board), else the saved game (a corrupted one gives a notice), else a new game.
 */
export function startingPoint(search: string): { settings: Settings; game: GameSeed; notice: Notice | null } {
  const stored = loadStored();
  const link = readLink(search);
  if (link.kind !== 'none') {
    const settings: Settings = { ...stored.settings, rule: link.variant.rule, size: link.variant.size === 19 ? 19 : 15 };
    if (link.kind === 'game') return { settings, game: { key: 0, variant: link.variant, moves: link.moves }, notice: null };
    const { message } = link.problem;
    return { settings, game: { key: 0, variant: link.variant }, notice: { kind: 'error', text: (t) => `${t.badLink} ${message}` } };
  }
  const notice: Notice | null = stored.discarded ? { kind: 'info', text: (t) => t.badStorage } : null;
  if (stored.game) {
    const variant = selectVariant(stored.game);
    const settings: Settings = { ...stored.settings, rule: variant.rule, size: variant.size === 19 ? 19 : 15 };
    return { settings, game: { key: 0, variant, snapshot: stored.game }, notice };
  }
  return { settings: stored.settings, game: { key: 0, variant: variantOf(stored.settings) }, notice };
}
