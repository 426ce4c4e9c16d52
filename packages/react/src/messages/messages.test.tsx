import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Board } from '../board/Board.tsx';
import { Gomoku } from '../game/Gomoku.tsx';
import { analysisMessagesFor, jaAnalysis, koAnalysis } from './analysis-i18n.ts';
import { messagesFor, type Messages } from './i18n.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';

const en = messagesFor('en');

describe('messages', () => {
  it('speaks Japanese and Korean as well as English and Chinese', () => {
    render(<Gomoku messages={ja} />);
    expect(screen.getByRole('grid', { name: '五目並べの盤' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('黒の番');
    expect(screen.getByRole('button', { name: '待った' })).toBeTruthy();
    render(<Board messages={ko} moves={[112]} />);
    expect(screen.getByRole('grid', { name: '오목판' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'h8, 흑' })).toBeTruthy();
  });

  it('takes a catalogue of the app: a changed wording, or a language of its own', () => {
    const mine: Messages = { ...en, newGame: 'Start over', toMove: '{color}, your move' };
    render(<Gomoku messages={mine} />);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Black, your move');
  });

  it('has every string in every language, distinct from English where it is words', () => {
    for (const words of [messagesFor('zh-CN'), ja, ko]) {
      expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
      expect(words.newGame).not.toBe(en.newGame);
    }
    for (const words of [analysisMessagesFor('zh-CN'), jaAnalysis, koAnalysis]) expect(words.title).not.toBe(analysisMessagesFor('en').title);
  });

  it('fails type-checking for a catalogue with a key missing', () => {
    // @ts-expect-error -- a catalogue must hold every key: `board` and the rest are missing
    const incomplete: Messages = { newGame: 'Start over' };
    expect(incomplete.newGame).toBe('Start over');
  });
});
