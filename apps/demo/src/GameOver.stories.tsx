import { gomokuMachine, selectGameState, type GameState } from '@gomoku/machine';
import { GomokuProvider, GomokuStyles } from '@gomoku/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialTransition, transition, type EventFrom } from 'xstate';
import './app.css';
import { GameOver } from './GameOver.tsx';
import { STRINGS } from './strings.ts';

/** Black's five on row 8 (h8 to l8), White below it. */
const FIVE = [112, 97, 113, 98, 114, 99, 115, 100, 116];

/** The state after `events`, from a new game. */
function stateAfter(events: EventFrom<typeof gomokuMachine>[]): GameState {
  let [snapshot] = initialTransition(gomokuMachine, {});
  for (const event of events) [snapshot] = transition(gomokuMachine, snapshot, event);
  return selectGameState(snapshot);
}

/** A draw agreed after two moves. */
const DRAWN = stateAfter([{ type: 'play', point: 112 }, { type: 'play', point: 113 }, { type: 'draw.offer', by: 'black' }, { type: 'draw.accept', by: 'white' }]);

/** The end of a game, said big, for the one who looks: won, lost, a draw, or who won on a shared screen. */
const meta = {
  title: 'Demo/GameOver',
  component: GameOver,
  decorators: [
    (Story, { parameters }) => (
      <div className="app gomoku-theme" data-theme="light">
        <GomokuStyles />
        <GomokuProvider {...(parameters.game as { moves?: number[]; state?: GameState })}>{Story()}</GomokuProvider>
      </div>
    ),
  ],
  args: { me: 'black', t: STRINGS.en },
  parameters: { game: { moves: FIVE } },
} satisfies Meta<typeof GameOver>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The player's five: a trophy. */
export const Won: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You won')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.game-over')).toHaveAttribute('data-outcome', 'won');
  },
};

/** The computer's five. */
export const Lost: Story = {
  args: { me: 'white' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You lost')).toBeInTheDocument();
  },
};

/** A draw agreed. */
export const Draw: Story = {
  parameters: { game: { state: DRAWN } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draw')).toBeInTheDocument();
  },
};

/** Two players on one screen: who won. */
export const SharedScreen: Story = {
  args: { me: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Black wins')).toBeInTheDocument();
  },
};

/** A game still played shows nothing. */
export const NotOver: Story = {
  parameters: { game: { moves: [112] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.game-over')).toBeNull();
  },
};
