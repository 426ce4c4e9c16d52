import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The board's place on the page. A 19×19 board on a narrow phone keeps cells big enough to tap
 * (24 px and more) and scrolls sideways, starting centred, rather than shrink them to 19 px.
 */
export function BoardFrame({ size, children }: { size: number; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (element && element.scrollWidth > element.clientWidth) element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [size]);
  return (
    <div ref={frame} className="board-frame" data-size={size}>
      {children}
    </div>
  );
}
