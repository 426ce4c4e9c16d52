import { readGameState, type GameState } from '@gomoku/machine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GameChange } from './game-change.ts';
import { Gomoku } from './Gomoku.tsx';

const KEY = 'gomoku-story:game';

/** The saved game, read without trusting it (`readGameState`), or null for a new one. */
function readSaved(): GameState | null {
  try {
    const read = readGameState(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return read.ok ? read.state : null;
  } catch {
    return null;
  }
}

/** A parent that keeps the whole game and saves every change, so a reload resumes it. */
function SavedGame() {
  const [state, setState] = useState(readSaved);
  return (
    <Gomoku
      state={state}
      onChange={(next) => {
        localStorage.setItem(KEY, JSON.stringify(next));
        setState(next);
      }}
      confirmMove={false}
    />
  );
}

/** `<SavedGame/>` with a button that mounts it again, as a reload would. */
function SavesToStorage() {
  const [mount, setMount] = useState(0);
  return (
    <>
      <SavedGame key={mount} />
      <button type="button" onClick={() => setMount((n) => n + 1)}>
        Reload
      </button>
    </>
  );
}

/** A parent that applies every change but an undo, and says so. */
function RefusesUndo() {
  const [state, setState] = useState<GameState | null>(null);
  const [said, setSaid] = useState('');
  const keep = (next: GameState, change: GameChange) => {
    if (change.type === 'undo') return setSaid('No take-backs in this game.');
    setSaid('');
    setState(next);
  };
  return (
    <>
      <Gomoku state={state} onChange={keep} undo="immediate" confirmMove={false} />
      <p aria-live="polite">{said}</p>
    </>
  );
}

/** The whole game controlled: `<Gomoku state onChange>`, the parent keeping its `GameState`. */
const meta = {
  title: 'Gomoku/Controlled',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The parent saves each change to localStorage; mounted again, the game goes on where it was. */
export const SavedToStorage: Story = {
  render: () => <SavesToStorage />,
  beforeEach: () => {
    localStorage.removeItem(KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h8, empty' }));
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h9, empty' }));
    await expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ format: 1, moves: [112, 97] });
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(canvas.getByRole('gridcell', { name: 'h9, white' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('White played h9, Black to move');
  },
};

/** The parent refuses an undo: the board stays as it was, and the parent says why. */
export const RefusedUndo: Story = {
  render: () => <RefusesUndo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h8, empty' }));
    await userEvent.click(canvas.getByRole('gridcell', { name: 'h9, empty' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas.getByText('No take-backs in this game.')).toBeInTheDocument());
    await expect(canvas.getByRole('gridcell', { name: 'h9, white' })).toBeInTheDocument();
  },
};
