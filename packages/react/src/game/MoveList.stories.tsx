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

/** In a list that scrolls (an app's max-height), the current move stays in view as it changes. */
export const FollowsTheCurrentMove: Story = {
  args: { moves: Array.from({ length: 60 }, (_, i) => (i % 2 ? 1 : 0) * 15 + Math.floor(i / 2) + 15 * 2 * Math.floor(i / 30)), current: 40 },
  decorators: [(Story) => <div className="scrolling-moves">{Story()}<style>{'.scrolling-moves .gomoku-move-list { max-height: 5rem; overflow: auto; }'}</style></div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const current = within(canvasElement).getByRole('button', { current: 'step' });
    const inView = () => {
      const outer = list.getBoundingClientRect();
      const inner = current.getBoundingClientRect();
      return inner.top >= outer.top && inner.bottom <= outer.bottom;
    };
    await expect(list.scrollTop).toBeGreaterThan(0);
    await expect(inView()).toBe(true);
  },
};

/** In a list that scrolls, a button's focus ring is drawn inside it, so the scroller cuts none of it. */
export const RingInsideAScroller: Story = {
  args: { current: 1 },
  decorators: [(Story) => <div className="scrolling-moves">{Story()}<style>{'.scrolling-moves .gomoku-move-list { max-height: 5rem; overflow: auto; }'}</style></div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAttribute('aria-current', 'step');
    const style = getComputedStyle(focused);
    // How far the ring reaches outside the button's border box (none when it is drawn inside).
    const reach = Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
    const ring = focused.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(style.outlineStyle).toBe('solid');
    await expect(ring.top - reach >= box.top && ring.bottom + reach <= box.bottom && ring.left - reach >= box.left && ring.right + reach <= box.right).toBe(true);
  },
};
