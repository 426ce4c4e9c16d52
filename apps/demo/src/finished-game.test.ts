import { POOLS, type HistoryEntry } from '@gomoku/client';
import { readGameState, selectIsOver, selectPlayers, selectVerdict, snapshotOf } from '@gomoku/machine';
import { describe, expect, test } from 'vitest';
import { finishedGame, readFinishedGame } from './finished-game.ts';

const YOU = { id: 'me', name: 'Mika' };
const entry = (patch: Partial<HistoryEntry>): HistoryEntry => ({
  room: 'room1',
  terms: POOLS['freestyle-3+2'],
  color: 'black',
  opponent: { id: 'ann', name: 'Ann' },
  outcome: 'win',
  reason: 'five',
  rating: null,
  at: 0,
  moves: [112, 113, 127, 98, 142, 97, 157, 128, 172],
  ...patch,
});

/** The game as the machine reads it, or the code it refuses it with. */
function read(history: HistoryEntry) {
  const game = finishedGame(history, YOU);
  const result = readGameState(game.state);
  if (!result.ok) throw new Error(result.problem.code);
  return { game, snapshot: snapshotOf(result.state) };
}

describe('finishedGame', () => {
  test('a win by five is over, won by this player, with both names by colour', () => {
    const { game, snapshot } = read(entry({}));
    expect(selectIsOver(snapshot)).toBe(true);
    expect(selectVerdict(snapshot)).toMatchObject({ winner: 'black', reason: 'five' });
    expect(selectPlayers(snapshot)).toEqual({ black: 'me', white: 'ann' });
    expect(game).toMatchObject({ names: { black: 'Mika', white: 'Ann' }, me: 'black' });
  });

  test('a resignation, a flag fallen and an agreed draw end as the history says, whoever played Black', () => {
    const moves = [112, 113, 127];
    expect(selectVerdict(read(entry({ color: 'white', outcome: 'loss', reason: 'resign', moves })).snapshot)).toMatchObject({ winner: 'black', reason: 'resign' });
    expect(selectVerdict(read(entry({ color: 'white', outcome: 'win', reason: 'time', moves, terms: POOLS['renju-10+5'] })).snapshot)).toMatchObject({ winner: 'white', reason: 'time' });
    const draw = read(entry({ outcome: 'draw', reason: 'agreed', moves }));
    expect(selectVerdict(draw.snapshot)).toMatchObject({ winner: null, reason: 'agreed' });
    expect(selectPlayers(read(entry({ color: 'white', outcome: 'loss', reason: 'resign', moves })).snapshot)).toEqual({ black: 'ann', white: 'me' });
  });

  test('reads back from a history entry as it was made; anything else is null', () => {
    const game = finishedGame(entry({}), YOU);
    expect(readFinishedGame(structuredClone(game))).toEqual(game);
    for (const value of [null, 7, {}, { ...game, me: 'green' }, { ...game, names: { black: 'a' } }, { ...game, names: null }]) expect(readFinishedGame(value)).toBeNull();
  });
});
