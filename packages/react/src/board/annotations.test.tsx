import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arrowHead, heatOf } from './annotations.ts';
import { Board } from './Board.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('board annotations', () => {
  it('draws set-up stones in their colours, without numbers, under the record', () => {
    render(<Board setup={{ black: [0, 1], white: [16] }} moves={[112]} showMoveNumbers />);
    expect(cell('a15, black')).toBeTruthy();
    expect(cell('b14, white')).toBeTruthy();
    expect(cell('h8, black, move 1')).toBeTruthy();
  });

  it('names and draws each marker, on a stone or an empty point, and ignores points off the board', () => {
    const { container } = render(
      <Board
        moves={[112]}
        markers={[
          { point: 112, shape: 'triangle' },
          { point: 0, shape: 'label', label: 'A' },
          { point: 1, shape: 'square' },
          { point: 999, shape: 'circle' },
        ]}
      />,
    );
    expect(cell('h8, black, triangle')).toBeTruthy();
    expect(cell('a15, empty, marked A')).toBeTruthy();
    expect(cell('b15, empty, square')).toBeTruthy();
    expect(container.querySelectorAll('.gomoku-marker, .gomoku-marker-label')).toHaveLength(3);
  });

  it('draws lines, with heads on arrows, and a tint per heated point', () => {
    const { container } = render(
      <Board
        lines={[
          { from: 0, to: 2, arrow: true },
          { from: 3, to: 4 },
          { from: 5, to: -1 },
        ]}
        heatMap={[0.5, null, 2, Number.NaN, 0]}
      />,
    );
    expect(container.querySelectorAll('.gomoku-arrow')).toHaveLength(2);
    expect(container.querySelectorAll('.gomoku-arrow-head')).toHaveLength(1);
    expect([...container.querySelectorAll('.gomoku-heat')].map((rect) => rect.getAttribute('opacity'))).toEqual(['0.375', '0.75']);
  });

  it('stops an arrow shaft at its head, which points at the target', () => {
    const arrow = arrowHead({ x: 0, y: 0 }, { x: 2, y: 0 });
    expect(arrow?.shaftEnd.x).toBeCloseTo(1.58);
    expect(arrow?.head.startsWith('2.000,0.000')).toBe(true);
    expect(arrowHead({ x: 1, y: 1 }, { x: 1, y: 1 })).toBeNull();
    expect([heatOf(-1), heatOf(0.4), heatOf(7), heatOf(null)]).toEqual([0, 0.4, 1, 0]);
  });
});
