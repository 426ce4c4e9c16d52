import { gomokuMachine, selectGameState, type GameState, type GomokuSnapshot } from '@gomoku/machine';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { Clock } from './Clock.tsx';
import { Controls } from './Controls.tsx';
import { GomokuProvider, useGomokuActor, useGomokuSelector, useGomokuTakesEvents } from './context.tsx';
import { GameBoard } from './GameBoard.tsx';
import { actorSource, type GameSource } from './game-source.ts';
import { Gomoku } from './Gomoku.tsx';

const T0 = 1_790_000_000_000;
const cell = (name: string) => screen.getByRole('gridcell', { name });

/** A source over one snapshot and a clock the test sets: a server's game, as a client sees it. */
function serverLike(snapshot: GomokuSnapshot, clock: { now: number }): GameSource {
  return { getSnapshot: () => snapshot, subscribe: () => () => {}, send: () => {}, now: () => clock.now };
}

describe('GameSource: the one seam between the components and the game', () => {
  afterEach(() => vi.useRealTimers());

  it('a source that takes no events now: the board and every control disabled until it says it does again', () => {
    const [start] = initialTransition(gomokuMachine, {});
    const listeners = new Set<() => void>();
    let takes = false;
    const sent: unknown[] = [];
    const source: GameSource = {
      getSnapshot: () => start,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      send: (event) => void sent.push(event),
      now: () => T0,
      takesEvents: () => takes,
    };
    const { result } = renderHook(() => useGomokuTakesEvents(), { wrapper: ({ children }: { children: ReactNode }) => <GomokuProvider source={source}>{children}</GomokuProvider> });
    render(
      <GomokuProvider source={source}>
        <GameBoard confirmMove={false} />
        <Controls />
      </GomokuProvider>,
    );
    const enabled = () => screen.getAllByRole('button').filter((button) => !(button as HTMLButtonElement).disabled).map((button) => button.textContent);
    expect(result.current).toBe(false);
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
    expect(enabled()).toEqual([]);
    takes = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe(true);
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).not.toBe('true');
    expect(enabled()).toEqual(expect.arrayContaining(['Resign', 'New game']));
    expect(sent).toEqual([]);
  });

  it('a source without takesEvents, or whose takesEvents throws, takes events', () => {
    const [start] = initialTransition(gomokuMachine, {});
    const base: GameSource = { getSnapshot: () => start, subscribe: () => () => {}, send: () => {}, now: () => T0 };
    const throwing: GameSource = {
      ...base,
      takesEvents: () => {
        throw new Error('no');
      },
    };
    for (const source of [base, throwing]) {
      const { result, unmount } = renderHook(() => useGomokuTakesEvents(), { wrapper: ({ children }: { children: ReactNode }) => <GomokuProvider source={source}>{children}</GomokuProvider> });
      expect(result.current).toBe(true);
      unmount();
    }
  });

  it("an app's own actor, wrapped by GomokuProvider actor: events stamped with its now, the actor there for tools", async () => {
    const user = userEvent.setup();
    const actor = createActor(gomokuMachine, { input: { clock: { initialMs: 60_000, incrementMs: 0 }, now: T0 } }).start();
    const wrapper = ({ children }: { children: ReactNode }) => <GomokuProvider actor={actor}>{children}</GomokuProvider>;
    expect(renderHook(() => useGomokuActor(), { wrapper }).result.current).toBe(actor);
    render(
      <GomokuProvider actor={actor}>
        <GameBoard confirmMove={false} />
      </GomokuProvider>,
    );
    await user.click(cell('h8, empty'));
    expect(selectGameState(actor.getSnapshot()).moves).toEqual([112]);
    const stampedAt = Date.now();
    const since = selectGameState(actor.getSnapshot()).clock?.running?.since ?? 0;
    expect(Math.abs(since - stampedAt)).toBeLessThan(5_000);
    // actorSource stamps with the clock it is given.
    const source = actorSource(actor, () => T0 + 1_000_000);
    source.send({ type: 'play', point: 113 });
    expect(selectGameState(actor.getSnapshot()).clock?.running).toEqual({ seat: 'first', since: T0 + 1_000_000 });
    actor.stop();
  });

  it("every clock reads the source's now (online: the server's clock), not this device's", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(T0 + 999_999_999);
    const [start] = initialTransition(gomokuMachine, { clock: { initialMs: 60_000, incrementMs: 0 }, now: T0 });
    const [played] = transition(gomokuMachine, start, { type: 'play', point: 112, at: T0 });
    const server = { now: T0 + 12_500 };
    render(
      <GomokuProvider source={serverLike(played, server)}>
        <Clock />
      </GomokuProvider>,
    );
    const white = screen.getByRole('timer', { name: "White's clock" });
    // The first render shows the time as it was when the clock started (no clock is read while rendering).
    expect(white.textContent).toBe('1:00');
    act(() => vi.advanceTimersByTime(100));
    expect(white.textContent).toBe('0:47');
    server.now = T0 + 51_000;
    act(() => vi.advanceTimersByTime(100));
    expect(white.textContent).toBe('9.0');
  });

  it('a clock with a colour shows that side alone, ticking only while it runs', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const [start] = initialTransition(gomokuMachine, { clock: { initialMs: 60_000, incrementMs: 0 }, now: T0 });
    const [played] = transition(gomokuMachine, start, { type: 'play', point: 112, at: T0 });
    const server = { now: T0 + 12_500 };
    render(
      <GomokuProvider source={serverLike(played, server)}>
        <Clock color="black" />
        <Clock color="white" />
      </GomokuProvider>,
    );
    const [black, white] = [screen.getByRole('timer', { name: "Black's clock" }), screen.getByRole('timer', { name: "White's clock" })];
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(100));
    expect([black.textContent, white.textContent]).toEqual(['1:00', '0:47']);
    expect(white.hasAttribute('data-running')).toBe(true);
    expect(black.hasAttribute('data-running')).toBe(false);
  });

  it('useGomokuActor says where a game runs no actor; the selectors work on any source', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useGomokuActor();
      return null;
    }
    const [snapshot] = initialTransition(gomokuMachine, { moves: [112] });
    expect(() => render(<GomokuProvider source={serverLike(snapshot, { now: 0 })}><Probe /></GomokuProvider>)).toThrow(/runs no actor/);
    error.mockRestore();
    const wrapper = ({ children }: { children: ReactNode }) => <GomokuProvider source={serverLike(snapshot, { now: 0 })}>{children}</GomokuProvider>;
    expect(renderHook(() => useGomokuSelector((s) => selectGameState(s).moves), { wrapper }).result.current).toEqual([112]);
  });

  it('defaultState resumes a stored game uncontrolled; one that does not check starts a new game and says why', async () => {
    const user = userEvent.setup();
    const [snapshot] = initialTransition(gomokuMachine, { moves: [112, 113] });
    const stored = JSON.parse(JSON.stringify(selectGameState(snapshot))) as GameState;
    const { unmount } = render(<Gomoku defaultState={stored} confirmMove={false} />);
    expect(cell('i8, white')).toBeTruthy();
    await user.click(cell('h9, empty'));
    expect(cell('h9, black')).toBeTruthy();
    unmount();
    const onError = vi.fn();
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    render(<Gomoku defaultState={{ ...stored, format: 2 } as unknown as GameState} defaultMoves={[0]} onError={onError} />);
    expect(onError).toHaveBeenCalledWith({ code: 'future-format' });
    expect(cell('a15, black')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The saved game comes from a newer version.');
  });
});
