import { GOMOKU, Game, decodeMoves } from '@gomoku/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeResults, playMatch, player, type Player } from './match.ts';
import { evaluationFor } from '../../src/evaluations.ts';
import { search } from '../../src/search.ts';
import { workspaceFor } from '../../src/workspace.ts';

/** A player that plays the first empty point and takes `ms` of a clock the test keeps. */
function scripted(name: string, ms: (ply: number) => number, clock: { now: number }): Player {
  return {
    name,
    move(moves) {
      clock.now += ms(moves.length);
      const taken = new Set(moves);
      let point = 0;
      while (taken.has(point)) point++;
      return point;
    },
  };
}

describe('playMatch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each move over the time a move with the position it was asked in, and only those', () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    // The first player runs over on its moves at plies 5 and 9 alone; the second is always in time.
    const first = scripted('slow', (ply) => (ply === 5 || ply === 9 ? 101 : 100), clock);
    const second = scripted('fast', () => 40, clock);
    const result = playMatch(first, second, { openings: ['77'], games: 2, timeMs: 100, variant: GOMOKU });

    expect(result.late.map(({ game, player, ms }) => ({ game, player, ms }))).toEqual([
      { game: 2, player: 'slow', ms: 101 },
      { game: 2, player: 'slow', ms: 101 },
    ]);
    // In game 1 the slow player has Black and meets plies 5 and 9 as White's turns, so only game 2
    // (colours swapped) runs over; each record replays to the position the move was asked in.
    expect(result.late.map(({ record }) => Game.decode(record, GOMOKU).moves.length)).toEqual([5, 9]);
    expect(result.slowest).toEqual({ slow: 101, fast: 40 });
  });

  it('plays a match in parts, from a game number each, that merge into the whole match', () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    const players = (): [Player, Player] => [scripted('slow', (ply) => (ply === 5 || ply === 8 ? 101 : 100), clock), scripted('fast', () => 40, clock)];
    const options = { openings: ['77', '7a'], timeMs: 100, variant: GOMOKU };
    const whole = playMatch(...players(), { ...options, games: 4 });
    const parts = [playMatch(...players(), { ...options, games: 2 }), playMatch(...players(), { ...options, games: 2, from: 2 })];

    // The second part plays the second opening, and numbers its games 3 and 4.
    expect(parts[1]?.games.map(({ game, record }) => [game, record.slice(0, 2)])).toEqual([
      [3, '7a'],
      [4, '7a'],
    ]);
    expect(whole.late.map(({ game }) => game)).toEqual([1, 2, 3, 4]);
    expect(mergeResults(parts)).toEqual(whole);
    // In whatever order the parts come.
    expect(mergeResults([...parts].reverse())).toEqual(whole);
  });

  it("plays today's search on a transposition table of each player's own, not the one search() shares", () => {
    const entries = () => workspaceFor(GOMOKU, evaluationFor(GOMOKU)).table.bound.filter((bound) => bound !== 0).length;
    // Out of the book: the search runs.
    const moves = decodeMoves('7767568658645554', GOMOKU);
    player('master').move(moves, GOMOKU, 300);
    player('master#2').move(moves, GOMOKU, 300);
    expect(entries()).toBe(0);
    search(moves, { variant: GOMOKU, level: 'master', timeMs: 300 });
    expect(entries()).toBeGreaterThan(0);
  });
});
