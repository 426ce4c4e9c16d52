import type { Meta, StoryObj } from '@storybook/react-vite';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { Stone } from './Stone.tsx';

/** A stone: it fills its container (here 80 px), as a board cell sizes it. */
const meta = {
  title: 'Gomoku/Stone',
  component: Stone,
  args: { color: 'black' },
  decorators: [
    (Story) => (
      <div className="gomoku-theme" data-theme="light" style={{ position: 'relative', width: 80, height: 80, background: 'var(--gomoku-board)', fontSize: 16 }} role="img" aria-label="A stone">
        <GomokuStyles />
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Stone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Black: Story = {};
export const White: Story = { args: { color: 'white' } };
export const Numbered: Story = { args: { color: 'white', number: 42 } };
export const LastMove: Story = { args: { last: true } };
export const Winning: Story = { args: { winning: true } };
export const Preview: Story = { args: { preview: true } };
export const Pending: Story = { args: { pending: true } };
export const NumberedLastMove: Story = { args: { color: 'white', number: 42, last: true } };
