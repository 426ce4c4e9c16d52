import type { Color } from '@gomoku/engine';

/** Stones placed without a move order: a problem's set-up, a diagram's position. */
export type SetupStones = Readonly<Partial<Record<Color, readonly number[]>>>;

/** The shapes a marker can take. */
export type MarkerShape = 'circle' | 'cross' | 'triangle' | 'square';

/** A mark on a point, on a stone or on an empty point: a shape, or a short label ("A", "1"). */
export type Marker = { readonly point: number; readonly shape: MarkerShape } | { readonly point: number; readonly shape: 'label'; readonly label: string };

/** A line between two points, with an arrowhead at `to` when `arrow` is set. */
export interface BoardLine {
  readonly from: number;
  readonly to: number;
  readonly arrow?: boolean | undefined;
}

/** A point's place on the board's drawing, in line spacings from the drawing's corner. */
export interface Place {
  x: number;
  y: number;
}

/** How far back along the line an arrowhead reaches, and how wide it is, in line spacings. */
const HEAD_LENGTH = 0.42;
const HEAD_WIDTH = 0.34;

/**
 * An arrow's shaft end and head: the shaft stops where the head starts, so the line does not
 * poke through its tip. Null for a line of no length.
 */
export function arrowHead(from: Place, to: Place): { shaftEnd: Place; head: string } | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  const ux = dx / length;
  const uy = dy / length;
  const base = { x: to.x - ux * HEAD_LENGTH, y: to.y - uy * HEAD_LENGTH };
  const side = { x: -uy * (HEAD_WIDTH / 2), y: ux * (HEAD_WIDTH / 2) };
  const corners = [to, { x: base.x + side.x, y: base.y + side.y }, { x: base.x - side.x, y: base.y - side.y }];
  return { shaftEnd: base, head: corners.map((c) => `${c.x.toFixed(3)},${c.y.toFixed(3)}`).join(' ') };
}

/** A heat value as an opacity: 0 to 1, anything else (NaN, null, out of range) clamped or none. */
export function heatOf(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
