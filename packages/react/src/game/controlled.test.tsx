import { IllegalMoveError } from '@gomoku/engine';
import type { GameState } from '@gomoku/machine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameChange } from './game-change.ts';
import { Gomoku } from './Gomoku.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });
const button = (name: string) => screen.getByRole('button', { name });
const stones = () => screen.queryAllByRole('gridcell', { name: /, (black|white)/ });
const status = () => screen.getByRole('status').textContent;
/** Long enough for anything the game would do by itself (a computer's move, a loop) to show. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The README's controlled example: the parent keeps the record from `onMove` alone. */
function ReadmeParent({ ai }: { ai?: boolean }) {
  const [moves, setMoves] = useState<readonly number[]>([]);
  return <Gomoku moves={moves} onMove={(_, next) => setMoves(next)} ai={ai ? { color: 'white', level: 'easy', timeMs: 50, minDelayMs: 0 } : undefined} confirmMove={false} />;
}

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

  it("fixes the README's example against the computer: after Undo and New game the board is empty", async () => {
    const user = userEvent.setup();
    render(<ReadmeParent ai />);
    await user.click(cell('h8, empty'));
    await screen.findByText(/White played .*, Black to move/, {}, { timeout: 5000 });
    expect(stones()).toHaveLength(2);
    await user.click(button('Undo'));
    expect(stones()).toHaveLength(0);
    await user.click(button('New game'));
    await settle();
    expect(stones()).toHaveLength(0);
    expect(status()).toBe('Black to move');
  });

  it('without the computer, Resign then Rematch does not bring the old stones back', async () => {
    const user = userEvent.setup();
    render(<ReadmeParent />);
    await user.click(cell('h8, empty'));
    await user.click(cell('h9, empty'));
    await user.click(button('Resign'));
    await user.click(button('Yes, resign'));
    await user.click(button('Rematch'));
    await settle();
    expect(stones()).toHaveLength(0);
    expect(status()).toBe('Black to move');
    // The next game is played and kept as usual.
    await user.click(cell('a1, empty'));
    expect(cell('a1, black')).toBeTruthy();
  });

  it('reports Undo, New game and Rematch through onChange, whose next.moves is the record to keep', async () => {
    const user = userEvent.setup();
    const changes: [GameChange['type'], readonly number[]][] = [];
    function Parent() {
      const [moves, setMoves] = useState<readonly number[]>([112, 113]);
      const keep = (next: GameState, change: GameChange) => {
        changes.push([change.type, next.moves]);
        setMoves(next.moves);
      };
      return <Gomoku moves={moves} onMove={(_, next) => setMoves(next)} onChange={keep} undo="immediate" confirmMove={false} />;
    }
    render(<Parent />);
    await user.click(button('Undo'));
    await user.click(cell('a1, empty'));
    await user.click(button('New game'));
    await user.click(cell('h8, empty'));
    await user.click(button('Resign'));
    await user.click(button('Yes, resign'));
    await user.click(button('Rematch'));
    expect(changes).toEqual([
      ['undo', [112]],
      ['move', [112, 210]],
      ['new-game', []],
      ['move', [112]],
      ['resign', [112]],
      ['rematch', []],
    ]);
    expect(stones()).toHaveLength(0);
  });

  it('checks every record it is given: any list of numbers shows its legal prefix and reports the refused move once, never a crash', { timeout: 60_000 }, () => {
    const point = fc.oneof(fc.integer({ min: -3, max: 230 }), fc.constantFrom(NaN, Infinity, -0, 1e308, 1.5, 112));
    fc.assert(
      fc.property(fc.array(point, { maxLength: 12 }), fc.boolean(), (moves, sparse) => {
        const record = [...moves];
        // A hole where a move should be, as a careless parent's array may have.
        if (sparse && record.length > 1) delete record[1];
        const onError = vi.fn();
        const view = render(<Gomoku moves={record} onError={onError} confirmMove={false} />);
        expect(screen.getAllByRole('gridcell')).toHaveLength(225);
        expect(onError.mock.calls.length).toBeLessThanOrEqual(1);
        const error = onError.mock.calls[0]?.[0] as unknown;
        if (error) expect(error).toBeInstanceOf(IllegalMoveError);
        // The stones shown are the record up to the refused move.
        const legal = error instanceof IllegalMoveError ? error.index : record.length;
        expect(stones()).toHaveLength(legal);
        view.unmount();
      }),
      { numRuns: 25 },
    );
  });

  it('starts a new game when a setting changes', () => {
    const { rerender } = render(<Gomoku defaultMoves={[112]} variant={{ size: 15, winLength: 5, rule: 'freestyle' }} />);
    expect(cell('h8, black')).toBeTruthy();
    rerender(<Gomoku defaultMoves={[112]} variant={{ size: 19, winLength: 5, rule: 'freestyle' }} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(361);
  });
});
