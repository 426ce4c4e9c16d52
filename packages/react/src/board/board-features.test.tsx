import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Annotations } from './annotations.ts';
import { Board } from './Board.tsx';
import type { PointRenderProps, StoneRenderProps } from './Cell.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });
const point = (container: HTMLElement, p: number) => container.querySelector(`[data-point="${p}"]`) as HTMLElement;

describe('a partial board (range)', () => {
  it('shows only the columns and rows asked for, labelled as on the whole board', () => {
    const { container } = render(<Board range={{ columns: [0, 4], rows: [10, 14] }} moves={[11 * 15 + 2]} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(25);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(cell('c4, black')).toBeTruthy();
    expect(cell('a1, empty')).toBeTruthy();
    expect(screen.queryByRole('gridcell', { name: 'f1, empty' })).toBeNull();
    const board = container.querySelector('.gomoku-board') as HTMLElement;
    expect([board.dataset.columns, board.dataset.rows]).toEqual(['5', '5']);
    const labels = [...container.querySelectorAll('.gomoku-lines text')].map((text) => text.textContent);
    expect(labels).toEqual(['a', 'b', 'c', 'd', 'e', '5', '4', '3', '2', '1']);
  });

  it('keeps keyboard focus on the points shown', () => {
    render(<Board range={{ columns: [0, 2], rows: [12, 14] }} />);
    const start = cell('b2, empty');
    expect(start.tabIndex).toBe(0);
    start.focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) fireEvent.keyDown(document.activeElement as Element, { key });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('a1, empty');
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('a3, empty');
  });

  it('shows the whole board for a range it cannot use, and says why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A Date has no columns or rows, yet is no object literal: read as `{}`, it would pass unremarked.
    for (const range of [{ columns: [4, 2] }, { rows: [0, 99] }, { columns: 'a-e' }, { columns: [0.5, 3] }, new Date(0)]) {
      error.mockClear();
      const { unmount } = render(<Board range={range as never} />);
      expect(screen.getAllByRole('gridcell')).toHaveLength(225);
      expect(error).toHaveBeenCalled();
      unmount();
    }
    error.mockRestore();
  });
});

describe('pointer events per point', () => {
  it('reports entering and leaving each point once, and the context menu', () => {
    const events: string[] = [];
    const { container } = render(
      <Board
        onPointEnter={(p) => events.push(`enter ${p}`)}
        onPointLeave={(p) => events.push(`leave ${p}`)}
        onPointContextMenu={(p, event) => events.push(`menu ${p} ${event.defaultPrevented}`)}
      />,
    );
    fireEvent.pointerOver(point(container, 112));
    fireEvent.pointerOver(point(container, 112).firstChild ?? point(container, 112));
    fireEvent.pointerOver(point(container, 113));
    fireEvent.pointerLeave(screen.getByRole('grid'));
    fireEvent.contextMenu(point(container, 7));
    expect(events).toEqual(['enter 112', 'leave 112', 'enter 113', 'leave 113', 'menu 7 false']);
  });

  it('goes on when a handler throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onPlay = vi.fn();
    const { container } = render(
      <Board
        confirmMove={false}
        onPlay={onPlay}
        onPointEnter={() => {
          throw new Error('app bug');
        }}
      />,
    );
    fireEvent.pointerOver(point(container, 112));
    fireEvent.click(point(container, 112));
    expect(onPlay).toHaveBeenCalledWith(112);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<Board onPointEnter>'), expect.any(Error));
    error.mockRestore();
  });
});

const rightDrag = (container: HTMLElement, from: number, to: number) => {
  fireEvent.mouseDown(point(container, from), { button: 2 });
  fireEvent.pointerOver(point(container, to));
  fireEvent.mouseUp(point(container, to), { button: 2 });
};

describe('drawing (right-click a mark, right-drag an arrow)', () => {
  it('keeps its own drawings, reports each change, and toggles them off again', () => {
    const changes: Annotations[] = [];
    const { container } = render(<Board onAnnotationsChange={(next) => changes.push(next)} />);
    rightDrag(container, 112, 112);
    expect(cell('h8, empty, circle')).toBeTruthy();
    rightDrag(container, 112, 114);
    expect(container.querySelectorAll('[data-drawn] .gomoku-arrow-head')).toHaveLength(1);
    rightDrag(container, 112, 112);
    expect(cell('h8, empty')).toBeTruthy();
    expect(changes).toEqual([
      { markers: [{ point: 112, shape: 'circle' }], lines: [] },
      { markers: [{ point: 112, shape: 'circle' }], lines: [{ from: 112, to: 114, arrow: true }] },
      { markers: [], lines: [{ from: 112, to: 114, arrow: true }] },
    ]);
  });

  it('prevents the browser menu while drawable, and draws nothing with the left button or when off', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<Board drawable={false} onAnnotationsChange={onChange} />);
    rightDrag(container, 112, 112);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Board onAnnotationsChange={onChange} />);
    fireEvent.mouseDown(point(container, 112), { button: 0 });
    fireEvent.mouseUp(point(container, 112), { button: 0 });
    expect(onChange).not.toHaveBeenCalled();
    expect(fireEvent.contextMenu(point(container, 112))).toBe(false);
  });

  it('is controllable: shows the drawings given, and the parent decides', () => {
    function Parent() {
      const [annotations, setAnnotations] = useState<Annotations>({ markers: [{ point: 0, shape: 'cross' }], lines: [] });
      return <Board annotations={annotations} onAnnotationsChange={(next) => setAnnotations({ ...next, markers: next.markers.slice(-1) })} />;
    }
    const { container } = render(<Parent />);
    expect(cell('a15, empty, cross')).toBeTruthy();
    rightDrag(container, 1, 1);
    expect(cell('a15, empty')).toBeTruthy();
    expect(cell('b15, empty, circle')).toBeTruthy();
  });
});

describe('custom rendering and point states', () => {
  it('draws stones and points with the app’s functions, given what each point shows', () => {
    const stones: StoneRenderProps[] = [];
    const points: PointRenderProps[] = [];
    const { container } = render(
      <Board
        size={5}
        moves={[12, 13]}
        showMoveNumbers
        markers={[{ point: 13, shape: 'square' }]}
        renderStone={(stone) => {
          stones.push(stone);
          return <span className="my-stone" data-color={stone.color} />;
        }}
        renderPoint={(p) => {
          points.push(p);
          return p.marker ? <span className="my-mark">{p.marker.shape}</span> : null;
        }}
      />,
    );
    expect(container.querySelectorAll('.my-stone')).toHaveLength(2);
    expect(container.querySelector('.gomoku-stone')).toBeNull();
    expect(stones.find((s) => s.point === 13)).toEqual({ point: 13, color: 'white', number: 2, last: true, winning: false, preview: false, pending: false });
    expect(points).toHaveLength(25);
    expect(container.querySelector('[data-point="13"] .my-mark')?.textContent).toBe('square');
  });

  it('falls back to its own stone when the app’s renderer throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Board
        moves={[112]}
        renderStone={() => {
          throw new Error('app bug');
        }}
      />,
    );
    expect(container.querySelectorAll('.gomoku-stone')).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('draws ghost stones on empty points only, dims and selects points', () => {
    const { container } = render(
      <Board
        moves={[112]}
        ghostStones={[
          { point: 113, color: 'white', kind: 'good' },
          { point: 112, color: 'white' },
          { point: 114, color: 'black' },
        ]}
        dimmed={[112]}
        selected={[114]}
      />,
    );
    expect(point(container, 113).querySelector('.gomoku-stone')?.getAttribute('data-ghost')).toBe('good');
    expect(point(container, 112).querySelector('[data-ghost]')).toBeNull();
    expect(point(container, 114).querySelector('.gomoku-stone')?.getAttribute('data-ghost')).toBe('');
    expect(cell('i8, empty').getAttribute('aria-selected')).toBeNull();
    expect(point(container, 114).getAttribute('aria-selected')).toBe('true');
    expect(point(container, 112).hasAttribute('data-dimmed')).toBe(true);
  });

  it('animates placing by default, never with animation={false}, and for a duration given', () => {
    const { container, rerender } = render(<Board />);
    const board = () => container.querySelector('.gomoku-board') as HTMLElement;
    expect(board().hasAttribute('data-animation')).toBe(false);
    rerender(<Board animation={false} />);
    expect(board().dataset.animation).toBe('none');
    rerender(<Board animation={300} />);
    expect(board().style.getPropertyValue('--gomoku-animation-duration')).toBe('300ms');
  });
});

describe('server-rendered HTML under a strict CSP', () => {
  it('carries no style attribute: the layout comes from the stylesheet', () => {
    for (const props of [{}, { size: 19, showCoordinates: false }, { range: { columns: [0, 4] as const }, coordinatesOnAllSides: true }]) {
      const html = renderToString(<Board {...props} moves={[0]} />);
      expect(html).not.toContain('style=');
      expect(html).toContain('data-columns=');
    }
  });
});

describe('autoFocus', () => {
  it('focuses the tab stop (the last move) when the board mounts, and leaves the focus alone after', () => {
    const { container, rerender } = render(
      <>
        <button type="button">elsewhere</button>
        <Board autoFocus moves={[112, 113]} />
      </>,
    );
    expect(document.activeElement).toBe(point(container, 113));
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    rerender(
      <>
        <button type="button">elsewhere</button>
        <Board autoFocus moves={[112, 113, 114]} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
  });

  it('takes no focus without it', () => {
    render(<Board moves={[112]} />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('grid').hasAttribute('data-quiet-focus')).toBe(false);
  });

  /** The page as the browser says it is: touched by its user (a key, a tap) or not yet. */
  const activated = (hasBeenActive: boolean) => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive, isActive: false }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'userActivation'));
  };

  it('leaves its own focus to the browser once the page has been used (Enter on a Play button: a keyboard player sees the ring)', () => {
    activated(true);
    const { container } = render(<Board autoFocus moves={[112]} />);
    expect(document.activeElement).toBe(point(container, 112));
    expect(screen.getByRole('grid').hasAttribute('data-quiet-focus')).toBe(false);
  });

  it("draws no focus ring for its own focus on an untouched page until a key is pressed on the board (a phone's page load), and draws it again after", () => {
    activated(false);
    const { container } = render(<Board autoFocus moves={[112]} />);
    const grid = screen.getByRole('grid');
    expect(document.activeElement).toBe(point(container, 112));
    expect(grid.hasAttribute('data-quiet-focus')).toBe(true);
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(grid.hasAttribute('data-quiet-focus')).toBe(false);
    expect(document.activeElement).toBe(point(container, 97));
  });

  it('draws the ring again once its own focus has left the board', () => {
    activated(false);
    render(<Board autoFocus moves={[112]} />);
    const grid = screen.getByRole('grid');
    expect(grid.hasAttribute('data-quiet-focus')).toBe(true);
    fireEvent.blur(point(document.body as HTMLElement, 112));
    expect(grid.hasAttribute('data-quiet-focus')).toBe(false);
  });
});
