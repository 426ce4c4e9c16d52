'use client';
import type { Color } from '@gomoku/engine';
import { memo, type JSX, type ReactNode } from 'react';
import type { GhostKind, Marker, MarkerShape } from './annotations.ts';
import { Stone } from './Stone.tsx';
import { callSafely, is, safely } from '../props/prop-checks.ts';

/** What a `renderStone` function is given: the stone a point shows and how it is marked. */
export interface StoneRenderProps {
  point: number;
  color: Color;
  /** Its move number, when numbers are shown. */
  number: number | null;
  last: boolean;
  winning: boolean;
  /** A confirm-move preview, not yet played. */
  preview: boolean;
  /** Sent to a server, not yet accepted. */
  pending: boolean;
}

/** What a `renderPoint` function is given: what the point shows, to draw something of your own over it. */
export interface PointRenderProps {
  point: number;
  /** Its stone, or null for an empty point. */
  stone: Color | null;
  /** Its marker (given or drawn by the user), or null. */
  marker: Marker | null;
  last: boolean;
  winning: boolean;
  dimmed: boolean;
  selected: boolean;
}

/** One point of the board: a grid cell that holds a stone or a mark. Props are primitives (or the app's stable functions) so memo works. */
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
  /** The marker was drawn by the user. */
  drawn: boolean;
  dimmed: boolean;
  selected: boolean;
  /** A ghost stone's colour on an empty point, and how it judges its move. */
  ghost: Color | null;
  ghostKind: GhostKind | null;
  renderStone: ((stone: StoneRenderProps) => ReactNode) | undefined;
  renderPoint: ((point: PointRenderProps) => ReactNode) | undefined;
}

/** What an app's render function draws, or (when it throws, or gives what React cannot render; logged) what the board would. */
function rendered<T>(name: string, render: ((props: T) => ReactNode) | undefined, props: T, fallback: ReactNode): ReactNode {
  if (typeof render !== 'function') return fallback;
  const drawing = callSafely('Board', name, render, [props]);
  if (drawing === undefined) return fallback;
  if (safely(() => is.node.test(drawing), false)) return drawing;
  console.error(`<Board ${name}>: it gave something React cannot render; drawing the default.`);
  return fallback;
}

/** The marker shapes, drawn in the cell's 100-unit box around its centre. */
const SHAPES: Record<MarkerShape, JSX.Element> = {
  circle: <circle className="gomoku-marker" r={24} />,
  cross: <path className="gomoku-marker" d="M-20 -20 L20 20 M20 -20 L-20 20" />,
  triangle: <path className="gomoku-marker" d="M0 -26 L24 16 L-24 16 Z" />,
  square: <rect className="gomoku-marker" x={-20} y={-20} width={40} height={40} />,
};

/** A point of the board. Only its own props re-render it: placing a stone touches two cells. */
export const Cell = memo(function Cell(props: CellProps) {
  const { point, label, color, number, last, winning, forbidden, hint, pending, preview, focusable, marker, markerLabel, drawn, dimmed, selected, ghost, ghostKind, renderStone, renderPoint } = props;
  const stone = color ?? preview;
  const stoneProps: StoneRenderProps | null = stone ? { point, color: stone, number: color ? number : null, last, winning, preview: !color, pending } : null;
  const markerValue: Marker | null = marker === null ? null : marker === 'label' ? { point, shape: 'label', label: markerLabel ?? '' } : { point, shape: marker };
  return (
    <div
      role="gridcell"
      className="gomoku-cell"
      aria-label={label}
      aria-selected={selected || undefined}
      tabIndex={focusable ? 0 : -1}
      data-point={point}
      data-empty={color ? undefined : ''}
      data-stone={color ?? undefined}
      data-dimmed={dimmed || undefined}
    >
      {stoneProps ? rendered('renderStone', renderStone, stoneProps, <Stone color={stoneProps.color} number={stoneProps.number} last={last} winning={winning} preview={stoneProps.preview} pending={pending} />) : null}
      {!stone && ghost ? <Stone color={ghost} ghost={ghostKind ?? true} /> : null}
      {!stone && (forbidden || hint) ? (
        <svg viewBox="-50 -50 100 100" aria-hidden="true">
          {forbidden ? <path className="gomoku-mark-forbidden" d="M-18 -18 L18 18 M18 -18 L-18 18" /> : null}
          {hint ? <circle className="gomoku-mark-hint" r={34} /> : null}
        </svg>
      ) : null}
      {marker ? (
        <svg viewBox="-50 -50 100 100" aria-hidden="true" data-drawn={drawn || undefined}>
          {marker === 'label' ? (
            <text className="gomoku-marker-label" textAnchor="middle" dominantBaseline="central">
              {markerLabel}
            </text>
          ) : (
            SHAPES[marker]
          )}
        </svg>
      ) : null}
      {rendered('renderPoint', renderPoint, { point, stone: color, marker: markerValue, last, winning, dimmed, selected }, null)}
    </div>
  );
});
