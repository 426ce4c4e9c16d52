import { MAX_SIZE } from '@gomoku/engine';
import type { GameState } from '@gomoku/machine';
import { LEVELS, type LevelSetting } from './settings.ts';
import { loadSettings, readJson, removeStored, writeJson } from './storage.ts';

const KEY = 'gomoku-demo:games';
/** Where earlier versions kept their one saved game (its state) and what the home said of it: read once into the list. */
const OLD_GAME_KEY = 'gomoku-demo:game';
const OLD_LAST_KEY = 'gomoku-demo:last';
/** The id the game saved by an earlier version takes in the list. */
export const MIGRATED_ID = 'saved';

/** The most games kept: finished ones go first, then the oldest. */
export const MOST_GAMES = 20;
const MOST_MOVES = MAX_SIZE * MAX_SIZE;

/** Is `value` a saved game's id (what `newGameId` makes, or `MIGRATED_ID`)? */
export const isGameId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** Who a saved game is played against: the computer at a level, or a friend on this screen. */
export type Opponent = { kind: 'computer'; level: LevelSetting } | { kind: 'friend' };

/** One saved game: its state and what the home says of it (so the home needs no game machine to list it). */
export interface SavedGame {
  /** Its id, which the game screen's history entry names. */
  id: string;
  /**
   * The game's `GameState` as stored. Unchecked here: the home loads no machine. `restoreSavedGame`
   * has the machine check it before the game is played.
   */
  state: unknown;
  opponent: Opponent;
  /** Stones on the board. */
  moves: number;
  /** Whether the game has ended. */
  over: boolean;
  /** When the game last changed, in ms since the epoch. */
  playedAt: number;
}

/** A new game's id: random, so two tabs never share one. */
export function newGameId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MOST_MOVES;
const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 8.64e15;

function readOpponent(value: unknown): Opponent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, level } = value as Record<string, unknown>;
  if (kind === 'friend') return { kind };
  const known = LEVELS.find((one) => one === level);
  return kind === 'computer' && known ? { kind, level: known } : null;
}

/** A stored entry, or null for anything that is not one (each field of its type and range). */
function readEntry(value: unknown): SavedGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, state, opponent, moves, over, playedAt } = value as Partial<Record<keyof SavedGame, unknown>>;
  const who = readOpponent(opponent);
  if (!isGameId(id) || state === undefined || !who || !isCount(moves) || typeof over !== 'boolean' || !isTime(playedAt)) return null;
  return { id, state, opponent: who, moves, over, playedAt };
}

/** The most recent first; of two with one id, the first stored. */
function ordered(games: readonly SavedGame[]): SavedGame[] {
  const seen = new Set<string>();
  return games.filter((game) => !seen.has(game.id) && seen.add(game.id)).sort((a, b) => b.playedAt - a.playedAt);
}

/**
 * The list within bounds: the most recent game always (the one just played, finished or not),
 * then only games worth resuming (unfinished, with a stone), at most `MOST_GAMES`.
 */
function bounded(games: readonly SavedGame[]): SavedGame[] {
  const [latest, ...rest] = ordered(games);
  return latest ? [latest, ...rest.filter((game) => !game.over && game.moves > 0)].slice(0, MOST_GAMES) : [];
}

/** The moves an earlier version's game holds (a `GameState` or a persisted snapshot), counted without checking them. */
function movesIn(value: unknown): number {
  const record = (value ?? {}) as { moves?: unknown; context?: { game?: { moves?: unknown } } };
  const moves = Array.isArray(record.moves) ? record.moves : record.context?.game?.moves;
  return Array.isArray(moves) ? Math.min(moves.length, MOST_MOVES) : 0;
}

/** The game an earlier version saved, as an entry: the machine checks it when it is opened, as any other. */
function migratedEntry(now: number): SavedGame {
  const game = readJson(OLD_GAME_KEY);
  const last = readJson(OLD_LAST_KEY);
  const { moves, mode, over } = (last.ok && typeof last.value === 'object' && last.value !== null ? last.value : {}) as Record<string, unknown>;
  // Unreadable JSON is kept as null, which the machine refuses: the player is told when opening it.
  const state = game.ok ? game.value : null;
  return {
    id: MIGRATED_ID,
    state,
    opponent: mode === 'computer' ? { kind: 'computer', level: loadSettings().level } : { kind: 'friend' },
    moves: isCount(moves) ? moves : movesIn(state),
    over: over === true,
    playedAt: now,
  };
}

/** Writes the list (within bounds): false when storage refused it. */
const write = (games: readonly SavedGame[]): boolean => writeJson(KEY, bounded(games));

/**
 * The saved games, the most recent first: every stored entry that is not one is left out. The
 * single game of earlier versions is moved into the list the first time (its old keys are
 * removed once the list holds it).
 */
export function savedGames(now = Date.now()): SavedGame[] {
  const stored = readJson(KEY);
  const list = stored.ok && Array.isArray(stored.value) ? stored.value : [];
  // A hostile list may be long: no more entries are read than are ever written.
  const games = ordered(Array.from({ length: Math.min(list.length, MOST_GAMES) }, (_, i) => readEntry(list[i])).filter((game) => game !== null));
  const old = readJson(OLD_GAME_KEY);
  if (old.ok && old.value === null) return games;
  if (games.some((game) => game.id === MIGRATED_ID)) return games;
  const migrated = bounded([migratedEntry(now), ...games]);
  if (!write(migrated)) return migrated;
  removeStored(OLD_GAME_KEY);
  removeStored(OLD_LAST_KEY);
  return migrated;
}

/**
 * Whether something was stored for this id that is not a game (or the whole list is unreadable):
 * a game lost to corrupted storage, which the player is told of, unlike one never saved.
 */
export function unreadableGame(id: string): boolean {
  const stored = readJson(KEY);
  if (!stored.ok || (stored.value !== null && !Array.isArray(stored.value))) return true;
  const list = Array.isArray(stored.value) ? stored.value : [];
  return Array.from({ length: Math.min(list.length, MOST_GAMES) }, (_, i) => list[i] as unknown).some(
    (entry) => typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === id,
  );
}

/** The saved game with this id, or null. */
export const savedGame = (id: string): SavedGame | null => savedGames().find((game) => game.id === id) ?? null;

/** The games the home offers to continue: unfinished, with a stone on the board, the most recent first. */
export const unfinishedGames = (): SavedGame[] => savedGames().filter((game) => !game.over && game.moves > 0);

const sameOpponent = (a: Opponent, b: Opponent) => a.kind === b.kind && (a.kind === 'friend' || (b.kind === 'computer' && a.level === b.level));

/**
 * Saves a game in its own entry (made when it is first saved). It counts as played now only when
 * its state changed: opening a game to look at it does not make it the latest.
 */
export function saveGame(game: { id: string; state: GameState; opponent: Opponent }, now = Date.now()): void {
  const games = savedGames(now);
  const before = games.find((one) => one.id === game.id);
  const changed = !before || JSON.stringify(before.state) !== JSON.stringify(game.state);
  if (!changed && sameOpponent(before.opponent, game.opponent)) return;
  const entry: SavedGame = { ...game, moves: game.state.moves.length, over: game.state.ending !== null, playedAt: changed ? now : before.playedAt };
  write([entry, ...games.filter((one) => one.id !== game.id)]);
}

/** Stores a game read from an older form again in today's, as played when it was. */
export function rewriteGame(id: string, state: GameState): void {
  const games = savedGames();
  write(games.map((game) => (game.id === id ? { ...game, state, moves: state.moves.length, over: state.ending !== null } : game)));
}

/** Drops a game on purpose: gives it back, to undo with `putBack`, or null when there was none. */
export function dropGame(id: string): SavedGame | null {
  const games = savedGames();
  const dropped = games.find((game) => game.id === id) ?? null;
  if (dropped) write(games.filter((game) => game !== dropped));
  return dropped;
}

/** Puts a dropped game back as it was. */
export function putBack(game: SavedGame): void {
  write([game, ...savedGames().filter((one) => one.id !== game.id)]);
}
