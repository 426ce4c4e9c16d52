import { gomokuMachine, readGameState, selectGameState, selectMoves, selectPlayers, selectStatus, selectVariant } from '@gomoku/machine';
import { describe, expect, test } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { restoreSavedGame } from './saved-game.ts';
import { saveGame } from './storage.ts';
import { withMemoryStorage } from './test-storage.ts';

const GAME_KEY = 'gomoku-demo:game';

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

describe('the saved game', () => {
  withMemoryStorage();

  test('is stored as its GameState, plain JSON, and comes back as it was', () => {
    const [start] = initialTransition(gomokuMachine, { undo: 'consent' });
    const [played] = transition(gomokuMachine, start, { type: 'play', point: 112 });
    const [asked] = transition(gomokuMachine, played, { type: 'undo', by: 'black' });
    saveGame(selectGameState(asked), { moves: 1, mode: 'friend', over: false });
    expect(readGameState(JSON.parse(localStorage.getItem(GAME_KEY) ?? 'null'))).toEqual({ ok: true, state: selectGameState(asked) });
    const { game, discarded } = restoreSavedGame();
    expect(discarded).toBe(false);
    expect(game && selectStatus(game)).toBe('blackRequestsUndo');
  });

  test('saved in the old form (a persisted snapshot), it is read once and stored again as a GameState: no game lost', () => {
    localStorage.setItem(GAME_KEY, JSON.stringify(SAVED_BEFORE));
    const { game, discarded } = restoreSavedGame();
    expect(discarded).toBe(false);
    if (!game) throw new Error('the old game was lost');
    expect(selectStatus(game)).toBe('blackRequestsUndo');
    expect(selectMoves(game)).toEqual([112, 113, 127]);
    expect(selectVariant(game).rule).toBe('renju');
    expect(selectPlayers(game)).toEqual({ black: 'you', white: 'computer' });
    expect(selectGameState(game).clock?.remaining).toEqual({ first: 290_000, second: 295_000 });
    // Rewritten in today's form, which reads back to the same game.
    const rewritten = readGameState(JSON.parse(localStorage.getItem(GAME_KEY) ?? 'null'));
    expect(rewritten).toEqual({ ok: true, state: selectGameState(game) });
    const again = restoreSavedGame().game;
    expect(again && selectGameState(again)).toEqual(selectGameState(game));
  });

  test('an old save from before tournament play (no opening, colours or seats; players by colour) is read too', () => {
    const { opening: _opening, colors: _colors, openedWith: _openedWith, seats: _seats, ...older } = SAVED_BEFORE.context;
    localStorage.setItem(GAME_KEY, JSON.stringify({ ...SAVED_BEFORE, value: { playing: 'whiteToMove' }, context: { ...older, clock: null, players: { black: 'you', white: 'computer' } } }));
    const { game } = restoreSavedGame();
    expect(game && selectStatus(game)).toBe('whiteToMove');
    expect(game && selectPlayers(game)).toEqual({ black: 'you', white: 'computer' });
  });

  test('what is neither form is discarded (the player is told), and left for the next save to replace', () => {
    for (const junk of ['{not json', '42', '{"value":"blackWon","context":{"moves":[1,1]}}', JSON.stringify({ ...SAVED_BEFORE, context: { ...SAVED_BEFORE.context, game: { moves: [112, 112] } } })]) {
      localStorage.setItem(GAME_KEY, junk);
      expect(restoreSavedGame()).toEqual({ game: null, discarded: true });
      expect(localStorage.getItem(GAME_KEY)).toBe(junk);
    }
    localStorage.removeItem(GAME_KEY);
    expect(restoreSavedGame()).toEqual({ game: null, discarded: false });
  });
});
