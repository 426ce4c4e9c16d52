import { GOMOKU, RENJU, fromCoordinate } from '@gomoku/engine';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../messages/i18n.ts';
import { ja } from '../messages/ja.ts';
import { ko } from '../messages/ko.ts';
import { INPUT_ERROR_CODES } from '@gomoku/machine';
import { inputErrorText, rejectionText, statusText, thinkingText, type StatusFacts } from './status-text.ts';

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

  it('says what an undo took back, before whose turn it is', () => {
    expect(statusText(facts({ status: 'blackToMove', moves: [], takenBack: [112, 97] }), en)).toBe('Took back h8 and h9, Black to move');
    expect(statusText(facts({ status: 'whiteToMove', moves: [112], takenBack: [97] }), en)).toBe('Took back h9, White to move');
    expect(statusText(facts({ status: 'blackToMove', moves: [], takenBack: [112, 97] }), messagesFor('zh-CN'))).toBe('已悔棋 h8 和 h9，轮到黑方');
    expect(statusText(facts({ status: 'blackToMove', moves: [112, 97], takenBack: [] }), en)).toBe('White played h9, Black to move');
  });

  it('says the move the computer answers with its thinking notice', () => {
    expect(thinkingText(facts({ moves: [112] }), en)).toBe('Black played h8 — computer is thinking…');
    expect(thinkingText(facts({ moves: [] }), en)).toBe('Computer is thinking…');
    expect(thinkingText(facts({ moves: [112] }), ja)).toBe('黒が h8 に打ちました。コンピューターが考えています…');
    expect(thinkingText(facts({ moves: [112] }), ko)).toBe('흑이 h8에 두었습니다 — 컴퓨터가 생각 중…');
  });

  it('says what the opening’s chooser may do, as the chart tells it', () => {
    const choosing = (mayExtend?: boolean) => statusText(facts({ status: 'choosing', moves: [112, 97, 113], mayExtend }), en);
    expect(choosing(true)).toBe('Second player chooses a colour or places two more stones');
    expect(choosing(false)).toBe('Second player chooses a colour');
    expect(choosing()).toBe('Second player chooses a colour');
  });

  it('says how the game ended', () => {
    expect(statusText(facts({ status: 'blackWon', verdict: { winner: 'black', reason: 'five', line: [] } }), en)).toBe('Black wins');
    expect(statusText(facts({ status: 'whiteWon', verdict: { winner: 'white', reason: 'resign', line: [] } }), en)).toBe('Black resigned — White wins');
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

  it('words every input error code in each language, with the move and point of a record', () => {
    const zh = messagesFor('zh-CN');
    expect(inputErrorText({ code: 'bad-record', move: 2, point: 112, problem: 'occupied' }, GOMOKU, en)).toBe('The record cannot be played (move 2, h8: taken); starting from the empty board.');
    expect(inputErrorText({ code: 'broken-record', move: 3, point: 0, problem: 'off-board' }, GOMOKU, zh)).toBe('保存的对局已损坏（第 3 手 a15：不在棋盘上）。');
    expect(inputErrorText({ code: 'broken-record', move: 2, point: null, problem: 'bad-record' }, GOMOKU, en)).toBe('The saved game is broken (move 2: not a point).');
    expect(inputErrorText({ code: 'broken-record', move: null, point: null, problem: 'bad-record' }, GOMOKU, en)).toBe('The saved game is broken (not a list of moves this board can hold).');
    expect(inputErrorText({ code: 'broken-record', move: 3, point: 1e308, problem: 'off-board' }, GOMOKU, en)).toBe('The saved game is broken (move 3, 1e+308: off the board).');
    expect(inputErrorText({ code: 'bad-record', move: 1, point: -1, problem: 'off-board' }, GOMOKU, en)).toBe('The record cannot be played (move 1, -1: off the board); starting from the empty board.');
    expect(inputErrorText({ code: 'broken-record', move: 2, point: null, problem: 'bad-record' }, GOMOKU, ja)).toBe('保存された対局が壊れています（2手目：盤上の点ではありません）。');
    expect(inputErrorText({ code: 'broken-pending' }, GOMOKU, en)).toBe('The saved game has a request or offer that cannot wait there.');
    expect(inputErrorText({ code: 'future-format' }, GOMOKU, zh)).toBe('保存的对局来自更新的版本。');
    // Every shape of a record's fault, in every language: no empty slot, no NaN, no placeholder left.
    const faults = [
      { move: 4, point: 112, problem: 'forbidden' },
      { move: 2, point: null, problem: 'bad-record' },
      { move: null, point: null, problem: 'bad-record' },
    ] as const;
    for (const fault of faults) {
      for (const code of ['bad-record', 'broken-record'] as const) {
        for (const t of [en, zh, ja, ko]) expect(inputErrorText({ code, ...fault }, GOMOKU, t)).not.toMatch(/NaN|undefined|null|[{}]|[,，:：] *[)）]|[(（] *[,，:：]|[,，] *[:：]/);
      }
    }
    for (const code of INPUT_ERROR_CODES) {
      for (const t of [en, zh, ja, ko]) expect(inputErrorText({ code } as Parameters<typeof inputErrorText>[0], GOMOKU, t)).toMatch(/\S/);
    }
  });
});
