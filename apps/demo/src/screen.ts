import type { PoolId } from '@gomoku/client';
import type { Variant } from '@gomoku/engine';
import { readFinishedGame, type FinishedGame } from './finished-game.ts';
import { readOnlineAddress, type OnlineAddress } from './online.ts';
import { isPoolId } from './pools.ts';
import { isGameId } from './saved-games.ts';

/** How a local game starts when its screen opens. */
export type GameStart =
  /** The game saved under the screen's id, as it was left (also what a reload resumes). */
  | { kind: 'resume' }
  /** A new game with the current settings. */
  | { kind: 'new' }
  /** The game a link (`?p=…`) holds. */
  | { kind: 'link'; search: string }
  /** A record opened from text or a file. */
  | { kind: 'record'; variant: Variant; moves: readonly number[]; format: string }
  /** A game played on from a reviewed position of another, with that game's settings. */
  | { kind: 'branch'; variant: Variant; moves: readonly number[] };

/**
 * What the app shows: the home, a local game (saved under `id`), a finished game to look back at
 * (never saved, never continued), an online room, the lobby (`?lobby`), or waiting in a pool for
 * a stranger (`?play=<pool>`).
 */
export type Screen =
  | { kind: 'home' }
  | { kind: 'game'; id: string; start: GameStart }
  | { kind: 'review'; game: FinishedGame }
  | { kind: 'room'; address: OnlineAddress }
  | { kind: 'lobby' }
  | { kind: 'pairing'; pool: PoolId };

/**
 * What the app keeps in a history entry: a local game's id (its game is saved under it), or the
 * finished game shown to review (kept nowhere else). Home and rooms are in the address.
 */
export type HistoryState = { gomoku: 'game'; id: string } | { gomoku: 'review'; game: FinishedGame };

/** The id of the game a history entry names, or null (a foreign, hostile or older entry). */
function gameIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { gomoku, id } = state as Partial<Record<'gomoku' | 'id', unknown>>;
  return gomoku === 'game' && isGameId(id) ? id : null;
}

/**
 * The screen an address and a history entry name: a room (`?room=`), a game from a link (`?p=`,
 * saved under a new id from `newId`), a pool to wait in (`?play=<pool>`; an unknown pool opens
 * the lobby), the lobby (`?lobby`), the local game a history entry names (a reload or
 * Back/Forward to it resumes that game), or else the home.
 */
export function screenOf(location: Pick<Location, 'search' | 'hash'>, state: unknown, newId: () => string): Screen {
  const address = readOnlineAddress(location);
  if (address) return { kind: 'room', address };
  const params = new URLSearchParams(location.search);
  if (params.get('p')) return { kind: 'game', id: newId(), start: { kind: 'link', search: location.search } };
  const pool = params.get('play');
  if (isPoolId(pool)) return { kind: 'pairing', pool };
  if (params.has('lobby') || pool !== null) return { kind: 'lobby' };
  const id = gameIdOf(state);
  if (id) return { kind: 'game', id, start: { kind: 'resume' } };
  const game = reviewOf(state);
  return game ? { kind: 'review', game } : { kind: 'home' };
}

/** The finished game a history entry holds, or null. */
function reviewOf(state: unknown): FinishedGame | null {
  if (typeof state !== 'object' || state === null) return null;
  const { gomoku, game } = state as Partial<Record<'gomoku' | 'game', unknown>>;
  return gomoku === 'review' ? readFinishedGame(game) : null;
}

/** The history entry for the local game saved under `id`. */
export const gameEntry = (id: string): HistoryState => ({ gomoku: 'game', id });

/** The history entry for a finished game shown to review: a reload or Back/Forward shows it again. */
export const reviewEntry = (game: FinishedGame): HistoryState => ({ gomoku: 'review', game });

/** The address of a screen that lives in the address (the lobby, a pool's wait): what a link or a reload opens. */
export function addressOf(screen: { kind: 'lobby' } | { kind: 'pairing'; pool: PoolId }): string {
  return screen.kind === 'lobby' ? '/?lobby' : `/?play=${encodeURIComponent(screen.pool)}`;
}
