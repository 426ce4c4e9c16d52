import { GomokuStyles } from '@gomoku/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import './app.css';
import type { HeldRoom } from './held-rooms.ts';
import { Home } from './Home.tsx';
import type { SavedGame } from './saved-games.ts';
import { defaultSettings } from './settings.ts';
import { STRINGS } from './strings.ts';

/** What "5 minutes ago" counts from in these stories, so they read the same every day. */
const NOW = Date.UTC(2026, 0, 15, 12);
const MINUTE = 60_000;

/** Saved games as the home lists them (their states are the game screen's to read). */
const GAMES: SavedGame[] = [
  { id: 'a', state: null, opponent: { kind: 'computer', level: 'master' }, moves: 14, over: false, playedAt: NOW - 5 * MINUTE },
  { id: 'b', state: null, opponent: { kind: 'friend' }, moves: 3, over: false, playedAt: NOW - 3 * 60 * MINUTE },
  { id: 'c', state: null, opponent: { kind: 'computer', level: 'easy' }, moves: 1, over: false, playedAt: NOW - 2 * 24 * 60 * MINUTE },
  { id: 'd', state: null, opponent: { kind: 'friend' }, moves: 40, over: false, playedAt: NOW - 40 * 24 * 60 * MINUTE },
];
const ROOMS: HeldRoom[] = [{ room: 'r1', seat: 's1', moves: 7, seenAt: NOW - 20 * MINUTE }];

/** The demo's home: games to go back to, then every way to start one. */
const meta = {
  title: 'Demo/Home',
  component: Home,
  decorators: [
    (Story, { args }) => (
      <div className="app gomoku-theme" data-theme={args.settings.theme}>
        <GomokuStyles />
        <main>{Story()}</main>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: {
    settings: defaultSettings(),
    t: STRINGS.en,
    games: [],
    rooms: [],
    now: NOW,
    creating: false,
    onlineProblem: null,
    onLevel: fn(),
    onComputerGame: fn(),
    onComputerColor: fn(),
    onComputer: fn(),
    onPlayNow: fn(),
    onLobby: fn(),
    onFriend: fn(),
    onOnline: fn(),
    onContinue: fn(),
    onDrop: fn(),
    onReturn: fn(),
    onForget: fn(),
    onRecord: fn(),
  },
} satisfies Meta<typeof Home>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: nothing to go back to; the computer in one tap, its level, rules and colours beside it. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Continue a game' })).toBeNull();
    await expect(canvas.getByText('Looks three moves ahead: beats easy 6 games in 10; a double threat beats it.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Master' }));
    await expect(args.onLevel).toHaveBeenCalledWith('master');
    await userEvent.click(canvas.getByRole('radio', { name: 'Renju' }));
    await expect(args.onComputerGame).toHaveBeenCalledWith('renju');
    // "You play White": the computer takes Black.
    await userEvent.click(within(canvas.getByRole('group', { name: 'You play' })).getByRole('radio', { name: 'White' }));
    await expect(args.onComputerColor).toHaveBeenCalledWith('black');
    await userEvent.click(canvas.getByRole('button', { name: /Play the computer/ }));
    await expect(args.onComputer).toHaveBeenCalled();
  },
};

/** Games saved on this device (three shown, then "Show all") and a room held online, each resumed in one tap or let go. */
export const WithSavedGamesAndRooms: Story = {
  args: { games: GAMES, rooms: ROOMS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saved = within(canvas.getByRole('region', { name: 'Continue a game' }));
    await expect(saved.getAllByRole('listitem')).toHaveLength(3);
    await expect(saved.getByRole('button', { name: /^Computer — Master/ })).toHaveTextContent('14 moves · 5 minutes ago');
    await userEvent.click(saved.getByRole('button', { name: /^Computer — Master/ }));
    await expect(args.onContinue).toHaveBeenCalledWith('a');
    await userEvent.click(saved.getByRole('button', { name: 'Drop the game: A friend, on this screen, 3 moves · 3 hours ago' }));
    await expect(args.onDrop).toHaveBeenCalledWith('b');
    await userEvent.click(saved.getByRole('button', { name: 'Show all 4' }));
    await expect(saved.getAllByRole('listitem')).toHaveLength(4);
    const rooms = within(canvas.getByRole('region', { name: 'Your online games' }));
    await userEvent.click(rooms.getByRole('button', { name: /^Return to the room/ }));
    await expect(args.onReturn).toHaveBeenCalledWith(ROOMS[0]);
    await userEvent.click(rooms.getByRole('button', { name: /^Forget the room/ }));
    await expect(args.onForget).toHaveBeenCalledWith('r1');
  },
};

/** A stranger in one tap: the pool beside the button (3+2 first), and the lobby one more tap away. */
export const PlayOnlineNow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Play online now/ }));
    await expect(args.onPlayNow).toHaveBeenCalledWith('freestyle-3+2');
    await userEvent.click(within(canvas.getByRole('group', { name: 'Game' })).getByRole('radio', { name: 'Renju 10+5' }));
    await expect(canvas.getByRole('button', { name: /^Play online now/ })).toHaveTextContent('Renju (swap2), 10 min + 5 s');
    await userEvent.click(canvas.getByRole('button', { name: /^Play online now/ }));
    await expect(args.onPlayNow).toHaveBeenLastCalledWith('renju-10+5');
    await userEvent.click(canvas.getByRole('button', { name: 'Lobby' }));
    await expect(args.onLobby).toHaveBeenCalled();
  },
};

/** A room that could not be created: said plainly, with a retry. */
export const RoomProblem: Story = {
  args: { onlineProblem: STRINGS.en.serverUnreachable },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The game server cannot be reached.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onOnline).toHaveBeenCalled();
  },
};

/** Swap2 at master, in Chinese: the choice before the game is who opens; the dark theme. */
export const Swap2InChinese: Story = {
  args: { settings: { ...defaultSettings(), locale: 'zh-CN', level: 'master', opening: 'swap2', computerColor: 'white', theme: 'dark' }, t: STRINGS['zh-CN'], games: GAMES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '谁先摆' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^电脑（大师）/ })).toHaveTextContent('5分钟前');
  },
};
