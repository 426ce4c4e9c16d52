import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gomoku } from './Gomoku.tsx';
import { moveFocus } from '../board/geometry.ts';

describe('keyboard', () => {
  it('has one tab stop, moves with arrows and plays with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Gomoku />);
    const stops = screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0);
    expect(stops).toHaveLength(1);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('h8, empty');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('gridcell', { name: 'h8, black' })).toBeTruthy();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('i9, empty');
    await user.keyboard(' ');
    expect(screen.getByRole('gridcell', { name: 'i9, white' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('a9, empty');
    await user.keyboard('{PageDown}{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('o1, empty');
  });

  it('maps keys to points without leaving the board', () => {
    expect(moveFocus(0, 'ArrowUp', 15)).toBe(0);
    expect(moveFocus(0, 'ArrowLeft', 15)).toBe(0);
    expect(moveFocus(224, 'ArrowDown', 15)).toBe(224);
    expect(moveFocus(112, 'PageUp', 15)).toBe(7);
    expect(moveFocus(112, 'End', 15)).toBe(119);
    expect(moveFocus(112, 'x', 15)).toBeNull();
  });
});
