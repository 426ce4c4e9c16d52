'use client';
import { memo } from 'react';
import { arrowHead, heatOf, type BoardLine } from './annotations.ts';
import { columnLabels, rowLabels, starPoints } from './geometry.ts';
import { extentOf, inWindow, placeOf, type Coordinates, type Frame, type Place, type Window } from './layout.ts';

/*
 * The board's drawing: SVG layers hidden from assistive technology (the grid's cells say what they
 * show). The lines, star points and coordinates lie under everything, the heat map's tint over
 * them, the winning line and arrows over the stones. Units are line spacings; `window` is the part
 * of the board shown, `frame` the margins around it.
 */

/** What every layer is drawn from. */
export interface Geometry {
  readonly size: number;
  readonly window: Window;
  readonly frame: Frame;
}

const viewBox = ({ window, frame }: Geometry) => {
  const { width, height } = extentOf(window, frame);
  return `0 0 ${width} ${height}`;
};

/** Where a line runs across a window's side: to the margin where the board goes on past it. */
const reach = (from: number, to: number, size: number, before: number, after: number): [number, number] => [from > 0 ? -before : 0, to - from + (to < size - 1 ? after : 0)];

/**
 * The board's lines, star points and coordinates: drawn once per layout, not on every move. Its
 * viewBox gives the board its proportions. Lines cut by a partial board run on into the margin.
 */
export const Drawing = memo(function Drawing({ geometry, coordinates }: { geometry: Geometry; coordinates: Coordinates }) {
  const { size, window, frame } = geometry;
  const { left, top } = frame;
  const [c0, c1] = window.columns;
  const [r0, r1] = window.rows;
  const columns = Array.from({ length: c1 - c0 + 1 }, (_, i) => c0 + i);
  const rows = Array.from({ length: r1 - r0 + 1 }, (_, i) => r0 + i);
  const [x0, x1] = reach(c0, c1, size, frame.left, frame.right);
  const [y0, y1] = reach(r0, r1, size, frame.top, frame.bottom);
  const { width, height } = extentOf(window, frame);
  const columnText = columnLabels(size);
  const rowText = rowLabels(size);
  // Labels sit in the middle of their margin, clear of the outer stones (half a spacing in).
  const columnLabel = (y: number) => columns.map((c) => <text key={`c${y}-${c}`} x={left + c - c0} y={y} textAnchor="middle" dominantBaseline="central">{columnText[c]}</text>);
  const rowLabel = (x: number) => rows.map((r) => <text key={`r${x}-${r}`} x={x} y={top + r - r0} textAnchor="middle" dominantBaseline="central">{rowText[r]}</text>);
  return (
    <svg className="gomoku-lines" viewBox={viewBox(geometry)} aria-hidden="true">
      {rows.map((r) => (
        <line key={`r${r}`} x1={left + x0} y1={top + r - r0} x2={left + x1} y2={top + r - r0} />
      ))}
      {columns.map((c) => (
        <line key={`c${c}`} x1={left + c - c0} y1={top + y0} x2={left + c - c0} y2={top + y1} />
      ))}
      {starPoints(size)
        .filter((p) => inWindow(p, size, window))
        .map((p) => {
          const { x, y } = placeOf(p, size, window, frame);
          return <circle key={p} cx={x} cy={y} r={0.12} />;
        })}
      {coordinates !== 'none' ? [...columnLabel(height - frame.bottom / 2 + 0.05), ...rowLabel(frame.left / 2 - 0.05)] : null}
      {coordinates === 'all' ? [...columnLabel(frame.top / 2 - 0.05), ...rowLabel(width - frame.right / 2 + 0.05)] : null}
    </svg>
  );
});

/** The heat map: a tint on each point shown, as strong as its value. Under the stones, over the lines. */
export const Heat = memo(function Heat({ geometry, values }: { geometry: Geometry; values: readonly (number | null)[] }) {
  const { size, window, frame } = geometry;
  return (
    <svg className="gomoku-overlay" viewBox={viewBox(geometry)} aria-hidden="true">
      {values.map((value, point) => {
        const heat = heatOf(value);
        if (heat === 0 || !inWindow(point, size, window)) return null;
        const { x, y } = placeOf(point, size, window, frame);
        return <rect key={point} className="gomoku-heat" x={x - 0.5} y={y - 0.5} width={1} height={1} rx={0.2} opacity={heat * 0.75} />;
      })}
    </svg>
  );
});

/** A line's SVG attributes from its two ends. */
const segment = (from: Place, to: Place) => ({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });

/**
 * Over the stones: the winning line, struck from its first stone to its last, and the lines and
 * arrows between points (a user's drawings marked as such). Nothing when there are none.
 */
export function Overlay({ geometry, winningLine, lines, drawn }: { geometry: Geometry; winningLine: readonly number[]; lines: readonly BoardLine[]; drawn: readonly BoardLine[] }) {
  const ends: [number, number] | null = winningLine.length > 1 ? [winningLine[0] as number, winningLine[winningLine.length - 1] as number] : null;
  if (!ends && lines.length === 0 && drawn.length === 0) return null;
  const { size, window, frame } = geometry;
  const place = (point: number) => placeOf(point, size, window, frame);
  const arrow = (line: BoardLine, key: string, user: boolean) => {
    const from = place(line.from);
    const to = place(line.to);
    const head = line.arrow ? arrowHead(from, to) : null;
    return (
      <g key={key} data-drawn={user || undefined}>
        <line className="gomoku-arrow" {...segment(from, head ? head.shaftEnd : to)} />
        {head ? <polygon className="gomoku-arrow-head" points={head.head} /> : null}
      </g>
    );
  };
  return (
    <svg className="gomoku-overlay" viewBox={viewBox(geometry)} aria-hidden="true">
      {ends ? <line className="gomoku-win-line" {...segment(place(ends[0]), place(ends[1]))} /> : null}
      {lines.map((line, i) => arrow(line, `p${i}`, false))}
      {drawn.map((line, i) => arrow(line, `u${i}`, true))}
    </svg>
  );
}
