import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Controls } from './Controls.tsx';
import { GomokuProvider } from './context.tsx';
import { Gomoku } from './Gomoku.tsx';

const button = (name: string) => screen.getByRole('button', { name });
const focusedName = () => (document.activeElement as HTMLElement | null)?.textContent;

describe('focus in <Controls/>', () => {
  it('opens the resign confirmation as a group named by its question, on Cancel, and closes it with Escape or Cancel back on Resign', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112]} />);
    button('Resign').focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: 'Resign this game?' });
    expect(document.activeElement).toBe(button('Cancel'));
    expect(group.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Resign this game?' })).toBeNull();
    expect(document.activeElement).toBe(button('Resign'));
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(button('Resign'));
  });

  it('after Yes, keeps the focus on a control that remains', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112]} />);
    button('Resign').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedName()).toBe('Yes, resign');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('White resigned — Black wins');
    expect(['Rematch', 'New game']).toContain(focusedName());
  });

  it('keeps the focus when Offer draw gives way to the answers', async () => {
    const user = userEvent.setup();
    render(<Gomoku defaultMoves={[112]} />);
    button('Offer draw').focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Offer draw' })).toBeNull();
    expect(focusedName()).toBe('Accept draw');
  });

  it('leaves Undo for an enabled control when it takes the game back to no move', async () => {
    const user = userEvent.setup();
    render(<Gomoku undo="immediate" defaultMoves={[112]} />);
    button('Undo').focus();
    await user.keyboard('{Enter}');
    expect(button('Undo')).toHaveProperty('disabled', true);
    expect(document.activeElement).not.toBe(button('Undo'));
    expect(document.activeElement).toHaveProperty('disabled', false);
    expect(screen.getByRole('group', { name: 'Game controls' }).contains(document.activeElement)).toBe(true);
  });

  it('leaves the focus where an onSend put it', async () => {
    const user = userEvent.setup();
    render(
      <GomokuProvider moves={[112]}>
        <button type="button">board</button>
        <Controls onSend={() => button('board').focus()} />
      </GomokuProvider>,
    );
    button('Offer draw').focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(button('board'));
  });
});
