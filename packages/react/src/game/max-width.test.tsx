import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Gomoku } from './Gomoku.tsx';

describe('<Gomoku maxWidth>', () => {
  it('sets how wide the game grows, through its theme variable; none by default', () => {
    const { container, rerender } = render(<Gomoku />);
    const root = () => container.querySelector('.gomoku') as HTMLElement;
    expect(root().style.getPropertyValue('--gomoku-max-width')).toBe('');
    rerender(<Gomoku maxWidth={960} />);
    expect(root().style.getPropertyValue('--gomoku-max-width')).toBe('960px');
    rerender(<Gomoku maxWidth="none" style={{ margin: 4 }} />);
    expect(root().style.getPropertyValue('--gomoku-max-width')).toBe('none');
    expect(root().style.margin).toBe('4px');
  });

  it('reports a width it cannot use, and keeps the default', () => {
    const onError = vi.fn();
    const { container } = render(<Gomoku maxWidth={'1px; color: red' as string} onError={onError} />);
    expect((container.querySelector('.gomoku') as HTMLElement).style.getPropertyValue('--gomoku-max-width')).toBe('');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'bad-prop', prop: 'maxWidth' }));
  });
});
