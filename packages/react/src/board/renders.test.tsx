import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, memo, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as CellModule from './Cell.tsx';
import type * as LayersModule from './Layers.tsx';

/**
 * A memoised component wrapped in an equally memoised counter: `onRender` sees each render React
 * really makes of it (the mocks below count the board's cells and its drawing).
 */
function counted<P extends object>(component: unknown, onRender: (props: P) => void) {
  const inner = (component as { type: (props: P) => unknown }).type;
  return memo((props: P) => {
    onRender(props);
    return createElement(inner as never, props);
  });
}

const renders: number[] = [];
vi.mock('./Cell.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof CellModule>();
  return { ...original, Cell: counted<ComponentProps<typeof original.Cell>>(original.Cell, (props) => renders.push(props.point)) };
});

// The board's drawing (lines, star points, coordinates): no move changes it.
const drawings: number[] = [];
vi.mock('./Layers.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof LayersModule>();
  return { ...original, Drawing: counted<ComponentProps<typeof original.Drawing>>(original.Drawing, (props) => drawings.push(props.geometry.size)) };
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

  it('draws the lines and coordinates once, not on every move', async () => {
    const user = userEvent.setup();
    render(<Gomoku confirmMove={false} />);
    drawings.length = 0;
    await user.click(screen.getByRole('gridcell', { name: 'h8, empty' }));
    await user.click(screen.getByRole('gridcell', { name: 'h9, empty' }));
    expect(drawings).toEqual([]);
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
