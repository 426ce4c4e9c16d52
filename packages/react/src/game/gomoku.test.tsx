import { TIC_TAC_TOE } from '@gomoku/engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Gomoku } from './Gomoku.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });
const status = () => screen.getByRole('status');

describe('<Gomoku/>', () => {
  it('renders a 15×15 grid named "Gomoku board" with named points', () => {
    render(<Gomoku />);
    const grid = screen.getByRole('grid', { name: 'Gomoku board' });
    expect(within(grid).getAllByRole('row')).toHaveLength(15);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(225);
    expect(cell('h8, empty')).toBeTruthy();
    expect(status().textContent).toBe('Black to move');
  });

  it('plays stones by clicks and announces them', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Gomoku onMove={onMove} confirmMove={false} />);
    await user.click(cell('h8, empty'));
    expect(cell('h8, black')).toBeTruthy();
    await user.click(cell('h9, empty'));
    expect(cell('h9, white')).toBeTruthy();
    expect(status().textContent).toBe('White played h9, Black to move');
    expect(onMove).toHaveBeenLastCalledWith(97, [112, 97]);
  });

  it('says why a move was refused', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112]} confirmMove={false} />);
    await user.click(cell('h8, black'));
    expect(status().textContent).toBe('h8 is taken');
  });

  it('ends the game on a five: status, highlighted line, callback, board disabled', async () => {
    const user = userEvent.setup();
    const onGameOver = vi.fn();
    render(<Gomoku defaultMoves={[0, 1, 15, 16, 30, 31, 45, 46]} onGameOver={onGameOver} confirmMove={false} />);
    await user.click(cell('a11, empty'));
    expect(status().textContent).toBe('Black wins: five from a15 to a11');
    expect(onGameOver).toHaveBeenCalledWith({ winner: 'black', reason: 'five', line: [0, 15, 30, 45, 60] });
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelectorAll('.gomoku-stone-win')).toHaveLength(5);
  });

  it('asks for a second tap with confirm-move', async () => {
    const user = userEvent.setup();
    render(<Gomoku confirmMove />);
    await user.click(cell('h8, empty'));
    expect(cell('h8, empty')).toBeTruthy();
    expect(document.querySelector('[data-preview]')).not.toBeNull();
    await user.click(cell('h8, empty'));
    expect(cell('h8, black')).toBeTruthy();
  });

  it('keeps several games on one page independent', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Gomoku variant={TIC_TAC_TOE} confirmMove={false} />
        <Gomoku variant={TIC_TAC_TOE} confirmMove={false} />
      </>,
    );
    const [first, second] = screen.getAllByRole('grid');
    await user.click(within(first as HTMLElement).getByRole('gridcell', { name: 'b2, empty' }));
    expect(within(first as HTMLElement).getByRole('gridcell', { name: 'b2, black' })).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('gridcell', { name: 'b2, empty' })).toBeTruthy();
  });

  it('keeps the game when re-rendered with new display props', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Gomoku locale="en" confirmMove={false} />);
    await user.click(cell('h8, empty'));
    rerender(<Gomoku locale="zh-CN" confirmMove={false} />);
    expect(screen.getByRole('gridcell', { name: 'h8, 黑方' })).toBeTruthy();
    expect(status().textContent).toBe('黑方落子于 h8，轮到白方');
  });

  it('shows the legal part of an illegal record and logs why, without crashing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gomoku defaultMoves={[5, 5]} />);
    expect(screen.queryAllByRole('gridcell', { name: /black|white/ })).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toMatch(/taken/);
    error.mockRestore();
  });

  it('speaks Chinese', () => {
    render(<Gomoku locale="zh-CN" />);
    expect(screen.getByRole('grid', { name: '五子棋棋盘' })).toBeTruthy();
    expect(status().textContent).toBe('轮到黑方');
    for (const name of ['悔棋', '认输', '新对局']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
