import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Gomoku } from '../game/Gomoku.tsx';

describe('<Gomoku ai/>', () => {
  it('lets the computer answer the player, then undo takes back both moves', async () => {
    const user = userEvent.setup();
    render(<Gomoku ai={{ color: 'white', level: 'easy', timeMs: 50 }} confirmMove={false} />);
    await user.click(screen.getByRole('gridcell', { name: 'h8, empty' }));
    // The player's own move is said with the notice (the computer waits at least 400 ms to answer).
    expect(screen.getByRole('status').textContent).toBe('Black played h8 — computer is thinking…');
    await screen.findByText(/White played .*, Black to move/, {}, { timeout: 3000 });
    expect(screen.getAllByRole('gridcell', { name: /white$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Took back h8 and [a-o]\d+, Black to move$/);
    expect(screen.queryAllByRole('gridcell', { name: /black$|white$/ })).toHaveLength(0);
  });

  it.each([
    ['an unknown level', { level: 'grandmaster' }, /^<Gomoku ai>: level: a string \("grandmaster"\) cannot be used; it takes one of 'easy', .*\. Using its default, and the rest as given\.$/],
    ['a NaN time', { timeMs: NaN }, /^<Gomoku ai>: timeMs: a number \(NaN\) cannot be used; it takes .*\. Using its default, and the rest as given\.$/],
    ['two bad fields', { level: 7, minDelayMs: -1 }, /level: a number \(7\) .*; minDelayMs: a number \(-1\) .*\. Using their defaults/],
  ])('keeps the computer through %s: the report names the field and its value, and that field alone takes its default', async (_, bad, message) => {
    const user = userEvent.setup();
    const onError = vi.fn();
    // The search's own time is the default's (a second) where timeMs is the bad field.
    render(<Gomoku ai={{ color: 'white', level: 'easy', timeMs: 50, ...bad } as never} onError={onError} confirmMove={false} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'bad-prop', component: 'Gomoku', prop: 'ai', message: expect.stringMatching(message) });
    await user.click(screen.getByRole('gridcell', { name: 'h8, empty' }));
    await screen.findByText(/White played .*, Black to move/, {}, { timeout: 5000 });
    // Against the computer, undo stays immediate: the opponent is still there.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Took back h8 and [a-o]\d+, Black to move$/);
  });

  it('moves first when it plays Black', async () => {
    render(<Gomoku ai={{ color: 'black', level: 'easy', timeMs: 50 }} />);
    await screen.findByRole('gridcell', { name: 'h8, black' }, { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toBe('Black played h8, White to move');
  });
});
