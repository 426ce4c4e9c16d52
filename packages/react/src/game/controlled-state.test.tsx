import { gomokuMachine, INPUT_ERROR_CODES, readGameState, selectGameState, type GameState, type GomokuEvent, type GomokuInput } from '@gomoku/machine';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { GameChange } from './game-change.ts';
import { Gomoku } from './Gomoku.tsx';

const cell = (name: string) => screen.getByRole('gridcell', { name });
const button = (name: string) => screen.getByRole('button', { name });
const stones = () => screen.queryAllByRole('gridcell', { name: /, (black|white)/ });
const status = () => screen.getByRole('status').textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const json = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The state of a game started from `input` and played with `events` (as plain JSON, as stored). */
function stateOf(input: GomokuInput, ...events: GomokuEvent[]): GameState {
  const [first] = initialTransition(gomokuMachine, input);
  return json(selectGameState(events.reduce((snapshot, event) => transition(gomokuMachine, snapshot, event)[0], first)));
}
const play = (...points: number[]): GomokuEvent[] => points.map((point) => ({ type: 'play', point }));

/** A parent that keeps the whole game, applying the changes `accept` takes, and can load another. */
function Keeper({ initial, accept = () => true, changes, load = null }: { initial: GameState | null; accept?: (change: GameChange) => boolean; changes: GameChange[]; load?: GameState | null }) {
  const [state, setState] = useState(initial);
  return (
    <>
      <Gomoku
        state={state}
        onChange={(next, change) => {
          changes.push(change);
          if (accept(change)) setState(next);
        }}
        confirmMove={false}
      />
      <button type="button" onClick={() => setState(load)}>
        Load
      </button>
    </>
  );
}

describe('<Gomoku state onChange> (the whole game controlled)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts a new game from null, and shows each change once the parent passes it back', async () => {
    const user = userEvent.setup();
    const changes: GameChange[] = [];
    render(<Keeper initial={null} changes={changes} />);
    expect(status()).toBe('Black to move');
    await user.click(cell('h8, empty'));
    expect(cell('h8, black')).toBeTruthy();
    expect(changes).toEqual([{ type: 'move', point: 112, event: expect.objectContaining({ type: 'play', point: 112 }) }]);
  });

  it('reports every change with what happened: moves, offers, answers, undo, draw, rematch, resign, new game', async () => {
    const user = userEvent.setup();
    const changes: GameChange[] = [];
    render(<Keeper initial={stateOf({ undo: 'consent' })} changes={changes} />);
    await user.click(cell('h8, empty'));
    await user.click(cell('h9, empty'));
    await user.click(button('Undo'));
    await user.click(button('Decline undo'));
    await user.click(button('Undo'));
    await user.click(button('Accept undo'));
    await user.click(button('Offer draw'));
    await user.click(button('Accept draw'));
    await user.click(button('Rematch'));
    await user.click(cell('h8, empty'));
    await user.click(button('Resign'));
    await user.click(button('Yes, resign'));
    await user.click(button('New game'));
    expect(changes.map((change) => change.type)).toEqual(['move', 'move', 'offer', 'answer', 'offer', 'undo', 'offer', 'draw', 'rematch', 'move', 'resign', 'new-game']);
    expect(stones()).toHaveLength(0);
  });

  it("reports a swap opening's choice as 'opening', and a flag fall as 'time'", async () => {
    const user = userEvent.setup();
    const changes: GameChange[] = [];
    const view = render(<Keeper initial={stateOf({ opening: 'swap' })} changes={changes} />);
    for (const point of ['h8', 'h9', 'i8']) await user.click(cell(`${point}, empty`));
    await user.click(button('Play White'));
    expect(changes.map((change) => change.type)).toEqual(['move', 'move', 'move', 'opening']);
    view.unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const timed: GameChange[] = [];
    render(<Keeper initial={stateOf({ clock: { initialMs: 5_000, incrementMs: 0 } })} changes={timed} />);
    fireEvent.click(cell('h8, empty'));
    act(() => vi.advanceTimersByTime(5_000));
    expect(timed.map((change) => change.type)).toEqual(['move', 'time']);
    expect(status()).toBe('White ran out of time — Black wins');
  });

  it('a parent that refuses an undo leaves the board as it was: no flicker back, no loop', async () => {
    const user = userEvent.setup();
    const changes: GameChange[] = [];
    render(<Keeper initial={stateOf({ undo: 'immediate' }, ...play(112, 97))} accept={(change) => change.type !== 'undo'} changes={changes} />);
    // Every name h9 takes on while the undo is refused.
    const names: string[] = [];
    const h9 = cell('h9, white');
    const observer = new MutationObserver(() => names.push(h9.getAttribute('aria-label') ?? ''));
    observer.observe(h9, { attributes: true });
    await user.click(button('Undo'));
    await settle();
    observer.disconnect();
    expect(names.filter((name) => name.includes('empty'))).toEqual([]);
    expect(changes.map((change) => change.type)).toEqual(['undo']);
    expect(cell('h9, white')).toBeTruthy();
    // The board keeps working: a move is proposed, and shown once passed back.
    await user.click(cell('a1, empty'));
    expect(cell('a1, black')).toBeTruthy();
  });

  it('goes to a state the parent passes that it did not report (another game)', async () => {
    const user = userEvent.setup();
    const other = stateOf({ variant: { size: 9, winLength: 5, rule: 'freestyle' } }, ...play(40, 41));
    render(<Keeper initial={stateOf({}, ...play(112))} changes={[]} load={other} />);
    await user.click(button('Load'));
    expect(screen.getAllByRole('gridcell')).toHaveLength(81);
    expect(stones()).toHaveLength(2);
    expect(status()).toBe('White played f5, Black to move');
  });

  it('saves to storage on every change and resumes from it: the stored JSON is the game', async () => {
    const user = userEvent.setup();
    const store = new Map<string, string>();
    function Saver() {
      const [state, setState] = useState<GameState | null>(() => {
        const read = readGameState(JSON.parse(store.get('game') ?? 'null'));
        return read.ok ? read.state : null;
      });
      return (
        <Gomoku
          state={state}
          onChange={(next) => {
            store.set('game', JSON.stringify(next));
            setState(next);
          }}
          confirmMove={false}
        />
      );
    }
    const first = render(<Saver />);
    await user.click(cell('h8, empty'));
    await user.click(cell('h9, empty'));
    await user.click(button('Offer draw'));
    first.unmount();
    render(<Saver />);
    expect(stones()).toHaveLength(2);
    expect(status()).toBe('Black offers a draw');
  });

  it('an illegal state at mount: onError with its code, a new game that says why, and the board plays', async () => {
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    const user = userEvent.setup();
    const onError = vi.fn();
    const onChange = vi.fn();
    render(<Gomoku state={{ ...stateOf({}, ...play(112)), moves: [112, 112] }} onError={onError} onChange={onChange} confirmMove={false} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'broken-record', move: 2, point: 112, problem: 'occupied' });
    expect(screen.getByRole('alert').textContent).toMatch(/broken \(move 2, h8: taken\)/);
    await user.click(cell('h8, empty'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ moves: [112] }), expect.objectContaining({ type: 'move', point: 112 }));
  });

  it('an illegal state later: onError once, and the board keeps its game', async () => {
    const onError = vi.fn();
    const good = stateOf({}, ...play(112));
    const { rerender } = render(<Gomoku state={good} onError={onError} />);
    const forged = { ...good, clock: { remaining: { first: NaN, second: 1e308 }, running: null } } as unknown as GameState;
    rerender(<Gomoku state={forged} onError={onError} />);
    rerender(<Gomoku state={forged} onError={onError} />);
    await settle();
    expect(onError.mock.calls.map(([error]) => (error as { code: string }).code)).toEqual(['broken-clock']);
    expect(cell('h8, black')).toBeTruthy();
  });

  it('never crashes or blanks on a hostile state: onError says why with a code, and the board keeps working', { timeout: 60_000 }, () => {
    const valid = stateOf({ clock: { initialMs: 60_000, incrementMs: 0 } }, ...play(112, 113, 127));
    const sparse: number[] = [112];
    sparse[2] = 127;
    const throwing = Object.defineProperty({}, 'size', { enumerable: true, get: () => { throw new Error('hostile getter'); } });
    const trap = new Proxy({}, { get: () => { throw new Error('hostile proxy'); }, ownKeys: () => { throw new Error('hostile proxy'); } });
    const leaf = fc.constantFrom<unknown>(NaN, 1e308, -1, Infinity, '', null, undefined, [], sparse, throwing, trap, {}, 'first', 2, 0);
    const path = fc.constantFrom('format', 'settings', 'settings.variant', 'settings.variant.size', 'settings.clock.initialMs', 'moves', 'moves.1', 'players', 'black', 'opening.stones', 'ending', 'clock.remaining.first', 'clock.running.since', 'clock.running.seat', 'pending');
    /** The valid state with the value at a dotted path replaced. */
    const forged = (at: string, value: unknown) => {
      const copy = json(valid) as unknown as Record<string, unknown>;
      const keys = at.split('.');
      const last = keys.pop() as string;
      const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
      parent[last] = value;
      return copy;
    };
    // (`undefined` itself is no `state`: the game is then the component's own.)
    const hostile = fc.oneof(fc.tuple(path, leaf).map(([at, value]) => forged(at, value)), fc.anything(), leaf).filter((value) => value !== undefined);
    fc.assert(
      fc.property(hostile, (state) => {
        const onError = vi.fn();
        const onChange = vi.fn();
        const view = render(<Gomoku state={state as GameState} onError={onError} onChange={onChange} confirmMove={false} />);
        try {
          expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0);
        if (state === null) expect(onError).not.toHaveBeenCalled();
        else if (onError.mock.calls.length === 0) expect(readGameState(state).ok).toBe(true);
        else {
          expect(onError).toHaveBeenCalledTimes(1);
          expect(INPUT_ERROR_CODES).toContain((onError.mock.calls[0]?.[0] as { code: string }).code);
          // A state that does not check starts a new game there: it takes a move.
          fireEvent.click(screen.getByRole('gridcell', { name: 'a1, empty' }));
          expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ moves: [210] }), expect.objectContaining({ type: 'move' }));
          }
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 25 },
    );
  });
});
