import { connectingState, type Match, type OnlineState } from '@gomoku/client';
import { gomokuMachine, selectGameState, snapshotOf, type TimeControl } from '@gomoku/machine';
import { GomokuStyles, type GameSource, type OnlineGameState } from '@gomoku/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMemo } from 'react';
import { createActor } from 'xstate';
import './app.css';
import { RoomView, type RoomViewProps } from './RoomView.tsx';
import { defaultSettings } from './settings.ts';
import { STRINGS } from './strings.ts';

// Every state of an online room, from made-up connection states: no server, no socket. The
// game is the machine's own (as the server stores it); the clocks read a fixed "now".

const ROOM = 'Qm9hcmRSb29tMTIzNDU2Nz';
const ORIGIN = 'https://gomoku.example';
const NOW = Date.UTC(2025, 4, 1, 12);
const PLAYERS = { black: 'p1', white: 'p2' } as const;
const t = STRINGS.en;

/** The room's game as the server would send it: these moves, played in turn, on this clock. */
function gameOf(moves: readonly number[], clock?: TimeControl) {
  const actor = createActor(gomokuMachine, { input: { moves, players: PLAYERS, now: NOW - 20_000, ...(clock ? { clock } : {}) } });
  return selectGameState(actor.getSnapshot());
}

/** A source that shows one snapshot and takes no event, on a clock stopped at `NOW`. */
const still = (state: OnlineState): GameSource => {
  const snapshot = state.snapshot ?? snapshotOf(gameOf([]));
  return { getSnapshot: () => snapshot, subscribe: () => () => {}, send: () => {}, now: () => NOW };
};

/** What `useOnlineGame` would give for this connection state. */
function roomOf(state: OnlineState): OnlineGameState {
  return { source: still(state), state, seat: state.seat, pending: [], retrying: [] };
}

/**
 * A made-up connection, as plain data (Storybook's controls edit it): before the welcome unless
 * `you` is given; then as Black (`p1`), both players here, unless said.
 */
interface FakeConnection {
  status?: OnlineState['status'];
  you?: NonNullable<OnlineState['you']>;
  moves?: readonly number[];
  clock?: TimeControl;
  here?: { p1: boolean; p2: boolean };
  error?: OnlineState['error'];
  /** A paired game's players (the room's `welcome.match`). */
  match?: Match;
}

/** The connection's state as the client would hold it. */
function stateOf(connection: FakeConnection): OnlineState {
  const state = stateWithout(connection);
  // `match` as the room's welcome carries it (read as optional: the client's state may not name it).
  return connection.match ? Object.assign(state, { match: connection.match }) : state;
}

/** The connection's state, but the match. */
function stateWithout({ status, you, moves = [], clock, here = { p1: true, p2: true }, error = null }: FakeConnection): OnlineState {
  const before = { ...connectingState(ROOM), error, ...(status ? { status } : {}) };
  if (!you) return before;
  const game = gameOf(moves, clock);
  const player = you.role === 'player' ? you.player : null;
  return {
    ...before,
    status: status ?? 'open',
    you,
    seat: player === null ? null : player === 'p1' ? 'first' : 'second',
    state: game,
    snapshot: snapshotOf(game),
    version: moves.length,
    presence: { players: here, spectators: 1 },
    opponent: player === null ? null : here[player === 'p1' ? 'p2' : 'p1'] ? 'present' : 'away',
  };
}

/** The room's screen over a made-up connection. */
function FakeRoom({ connection, ...props }: Omit<RoomViewProps, 'game'> & { connection: FakeConnection }) {
  const game = useMemo(() => roomOf(stateOf(connection)), [connection]);
  return <RoomView game={game} {...props} />;
}

const BLACK: FakeConnection['you'] = { role: 'player', player: 'p1', seat: 'first' };
const INVITES = { opponent: `${ORIGIN}/?room=${ROOM}#seat=c2Vjb25kU2VhdFRva2VuMDEyMzQ1Njc4OWFiY2RlZmdoaWo`, spectator: `${ORIGIN}/?room=${ROOM}` };
/** A game under way: four stones in, Black to move. */
const MID_GAME = [112, 113, 127, 98];

const meta = {
  title: 'Demo/Online room',
  component: FakeRoom,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="app gomoku-theme" data-theme="light">
        <GomokuStyles />
        <main>{Story()}</main>
      </div>
    ),
  ],
  args: {
    connection: {},
    invites: null,
    watchLink: `${ORIGIN}/?room=${ROOM}`,
    settings: defaultSettings(),
    t,
    online: true,
    onLeave: fn(),
    onNewRoom: fn(),
    onOpenRecord: fn(),
  },
} satisfies Meta<typeof FakeRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the server's first word: an empty board no one can play on, at its full size. */
export const Connecting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Connecting/)).toBeDefined();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Resign' })).toBeNull();
  },
};

/** The room's creator, the opponent not come yet: the two links to pass on, and no Share yet. */
export const WaitingForOpponent: Story = {
  args: { connection: { you: BLACK, here: { p1: true, p2: false } }, invites: INVITES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.inviteOpponent })).toHaveValue(INVITES.opponent);
    await expect(canvas.getByRole('textbox', { name: t.inviteSpectators })).toHaveValue(INVITES.spectator);
    await expect(canvas.queryByRole('button', { name: t.share })).toBeNull();
    await expect(canvas.getByText(t.notHereYet)).toBeDefined();
  },
};

/** Both here, a game on a clock: the opponent's bar above the board, this player's below, each with its clock; the invite folded into Share. */
export const Playing: Story = {
  args: { connection: { you: BLACK, moves: MID_GAME, clock: { initialMs: 300_000, incrementMs: 3_000 } }, invites: INVITES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: t.inviteOpponent })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.share })).toBeEnabled();
    const bars = canvasElement.querySelectorAll('.player-bar');
    await expect([...bars].map((bar) => bar.getAttribute('data-color'))).toEqual(['white', 'black']);
    // Black (this player, below) is to move, and only its clock runs.
    await expect(bars[1]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('timer', { name: "White's clock" })).toHaveTextContent('5:00');
    await expect(canvas.getByRole('timer', { name: "Black's clock" })).toHaveAttribute('data-running', 'true');
  },
};

/** The connection dropped: said in the status; the board stays (a move made now is sent when it is back). */
export const Reconnecting: Story = {
  args: { connection: { you: BLACK, moves: MID_GAME, status: 'reconnecting' } },
};

/** The opponent's tab closed mid-game: "away" on their bar; the offers that wait for them are off. */
export const OpponentAway: Story = {
  args: { connection: { you: BLACK, moves: MID_GAME, here: { p1: true, p2: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.player-bar[data-color="white"]')).toHaveTextContent(t.away);
    await expect(canvas.getByRole('button', { name: 'Offer draw' })).toBeDisabled();
  },
};

/** Watching: Black below, White above, no game buttons, a badge saying so. */
export const Spectator: Story = {
  args: { connection: { you: { role: 'spectator' }, moves: MID_GAME } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.spectator, { exact: true })).toBeDefined();
    await expect(canvas.queryByRole('button', { name: 'Resign' })).toBeNull();
  },
};

/** Five in a row: the end said big, above the status line. */
export const GameOver: Story = {
  args: { connection: { you: BLACK, moves: [112, 97, 113, 98, 114, 99, 115, 100, 116] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.youWon)).toBeDefined();
  },
};

/** A link to a room that does not exist: said once, in place of the board, with the ways on. */
export const NoSuchRoom: Story = {
  args: { connection: { status: 'closed', error: { code: 'no-room', message: 'There is no such room (it may have expired).' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(t.noSuchRoom)).toHaveLength(1);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Resign' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.newRoom }));
    await expect(args.onNewRoom).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: t.home })).toBeEnabled();
  },
};

/** A seat link with a token the room does not know: it may still be watched. */
export const NotASeat: Story = {
  args: { connection: { status: 'closed', error: { code: 'bad-token', message: 'This link is not a seat of this room.' } } },
};

/** The server answers the connection "busy": the room waits, and says why. */
export const ServerBusy: Story = {
  args: { connection: { error: { code: 'busy', message: 'The room is busy.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.serverBusy)).toBeDefined();
  },
};

const RATING = { rating: 1734, deviation: 58, games: 120, provisional: false };
/** A rated game between paired players, as far as `MID_GAME`. */
const PAIRED: FakeConnection = {
  you: BLACK,
  moves: MID_GAME,
  clock: { initialMs: 180_000, incrementMs: 2_000 },
  match: {
    terms: { family: 'freestyle', opening: 'free', clock: { initialMs: 180_000, incrementMs: 2_000 }, rated: true },
    players: { p1: { id: 'me', name: 'Mika', rating: { ...RATING, rating: 1480, deviation: 240, provisional: true } }, p2: { id: 'her', name: 'Alice', rating: RATING } },
  },
};
/** A paired game: each bar names its player with the rating (`?` while provisional). */
export const PairedPlayers: Story = {
  args: { connection: PAIRED },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.player-bar[data-color="black"]')).toHaveTextContent('Mika1480?');
    await expect(canvasElement.querySelector('.player-bar[data-color="white"]')).toHaveTextContent('Alice1734');
  },
};

/** A rated game won: each bar shows its player's rating change beside the rating, as lichess does. */
export const RatedGameOver: Story = {
  args: {
    connection: { ...PAIRED, moves: [112, 97, 113, 98, 114, 99, 115, 100, 116] },
    ratingChanges: { me: '+31', her: '−6' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.youWon)).toBeDefined();
    await expect(canvasElement.querySelector('.player-bar[data-color="black"]')).toHaveTextContent('Mika1480?+31');
    await expect(canvasElement.querySelector('.player-bar[data-color="white"]')).toHaveTextContent('Alice1734−6');
  },
};
