/**
 * What part of the board is shown: columns (0 = a) and rows (0 = the top row) from the first to
 * the last, both included, like Shudan's `rangeX` / `rangeY`. Either left out shows all.
 */
export interface BoardRange {
  readonly columns?: readonly [number, number] | undefined;
  readonly rows?: readonly [number, number] | undefined;
}

/** The lines a board shows, from its first to its last column and row (both included). */
export interface Window {
  readonly columns: readonly [number, number];
  readonly rows: readonly [number, number];
}

/** The margins around the shown lines, in line spacings. */
export interface Frame {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Margins in line spacings: room for the labels beside the outer stones, or for half a stone. */
const LABELLED = 1.35;
const BARE = 0.5;

/** Which sides carry coordinates. */
export type Coordinates = 'none' | 'two' | 'all';

/** The margins for the coordinates shown: labels on the left and bottom, or on all four sides. */
export function frameOf(coordinates: Coordinates): Frame {
  const near = coordinates === 'none' ? BARE : LABELLED;
  const far = coordinates === 'all' ? LABELLED : BARE;
  return { left: near, bottom: near, top: far, right: far };
}

const span = (value: unknown, size: number): readonly [number, number] | null => {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [from, to] = value as unknown[];
  if (!Number.isInteger(from) || !Number.isInteger(to)) return null;
  const [a, b] = [from as number, to as number];
  return a >= 0 && a <= b && b < size ? [a, b] : null;
};

/**
 * The window a `range` prop asks for on a board of `size`, and whether the prop was usable: a
 * span that is not two integers in order on the board shows the whole side.
 */
export function windowOf(range: BoardRange | undefined, size: number): { window: Window; ok: boolean } {
  const whole: readonly [number, number] = [0, size - 1];
  if (range == null) return { window: { columns: whole, rows: whole }, ok: true };
  let columns: unknown;
  let rows: unknown;
  try {
    ({ columns, rows } = range);
  } catch {
    return { window: { columns: whole, rows: whole }, ok: false };
  }
  const c = columns === undefined ? whole : span(columns, size);
  const r = rows === undefined ? whole : span(rows, size);
  return { window: { columns: c ?? whole, rows: r ?? whole }, ok: c !== null && r !== null };
}

/** Whether a point of a board of `size` lies in the window. */
export function inWindow(point: number, size: number, { columns, rows }: Window): boolean {
  const row = Math.floor(point / size);
  const col = point % size;
  return col >= columns[0] && col <= columns[1] && row >= rows[0] && row <= rows[1];
}

/** A point's place on the drawing, in line spacings from its top-left corner. */
export interface Place {
  x: number;
  y: number;
}

/** Where a point of a board of `size` lies on the drawing of a window with a frame. */
export const placeOf = (point: number, size: number, window: Window, frame: Frame): Place => ({
  x: frame.left + (point % size) - window.columns[0],
  y: frame.top + Math.floor(point / size) - window.rows[0],
});

/** The drawing's width and height in line spacings. */
export function extentOf(window: Window, frame: Frame): { width: number; height: number } {
  return {
    width: window.columns[1] - window.columns[0] + frame.left + frame.right,
    height: window.rows[1] - window.rows[0] + frame.top + frame.bottom,
  };
}
