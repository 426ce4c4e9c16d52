import { useEffect, useRef, type ReactNode } from 'react';

interface BoardFrameProps {
  size: number;
  /**
   * Changed when the position shown was picked away from the board (a move in the list, a flagged
   * mistake): the board scrolls back into view if any of it is out, as on a phone, where the list
   * sits below the board. 0 at first: nothing to show yet.
   */
  reveal?: number;
  children: ReactNode;
}

/** Whether a box is wholly in a viewport this tall. */
export const inView = (box: Pick<DOMRect, 'top' | 'bottom'>, height: number): boolean => box.top >= 0 && box.bottom <= height;

/**
 * The board's place on the page. A 19×19 board on a narrow phone keeps cells big enough to tap
 * (24 px and more) and scrolls sideways, starting centred, rather than shrink them to 19 px.
 */
export function BoardFrame({ size, reveal = 0, children }: BoardFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (element && element.scrollWidth > element.clientWidth) element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [size]);
  useEffect(() => {
    const element = frame.current;
    if (reveal === 0 || !element || inView(element.getBoundingClientRect(), window.innerHeight)) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [reveal]);
  return (
    <div ref={frame} className="board-frame" data-size={size}>
      {children}
    </div>
  );
}
