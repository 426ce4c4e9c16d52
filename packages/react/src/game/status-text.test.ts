import { GOMOKU, RENJU, fromCoordinate } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../messages/i18n.ts';
import { rejectionText, statusText, type StatusFacts } from './status-text.ts';

const en = messagesFor('en');
const facts = (over: Partial<StatusFacts>): StatusFacts => ({
  status: 'blackToMove',
  verdict: { winner: null, reason: null, line: [] },
  moves: [],
  rejection: null,
  variant: GOMOKU,
  ...over,
});

describe('status text', () => {
  it('says whose move it is and what was just played', () => {
    expect(statusText(facts({}), en)).toBe('Black to move');
    expect(statusText(facts({ status: 'blackToMove', moves: [112, 97] }), en)).toBe('White played h9, Black to move');
  });

  it('says how the game ended', () => {
    expect(statusText(facts({ status: 'blackWon', verdict: { winner: 'black', reason: 'five', line: [] } }), en)).toBe('Black wins');
    expect(statusText(facts({ status: 'whiteWon', verdict: { winner: 'white', reason: 'resign', line: [] } }), en)).toBe('Black resigned — White wins');
    expect(statusText(facts({ status: 'whiteWon', verdict: { winner: 'white', reason: 'forbidden', line: [] } }), en)).toBe('Forbidden move — White wins');
    expect(statusText(facts({ status: 'draw', verdict: { winner: null, reason: 'draw', line: [] } }), en)).toBe('Draw');
    expect(statusText(facts({ status: 'whiteRequestsUndo' }), messagesFor('zh-CN'))).toBe('白方请求悔棋');
  });

  it('says a refused forbidden move as a sentence, with the shape the machine named', () => {
    const rejected = facts({ variant: RENJU, rejection: { event: { type: 'play', point: fromCoordinate('j8') }, reason: 'forbidden', forbidden: 'double-three' } });
    expect(rejectionText(rejected, en)).toBe('j8 is forbidden for Black: double-three');
    expect(rejectionText(rejected, messagesFor('zh-CN'))).toBe('j8 是黑方禁手：三三');
    expect(rejectionText(facts({ rejection: { event: { type: 'play', point: 112 }, reason: 'occupied', forbidden: null } }), en)).toBe('h8 is taken');
    expect(rejectionText(facts({ rejection: { event: { type: 'play', point: NaN }, reason: 'off-board', forbidden: null } }), en)).toBe('NaN is off the board');
    expect(rejectionText(facts({ rejection: { event: { type: 'undo', by: 'black' }, reason: 'nothing-to-undo', forbidden: null } }), en)).toBe('Nothing to undo');
  });
});
