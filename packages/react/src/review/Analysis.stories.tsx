import { fromCoordinate as at } from '@gomoku/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Analysis, type AnalysisProps } from './Analysis.tsx';
import { Board } from '../board/Board.tsx';

// Black makes an open three; White makes its own instead of blocking (a blunder: Black's three becomes an
// open four); Black blocks White's three rather than win (a missed win). Found so at 40 ms to 1 s a move.
// (White's next move, g8, would lose to a win deeper than a short review sees: whether it is flagged
// would depend on the machine.)
const game = ['h8', 'h7', 'i8', 'i7', 'j8', 'j7', 'k7'].map((c) => at(c));

/** The review beside the board it steers, as an app shows it. */
function Review(props: AnalysisProps) {
  const [shown, setShown] = useState(props.moves.length);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Board moves={props.moves.slice(0, shown)} locale={props.locale} theme={props.theme} />
      <Analysis {...props} current={shown} onSelect={setShown} />
    </div>
  );
}

/**
 * A game reviewed by the computer in a Web Worker: progress as it goes, an evaluation graph
 * (click it, or use the arrow keys on it, to show a move), blunders and missed wins, and for
 * the move shown the engine's choice and line.
 */
const meta = {
  title: 'Gomoku/Analysis',
  component: Analysis,
  args: { moves: game, timeMsPerMove: 100 },
  render: (args) => <Review {...args} />,
} satisfies Meta<typeof Analysis>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeAnalysing: Story = {};

/** Analysed in the worker: White's j7 is a blunder, Black's k7 a missed win; a mark shows its move. */
export const Analysed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse' }));
    await canvas.findByText('Analysis complete', {}, { timeout: 15_000 });
    const marks = within(canvas.getByRole('list', { name: 'Blunders and missed wins' })).getAllByRole('button');
    // White's i7 (move 4) is flagged too where the review searches deep enough to find Black's win after it.
    await expect(marks.map((b) => b.textContent)).toEqual(expect.arrayContaining(['Move 6, White j7 — blunder: it allowed a forced win', 'Move 7, Black k7 — missed a forced win']));
    await userEvent.click(canvas.getByRole('button', { name: 'Move 6, White j7 — blunder: it allowed a forced win' }));
    await expect(canvas.getByRole('slider', { name: 'Evaluation across the game' })).toHaveAttribute('aria-valuenow', '6');
    await expect(canvas.getAllByRole('gridcell', { name: /, (black|white)/ })).toHaveLength(6);
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };
