import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Controls } from './Controls.tsx';
import { GomokuProvider } from './context.tsx';
import { Gomoku } from './Gomoku.tsx';

const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status').textContent;

describe('<Controls/>', () => {
  it('disables Undo when the machine would refuse it, and allows Resign before any move, as the chart does', () => {
    render(<Gomoku />);
    expect(button('Undo')).toHaveProperty('disabled', true);
    expect(button('Resign')).toHaveProperty('disabled', false);
    expect(button('New game')).toHaveProperty('disabled', false);
  });

  it('requests an undo, which the opponent declines, then accepts', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112, 113]} />);
    await user.click(button('Undo'));
    expect(status()).toBe('White requests undo');
    await user.click(button('Decline undo'));
    expect(status()).toBe('White played i8, Black to move');
    await user.click(button('Undo'));
    await user.click(button('Accept undo'));
    expect(status()).toBe('Took back i8, White to move');
    expect(screen.getByRole('gridcell', { name: 'i8, empty' })).toBeTruthy();
  });

  it('takes back at once with the immediate policy', async () => {
    const user = userEvent.setup();
    render(<Gomoku undo="immediate" defaultMoves={[112, 113]} />);
    await user.click(button('Undo'));
    expect(status()).toBe('Took back i8, White to move');
  });

  it('asks once before resigning', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112]} />);
    await user.click(button('Resign'));
    await user.click(button('Cancel'));
    expect(status()).toBe('Black played h8, White to move');
    await user.click(button('Resign'));
    await user.click(button('Yes, resign'));
    expect(status()).toBe('White resigned — Black wins');
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    expect(button('Rematch')).toHaveProperty('disabled', false);
  });

  it('resigns from a request state', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112, 113]} />);
    await user.click(button('Undo'));
    await user.click(button('Resign'));
    await user.click(button('Yes, resign'));
    expect(status()).toBe('Black resigned — White wins');
  });

  it('starts a new game', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112, 113]} />);
    await user.click(button('New game'));
    expect(status()).toBe('Black to move');
    expect(screen.queryAllByRole('gridcell', { name: /black|white/ })).toHaveLength(0);
  });

  it('online, keeps the offers that wait for an answer disabled while the opponent is away', () => {
    const { rerender } = render(
      <GomokuProvider moves={[112, 113]}>
        <Controls player="black" online opponentAway />
      </GomokuProvider>,
    );
    expect(button('Offer draw')).toHaveProperty('disabled', true);
    expect(button('New game')).toHaveProperty('disabled', true);
    expect(button('Resign')).toHaveProperty('disabled', false);
    rerender(
      <GomokuProvider moves={[112, 113]}>
        <Controls player="black" online />
      </GomokuProvider>,
    );
    expect(button('Offer draw')).toHaveProperty('disabled', false);
    expect(button('New game')).toHaveProperty('disabled', false);
  });
});
