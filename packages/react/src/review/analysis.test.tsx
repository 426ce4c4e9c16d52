import { fromCoordinate as at } from '@gomoku/engine';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Analysis } from './Analysis.tsx';

// Black makes an open three; White makes its own instead of blocking (a blunder: Black's three becomes an
// open four); Black blocks White's three rather than win (a missed win). Found so at 40 ms to 1 s a move.
const game = ['h8', 'h7', 'i8', 'i7', 'j8', 'j7', 'k7', 'g8'].map((c) => at(c));
// White's g8 loses too, to a win of Black's deeper than a short review sees (a 4 s search finds it):
// whether it is flagged depends on the machine, so the flags are asserted on the game before it.
const flagged = game.slice(0, 7);

/** The review beside a record, as an app would show it: the shown move is the app's state. */
function Review({ moves = game, onSelect }: { moves?: readonly number[]; onSelect?: (count: number) => void }) {
  const [shown, setShown] = useState(moves.length);
  return (
    <>
      <p data-testid="shown">{shown}</p>
      <Analysis
        moves={moves}
        current={shown}
        timeMsPerMove={40}
        onSelect={(count) => {
          setShown(count);
          onSelect?.(count);
        }}
      />
    </>
  );
}

// jsdom has no Worker: the review runs in the page, a position at a time.
describe('<Analysis/>', () => {
  it('reviews the game with progress, then marks the blunder and the missed win; a mark jumps to its move', async () => {
    const user = userEvent.setup();
    render(<Review moves={flagged} />);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Analysing: \d of 7 moves$/);
    await screen.findByText('Analysis complete', {}, { timeout: 10_000 });
    const marks = within(screen.getByRole('list', { name: 'Blunders and missed wins' })).getAllByRole('button');
    // White's i7 (move 4) is flagged too where the review searches deep enough to find Black's win after it.
    expect(marks.map((b) => b.textContent)).toEqual(expect.arrayContaining(['Move 6, White j7 — blunder: it allowed a forced win', 'Move 7, Black k7 — missed a forced win']));
    await user.click(screen.getByRole('button', { name: 'Move 7, Black k7 — missed a forced win' }));
    expect(screen.getByTestId('shown').textContent).toBe('7');
    // The move shown is described: its evaluation, and the engine's other choice with its line.
    const described = screen.getByText(/^Move 7, Black k7/, { selector: 'strong' }).parentElement as HTMLElement;
    expect(described.textContent).toMatch(/missed a forced win\. The engine prefers (g8|k8|f8|l8) \(line: (g8|k8|f8|l8)/);
    expect(screen.getByRole('button', { name: 'Analyse again' })).toBeTruthy();
  }, 30_000);

  it('says the progress at the start and at each quarter, not at every move', async () => {
    const user = userEvent.setup();
    render(<Review moves={flagged} />);
    const region = screen.getByRole('status');
    const said = new Set<string>();
    const observer = new MutationObserver(() => said.add(region.textContent ?? ''));
    observer.observe(region, { subtree: true, childList: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByText('Analysis complete', {}, { timeout: 10_000 });
    observer.disconnect();
    expect([...said].filter((text) => text.startsWith('Analysing'))).toEqual(['Analysing: 0 of 7 moves', 'Analysing: 2 of 7 moves', 'Analysing: 4 of 7 moves', 'Analysing: 6 of 7 moves'].filter((text) => said.has(text)));
    expect(said.has('Analysing: 0 of 7 moves')).toBe(true);
  }, 30_000);

  it('joins what it says of a move with the language\'s own punctuation', async () => {
    const user = userEvent.setup();
    render(<Analysis moves={flagged} timeMsPerMove={40} locale="ja" />);
    await user.click(screen.getByRole('button', { name: '検討する' }));
    await screen.findByText('検討が終わりました', {}, { timeout: 10_000 });
    const described = document.querySelector('.gomoku-analysis-move') as HTMLElement;
    expect(described.textContent).toMatch(/^[^:：]+：[^。]+。エンジン/);
    expect(described.textContent).not.toMatch(/\. |: /);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toMatch(/^[^:]+：/);
  }, 30_000);

  it('the move that made five says so, not what the engine would rather have played; the graph names its sides and moves', async () => {
    const user = userEvent.setup();
    const won = ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8'].map((c) => at(c));
    render(<Review moves={won} />);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByText('Analysis complete', {}, { timeout: 20_000 });
    const described = screen.getByText(/^Move 9, Black l8/, { selector: 'strong' }).parentElement as HTMLElement;
    expect(described.textContent).toBe('Move 9, Black l8: Black made five and won the game');
    const graph = screen.getByRole('slider', { name: 'Evaluation across the game' });
    expect([...graph.querySelectorAll('.gomoku-analysis-side')].map((side) => side.textContent)).toEqual(['Black', 'White']);
    expect(document.querySelector('.gomoku-analysis-axis')?.textContent).toBe('159');
  }, 40_000);

  it('the graph is a slider over the moves: arrows, Home and End choose a move, and a click jumps to where it lands', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Review onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByText('Analysis complete', {}, { timeout: 10_000 });
    const graph = screen.getByRole('slider', { name: 'Evaluation across the game' });
    expect(graph.getAttribute('aria-valuenow')).toBe('8');
    expect(graph.getAttribute('aria-valuetext')).toMatch(/^Move 8, White g8: /);
    graph.focus();
    await user.keyboard('{ArrowLeft}');
    expect(graph.getAttribute('aria-valuenow')).toBe('7');
    await user.keyboard('{Home}');
    expect(graph.getAttribute('aria-valuetext')).toBe('The empty board');
    await user.keyboard('{End}');
    expect(onSelect.mock.calls.map(([count]) => count)).toEqual([7, 0, 8]);
    // A click a quarter of the way across shows the position after 2 of 8 moves.
    graph.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 80, right: 500, bottom: 80, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.click(graph, { clientX: 200 });
    expect(screen.getByTestId('shown').textContent).toBe('2');
  }, 30_000);

  it('can be cancelled, keeps what it found, and a new record drops the findings', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Analysis moves={game} timeMsPerMove={150} />);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByRole('slider', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Cancelled after [1-7] of 8 moves$/);
    const found = screen.getByRole('status').textContent;
    // Nothing more arrives after a cancel.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('status').textContent).toBe(found);
    rerender(<Analysis moves={game.slice(0, 4)} timeMsPerMove={150} />);
    expect(screen.getByRole('button', { name: 'Analyse' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  }, 30_000);

  it('says why a record cannot be reviewed, and has nothing to do for an empty one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Analysis moves={[112, 112]} timeMsPerMove={20} />);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByText(/^The analysis failed: /, {}, { timeout: 10_000 });
    rerender(<Analysis moves={[]} />);
    expect((screen.getByRole('button', { name: 'Analyse' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks Chinese', async () => {
    render(<Analysis moves={game} locale="zh-CN" />);
    expect(screen.getByRole('region', { name: '复盘分析' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '分析' })).toBeTruthy();
  });
});

describe('<Analysis/> with props from outside', () => {
  it('renders for a record that is not a list, a NaN current and a variant the engine refuses, and says why it cannot review', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Analysis moves={null as unknown as number[]} current={Number.NaN} />);
    expect((screen.getByRole('button', { name: 'Analyse' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Analysis moves={game} current={Number.NaN} variant={{ size: Number.NaN, winLength: 5, rule: 'freestyle' }} timeMsPerMove={20} />);
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByText(/^The analysis failed: /, {}, { timeout: 10_000 });
  });
});
