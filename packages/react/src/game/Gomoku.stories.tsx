import { TIC_TAC_TOE } from '@gomoku/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gomoku } from './Gomoku.tsx';

/** A whole game: board, status line and controls, running its own machine. */
const meta = {
  title: 'Gomoku/Game',
  component: Gomoku,
  args: { confirmMove: false },
} satisfies Meta<typeof Gomoku>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Status `blackToMove`: a new game. */
export const BlackToMove: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Black to move');
  },
};

/** Status `whiteToMove`. */
export const WhiteToMove: Story = {
  args: { defaultMoves: [112] },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Black played h8, White to move');
  },
};

/** Status `blackRequestsUndo`: Black asks to take back h8; White answers. */
export const BlackRequestsUndo: Story = {
  args: { defaultMoves: [112] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(status(canvasElement)).toHaveTextContent('Black requests undo');
    await expect(canvas.getByRole('button', { name: 'Accept undo' })).toBeEnabled();
  },
};

/** Status `whiteRequestsUndo`. */
export const WhiteRequestsUndo: Story = {
  args: { defaultMoves: [112, 113] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Undo' }));
    await expect(status(canvasElement)).toHaveTextContent('White requests undo');
  },
};

/** Status `blackWon`: five down the first column, highlighted. */
export const BlackWon: Story = {
  args: { defaultMoves: [0, 1, 15, 16, 30, 31, 45, 46, 60] },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Black wins');
    await expect(canvasElement.querySelectorAll('.gomoku-stone-win')).toHaveLength(5);
  },
};

/** Status `whiteWon`: five down the second column. */
export const WhiteWon: Story = {
  args: { defaultMoves: [224, 1, 222, 16, 220, 31, 218, 46, 216, 61] },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('White wins');
  },
};

/** Status `draw`: a full tic-tac-toe board with no line. */
export const Draw: Story = {
  args: { variant: TIC_TAC_TOE, defaultMoves: [0, 1, 2, 4, 3, 5, 7, 6, 8] },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Draw');
  },
};

/** Interaction: place a stone by clicking a point. */
export const PlaceAStone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h8, empty' }));
    await expect(canvas.getByRole('gridcell', { name: 'h8, black' })).toBeInTheDocument();
    await expect(status(canvasElement)).toHaveTextContent('Black played h8, White to move');
  },
};

/** Interaction: request an undo and accept it. */
export const RequestAndAcceptUndo: Story = {
  args: { defaultMoves: [112, 113] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept undo' }));
    await expect(canvas.getByRole('gridcell', { name: 'i8, empty' })).toBeInTheDocument();
    await expect(status(canvasElement)).toHaveTextContent('White to move');
  },
};

/** Interaction: resign, confirming once. */
export const Resign: Story = {
  args: { defaultMoves: [112] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, resign' }));
    await expect(status(canvasElement)).toHaveTextContent('White resigned — Black wins');
  },
};

/** Confirm-move: the first tap shows a preview stone, the second places it. */
export const ConfirmMove: Story = {
  args: { confirmMove: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h8, empty' }));
    await expect(canvasElement.querySelector('[data-preview]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h8, empty' }));
    await expect(canvas.getByRole('gridcell', { name: 'h8, black' })).toBeInTheDocument();
  },
};

/** Chinese. */
export const Chinese: Story = {
  args: { locale: 'zh-CN', defaultMoves: [112, 113] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '悔棋' })).toBeInTheDocument();
  },
};

/** Dark theme. */
export const Dark: Story = {
  args: { theme: 'dark', defaultMoves: [112, 113, 98, 126, 84], showMoveNumbers: true },
};

/** Against the computer (White, in a Web Worker): play a stone and it answers. */
export const ComputerAsWhite: Story = {
  args: { ai: { color: 'white', level: 'medium', timeMs: 300 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h8, empty' }));
    await expect(await canvas.findByText(/White played .*, Black to move/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Wider than the default 40rem: `maxWidth` (a number of px, a CSS length, or `'none'` for the container's width). */
export const Wide: Story = {
  args: { maxWidth: 960, defaultMoves: [112, 113] },
  decorators: [(Story) => <div style={{ width: 1000 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const game = canvasElement.querySelector('.gomoku') as HTMLElement;
    await expect(game.getBoundingClientRect().width).toBe(960);
  },
};
