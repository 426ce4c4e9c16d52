import { TIC_TAC_TOE, type Variant } from '@gomoku/engine';
import type { TimeControl, UndoPolicy } from '@gomoku/machine';
import { Controls, GameBoard, GomokuProvider, StatusLine } from '@gomoku/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveChart } from './LiveChart.tsx';

interface LiveProps {
  variant: Variant;
  undo: UndoPolicy;
  clock?: TimeControl;
}

/** A game beside its chart: play, ask to undo, answer, resign, restart, and watch the state move. */
function Live({ variant, undo, clock }: LiveProps) {
  return (
    <GomokuProvider variant={variant} undo={undo} clock={clock}>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div style={{ width: 300 }}>
          <StatusLine />
          <GameBoard confirmMove={false} />
          <Controls />
        </div>
        <div style={{ flex: '1 1 600px', minWidth: 0 }}>
          <LiveChart />
        </div>
      </div>
    </GomokuProvider>
  );
}

/**
 * The game machine's state chart, drawn at run time from `gomokuMachine` itself
 * (`describeChart()`, laid out with dagre), lit where the game beside it is.
 */
const meta = {
  title: 'Machine/Live chart',
  component: Live,
  parameters: { layout: 'fullscreen' },
  args: { variant: TIC_TAC_TOE, undo: 'consent' },
  argTypes: { undo: { control: 'inline-radio', options: ['consent', 'immediate'] } },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

const active = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-active]')?.getAttribute('data-state-id');

/** Tic-tac-toe under consent: every state of the chart is a few clicks away. */
export const TicTacToe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(active(canvasElement)).toBe('gomoku.playing.blackToMove');
    await userEvent.click(canvas.getByRole('gridcell', { name: 'b2, empty' }));
    await expect(active(canvasElement)).toBe('gomoku.playing.whiteToMove');
    await expect(canvasElement.querySelector('[data-taken]')?.getAttribute('data-edge')).toBe('gomoku.playing.blackToMove play gomoku.playing.whiteToMove');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(active(canvasElement)).toBe('gomoku.playing.blackRequestsUndo');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline undo' }));
    await expect(active(canvasElement)).toBe('gomoku.playing.whiteToMove');
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, resign' }));
    await expect(active(canvasElement)).toBe('gomoku.over.blackWon');
    await userEvent.click(canvas.getByRole('button', { name: 'New game' }));
    await expect(active(canvasElement)).toBe('gomoku.playing.blackToMove');
  },
};

/** Gomoku on 15×15 with undo at once. */
export const GomokuImmediateUndo: Story = {
  args: { variant: { size: 15, winLength: 5, rule: 'freestyle' }, undo: 'immediate' },
};

/** With a clock of one second: White's flag falls, and the chart lights the timer's edge that took the game. */
export const FlagFalls: Story = {
  args: { clock: { initialMs: 1_000, incrementMs: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'b2, empty' }));
    await expect(active(canvasElement)).toBe('gomoku.playing.whiteToMove');
    await waitFor(() => expect(active(canvasElement)).toBe('gomoku.over.blackWon'), { timeout: 3_000 });
    await expect(canvasElement.querySelector('[data-taken]')?.getAttribute('data-edge')).toBe('gomoku.playing.whiteToMove after flagFalls gomoku.over.blackWon');
  },
};
