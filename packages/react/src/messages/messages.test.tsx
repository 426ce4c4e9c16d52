import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Board } from '../board/Board.tsx';
import { Gomoku } from '../game/Gomoku.tsx';
import { analysisMessagesFor } from './analysis-i18n.ts';
import { messagesFor, type Locale, type Messages } from './i18n.ts';

const LOCALES: readonly Locale[] = ['en', 'zh-CN', 'ja', 'ko'];

describe('messages', () => {
  it('speaks Japanese and Korean as well as English and Chinese', () => {
    render(<Gomoku locale="ja" />);
    expect(screen.getByRole('grid', { name: '五目並べの盤' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('黒の番');
    expect(screen.getByRole('button', { name: '待った' })).toBeTruthy();
    render(<Board locale="ko" moves={[112]} />);
    expect(screen.getByRole('grid', { name: '오목판' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'h8, 흑' })).toBeTruthy();
  });

  it('takes a catalogue of the app: a changed wording, or a language of its own', () => {
    const mine: Messages = { ...messagesFor('en'), newGame: 'Start over', toMove: (c) => `${c}, your move` };
    render(<Gomoku messages={mine} />);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Black, your move');
  });

  it('has every string in every language, distinct from English where it is words', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const words = messagesFor(locale);
      expect(Object.keys(words).sort()).toEqual(Object.keys(messagesFor('en')).sort());
      expect(words.newGame).not.toBe(messagesFor('en').newGame);
      expect(analysisMessagesFor(locale).title).not.toBe(analysisMessagesFor('en').title);
    }
  });

  it('fails type-checking for a catalogue with a key missing', () => {
    // @ts-expect-error -- a catalogue must hold every key: `board` and the rest are missing
    const incomplete: Messages = { newGame: 'Start over' };
    expect(incomplete.newGame).toBe('Start over');
  });
});
