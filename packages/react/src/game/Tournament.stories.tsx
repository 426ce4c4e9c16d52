import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gomoku } from './Gomoku.tsx';

/** Tournament play: the opening rules' states, draw offers, clocks and rematch, each a story. */
const meta = {
  title: 'Gomoku/Tournament',
  component: Gomoku,
  args: { confirmMove: false },
} satisfies Meta<typeof Gomoku>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const place = async (canvasElement: HTMLElement, ...points: string[]) => {
  for (const point of points) await userEvent.click(within(canvasElement).getByRole('gridcell', { name: `${point}, empty` }));
};

/** Status `placing` (swap2): the first player places three stones, Black, White, Black. */
export const Placing: Story = {
  args: { opening: 'swap2' },
  play: async ({ canvasElement }) => {
    await place(canvasElement, 'h8');
    await expect(status(canvasElement)).toHaveTextContent('First player places opening stone 2 of 3 (White)');
  },
};

/** Status `choosing` (swap): the second player chooses a colour. */
export const ChoosingSwap: Story = {
  args: { opening: 'swap' },
  play: async ({ canvasElement }) => {
    await place(canvasElement, 'h8', 'h9', 'i8');
    await expect(status(canvasElement)).toHaveTextContent('Second player chooses a colour');
    await expect(within(canvasElement).getByRole('button', { name: 'Play White' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'Place two more' })).toBeNull();
  },
};

/** Status `choosing` (swap2): choose, or place two more stones. */
export const ChoosingSwap2: Story = {
  args: { opening: 'swap2' },
  play: async ({ canvasElement }) => {
    await place(canvasElement, 'h8', 'h9', 'i8');
    await expect(within(canvasElement).getByRole('button', { name: 'Place two more' })).toBeEnabled();
  },
};

/** Status `extending` (swap2): the second player places White, then Black. */
export const Extending: Story = {
  args: { opening: 'swap2' },
  play: async ({ canvasElement }) => {
    await place(canvasElement, 'h8', 'h9', 'i8');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place two more' }));
    await expect(status(canvasElement)).toHaveTextContent('Second player places two more stones');
  },
};

/** Status `finalChoice` (swap2): after the extension, the first player chooses. */
export const FinalChoice: Story = {
  args: { opening: 'swap2' },
  play: async ({ canvasElement }) => {
    await place(canvasElement, 'h8', 'h9', 'i8');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place two more' }));
    await place(canvasElement, 'g7', 'j10');
    await expect(status(canvasElement)).toHaveTextContent('First player chooses a colour');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play Black' }));
    await expect(status(canvasElement)).toHaveTextContent('White to move');
  },
};

/** The centre rule: the first stone must be the centre point. */
export const Centre: Story = {
  args: { opening: 'centre' },
  play: async ({ canvasElement }) => {
    await place(canvasElement, 'a1');
    await expect(status(canvasElement)).toHaveTextContent('The first stone goes on the centre point');
  },
};

/** Status `blackOffersDraw`: White answers. */
export const DrawOffer: Story = {
  args: { defaultMoves: [112, 113] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Offer draw' }));
    await expect(status(canvasElement)).toHaveTextContent('Black offers a draw');
    await expect(within(canvasElement).getByRole('button', { name: 'Accept draw' })).toBeEnabled();
  },
};

/** A draw agreed. */
export const DrawAgreed: Story = {
  args: { defaultMoves: [112, 113] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Offer draw' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept draw' }));
    await expect(status(canvasElement)).toHaveTextContent('Draw agreed');
  },
};

/** Clocks: under ten seconds the running clock shows tenths and turns to low-time styling. */
export const LowTime: Story = {
  // No clock runs before the first stone: after Black's h8, White's does.
  args: { clock: { initialMs: 9_000, incrementMs: 0 }, defaultMoves: [112] },
  play: async ({ canvasElement }) => {
    const white = within(canvasElement).getByRole('timer', { name: "White's clock" });
    await expect(white).toHaveAttribute('data-low');
    await expect(white).toHaveAttribute('data-running');
  },
};

/** Lost on time: the flag falls at zero. */
export const LostOnTime: Story = {
  args: { clock: { initialMs: 1_000, incrementMs: 0 }, defaultMoves: [112] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('White ran out of time — Black wins', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

/** Rematch: after the game, a new one with the same settings. */
export const Rematch: Story = {
  args: { defaultMoves: [112] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, resign' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rematch' }));
    await expect(status(canvasElement)).toHaveTextContent('Black to move');
  },
};
