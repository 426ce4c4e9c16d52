import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Controls } from './Controls.tsx';
import { GomokuProvider } from './context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';

/** The game's buttons, bound to the machine of the nearest `GomokuProvider`. */
const meta = {
  title: 'Gomoku/Controls',
  component: Controls,
  decorators: [
    (Story) => (
      <GomokuProvider moves={[112, 113]}>
        <GomokuStyles />
        <div className="gomoku-theme">{Story()}</div>
      </GomokuProvider>
    ),
  ],
} satisfies Meta<typeof Controls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPlayersOnOneScreen: Story = {};

/** The screen plays Black: Undo takes back Black's last stone; White's request would be answered here. */
export const PlayingBlack: Story = {
  args: { player: 'black' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await expect(canvas.getByRole('button', { name: 'Yes, resign' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
  },
};
