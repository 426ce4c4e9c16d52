import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gomoku } from '../game/Gomoku.tsx';

describe('<Gomoku ai/>', () => {
  it('lets the computer answer the player, then undo takes back both moves', async () => {
    const user = userEvent.setup();
    render(<Gomoku ai={{ color: 'white', level: 'easy', timeMs: 50 }} confirmMove={false} />);
    await user.click(screen.getByRole('gridcell', { name: 'h8, empty' }));
    await screen.findByText(/White played .*, Black to move/, {}, { timeout: 3000 });
    expect(screen.getAllByRole('gridcell', { name: /white$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status').textContent).toBe('Black to move');
    expect(screen.queryAllByRole('gridcell', { name: /black$|white$/ })).toHaveLength(0);
  });

  it('moves first when it plays Black', async () => {
    render(<Gomoku ai={{ color: 'black', level: 'easy', timeMs: 50 }} />);
    await screen.findByRole('gridcell', { name: 'h8, black' }, { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toBe('Black played h8, White to move');
  });
});
