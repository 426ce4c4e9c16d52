import { COLORS, MAX_SIZE, type Color } from '@gomoku/engine';
import type { CSSProperties, MouseEvent, PointerEvent, ReactNode } from 'react';
import type { Annotations, BoardLine, GhostKind, GhostStone, Marker, MarkerShape, SetupStones } from './annotations.ts';
import type { PointRenderProps, StoneRenderProps } from './Cell.tsx';
import { onBoard } from './geometry.ts';
import type { BoardRange } from './layout.ts';
import type { Locale, PartialMessages } from '../messages/i18n.ts';
import { DISPLAY_PROP_CHECKS, is, isPlain, MOST_POINTS, readableList, safely, type PropChecks } from '../props/prop-checks.ts';
import type { Theme } from '../theme/theme.ts';

/*
 * The board's props, and how it reads them: what arrives from an app is checked here, once per value,
 * and what cannot be used is left out with one `console.error` naming the prop. Nothing an app
 * passes, however hostile (holes, NaN, a getter or Proxy that throws, a string for a list), makes
 * the board throw.
 */

/** Props of the presentational, controlled board. */
export interface BoardProps {
  /** Board side, 3 to 26 (default 15). Anything else shows a 15×15 board and logs an error. */
  size?: number | undefined;
  /** The part of the board shown (a diagram, a puzzle's corner): columns and rows from first to last, 0-based from a and from the top row. */
  range?: BoardRange | undefined;
  /** The record: gives each stone its colour (Black at even indexes) and move number. Entries that are not points of the board are left out (and logged). */
  moves?: readonly number[] | undefined;
  /** The point to mark as the last move (default: the record's last point; null for none). */
  lastMove?: number | null | undefined;
  /** Points of the winning line: ringed, named as such, and struck through. */
  winningLine?: readonly number[] | undefined;
  /** Points to mark as forbidden (renju, Black to move). */
  forbidden?: readonly number[] | undefined;
  /** A point to mark as a suggestion. */
  hint?: number | null | undefined;
  /** Points whose stones are sent but not yet accepted (online play): drawn faded. */
  pending?: readonly number[] | undefined;
  /** Pending stones the server was too busy to take, being sent again (named "server busy, retrying"). */
  retrying?: readonly number[] | undefined;
  /** Stones without a move order (a problem's set-up, a diagram): drawn unnumbered, under the record's stones. */
  setup?: SetupStones | undefined;
  /** Faint stones on empty points (a variation, candidate moves), each with an optional judgement. */
  ghostStones?: readonly GhostStone[] | undefined;
  /** Points drawn dimmed: stones and marks faded, as in a diagram's less important part. */
  dimmed?: readonly number[] | undefined;
  /** Points highlighted as selected (`aria-selected`). */
  selected?: readonly number[] | undefined;
  /** Marks on points: a circle, cross, triangle, square, or a short label. One per point (the last given wins; a user's drawing over these). */
  markers?: readonly Marker[] | undefined;
  /** Lines between points, with an arrowhead where `arrow` is set. */
  lines?: readonly BoardLine[] | undefined;
  /** A value from 0 to 1 per point (indexed by point; null for none), shown as the strength of a tint. */
  heatMap?: readonly (number | null | undefined)[] | undefined;
  /** The user may draw: right-click a point for a circle, right-drag for an arrow; again to clear (default: on when `onAnnotationsChange` is given). */
  drawable?: boolean | undefined;
  /** The user's drawings, controlled (default: kept by the board, starting empty). Shown over `markers` and `lines`. */
  annotations?: Annotations | undefined;
  /** Called with the drawings after each change the user makes. */
  onAnnotationsChange?: ((annotations: Annotations) => void) | undefined;
  /** Called with the point a player chose (also for a taken point, so the game can say why not). */
  onPlay?: ((point: number) => void) | undefined;
  /** The pointer came over a point. */
  onPointEnter?: ((point: number, event: PointerEvent<HTMLElement>) => void) | undefined;
  /** The pointer left a point. */
  onPointLeave?: ((point: number, event: PointerEvent<HTMLElement>) => void) | undefined;
  /** A point's context menu was asked for (a right click, a long press). The board prevents the browser's menu only while `drawable`. */
  onPointContextMenu?: ((point: number, event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Draws each stone instead of `<Stone>` (keep the function stable, e.g. with `useCallback`: a new one redraws every point). */
  renderStone?: ((stone: StoneRenderProps) => ReactNode) | undefined;
  /** Draws something of your own on each point, over its stone and marks (keep it stable, as `renderStone`). */
  renderPoint?: ((point: PointRenderProps) => ReactNode) | undefined;
  /** The placing of a stone: animated (default, none where the user prefers reduced motion), `false` for never, or a duration in ms. */
  animation?: boolean | number | undefined;
  /** Focus the board when it mounts (its one tab stop: the last move, or the centre), so a keyboard player plays at once. */
  autoFocus?: boolean | undefined;
  /** No moves can be made. */
  disabled?: boolean | undefined;
  /** Letters and numbers around the board (default true). */
  showCoordinates?: boolean | undefined;
  /** The coordinates on all four sides, not only the left and bottom (default false). */
  coordinatesOnAllSides?: boolean | undefined;
  /** Move numbers on the stones. */
  showMoveNumbers?: boolean | undefined;
  /** First tap shows a preview stone, a second tap on it plays (default: on for coarse pointers, as on a phone). */
  confirmMove?: boolean | undefined;
  /** Whose stone a hover ghost or preview shows (default: from the record). */
  turn?: Color | undefined;
  /** Language of the accessible names (default 'en'). */
  locale?: Locale | undefined;
  /** Every string it shows, instead of `locale`'s: another language, or your own wording (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Accessible name of the grid (default "Gomoku board"). */
  label?: string | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** Stones shaded and shadowed like real ones (default), or flat. */
  stones?: 'shaded' | 'flat' | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** How many entries of a list prop are read: no list on a 26×26 board needs more. */
const MOST = 4 * MAX_SIZE * MAX_SIZE;

const report = (prop: string, what: string) => console.error(`<Board ${prop}>: ${what}`);


/**
 * A list prop's entries that `entry` can read, in order; holes, entries it cannot read and
 * entries past the first `MOST` are left out and reported. Undefined and null are no list.
 */
export function readList<T>(prop: string, value: unknown, entry: (item: unknown) => T | null): readonly T[] {
  if (value == null) return [];
  const items = readableList(value, MOST);
  if (items === null) {
    report(prop, 'not a list; left out.');
    return [];
  }
  const read = items.flatMap((item) => {
    const one = safely(() => entry(item), null);
    return one === null ? [] : [one];
  });
  if (read.length !== items.length || safely(() => (value as unknown[]).length, null) !== items.length) report(prop, 'entries it cannot show were left out.');
  return read;
}

/** A point of the board, or null. */
export const pointOf = (size: number) => (value: unknown) => (onBoard(value, size) ? value : null);

const isColor = (value: unknown): value is Color => (COLORS as readonly unknown[]).includes(value);
const SHAPES: readonly MarkerShape[] = ['circle', 'cross', 'triangle', 'square'];
const KINDS: readonly GhostKind[] = ['good', 'interesting', 'doubtful', 'bad'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A marker on the board, read field by field (a label is text, at most 8 characters shown). */
export const markerOf = (size: number) => (value: unknown): Marker | null => {
  if (!isObject(value) || !onBoard(value.point, size)) return null;
  const { point, shape, label } = value;
  if (shape === 'label') return typeof label === 'string' || typeof label === 'number' ? { point, shape, label: String(label).slice(0, 8) } : null;
  return (SHAPES as readonly unknown[]).includes(shape) ? { point, shape: shape as MarkerShape } : null;
};

/** A line between two points of the board. */
export const lineOf = (size: number) => (value: unknown): BoardLine | null => {
  if (!isObject(value)) return null;
  const { from, to, arrow } = value;
  return onBoard(from, size) && onBoard(to, size) ? { from, to, arrow: arrow === true } : null;
};

/** A ghost stone on a point of the board. */
export const ghostOf = (size: number) => (value: unknown): GhostStone | null => {
  if (!isObject(value)) return null;
  const { point, color, kind } = value;
  if (!onBoard(point, size) || !isColor(color)) return null;
  return { point, color, kind: (KINDS as readonly unknown[]).includes(kind) ? (kind as GhostKind) : undefined };
};

/** A heat value: a number, or null for none. */
export const heatValue = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The heat map (a list, `BOARD_CHECKS` saw to that): one value per point shown (holes and non-numbers are none). */
export const readHeat = (value: unknown, size: number): readonly (number | null)[] | null => readableList(value, size * size)?.map(heatValue) ?? null;

/** Set-up stones (an object, `BOARD_CHECKS` saw to that): for each colour, a list of points. */
export function readSetup(value: unknown, size: number): SetupStones {
  if (!isObject(value)) return {};
  const unreadable = Symbol('unreadable');
  return Object.fromEntries(
    COLORS.map((color) => {
      const stones = safely(() => value[color], unreadable);
      if (stones !== unreadable) return [color, readList(`setup.${color}`, stones, pointOf(size))];
      report(`setup.${color}`, 'could not be read; left out.');
      return [color, []];
    }),
  );
}

/** The record: a list of points of the board (anything else left out and logged). */
export const readMoves = (moves: unknown, size: number): readonly number[] => readList('moves', moves, pointOf(size));

const isSpan = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n)));
const isListOf = (value: unknown, entry: (item: unknown) => boolean, most = MOST) => Array.isArray(value) && value.length <= most && [...value].every(entry);

/**
 * The board's one table of checks for its single values (`useCheckedProps`): one that does not
 * check is reported once and its default used. Lists are read entry by entry (`readList`):
 * what can be shown of them is shown.
 */
export const BOARD_CHECKS: PropChecks<BoardProps> = {
  ...DISPLAY_PROP_CHECKS,
  size: is.size,
  range: is.that('{ columns?: [first, last], rows?: [first, last] }', (value) => isPlain(value) && isSpan(value.columns) && isSpan(value.rows)),
  lastMove: is.nullable(is.point),
  turn: is.color,
  label: is.string,
  disabled: is.boolean,
  drawable: is.boolean,
  autoFocus: is.boolean,
  animation: is.that('true, false, or a duration in ms up to 10000', (value) => typeof value === 'boolean' || (typeof value === 'number' && value >= 0 && value <= 10_000)),
  setup: is.that('stones by colour ({ black?, white? }: lists of points)', (value) => isPlain(value)),
  annotations: is.that('{ markers, lines }: the lists of the drawings', (value) => isPlain(value) && Array.isArray(value.markers) && Array.isArray(value.lines)),
  heatMap: is.that(`a list of numbers (or null), one per point, at most ${MOST_POINTS}`, (value) => isListOf(value, (v) => v == null || typeof v === 'number', MOST_POINTS)),
  onPlay: is.callback,
  onPointEnter: is.callback,
  onPointLeave: is.callback,
  onPointContextMenu: is.callback,
  onAnnotationsChange: is.callback,
  renderStone: is.callback,
  renderPoint: is.callback,
};
