import type { GameState } from '@gomoku/machine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Gomoku } from './Gomoku.tsx';
import type { GomokuProps } from './gomoku-props.ts';

/** Black's four along the top row and White's answers: the next stone, e15, is Black's five. */
const FOUR = [0, 15, 1, 16, 2, 17, 3, 18];
const WINNING = 'e15, empty';

/** The callbacks `<Gomoku>` makes, by name, in the order it makes them. */
function recorder() {
  const calls: string[] = [];
  const callbacks: Pick<GomokuProps, 'onMove' | 'onChange' | 'onGameOver'> = {
    onMove: (point) => void calls.push(`move ${point}`),
    onChange: (_, change) => void calls.push(`change ${change.type}`),
    onGameOver: (verdict) => void calls.push(`over ${verdict.winner ?? 'none'}`),
  };
  return { calls, callbacks };
}

function StateParent({ callbacks }: { callbacks: ReturnType<typeof recorder>['callbacks'] }) {
  const [state, setState] = useState<GameState | null>(null);
  return (
    <Gomoku
      state={state}
      onChange={(next, change) => {
        callbacks.onChange?.(next, change);
        setState(next);
      }}
      onMove={callbacks.onMove}
      onGameOver={callbacks.onGameOver}
      confirmMove={false}
    />
  );
}

function RecordParent({ callbacks }: { callbacks: ReturnType<typeof recorder>['callbacks'] }) {
  const [moves, setMoves] = useState<readonly number[]>(FOUR);
  return (
    <Gomoku
      moves={moves}
      onMove={(point, next) => {
        callbacks.onMove?.(point, next);
        setMoves(next);
      }}
      onChange={callbacks.onChange}
      onGameOver={callbacks.onGameOver}
      confirmMove={false}
    />
  );
}

/** Plays the points of these names, by clicking them. */
async function play(...names: string[]) {
  const user = userEvent.setup();
  for (const name of names) await user.click(screen.getByRole('gridcell', { name }));
}

describe('<Gomoku> callbacks of a winning move', () => {
  it('uncontrolled: move, then change, then over', async () => {
    const { calls, callbacks } = recorder();
    render(<Gomoku defaultMoves={FOUR} {...callbacks} confirmMove={false} />);
    await play(WINNING);
    expect(calls).toEqual(['move 4', 'change move', 'over black']);
  });

  it('uncontrolled without onChange: move, then over', async () => {
    const { calls, callbacks } = recorder();
    render(<Gomoku defaultMoves={FOUR} onMove={callbacks.onMove} onGameOver={callbacks.onGameOver} confirmMove={false} />);
    await play(WINNING);
    expect(calls).toEqual(['move 4', 'over black']);
  });

  it('the record controlled: move, then change, then over', async () => {
    const { calls, callbacks } = recorder();
    render(<RecordParent callbacks={callbacks} />);
    await play(WINNING);
    expect(calls).toEqual(['move 4', 'change move', 'over black']);
  });

  it('the whole state controlled: move, then change, then over', async () => {
    const { calls, callbacks } = recorder();
    render(<StateParent callbacks={callbacks} />);
    await play('a15, empty', 'a14, empty', 'b15, empty', 'b14, empty', 'c15, empty', 'c14, empty', 'd15, empty', 'd14, empty');
    calls.length = 0;
    await play(WINNING);
    expect(calls).toEqual(['move 4', 'change move', 'over black']);
  });

  it('a resignation (shown at once, also with the record controlled): change, then over', async () => {
    const { calls, callbacks } = recorder();
    render(<RecordParent callbacks={callbacks} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resign' }));
    await user.click(screen.getByRole('button', { name: 'Yes, resign' }));
    expect(calls).toEqual(['change resign', 'over white']);
  });
});
