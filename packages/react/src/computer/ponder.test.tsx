import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gomoku } from '../game/Gomoku.tsx';

// The computer's worker, stood in for: what matters here is how it is made.
const made = vi.hoisted(() => [] as unknown[]);
vi.mock('@gomoku/ai/create-worker', () => ({
  createAIWorker: (options: unknown) => {
    made.push(options);
    return { search: async () => ({ point: 112, score: 0, depth: 1, nodes: 1, timeMs: 1, pv: [112] }), analyse: async () => [], terminate: () => undefined };
  },
}));

describe('the computer ponders in its worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    made.length = 0;
  });

  it('by default, while the player thinks', async () => {
    vi.stubGlobal('Worker', class {});
    render(<Gomoku ai={{ color: 'black', minDelayMs: 0 }} />);
    await screen.findByRole('gridcell', { name: 'h8, black' });
    expect(made).toEqual([{ ponder: true }]);
  });

  it('not when the app says so (a phone’s battery)', async () => {
    vi.stubGlobal('Worker', class {});
    render(<Gomoku ai={{ color: 'black', minDelayMs: 0, ponder: false }} />);
    await screen.findByRole('gridcell', { name: 'h8, black' });
    expect(made).toEqual([{ ponder: false }]);
  });
});
