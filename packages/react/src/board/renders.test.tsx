import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, memo, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as CellModule from './Cell.tsx';

// Count every render of a board cell: the mock wraps the real (memoised) Cell in an equally
// memoised counter, so a cell counts only when React really re-renders it.
const renders: number[] = [];
vi.mock('./Cell.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof CellModule>();
  const inner = (original.Cell as unknown as { type: (props: ComponentProps<typeof original.Cell>) => unknown }).type;
  return {
    ...original,
    Cell: memo((props: ComponentProps<typeof original.Cell>) => {
      renders.push(props.point);
      return createElement(inner as never, props);
    }),
  };
});

const { Gomoku } = await import('../game/Gomoku.tsx');

describe('render cost', () => {
  it('placing a stone re-renders only the new stone and the old last move', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112, 113]} confirmMove={false} />);
    await user.click(screen.getByRole('gridcell', { name: 'h9, empty' }));
    renders.length = 0;
    await user.click(screen.getByRole('gridcell', { name: 'h10, empty' }));
    // h10 gets the new stone (and the tab stop); h9 loses the last-move mark (and the tab stop).
    expect(new Set(renders)).toEqual(new Set([82, 97]));
    expect(renders.length).toBeLessThanOrEqual(4);
  });

  it('re-renders no cell when only the status changes', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112]} confirmMove={false} />);
    await user.click(screen.getByRole('gridcell', { name: 'h8, black' }));
    renders.length = 0;
    await user.click(screen.getByRole('gridcell', { name: 'h8, black' }));
    expect(screen.getByRole('status').textContent).toBe('h8 is taken');
    expect(renders).toEqual([]);
  });
});
