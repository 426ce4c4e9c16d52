import { IllegalMoveError } from '@gomoku/engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Gomoku } from './Gomoku.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });
const FIVE = [0, 15, 1, 16, 2, 17, 3, 18, 4];

describe('<Gomoku> as an embedder uses it', () => {
  it('shows the legal prefix of a controlled illegal record, reports it once, and settles', async () => {
    const onError = vi.fn();
    let mounts = 0;
    // The parent passes a new array of the same record on every render, as a careless parent does.
    function Parent() {
      const [, rerender] = useState(0);
      return (
        <Profiler id="game" onRender={(_, phase) => (phase === 'mount' ? mounts++ : undefined)}>
          <Gomoku moves={[112, 112]} onMove={() => rerender((n) => n + 1)} onError={(error) => (onError(error), rerender((n) => n + 1))} />
        </Profiler>
      );
    }
    render(
      <StrictMode>
        <Parent />
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cell('h8, black')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(IllegalMoveError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'occupied', index: 1, point: 112 });
    expect(mounts).toBeLessThanOrEqual(2);
  });

  it('logs a refused record when there is no onError', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gomoku defaultMoves={[112, 113, 112]} />);
    expect(cell('i8, white')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('h8 is taken'));
    error.mockRestore();
  });

  it('calls onGameOver once for a record that arrives already won', () => {
    const onGameOver = vi.fn();
    render(
      <StrictMode>
        <Gomoku moves={FIVE} onGameOver={onGameOver} />
      </StrictMode>,
    );
    expect(onGameOver).toHaveBeenCalledTimes(1);
    expect(onGameOver.mock.calls[0]?.[0]).toMatchObject({ winner: 'black' });
  });

  it('lets canPlay veto a move', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Gomoku canPlay={(point) => point !== 112} onMove={onMove} confirmMove={false} />);
    await user.click(cell('h8, empty'));
    expect(onMove).not.toHaveBeenCalled();
    expect(cell('h8, empty')).toBeTruthy();
    await user.click(cell('h9, empty'));
    expect(onMove).toHaveBeenCalledWith(97, [97]);
  });
});
