import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoveList } from './MoveList.tsx';

/** The moves in RIF coordinates, each a button that reviews the game after it. */
const meta = {
  title: 'Gomoku/MoveList',
  component: MoveList,
  args: { moves: [112, 113, 98, 126, 84, 70, 128], onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MoveList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtTheEnd: Story = {};

/** Reviewing move 3: it is marked current; choosing another calls `onSelect`. */
export const Reviewing: Story = {
  args: { current: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move 3, Black i9' })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Move 5, Black j10' }));
    await expect(args.onSelect).toHaveBeenCalledWith(5);
  },
};

export const Chinese: Story = { args: { locale: 'zh-CN' } };
