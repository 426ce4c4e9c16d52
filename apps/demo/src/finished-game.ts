import { FAMILY_VARIANTS, type HistoryEntry, type Player } from '@gomoku/client';
import { COLORS, otherColor, type Color } from '@gomoku/engine';
import type { GameState } from '@gomoku/machine';

/** A finished game opened to look back at: the game, who played it, and which side was this player's. */
export interface FinishedGame {
  /**
   * The game, over, as the machine's `GameState`. Unchecked here: it also comes back from a
   * history entry, so the review screen has the machine read it (`readGameState`) before showing it.
   */
  state: unknown;
  /** Each side's player's name. */
  names: Record<Color, string>;
  /** The colour this player had. */
  me: Color;
}

/**
 * The game a history entry holds, ended as the server ended it (the winner and why: a five,
 * a resignation, time, a full board, agreement). What the history does not keep is left out: the
 * clocks' times (no clock: a review has none running) and a swap opening's choices (played as a
 * free opening: the colours are known, and the stones are the same).
 */
export function finishedGame(entry: HistoryEntry, you: Pick<Player, 'id' | 'name'>): FinishedGame {
  const me = entry.color;
  const winner = entry.outcome === 'draw' ? null : entry.outcome === 'win' ? me : otherColor(me);
  const ids = { [me]: you.id, [otherColor(me)]: entry.opponent.id } as Record<Color, string>;
  const state: GameState = {
    // The shape's version: a new one fails the typecheck here.
    format: 1,
    settings: { variant: FAMILY_VARIANTS[entry.terms.family], opening: 'free', undo: 'consent', clock: null },
    moves: entry.moves,
    players: { first: ids.black, second: ids.white },
    black: 'first',
    opening: { extended: false, stones: 0 },
    ending: { winner, reason: entry.reason },
    clock: null,
    pending: null,
  };
  return { state, names: { [me]: you.name, [otherColor(me)]: entry.opponent.name } as Record<Color, string>, me };
}

/** A finished game read back from a history entry (its state still unchecked), or null for anything else. */
export function readFinishedGame(value: unknown): FinishedGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { state, names, me } = value as Partial<Record<keyof FinishedGame, unknown>>;
  if (typeof names !== 'object' || names === null || !COLORS.some((color) => color === me)) return null;
  const { black, white } = names as Partial<Record<Color, unknown>>;
  return typeof black === 'string' && typeof white === 'string' ? { state, names: { black, white }, me: me as Color } : null;
}
