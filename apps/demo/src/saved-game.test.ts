import { gomokuMachine, readGameState, selectGameState, selectMoves, selectPlayers, selectStatus, selectVariant } from '@gomoku/machine';
import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { restoreSavedGame } from './saved-game.ts';
import { MIGRATED_ID, savedGame, saveGame } from './saved-games.ts';
import { withMemoryStorage } from './test-storage.ts';

const KEY = 'gomoku-demo:games';

/** A game against the computer as the demo saved it before GameState: `actor.getPersistedSnapshot()`. */
const SAVED_BEFORE = {
  status: 'active',
  value: { playing: 'blackRequestsUndo' },
  historyValue: {},
  context: {
    game: { variant: { size: 15, winLength: 5, rule: 'renju' }, moves: [112, 113, 127] },
    undo: 'consent',
    opening: 'free',
    colors: { first: 'black', second: 'white' },
    openedWith: 0,
    ending: null,
    clock: { initialMs: 300_000, incrementMs: 0, remaining: { first: 290_000, second: 295_000 }, running: null, startedAt: 1_790_000_000_000 },
    rejection: null,
    seats: { first: 'you', second: 'computer' },
    inputError: null,
  },
  children: {},
};

/** Stores `state` as a saved game's, as a hostile or older writer could. */
function store(state: unknown): void {
  localStorage.setItem(KEY, JSON.stringify([{ id: 'g', state, opponent: { kind: 'computer', level: 'hard' }, moves: 0, over: false, playedAt: 1 }]));
}

describe('a saved game opened', () => {
  withMemoryStorage();

  test('comes back as it was saved, with its opponent', () => {
    const [start] = initialTransition(gomokuMachine, { undo: 'consent' });
    const [played] = transition(gomokuMachine, start, { type: 'play', point: 112 });
    const [asked] = transition(gomokuMachine, played, { type: 'undo', by: 'black' });
    saveGame({ id: 'g', state: selectGameState(asked), opponent: { kind: 'friend' } });
    expect(readGameState(savedGame('g')?.state)).toEqual({ ok: true, state: selectGameState(asked) });
    const { game, opponent, discarded } = restoreSavedGame('g');
    expect(discarded).toBe(false);
    expect(opponent).toEqual({ kind: 'friend' });
    expect(game && selectStatus(game)).toBe('blackRequestsUndo');
  });

  test('saved in the old form (a persisted snapshot), it is read and stored again as a GameState: no game lost', () => {
    store(SAVED_BEFORE);
    const { game, discarded } = restoreSavedGame('g');
    expect(discarded).toBe(false);
    if (!game) throw new Error('the old game was lost');
    expect(selectStatus(game)).toBe('blackRequestsUndo');
    expect(selectMoves(game)).toEqual([112, 113, 127]);
    expect(selectVariant(game).rule).toBe('renju');
    expect(selectPlayers(game)).toEqual({ black: 'you', white: 'computer' });
    expect(selectGameState(game).clock?.remaining).toEqual({ first: 290_000, second: 295_000 });
    // Rewritten in today's form, which reads back to the same game, as played when it was.
    expect(readGameState(savedGame('g')?.state)).toEqual({ ok: true, state: selectGameState(game) });
    expect(savedGame('g')).toMatchObject({ playedAt: 1, moves: 3, over: false });
    const again = restoreSavedGame('g').game;
    expect(again && selectGameState(again)).toEqual(selectGameState(game));
  });

  test('an old save from before tournament play (no opening, colours or seats; players by colour) is read too', () => {
    const { opening: _opening, colors: _colors, openedWith: _openedWith, seats: _seats, ...older } = SAVED_BEFORE.context;
    store({ ...SAVED_BEFORE, value: { playing: 'whiteToMove' }, context: { ...older, clock: null, players: { black: 'you', white: 'computer' } } });
    const { game } = restoreSavedGame('g');
    expect(game && selectStatus(game)).toBe('whiteToMove');
    expect(game && selectPlayers(game)).toEqual({ black: 'you', white: 'computer' });
  });

  test('a forged state the machine does not vouch for is discarded (the player is told), and left for the next save to replace', () => {
    const forged = [
      null,
      42,
      'text',
      { value: 'blackWon', context: { moves: [1, 1] } },
      { ...SAVED_BEFORE, context: { ...SAVED_BEFORE.context, game: { moves: [112, 112] } } },
      { ...SAVED_BEFORE, context: { ...SAVED_BEFORE.context, seats: { first: 'a', second: { toString: null } } } },
      { format: 1, settings: {}, moves: [1e308], players: null, black: null, opening: {}, ending: null, clock: null, pending: null },
    ];
    for (const state of forged) {
      store(state);
      expect(restoreSavedGame('g')).toEqual({ game: null, opponent: { kind: 'computer', level: 'hard' }, discarded: true });
      expect(savedGame('g')?.state).toEqual(state);
    }
  });

  test('the game of an earlier version, moved into the list, opens the same way', () => {
    localStorage.setItem('gomoku-demo:game', JSON.stringify(SAVED_BEFORE));
    localStorage.setItem('gomoku-demo:last', '{"moves":3,"mode":"computer","over":false}');
    const { game } = restoreSavedGame(MIGRATED_ID);
    expect(game && selectMoves(game)).toEqual([112, 113, 127]);
    localStorage.clear();
    localStorage.setItem('gomoku-demo:game', '{not json');
    expect(restoreSavedGame(MIGRATED_ID).discarded).toBe(true);
  });

  test('no game under the id is no game, and nothing to tell', () => {
    expect(restoreSavedGame('none')).toEqual({ game: null, opponent: null, discarded: false });
    store({});
    expect(restoreSavedGame('none').discarded).toBe(false);
  });

  test('an entry for the id that is no saved game, or a list that cannot be read, is a game lost: the player is told', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 'g', moves: 1e308 }]));
    expect(restoreSavedGame('g')).toEqual({ game: null, opponent: null, discarded: true });
    for (const junk of ['{not json', '42', '{"value":"blackWon","context":{"moves":[1,1]}}']) {
      localStorage.setItem(KEY, junk);
      expect(restoreSavedGame('g').discarded).toBe(true);
    }
  });
});
