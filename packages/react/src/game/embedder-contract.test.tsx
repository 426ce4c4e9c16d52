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

  it.each([
    ['a clock of NaN', { clock: { initialMs: NaN, incrementMs: 0 } }, 'bad-clock'],
    ['a board of size 0', { variant: { size: 0, winLength: 5, rule: 'freestyle' } }, 'bad-variant'],
    ['a state of NaN', { state: NaN }, 'not-a-state'],
    ['a state from the future', { defaultState: { format: 9 } }, 'future-format'],
  ] as const)('gives an input error (%s) to onError alone, without a word in the console', (_, props, code) => {
    const log = (['warn', 'error', 'log', 'info'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
    const onError = vi.fn();
    render(<Gomoku {...(props as object)} onError={onError} />);
    expect(onError.mock.calls.map(([error]) => (error as { code: string }).code)).toEqual([code]);
    for (const spy of log) expect(spy).not.toHaveBeenCalled();
    for (const spy of log) spy.mockRestore();
  });

  it('logs an input error once when there is no onError', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gomoku clock={{ initialMs: NaN, incrementMs: 0 }} />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bad-clock'));
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
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
