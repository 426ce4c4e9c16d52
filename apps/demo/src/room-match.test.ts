import { connectingState, type Match, type OnlineState } from '@gomoku/client';
import { gomokuMachine, selectGameState, snapshotOf } from '@gomoku/machine';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { matchPlayers } from './room-match.ts';

const rating = { rating: 1600, deviation: 80, games: 20, provisional: false };
const MATCH: Match = {
  terms: { family: 'freestyle', opening: 'free', clock: { initialMs: 180_000, incrementMs: 2_000 }, rated: true },
  players: { p1: { id: 'a1', name: 'Ann', rating }, p2: { id: 'b2', name: 'Bo', rating: { ...rating, provisional: true } } },
};

/** An open room's state, `p1` at `first` or `second`, with or without a match. */
function roomState(first: 'p1' | 'p2', match: Match | null = null): OnlineState {
  const players = first === 'p1' ? ({ black: 'p1', white: 'p2' } as const) : ({ black: 'p2', white: 'p1' } as const);
  const game = selectGameState(createActor(gomokuMachine, { input: { players } }).getSnapshot());
  return { ...connectingState('room'), status: 'open', state: game, snapshot: snapshotOf(game), match };
}

describe('a match in a room', () => {
  test('each colour shows the player who holds its seat now (a rematch swaps them)', () => {
    expect(matchPlayers(roomState('p1', MATCH))).toEqual({ black: MATCH.players.p1, white: MATCH.players.p2 });
    expect(matchPlayers(roomState('p2', MATCH))).toEqual({ black: MATCH.players.p2, white: MATCH.players.p1 });
  });

  test('a room by link shows no names, nor a match before the welcome', () => {
    expect(matchPlayers(roomState('p1'))).toEqual({});
    expect(matchPlayers({ ...connectingState('room'), match: MATCH })).toEqual({});
  });
});
