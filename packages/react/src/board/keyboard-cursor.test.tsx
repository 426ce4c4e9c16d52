import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Board } from './Board.tsx';

const H8 = 112;
const H9 = 97;

/** A board whose player's moves stand, and whose opponent replies at h9 at once. */
function Game({ onPlay }: { onPlay: (point: number) => void }) {
  const [moves, setMoves] = useState<readonly number[]>([]);
  return (
    <Board
      autoFocus
      confirmMove={false}
      moves={moves}
      onPlay={(point) => {
        onPlay(point);
        if (!moves.includes(point)) setMoves([...moves, point, ...(moves.length === 0 ? [H9] : [])]);
      }}
    />
  );
}

describe('the keyboard cursor', () => {
  it('stays on the focused cell when the opponent replies', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    render(<Game onPlay={onPlay} />);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('gridcell', { name: 'h9, white' })).toBeTruthy();
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('aria-label')).toBe('h8, black');
    // The one tab stop is the focused cell, not the opponent's last stone.
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([focused]);
    await user.keyboard('{Enter}');
    expect(onPlay).toHaveBeenLastCalledWith(H8);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('i8, empty');
  });
});
