'use client';
import { memo } from 'react';
import { arrowHead, heatOf, type BoardLine, type Place } from './annotations.ts';
import { columnLabels, onBoard, rowLabels, starPoints } from './geometry.ts';

/*
 * The board's drawing: SVG layers hidden from assistive technology (the grid's cells say what they
 * show). The lines, star points and coordinates lie under everything, the heat map's tint over
 * them, the winning line and arrows over the stones. Units are line spacings: `frame` holds the
 * margins around the outer lines, `extent` the drawing's side.
 */

/** The margins around the board's outer lines, in line spacings. */
export interface Frame {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The board's lines, star points and coordinates: drawn once per size, not on every move. */
export const Drawing = memo(function Drawing({ size, frame, extent, labels }: { size: number; frame: Frame; extent: number; labels: 'none' | 'two' | 'all' }) {
  const lines = Array.from({ length: size }, (_, i) => i);
  const columns = columnLabels(size);
  const rows = rowLabels(size);
  const { left, top } = frame;
  // Labels sit in the middle of their margin, clear of the outer stones (half a spacing in).
  const column = (y: number) => lines.map((i) => <text key={`c${y}-${i}`} x={left + i} y={y} textAnchor="middle" dominantBaseline="central">{columns[i]}</text>);
  const row = (x: number) => lines.map((i) => <text key={`r${x}-${i}`} x={x} y={top + i} textAnchor="middle" dominantBaseline="central">{rows[i]}</text>);
  return (
    <svg className="gomoku-lines" viewBox={`0 0 ${extent} ${extent}`} aria-hidden="true">
      {lines.map((i) => (
        <g key={i}>
          <line x1={left} y1={top + i} x2={left + size - 1} y2={top + i} />
          <line x1={left + i} y1={top} x2={left + i} y2={top + size - 1} />
        </g>
      ))}
      {starPoints(size).map((p) => (
        <circle key={p} cx={left + (p % size)} cy={top + Math.floor(p / size)} r={0.12} />
      ))}
      {labels !== 'none' ? [...column(extent - frame.bottom / 2 + 0.05), ...row(frame.left / 2 - 0.05)] : null}
      {labels === 'all' ? [...column(frame.top / 2 - 0.05), ...row(extent - frame.right / 2 + 0.05)] : null}
    </svg>
  );
});

/** The heat map: a tint on each point, as strong as its value. Under the stones, over the lines. */
export const Heat = memo(function Heat({ size, frame, extent, values }: { size: number; frame: Frame; extent: number; values: readonly (number | null | undefined)[] }) {
  return (
    <svg className="gomoku-overlay" viewBox={`0 0 ${extent} ${extent}`} aria-hidden="true">
      {values.slice(0, size * size).map((value, point) => {
        const heat = heatOf(value);
        return heat > 0 ? <rect key={point} className="gomoku-heat" x={frame.left + (point % size) - 0.5} y={frame.top + Math.floor(point / size) - 0.5} width={1} height={1} rx={0.2} opacity={heat * 0.75} /> : null;
      })}
    </svg>
  );
});

/** A line's SVG attributes from its two ends. */
const segment = (from: Place, to: Place) => ({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });

/** Over the stones: the winning line, struck from its first stone to its last, and the arrows between points of the board. Nothing when there are none. */
export function Overlay({ size, frame, extent, winningLine, arrows }: { size: number; frame: Frame; extent: number; winningLine: readonly number[]; arrows: readonly BoardLine[] }) {
  const ends: [number, number] | null = winningLine.length > 1 ? [winningLine[0] as number, winningLine[winningLine.length - 1] as number] : null;
  if (!ends && arrows.length === 0) return null;
  const place = (point: number): Place => ({ x: frame.left + (point % size), y: frame.top + Math.floor(point / size) });
  return (
    <svg className="gomoku-overlay" viewBox={`0 0 ${extent} ${extent}`} aria-hidden="true">
      {ends ? <line className="gomoku-win-line" {...segment(place(ends[0]), place(ends[1]))} /> : null}
      {arrows.filter((a) => onBoard(a.from, size) && onBoard(a.to, size)).map((a) => {
        const from = place(a.from);
        const to = place(a.to);
        const head = a.arrow ? arrowHead(from, to) : null;
        return (
          <g key={`${a.from}-${a.to}`}>
            <line className="gomoku-arrow" {...segment(from, head ? head.shaftEnd : to)} />
            {head ? <polygon className="gomoku-arrow-head" points={head.head} /> : null}
          </g>
        );
      })}
    </svg>
  );
}
