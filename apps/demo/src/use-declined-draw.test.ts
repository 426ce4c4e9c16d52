// @vitest-environment jsdom
import { gomokuMachine } from '@gomoku/machine';
import { GomokuProvider } from '@gomoku/react';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { useDeclinedDraw } from './use-declined-draw.ts';

/** A game the test drives, Black having offered a draw to the computer (White); and what the hook heard. */
function offered() {
  const actor = createActor(gomokuMachine, { input: { moves: [112, 113] } }).start();
  const onDeclined = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(GomokuProvider, { actor }, children);
  renderHook(() => useDeclinedDraw('white', onDeclined), { wrapper });
  act(() => void actor.send({ type: 'draw.offer', by: 'black' }));
  return { actor, onDeclined };
}

describe('useDeclinedDraw', () => {
  test('the computer turning down the offer is heard once', () => {
    const { actor, onDeclined } = offered();
    act(() => void actor.send({ type: 'draw.decline', by: 'white' }));
    expect(onDeclined).toHaveBeenCalledTimes(1);
    act(() => void actor.send({ type: 'play', point: 114 }));
    expect(onDeclined).toHaveBeenCalledTimes(1);
  });

  test('an accepted offer, or a new game that drops it, is no decline', () => {
    const accepted = offered();
    act(() => void accepted.actor.send({ type: 'draw.accept', by: 'white' }));
    expect(accepted.onDeclined).not.toHaveBeenCalled();
    const restarted = offered();
    act(() => void restarted.actor.send({ type: 'restart' }));
    expect(restarted.onDeclined).not.toHaveBeenCalled();
  });
});
