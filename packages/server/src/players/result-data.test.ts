import { describe, expect, it } from 'vitest';
import { gomokuMachine, selectGameState } from '@gomoku/machine';
import { POOLS, settingsOf, type Match } from '@gomoku/protocol';
import { createActor } from 'xstate';
import { readResultData, resultOfAppend } from './result-data.ts';

const card = (id: string) => ({ id, name: id, rating: { rating: 1500, deviation: 350, games: 0, provisional: true } });
const match: Match = { terms: POOLS['freestyle-3+2'], players: { p1: card('ann'), p2: card('bob') } };

/** A game of the match's terms between p1 and p2, and its states after each of `events`. */
function states(...events: object[]) {
  const actor = createActor(gomokuMachine, { input: { ...settingsOf(match.terms), players: { black: 'p1', white: 'p2' }, now: 0 } }).start();
  const seen = [selectGameState(actor.getSnapshot())];
  for (const event of events) {
    actor.send({ at: 1, ...event } as never);
    seen.push(selectGameState(actor.getSnapshot()));
  }
  actor.stop();
  return seen;
}

describe('resultOfAppend', () => {
  it('gives the result of the event that ends the game: players by seat, score, and its data', () => {
    const [, played, resigned] = states({ type: 'play', point: 112, by: 'first' }, { type: 'resign', by: 'first' });
    if (!played || !resigned) throw new Error('expected three states');
    const result = resultOfAppend({ roomId: 'r1', version: 7, match, before: played, after: resigned, now: 5_000 });
    expect(result).toEqual({
      id: 'r1:7',
      roomId: 'r1',
      family: 'freestyle',
      rated: true,
      first: 'ann',
      second: 'bob',
      score: 0,
      data: { terms: match.terms, black: 'first', reason: 'resign', moves: [112] },
      at: 5_000,
    });
    expect(readResultData(result?.data)).toEqual(result?.data);
  });

  it('gives none for an event that ends no game, or one after the end', () => {
    const [start, played, resigned] = states({ type: 'play', point: 112, by: 'first' }, { type: 'resign', by: 'second' });
    if (!start || !played || !resigned) throw new Error('expected three states');
    expect(resultOfAppend({ roomId: 'r1', version: 1, match, before: start, after: played, now: 1 })).toBeNull();
    expect(resultOfAppend({ roomId: 'r1', version: 3, match, before: resigned, after: resigned, now: 1 })).toBeNull();
    expect(resultOfAppend({ roomId: 'r1', version: 2, match, before: played, after: resigned, now: 1 })?.score).toBe(1);
  });

  it('reads no data that is not a result’s', () => {
    for (const data of [null, 5, {}, { terms: match.terms, black: 'first', reason: 'five', moves: [225] }, { terms: match.terms, black: 'p1', reason: 'five', moves: [] }]) {
      expect(readResultData(data)).toBeNull();
    }
  });
});
