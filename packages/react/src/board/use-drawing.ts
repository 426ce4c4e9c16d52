'use client';
import { useRef, useState, type MouseEvent } from 'react';
import { NO_ANNOTATIONS, toggleAnnotation, type Annotations } from './annotations.ts';

/** A right-button drag under way: from its first point to the point under the pointer. */
export interface Drag {
  readonly from: number;
  readonly to: number;
}

/**
 * The user's drawings: right-click a point to mark it (again to clear), right-drag from one point
 * to another for an arrow (again to clear). Controlled by `annotations` where given, else kept
 * here; each change goes to `onChange`. Off unless `enabled`.
 */
export function useDrawing(enabled: boolean, annotations: Annotations | undefined, onChange: ((next: Annotations) => void) | undefined) {
  const [own, setOwn] = useState<Annotations>(NO_ANNOTATIONS);
  const [drag, setDrag] = useState<Drag | null>(null);
  const current = annotations ?? own;
  const held = useRef<number | null>(null);

  const change = (next: Annotations) => {
    if (annotations === undefined) setOwn(next);
    try {
      onChange?.(next);
    } catch (error) {
      console.error('<Board onAnnotationsChange> threw.', error);
    }
  };

  return {
    annotations: current,
    drag,
    /** A right button pressed on a point starts a drawing. */
    down(point: number | null, event: MouseEvent) {
      if (!enabled || event.button !== 2 || point === null) return;
      held.current = point;
      setDrag({ from: point, to: point });
    },
    /** The pointer moved over a point while drawing. */
    over(point: number | null) {
      const from = held.current;
      if (from !== null && point !== null) setDrag((last) => (last?.to === point ? last : { from, to: point }));
    },
    /** The right button released on a point: the mark or arrow is drawn (or cleared); off the board, nothing. */
    up(point: number | null, event: MouseEvent) {
      const from = held.current;
      if (event.button !== 2 || from === null) return;
      held.current = null;
      setDrag(null);
      if (point !== null) change(toggleAnnotation(current, from, point));
    },
    /** The pointer left the board: a drawing under way is dropped. */
    cancel() {
      held.current = null;
      setDrag(null);
    },
  };
}
