// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Board } from '../board/Board.tsx';
import { Gomoku } from './Gomoku.tsx';

describe('server rendering', () => {
  it('renders without window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Gomoku defaultMoves={[112, 113]} />);
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="h8, black"');
    expect(html).toContain('White played i8, Black to move');
    expect(html).toContain('gomoku-react');
  });

  it('renders a bare board', () => {
    expect(renderToString(<Board size={3} moves={[4]} />)).toContain('aria-label="b2, black"');
  });
});
