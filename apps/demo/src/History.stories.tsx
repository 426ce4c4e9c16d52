import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import './app.css';
import { lobbyFrame } from './lobby-frame.tsx';
import { HistoryList } from './HistoryList.tsx';
import { fitsWidth, HISTORY } from './lobby-fixtures.ts';
import { STRINGS } from './strings.ts';

const t = STRINGS.en;

/** A player's finished games: outcome, opponent, rating change, date, and a button to review each. */
const meta = {
  title: 'Demo/History',
  component: HistoryList,
  parameters: { layout: 'fullscreen' },
  decorators: [lobbyFrame({ width: 360, className: 'lobby-screen' })],
  args: { t, locale: 'en', games: HISTORY, loading: false, problem: null, onReview: fn(), onMore: fn() },
} satisfies Meta<typeof HistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three games: a rated win (+12), a rated loss (−8), a casual draw (no change); each one tap from its review. */
export const Games: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Wonagainst Alice +12');
    await expect(rows[1]).toHaveTextContent('Lostagainst 陈静怡 −8');
    await expect(rows[2]?.querySelector('.rating-change')).toBeNull();
    await expect(rows[0]).toHaveTextContent('Jan 15, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Review against 陈静怡' }));
    await expect(args.onReview).toHaveBeenCalledWith(HISTORY[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Older games' }));
    await expect(args.onMore).toHaveBeenCalled();
    await expect(fitsWidth(canvas.getByTestId('screen'))).toBe(true);
  },
};

/** No games yet. */
export const Empty: Story = {
  args: { games: [], onMore: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.lobby.noHistory)).toBeInTheDocument();
  },
};

/** A page that did not come: said in words, the games already read kept. */
export const Failed: Story = {
  args: { problem: t.lobby.historyProblem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.lobby.historyProblem);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
