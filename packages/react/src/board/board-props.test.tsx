import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Board } from './Board.tsx';

describe('<Board> props at the edge', () => {
  it('shows a standard board for a size it cannot draw, and says why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const size of [1000, NaN, 2, 1.5]) {
      const { unmount } = render(<Board size={size} />);
      expect(screen.getAllByRole('gridcell')).toHaveLength(225);
      unmount();
    }
    expect(error).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });

  it('leaves out what is not a point of the board, and reads null as no record', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<Board moves={[112, NaN, 999, 113] as number[]} />);
    expect(screen.getByRole('gridcell', { name: 'h8, black' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'i8, white' })).toBeTruthy();
    rerender(<Board moves={null as unknown as number[]} />);
    expect(screen.queryAllByRole('gridcell', { name: /black|white/ })).toHaveLength(0);
    error.mockRestore();
  });

  it('names the winning stones, strikes the line through them, and shows pending stones', () => {
    const { container } = render(<Board moves={[0, 1, 15, 16, 30, 31, 45, 46, 60]} winningLine={[0, 15, 30, 45, 60]} pending={[60]} />);
    expect(screen.getByRole('gridcell', { name: 'a15, black, part of the winning five' })).toBeTruthy();
    expect(container.querySelector('line.gomoku-win-line')).not.toBeNull();
    expect(container.querySelector('[data-point="60"] .gomoku-stone')?.hasAttribute('data-pending')).toBe(true);
  });

  it('names a pending stone the server was too busy to take as being retried, in each language', () => {
    const { rerender } = render(<Board moves={[112, 113]} pending={[113]} retrying={[113]} />);
    expect(screen.getByRole('gridcell', { name: 'i8, white, server busy, retrying' })).toBeTruthy();
    rerender(<Board moves={[112, 113]} pending={[113]} retrying={[113]} locale="zh-CN" />);
    expect(screen.getByRole('gridcell', { name: /服务器繁忙，正在重试$/ })).toBeTruthy();
    rerender(<Board moves={[112, 113]} pending={[113]} />);
    expect(screen.getByRole('gridcell', { name: 'i8, white, sending' })).toBeTruthy();
  });

  it('marks the last move centred: a dot, or the number in the last-move colour', () => {
    const { container, rerender } = render(<Board moves={[112]} />);
    expect(container.querySelector('.gomoku-stone-last')?.getAttribute('cx')).toBeNull();
    rerender(<Board moves={[112]} showMoveNumbers />);
    expect(container.querySelector('.gomoku-stone-last-number')?.textContent).toBe('1');
  });

  it('draws the coordinates on all four sides when asked', () => {
    const { container, rerender } = render(<Board />);
    expect(container.querySelectorAll('.gomoku-lines text')).toHaveLength(30);
    rerender(<Board coordinatesOnAllSides />);
    expect(container.querySelectorAll('.gomoku-lines text')).toHaveLength(60);
  });
});
