import type { Variant } from '@gomoku/engine';
import { readOnlineAddress, type OnlineAddress } from './online.ts';

/** How a local game starts when its screen opens. */
export type GameStart =
  /** The saved game, as it was left (also what a reload resumes). */
  | { kind: 'resume' }
  /** A new game with the current settings. */
  | { kind: 'new' }
  /** The game a link (`?p=…`) holds. */
  | { kind: 'link'; search: string }
  /** A record opened from text or a file. */
  | { kind: 'record'; variant: Variant; moves: readonly number[]; format: string };

/** What the app shows: the home, a game on this screen, or an online room. */
export type Screen = { kind: 'home' } | { kind: 'game'; start: GameStart } | { kind: 'room'; address: OnlineAddress };

/** What the app keeps in a history entry: a local game's entry says so; home and rooms are in the address. */
export interface HistoryState {
  gomoku: 'game';
}

const isGameEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as Partial<HistoryState>).gomoku === 'game';

/**
 * The screen an address and a history entry name: a room (`?room=`), a game from a link (`?p=`),
 * the local game (an entry the app marked: a reload or Back/Forward to it resumes the saved game),
 * or else the home.
 */
export function screenOf(location: Pick<Location, 'search' | 'hash'>, state: unknown): Screen {
  const address = readOnlineAddress(location);
  if (address) return { kind: 'room', address };
  if (new URLSearchParams(location.search).get('p')) return { kind: 'game', start: { kind: 'link', search: location.search } };
  return isGameEntry(state) ? { kind: 'game', start: { kind: 'resume' } } : { kind: 'home' };
}

/** The history entry for the local game. */
export const GAME_ENTRY: HistoryState = { gomoku: 'game' };
