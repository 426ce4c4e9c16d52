import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Gomoku } from './Gomoku.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });

/** A parent that owns the record and may refuse moves. */
function Owner({ accept }: { accept: (moves: readonly number[]) => boolean }) {
  const [moves, setMoves] = useState<readonly number[]>([112]);
  return (
    <>
      <Gomoku moves={moves} onMove={(_, next) => accept(next) && setMoves(next)} confirmMove={false} />
      <button type="button" onClick={() => setMoves([])}>
        Clear
      </button>
      <output aria-label="record">{moves.join(',')}</output>
    </>
  );
}

describe('<Gomoku moves onMove> (controlled)', () => {
  it('shows the record it is given and reports moves, which the parent passes back', async () => {
    const user = userEvent.setup();
    render(<Owner accept={() => true} />);
    expect(cell('h8, black')).toBeTruthy();
    await user.click(cell('h9, empty'));
    expect(cell('h9, white')).toBeTruthy();
    expect(screen.getByLabelText('record').textContent).toBe('112,97');
  });

  it('follows the parent: a refused move is taken back, a new record replaces the game', async () => {
    const user = userEvent.setup();
    render(<Owner accept={() => false} />);
    await user.click(cell('h9, empty'));
    expect(cell('h9, empty')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(cell('h8, empty')).toBeTruthy();
  });

  it('starts from defaultMoves when uncontrolled, and keeps playing without a parent', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Gomoku defaultMoves={[112]} onMove={onMove} confirmMove={false} />);
    await user.click(cell('h9, empty'));
    expect(onMove).toHaveBeenCalledWith(97, [112, 97]);
    expect(cell('h9, white')).toBeTruthy();
  });

  it('falls back safely on hostile props: moves={null}, an unknown computer level, a NaN think time', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gomoku moves={null as unknown as number[]} ai={{ color: 'white', level: 'godlike' as 'hard', timeMs: NaN }} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(225);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('starts a new game when a setting changes', () => {
    const { rerender } = render(<Gomoku defaultMoves={[112]} variant={{ size: 15, winLength: 5, rule: 'freestyle' }} />);
    expect(cell('h8, black')).toBeTruthy();
    rerender(<Gomoku defaultMoves={[112]} variant={{ size: 19, winLength: 5, rule: 'freestyle' }} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(361);
  });
});
