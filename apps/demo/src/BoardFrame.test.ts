// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BoardFrame, inView } from './BoardFrame.tsx';

describe('BoardFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a box is in view only when all of it is', () => {
    expect(inView({ top: 0, bottom: 640 }, 640)).toBe(true);
    expect(inView({ top: -1, bottom: 300 }, 640)).toBe(false);
    expect(inView({ top: 400, bottom: 760 }, 640)).toBe(false);
  });

  test('a position picked from the list scrolls the board back into view, only when it is out of view', () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const frame = (reveal: number) => createElement(BoardFrame, { size: 15, reveal, children: null });
    box.mockReturnValue({ top: -400, bottom: -40 } as DOMRect);
    const { rerender } = render(frame(0));
    expect(scroll).not.toHaveBeenCalled();
    rerender(frame(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    box.mockReturnValue({ top: 60, bottom: 420 } as DOMRect);
    rerender(frame(2));
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
