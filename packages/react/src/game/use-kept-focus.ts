'use client';
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

/** Focus nobody holds: on the page's body, nowhere, or on a control that can no longer be used. */
const lost = (active: Element | null) => active === null || active === active.ownerDocument.body || active.matches(':disabled');

/**
 * Keeps the keyboard focus in a group of buttons whose pressed button may go away or be disabled
 * by its own press (Offer draw, Undo back to the empty board): focus left on the body would send a
 * keyboard player back to the top of the page. After a press of the focused button, if the focus
 * was lost, it goes to the enabled button nearest to where the pressed one stood; focus moved
 * elsewhere (by an `onSend` of the app, or a part of the group that moves it itself) stays there.
 * Spread `onClick` on the group's element, and give it `ref`.
 */
export function useKeptFocus<T extends HTMLElement>(): { ref: RefObject<T | null>; onClick: (event: MouseEvent<T>) => void } {
  const ref = useRef<T>(null);
  const pressedAt = useRef<number | null>(null);
  // A press always renders, so its check runs once, after the render the press caused, and never later.
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    const at = pressedAt.current;
    pressedAt.current = null;
    const group = ref.current;
    if (at === null || !group || !lost(group.ownerDocument.activeElement)) return;
    const buttons = [...group.querySelectorAll('button')];
    const enabled = buttons.filter((button) => !button.disabled);
    const distance = (button: HTMLButtonElement) => Math.abs(buttons.indexOf(button) - at);
    enabled.sort((a, b) => distance(a) - distance(b))[0]?.focus();
  }, [presses]);
  const onClick = (event: MouseEvent<T>) => {
    const button = (event.target as Element).closest('button');
    // Only focus the press held: a click that focuses nothing (Safari's) has nothing to keep.
    if (!button || button !== button.ownerDocument.activeElement) return;
    pressedAt.current = [...event.currentTarget.querySelectorAll('button')].indexOf(button);
    setPresses((n) => n + 1);
  };
  return { ref, onClick };
}
