import { Game, RENJU, TIC_TAC_TOE, fromCoordinate, toCoordinate } from '@gomoku/engine';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Board } from './Board.tsx';

/** The presentational, controlled board: give it stones and marks, get `onPlay(point)`. */
const meta = {
  title: 'Gomoku/Board',
  component: Board,
  args: { onPlay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Board>;
export default meta;
type Story = StoryObj<typeof meta>;

const middleGame = [112, 113, 98, 126, 84, 70, 128, 142, 96, 80, 114, 100, 99, 129];
const renjuMoves = ['f8', 'a1', 'g8', 'c1', 'h10', 'e1', 'h9', 'g1'].map((c) => fromCoordinate(c));

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('gridcell', { name: 'h8, empty' }));
    await expect(args.onPlay).toHaveBeenCalledWith(112);
  },
};

export const MiddleGame: Story = { args: { moves: middleGame } };

export const WinningLine: Story = { args: { moves: [0, 1, 15, 16, 30, 31, 45, 46, 60], winningLine: [0, 15, 30, 45, 60], disabled: true } };

export const Size19: Story = { args: { size: 19, moves: [180, 181, 162] } };

export const TicTacToe: Story = { args: { size: TIC_TAC_TOE.size, moves: [4, 0, 2] } };

/** Renju with Black to move: forbidden points marked ×. */
export const RenjuForbidden: Story = {
  args: { moves: renjuMoves, forbidden: new Game({ variant: RENJU, moves: renjuMoves }).forbiddenPoints() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('gridcell', { name: 'h8, empty, forbidden' })).toBeInTheDocument();
  },
};

export const CoordinatesOff: Story = { args: { moves: middleGame, showCoordinates: false } };

export const MoveNumbers: Story = { args: { moves: middleGame, showMoveNumbers: true } };

export const Dark: Story = { args: { moves: middleGame, theme: 'dark' } };

export const Chinese: Story = {
  args: { moves: [112], locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: '五子棋棋盘' })).toBeInTheDocument();
  },
};

export const ConfirmMove: Story = {
  args: { confirmMove: true },
  play: async ({ canvasElement, args }) => {
    const cell = within(canvasElement).getByRole('gridcell', { name: 'h8, empty' });
    await userEvent.click(cell);
    await expect(args.onPlay).not.toHaveBeenCalled();
    await userEvent.click(cell);
    await expect(args.onPlay).toHaveBeenCalledWith(112);
  },
};

export const WithHint: Story = { args: { moves: middleGame, hint: 127 } };

/** Coordinates on all four sides; no stone covers a label. */
export const CoordinatesOnAllSides: Story = { args: { moves: [0, 14, 210, 224, 7, 105], coordinatesOnAllSides: true } };

/** The flat stone style, for a plain look. */
export const FlatStones: Story = { args: { moves: middleGame, stones: 'flat' } };

/** Move numbers, the last one in the last-move colour, centred. */
export const NumberedLastMove: Story = { args: { moves: middleGame, showMoveNumbers: true } };

/** A stone sent to a server and not yet accepted. */
export const PendingStone: Story = { args: { moves: [112, 113, 98], pending: [98] } };

/** The dark theme: lines, labels and stones at 3:1 or more on the board. */
export const DarkTheme: Story = { args: { moves: middleGame, theme: 'dark' } };

/** A problem's position, set up without a move order: unnumbered stones; Black to play. */
export const SetupStones: Story = {
  args: { setup: { black: [96, 97, 99], white: [81, 82, 83, 111] }, turn: 'black', showMoveNumbers: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('gridcell', { name: 'g9, black' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('gridcell', { name: 'g10, white' })).toBeInTheDocument();
  },
};

/** Markers for teaching: the four shapes and labels, on stones and on empty points. */
export const Markers: Story = {
  args: {
    moves: [112, 113, 98, 126],
    markers: [
      { point: 112, shape: 'circle' },
      { point: 113, shape: 'cross' },
      { point: 98, shape: 'triangle' },
      { point: 126, shape: 'square' },
      { point: 84, shape: 'label', label: 'A' },
      { point: 140, shape: 'label', label: 'B' },
    ],
  },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement);
    await expect(board.getByRole('gridcell', { name: 'h8, black, circle' })).toBeInTheDocument();
    await expect(board.getByRole('gridcell', { name: 'j10, empty, marked A' })).toBeInTheDocument();
  },
};

/** Arrows and lines between points: a threat's direction, a line of five to aim at. */
export const ArrowsAndLines: Story = {
  args: {
    moves: [112, 113, 98],
    lines: [
      { from: 112, to: 56, arrow: true },
      { from: 98, to: 168, arrow: true },
      { from: 36, to: 40 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.gomoku-arrow')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('.gomoku-arrow-head')).toHaveLength(2);
  },
};

/** A heat map, as an engine's evaluation of each point: the stronger the tint, the better the point. */
export const HeatMap: Story = {
  args: {
    moves: [112, 113],
    heatMap: Array.from({ length: 225 }, (_, p) => {
      const d = Math.hypot((p % 15) - 7, Math.floor(p / 15) - 8);
      return p === 112 || p === 113 || d > 4 ? null : 1 - d / 4;
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.gomoku-heat').length).toBeGreaterThan(20);
  },
};

/** A corner of a 19×19 board, as a diagram or a puzzle shows it: lines cut by the window run on into the margin. */
export const PartialBoard: Story = {
  args: { size: 19, range: { columns: [0, 8], rows: [12, 18] }, moves: [15 * 19 + 3, 16 * 19 + 4, 14 * 19 + 4] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('gridcell')).toHaveLength(63);
    await expect(within(canvasElement).getByRole('gridcell', { name: 'd4, black' })).toBeInTheDocument();
  },
};

/** Candidate moves as ghost stones, each judged; the rest of the position dimmed, one point selected. */
export const GhostsDimmedSelected: Story = {
  args: {
    moves: middleGame,
    ghostStones: [
      { point: 127, color: 'black', kind: 'good' },
      { point: 85, color: 'black', kind: 'interesting' },
      { point: 141, color: 'black', kind: 'doubtful' },
      { point: 143, color: 'black', kind: 'bad' },
      { point: 71, color: 'black' },
    ],
    dimmed: [84, 70, 128, 142],
    selected: [127],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-ghost]')).toHaveLength(5);
    await expect(canvasElement.querySelector('[aria-selected="true"]')?.getAttribute('data-point')).toBe('127');
  },
};

/** Right-click a point for a circle, right-drag for an arrow; again to clear. Reported through `onAnnotationsChange`. */
export const Drawing: Story = {
  args: { moves: [112, 113], onAnnotationsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const cell = within(canvasElement).getByRole('gridcell', { name: 'h8, black' });
    await userEvent.pointer([{ keys: '[MouseRight>]', target: cell }, { keys: '[/MouseRight]', target: cell }]);
    await expect(args.onAnnotationsChange).toHaveBeenCalledWith({ markers: [{ point: 112, shape: 'circle' }], lines: [] });
    await expect(within(canvasElement).getByRole('gridcell', { name: 'h8, black, circle' })).toBeInTheDocument();
  },
};

/** Stones drawn by the app (`renderStone`), here as letters. */
export const CustomStones: Story = {
  args: {
    moves: middleGame,
    renderStone: ({ color, last }) => (
      <svg viewBox="-50 -50 100 100" className="custom-stone" aria-hidden="true">
        <text textAnchor="middle" dominantBaseline="central" fontSize={70} fontWeight={last ? 900 : 500} fill={color === 'black' ? '#222' : '#b5121b'}>
          {color === 'black' ? 'X' : 'O'}
        </text>
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.custom-stone')).toHaveLength(middleGame.length);
    await expect(canvasElement.querySelector('.gomoku-stone')).toBeNull();
  },
};

/** Placing without animation (`animation={false}`); reduced motion turns it off too. */
export const NoAnimation: Story = {
  args: { moves: [112], animation: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.gomoku-board')?.getAttribute('data-animation')).toBe('none');
  },
};

/** The point under the pointer, from `onPointEnter` / `onPointLeave`, shown beside the board. */
export const HoveredPoint: Story = {
  render: function HoveredPoint(args) {
    const [hovered, setHovered] = useState<number | null>(null);
    return (
      <>
        <Board {...args} onPointEnter={(point) => setHovered(point)} onPointLeave={() => setHovered(null)} />
        <output data-testid="hovered">{hovered === null ? 'off the board' : toCoordinate(hovered)}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('gridcell', { name: 'h8, empty' }));
    await expect(within(canvasElement).getByTestId('hovered')).toHaveTextContent('h8');
  },
};
