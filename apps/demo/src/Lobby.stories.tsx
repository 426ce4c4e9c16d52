import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import './app.css';
import { lobbyFrame } from './lobby-frame.tsx';
import { Lobby } from './Lobby.tsx';
import { fitsWidth, HISTORY, KEY, LIVE, SEEKS, YOU } from './lobby-fixtures.ts';
import { STRINGS } from './strings.ts';

const t = STRINGS.en;

/** The lobby over made-up lobby state: no server, no socket. `width` sets the screen's. */
const meta = {
  title: 'Demo/Lobby',
  component: Lobby,
  parameters: { layout: 'fullscreen' },
  decorators: [lobbyFrame({ width: 1280 })],
  args: {
    t,
    locale: 'en',
    status: 'open',
    you: YOU,
    seeks: SEEKS,
    live: LIVE,
    problem: null,
    profile: { identityKey: KEY, busy: false, refused: null, onUseKey: fn(), renaming: false, nameRefused: null, onRename: fn(), copy: fn(async () => true) },
    history: { games: HISTORY, loading: false, problem: null, onReview: fn() },
    onPlayNow: fn(),
    onAccept: fn(),
    onCancelSeek: fn(),
    onPost: fn(),
    onWatch: fn(),
  },
} satisfies Meta<typeof Lobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop: seeks (one tap to play; one's own to cancel), posting one, live games best rated first, the profile. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const seeks = within(canvas.getByRole('region', { name: 'Open games' }));
    await expect(seeks.getAllByRole('listitem')).toHaveLength(4);
    await expect(seeks.getAllByRole('listitem')[1]).toHaveTextContent('Борис 1500?Renju Swap2 · 10+5 · Casual');
    await userEvent.click(seeks.getByRole('button', { name: 'Play Alice, Freestyle · 5+3 · Rated' }));
    await expect(args.onAccept).toHaveBeenCalledWith('seek-1');
    await userEvent.click(seeks.getByRole('button', { name: 'Cancel Freestyle · 3+2 · Rated' }));
    await expect(args.onCancelSeek).toHaveBeenCalledWith('seek-3');

    const post = within(canvas.getByRole('region', { name: 'Post a game' }));
    await userEvent.click(within(post.getByRole('group', { name: 'Rules' })).getByRole('radio', { name: 'Renju' }));
    await userEvent.click(within(post.getByRole('group', { name: 'Opening' })).getByRole('radio', { name: 'Swap2' }));
    await userEvent.click(within(post.getByRole('group', { name: 'Clock' })).getByRole('radio', { name: '10+5' }));
    await userEvent.click(post.getByRole('radio', { name: 'Casual' }));
    await userEvent.click(post.getByRole('button', { name: 'Post' }));
    await expect(args.onPost).toHaveBeenCalledWith({ family: 'renju', opening: 'swap2', clock: { initialMs: 600_000, incrementMs: 5_000 }, rated: false });

    const live = within(canvas.getByRole('region', { name: 'Live games' }));
    const watch = live.getAllByRole('button');
    await expect(watch[0]).toHaveAccessibleName('Watch Alice vs 陈静怡');
    await userEvent.click(watch[0]!);
    await expect(args.onWatch).toHaveBeenCalledWith('liveRoomTop00000000001');

    await userEvent.click(within(canvas.getByRole('group', { name: 'Play online now' })).getByRole('button', { name: `Renju 10+5 (${t.lobby.poolNames['renju-10+5']})` }));
    await expect(args.onPlayNow).toHaveBeenCalledWith('renju-10+5');

    const profile = within(canvas.getByRole('region', { name: 'Your profile' }));
    await expect(profile.getByText('1612')).toBeInTheDocument();
    await expect(profile.getByText('1480?')).toBeInTheDocument();
    await expect(fitsWidth(canvas.getByTestId('screen'))).toBe(true);
  },
};

/** A 360 px phone: everything in one column, nothing wider than the screen, every target 44 px. */
export const Phone: Story = {
  parameters: { width: 360 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fitsWidth(canvas.getByTestId('screen'))).toBe(true);
    for (const target of [...canvas.getAllByRole('button'), ...canvas.queryAllByRole('link')]) {
      const box = target.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A rename: the name's problem said before sending, the server's `taken` under it. */
export const Rename: Story = {
  args: { profile: { ...meta.args.profile, nameRefused: t.lobby.nameProblems.taken } },
  play: async ({ canvasElement, args }) => {
    const profile = within(within(canvasElement).getByRole('region', { name: 'Your profile' }));
    await userEvent.click(profile.getByRole('button', { name: 'Rename' }));
    const field = profile.getByRole('textbox', { name: t.lobby.nameLabel });
    await expect(field).toHaveValue('Mika');
    await expect(profile.getByText(t.lobby.nameProblems.taken)).toBeInTheDocument();
    await userEvent.type(field, '  ');
    await expect(profile.getByText(t.lobby.nameProblems.padding)).toBeInTheDocument();
    await userEvent.click(profile.getByRole('button', { name: 'Rename' }));
    await expect(args.profile.onRename).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Mika K');
    await userEvent.click(profile.getByRole('button', { name: 'Rename' }));
    await expect(args.profile.onRename).toHaveBeenCalledWith('Mika K');
  },
};

/** Empty lists, and the connection lost: said in words; no request can be made meanwhile. */
export const ReconnectingAndEmpty: Story = {
  args: { status: 'reconnecting', seeks: [], live: [], history: { ...meta.args.history, games: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.lobby.reconnecting);
    await expect(canvas.getByText(t.lobby.noSeeks)).toBeInTheDocument();
    await expect(canvas.getByText(t.lobby.noLive)).toBeInTheDocument();
    await expect(canvas.getByText(t.lobby.noHistory)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** The lobby refused: slowed after abandoned games, with the wait in seconds; the player may put it away. */
export const Slowed: Story = {
  args: { problem: t.lobby.errors.slowed(90), onDismissProblem: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You left games early lately: you can play again in 90 s.');
    await userEvent.click(within(alert).getByRole('button', { name: t.dismiss }));
    await expect(args.onDismissProblem).toHaveBeenCalledOnce();
  },
};

/** In Japanese, dark. */
export const Japanese: Story = {
  args: { t: STRINGS.ja, locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '募集中の対局' })).toBeInTheDocument();
  },
};
