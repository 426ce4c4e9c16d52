import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's one main heading. When the player's own action brought the screen (a tap or a key,
 * whose control went with the screen before), focus would fall to `<body>`: it moves here instead,
 * so a keyboard goes on from here and a screen reader reads the new screen's name. A screen that
 * focuses a control of its own (the game's board) keeps it, and a page just opened is left alone.
 */
export function ScreenHeading({ className, children }: { className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body;
    if (lost && navigator.userActivation?.hasBeenActive) heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
