import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gomoku } from './Gomoku.tsx';

const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status').textContent;
const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('tournament play in the components', () => {
  afterEach(() => vi.useRealTimers());

  it('plays a swap2 opening with the Controls: three stones, two more, then the choice', async () => {
    const user = userEvent.setup();
    render(<Gomoku opening="swap2" confirmMove={false} />);
    expect(status()).toBe('First player places opening stone 1 of 3 (Black)');
    for (const c of ['h8', 'h9', 'i8']) await user.click(cell(`${c}, empty`));
    expect(status()).toBe('Second player chooses a colour or places two more stones');
    await user.click(button('Place two more'));
    expect(status()).toBe('Second player places two more stones');
    await user.click(cell('g7, empty'));
    await user.click(cell('j10, empty'));
    expect(status()).toBe('First player chooses a colour');
    expect(screen.queryByRole('button', { name: 'Place two more' })).toBeNull();
    await user.click(button('Play White'));
    expect(status()).toBe('Black played j10, White to move');
  });

  it('under swap, the chooser only chooses a colour (the chart offers no extension)', async () => {
    const user = userEvent.setup();
    render(<Gomoku opening="swap" confirmMove={false} />);
    for (const c of ['h8', 'h9', 'i8']) await user.click(cell(`${c}, empty`));
    expect(status()).toBe('Second player chooses a colour');
    expect(screen.queryByRole('button', { name: 'Place two more' })).toBeNull();
  });

  it('offers a draw, which the other side accepts, then rematches', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112, 113]} confirmMove={false} />);
    await user.click(button('Offer draw'));
    expect(status()).toBe('Black offers a draw');
    await user.click(button('Decline draw'));
    expect(status()).toBe('White played i8, Black to move');
    await user.click(button('Offer draw'));
    await user.click(button('Accept draw'));
    expect(status()).toBe('Draw agreed');
    await user.click(button('Rematch'));
    expect(status()).toBe('Black to move');
  });

  it('shows both clocks, ticks the running one, turns to low time and ends the game on time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    render(<Gomoku clock={{ initialMs: 15_000, incrementMs: 0 }} confirmMove={false} />);
    const clocks = within(screen.getByRole('group', { name: 'Clocks' }));
    const black = clocks.getByRole('timer', { name: "Black's clock" });
    const white = clocks.getByRole('timer', { name: "White's clock" });
    // No clock runs before the first stone.
    expect(black.hasAttribute('data-running')).toBe(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(black.textContent).toBe('0:15');
    fireEvent.click(cell('h8, empty'));
    expect(white.hasAttribute('data-running')).toBe(true);
    act(() => vi.advanceTimersByTime(6_000));
    expect(white.textContent).toBe('9.0');
    expect(white.hasAttribute('data-low')).toBe(true);
    const announced = () => screen.getByRole('group', { name: 'Clocks' }).querySelector('[aria-live]')?.textContent;
    expect(announced()).toMatch(/^White.*0:10/);
    expect(black.textContent).toBe('0:15');
    act(() => vi.advanceTimersByTime(9_000));
    expect(status()).toBe('White ran out of time — Black wins');
    expect(white.textContent).toBe('0.0');
    // The flag fell: "White: 0:10 left" is no longer true, so it is no longer said.
    expect(announced()).toBe('');
  });

  it('lets the computer choose its colour after the player opens with three stones', async () => {
    const user = userEvent.setup();
    render(<Gomoku opening="swap" ai={{ color: 'white', level: 'easy', timeMs: 50 }} confirmMove={false} />);
    for (const c of ['h8', 'h9', 'i8']) await user.click(cell(`${c}, empty`));
    await screen.findByText(/to move$|played/, {}, { timeout: 5000 });
    expect(status()).not.toMatch(/chooses/);
  });
});
