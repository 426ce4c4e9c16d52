import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stone } from './Stone.tsx';

/** A stone in SVG user space -50…50; the board sizes it. */
const meta = {
  title: 'Gomoku/Stone',
  component: Stone,
  args: { color: 'black' },
  decorators: [
    (Story) => (
      <svg className="gomoku-theme" viewBox="-50 -50 100 100" width={80} height={80} role="img" aria-label="A stone">
        {Story()}
      </svg>
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
