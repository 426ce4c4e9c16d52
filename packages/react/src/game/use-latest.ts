'use client';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A layout effect in the browser; on a server, where none runs, an effect (React 18 warns of layout effects there). */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The latest value of a prop (a callback), for handlers that run after the render that gave it. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useIsomorphicLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
