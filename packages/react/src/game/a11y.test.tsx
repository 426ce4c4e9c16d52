import { RENJU } from '@gomoku/engine';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Board } from '../board/Board.tsx';
import { Gomoku } from './Gomoku.tsx';

async function violations(container: HTMLElement) {
  // Colour contrast needs layout, which jsdom lacks: Storybook's a11y tests check it in Chromium.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('accessibility (axe)', () => {
  it('finds nothing wrong with a game in progress', async () => {
    const { container } = render(<Gomoku defaultMoves={[112, 113, 114]} />);
    expect(await violations(container)).toEqual([]);
  });

  it('finds nothing wrong with a renju board with forbidden marks, in Chinese', async () => {
    const { container } = render(<Gomoku variant={RENJU} locale="zh-CN" defaultMoves={[96, 0, 97, 2, 127, 4, 112, 6]} />);
    expect(await violations(container)).toEqual([]);
  });

  it('finds nothing wrong with a bare board', async () => {
    const { container } = render(<Board size={9} moves={[40]} showMoveNumbers />);
    expect(await violations(container)).toEqual([]);
  });
});
