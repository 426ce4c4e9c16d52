import { gomokuMachine, selectGameState, type GameState } from '@gomoku/machine';
import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { dropGame, isGameId, MIGRATED_ID, MOST_GAMES, newGameId, putBack, savedGame, savedGames, saveGame, unfinishedGames } from './saved-games.ts';
import { withMemoryStorage } from './test-storage.ts';

const KEY = 'gomoku-demo:games';

/** The state after `points` are played on a fresh freestyle board. */
function stateAfter(points: readonly number[]): GameState {
  let [snapshot] = initialTransition(gomokuMachine, {});
  for (const point of points) [snapshot] = transition(gomokuMachine, snapshot, { type: 'play', point });
  return selectGameState(snapshot);
}

/** Five in a row for Black on row 7: a finished game. */
const WON = stateAfter([105, 120, 106, 121, 107, 122, 108, 123, 109]);
const FRIEND = { kind: 'friend' } as const;

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

describe('the saved games', () => {
  withMemoryStorage();

  test('each game is kept in its own entry, with its GameState and what the home says of it', () => {
    const state = stateAfter([112, 113]);
    saveGame({ id: 'a', state, opponent: { kind: 'computer', level: 'master' } }, 1_000);
    saveGame({ id: 'b', state: stateAfter([112]), opponent: FRIEND }, 2_000);
    expect(savedGames()).toEqual([
      { id: 'b', state: stateAfter([112]), opponent: FRIEND, moves: 1, over: false, playedAt: 2_000 },
      { id: 'a', state, opponent: { kind: 'computer', level: 'master' }, moves: 2, over: false, playedAt: 1_000 },
    ]);
    expect(savedGame('a')?.state).toEqual(state);
    expect(savedGame('nope')).toBeNull();
  });

  test('a game counts as played when its state changes, not when it is opened; its level is kept when changed', () => {
    const state = stateAfter([112]);
    saveGame({ id: 'a', state, opponent: { kind: 'computer', level: 'easy' } }, 1_000);
    saveGame({ id: 'a', state, opponent: { kind: 'computer', level: 'easy' } }, 5_000);
    expect(savedGame('a')?.playedAt).toBe(1_000);
    saveGame({ id: 'a', state, opponent: { kind: 'computer', level: 'hard' } }, 6_000);
    expect(savedGame('a')).toMatchObject({ playedAt: 1_000, opponent: { kind: 'computer', level: 'hard' } });
    saveGame({ id: 'a', state: stateAfter([112, 113]), opponent: { kind: 'computer', level: 'hard' } }, 7_000);
    expect(savedGame('a')).toMatchObject({ playedAt: 7_000, moves: 2 });
  });

  test('the home offers unfinished games with a stone; a finished game or an empty one is kept only while it is the latest', () => {
    saveGame({ id: 'playing', state: stateAfter([112]), opponent: FRIEND }, 1);
    saveGame({ id: 'won', state: WON, opponent: FRIEND }, 2);
    expect(savedGames().map((g) => g.id)).toEqual(['won', 'playing']);
    expect(unfinishedGames().map((g) => g.id)).toEqual(['playing']);
    saveGame({ id: 'empty', state: stateAfter([]), opponent: FRIEND }, 3);
    expect(savedGames().map((g) => g.id)).toEqual(['empty', 'playing']);
    saveGame({ id: 'next', state: stateAfter([112]), opponent: FRIEND }, 4);
    expect(savedGames().map((g) => g.id)).toEqual(['next', 'playing']);
  });

  test(`at most ${MOST_GAMES} are kept, the oldest dropped`, () => {
    for (let i = 0; i <= MOST_GAMES; i++) saveGame({ id: `g${i}`, state: stateAfter([i]), opponent: FRIEND }, i);
    const games = savedGames();
    expect(games).toHaveLength(MOST_GAMES);
    expect(games.some((g) => g.id === 'g0')).toBe(false);
    expect(games[0]?.id).toBe(`g${MOST_GAMES}`);
  });

  test('a game dropped on purpose is gone, and comes back as it was', () => {
    saveGame({ id: 'a', state: stateAfter([112]), opponent: FRIEND }, 1);
    saveGame({ id: 'b', state: stateAfter([112, 113]), opponent: FRIEND }, 2);
    const dropped = dropGame('a');
    expect(savedGames().map((g) => g.id)).toEqual(['b']);
    expect(dropGame('a')).toBeNull();
    if (!dropped) throw new Error('nothing dropped');
    putBack(dropped);
    expect(savedGames().map((g) => [g.id, g.playedAt])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
  });

  test('ids are random, and only ids are read as ids', () => {
    const id = newGameId();
    expect(isGameId(id)).toBe(true);
    expect(newGameId()).not.toBe(id);
    for (const bad of ['', 'a b', 'x'.repeat(65), 42, null, '../x']) expect(isGameId(bad)).toBe(false);
  });

  test('stored data that is not a list of games is left out, never thrown, and the next save replaces it', () => {
    const good = { id: 'ok', state: {}, opponent: FRIEND, moves: 1, over: false, playedAt: 1 };
    const junk = [
      '{',
      'NaN',
      '42',
      'null',
      '{}',
      '[null,1,"x",[]]',
      JSON.stringify([{ ...good, id: 'a b' }]),
      JSON.stringify([{ ...good, playedAt: 1e308 }]),
      JSON.stringify([{ ...good, playedAt: -1 }]),
      JSON.stringify([{ ...good, playedAt: '1' }]),
      JSON.stringify([{ ...good, moves: 1.5 }]),
      JSON.stringify([{ ...good, moves: 1e308 }]),
      JSON.stringify([{ ...good, over: 'no' }]),
      JSON.stringify([{ ...good, opponent: { kind: 'computer', level: 'god' } }]),
      JSON.stringify([{ ...good, opponent: 'friend' }]),
      JSON.stringify([{ ...good, state: undefined }]),
      '{"length":5,"0":{}}',
    ];
    for (const text of junk) {
      localStorage.setItem(KEY, text);
      expect(savedGames(), text).toEqual([]);
    }
    // Holes (an array written with gaps) and one id twice: the entries that are games, each once.
    const sparse: unknown[] = [];
    sparse[1] = good;
    sparse[2] = { ...good, playedAt: 9 };
    sparse[5] = { id: 7 };
    localStorage.setItem(KEY, JSON.stringify(sparse));
    expect(savedGames()).toEqual([good]);
    saveGame({ id: 'new', state: stateAfter([112]), opponent: FRIEND }, 10);
    expect((stored() as { id: string }[]).map((g) => g.id)).toEqual(['new', 'ok']);
  });

  test('of a hostile list of a hundred thousand entries, no more are read than are ever written', () => {
    const entry = { id: 'x', state: {}, opponent: FRIEND, moves: 1, over: false, playedAt: 1 };
    localStorage.setItem(KEY, JSON.stringify([...Array.from({ length: 100_000 }, () => 0), entry]));
    expect(savedGames()).toEqual([]);
  });

  test('storage that throws or refuses is no storage: nothing is thrown', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 'a', state: {}, opponent: FRIEND, moves: 1, over: false, playedAt: 1 }]));
    localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveGame({ id: 'b', state: stateAfter([112]), opponent: FRIEND })).not.toThrow();
    expect(savedGames().map((g) => g.id)).toEqual(['a']);
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new Error('denied'); } });
    expect(savedGames()).toEqual([]);
    expect(() => saveGame({ id: 'b', state: stateAfter([112]), opponent: FRIEND })).not.toThrow();
    expect(dropGame('a')).toBeNull();
  });
});

describe('the single saved game of earlier versions', () => {
  withMemoryStorage();

  test('is moved into the list once, with what the home said of it, and its old keys go', () => {
    saveGame({ id: 'later', state: stateAfter([112]), opponent: FRIEND }, 1);
    const state = stateAfter([112, 113, 114]);
    localStorage.setItem('gomoku-demo:settings', JSON.stringify({ level: 'hard' }));
    localStorage.setItem('gomoku-demo:game', JSON.stringify(state));
    localStorage.setItem('gomoku-demo:last', JSON.stringify({ moves: 3, mode: 'computer', over: false }));
    const games = savedGames(50);
    expect(games[0]).toEqual({ id: MIGRATED_ID, state, opponent: { kind: 'computer', level: 'hard' }, moves: 3, over: false, playedAt: 50 });
    expect(games.map((g) => g.id)).toEqual([MIGRATED_ID, 'later']);
    expect(localStorage.getItem('gomoku-demo:game')).toBeNull();
    expect(localStorage.getItem('gomoku-demo:last')).toBeNull();
    expect(savedGames(99)).toEqual(games);
  });

  test('without its summary, its moves are counted from the record (a GameState or an old snapshot)', () => {
    localStorage.setItem('gomoku-demo:game', JSON.stringify({ context: { game: { moves: [1, 2, 3, 4] } } }));
    expect(savedGame(MIGRATED_ID)).toMatchObject({ opponent: FRIEND, moves: 4, over: false });
  });

  test('unreadable, it is kept for the machine to refuse when it is opened (the player is told then)', () => {
    localStorage.setItem('gomoku-demo:game', '{not json');
    localStorage.setItem('gomoku-demo:last', '{"moves":2,"mode":"friend","over":false}');
    expect(savedGame(MIGRATED_ID)).toMatchObject({ state: null, moves: 2 });
    expect(localStorage.getItem('gomoku-demo:game')).toBeNull();
  });

  test('where the list cannot be written, the old keys stay for the next time', () => {
    localStorage.setItem('gomoku-demo:game', JSON.stringify(stateAfter([112])));
    localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(savedGame(MIGRATED_ID)?.moves).toBe(1);
    expect(localStorage.getItem('gomoku-demo:game')).not.toBeNull();
  });
});
