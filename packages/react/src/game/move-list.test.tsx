import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoveList } from './MoveList.tsx';

describe('<MoveList>', () => {
  it('lists the moves in RIF coordinates, numbered in pairs, with names for screen readers', () => {
    render(<MoveList moves={[112, 128, 96]} />);
    const list = screen.getByRole('list', { name: 'Moves' });
    expect(list.textContent).toBe('1.h8i72.g9');
    expect(screen.getByRole('button', { name: 'Move 2, White i7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move 3, Black g9' }).getAttribute('aria-current')).toBe('step');
  });

  it('reviews a move when chosen, by click or by arrow keys from its one tab stop', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<MoveList moves={[112, 128, 96]} current={2} onSelect={onSelect} />);
    const current = screen.getByRole('button', { name: 'Move 2, White i7' });
    expect(current.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Move 1, Black h8' }).tabIndex).toBe(-1);
    await user.click(screen.getByRole('button', { name: 'Move 1, Black h8' }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(current, { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });
});
