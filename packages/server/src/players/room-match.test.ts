import { POOLS } from '@gomoku/protocol';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log.ts';
import { readRoomMatch } from './room-match.ts';

const card = (id: string) => ({ id, name: id, rating: { rating: 1500, deviation: 350, games: 0, provisional: true } });

describe('readRoomMatch', () => {
  it('reads a match, none for a room made by link, and logs and ignores one that does not check', () => {
    const { log, entries } = capturedLog();
    const match = { terms: POOLS['renju-10+5'], players: { p1: card('ann'), p2: card('bob') } };
    expect(readRoomMatch('r1', match, log)).toEqual(match);
    expect(readRoomMatch('r1', null, log)).toBeNull();
    expect(entries()).toEqual([]);
    for (const bad of [{}, { ...match, terms: { ...match.terms, rated: 'yes' } }, 'match', [match]]) expect(readRoomMatch('r2', bad, log)).toBeNull();
    expect(entries()).toHaveLength(4);
    expect(entries()[0]).toMatchObject({ room: 'r2', msg: 'the stored match does not check; the room is played without it' });
  });
});
