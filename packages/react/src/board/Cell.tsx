'use client';
import type { Color } from '@gomoku/engine';
import { memo, type JSX } from 'react';
import type { MarkerShape } from './annotations.ts';
import { Stone } from './Stone.tsx';

/** One point of the board: a grid cell that holds a stone or a mark. Props are primitives so memo works. */
export interface CellProps {
  point: number;
  label: string;
  color: Color | null;
  number: number | null;
  last: boolean;
  winning: boolean;
  forbidden: boolean;
  hint: boolean;
  pending: boolean;
  /** The colour of a preview stone (confirm-move), or null. */
  preview: Color | null;
  /** The roving tab stop. */
  focusable: boolean;
  /** A marker's shape, or null. */
  marker: MarkerShape | 'label' | null;
  /** A label marker's text. */
  markerLabel: string | null;
}

/** The marker shapes, drawn in the cell's 100-unit box around its centre. */
const SHAPES: Record<MarkerShape, JSX.Element> = {
  circle: <circle className="gomoku-marker" r={24} />,
  cross: <path className="gomoku-marker" d="M-20 -20 L20 20 M20 -20 L-20 20" />,
  triangle: <path className="gomoku-marker" d="M0 -26 L24 16 L-24 16 Z" />,
  square: <rect className="gomoku-marker" x={-20} y={-20} width={40} height={40} />,
};

/** A point of the board. Only its own props re-render it: placing a stone touches two cells. */
export const Cell = memo(function Cell({ point, label, color, number, last, winning, forbidden, hint, pending, preview, focusable, marker, markerLabel }: CellProps) {
  const stone = color ?? preview;
  return (
    <div role="gridcell" className="gomoku-cell" aria-label={label} tabIndex={focusable ? 0 : -1} data-point={point} data-empty={color ? undefined : ''} data-stone={color ?? undefined}>
      {stone ? <Stone color={stone} number={color ? number : null} last={last} winning={winning} preview={!color} pending={pending} /> : null}
      {!stone && (forbidden || hint) ? (
        <svg viewBox="-50 -50 100 100" aria-hidden="true">
          {forbidden ? <path className="gomoku-mark-forbidden" d="M-18 -18 L18 18 M18 -18 L-18 18" /> : null}
          {hint ? <circle className="gomoku-mark-hint" r={34} /> : null}
        </svg>
      ) : null}
      {marker ? (
        <svg viewBox="-50 -50 100 100" aria-hidden="true">
          {marker === 'label' ? (
            <text className="gomoku-marker-label" textAnchor="middle" dominantBaseline="central">
              {markerLabel}
            </text>
          ) : (
            SHAPES[marker]
          )}
        </svg>
      ) : null}
    </div>
  );
});
