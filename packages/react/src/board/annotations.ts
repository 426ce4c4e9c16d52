import type { Color } from '@gomoku/engine';
import type { Place } from './layout.ts';

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

/** How a ghost stone judges its move, as a review or a tutor would: each is tinted its own way. */
export type GhostKind = 'good' | 'interesting' | 'doubtful' | 'bad';

/** A faint stone on an empty point: a variation, a candidate move, a tutor's suggestion. */
export interface GhostStone {
  readonly point: number;
  readonly color: Color;
  readonly kind?: GhostKind | undefined;
}

/** What a user draws on the board (right-click a mark, right-drag an arrow), kept apart from the marks a program gives. */
export interface Annotations {
  readonly markers: readonly Marker[];
  readonly lines: readonly BoardLine[];
}

/** No drawings. */
export const NO_ANNOTATIONS: Annotations = { markers: [], lines: [] };

/**
 * The drawings after a right-button gesture from `from` to `to`: on one point it adds a circle,
 * or takes away the mark there; between two it adds an arrow, or takes away that arrow.
 */
export function toggleAnnotation(annotations: Annotations, from: number, to: number): Annotations {
  if (from === to) {
    const rest = annotations.markers.filter((marker) => marker.point !== from);
    return { ...annotations, markers: rest.length < annotations.markers.length ? rest : [...rest, { point: from, shape: 'circle' }] };
  }
  const rest = annotations.lines.filter((line) => line.from !== from || line.to !== to);
  return { ...annotations, lines: rest.length < annotations.lines.length ? rest : [...rest, { from, to, arrow: true }] };
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
