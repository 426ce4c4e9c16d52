'use client';
import { COLORS, colorOfMove, sizeOf, toCoordinate, type Color } from '@gomoku/engine';
import { memo, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { BoardLine, Marker, SetupStones } from './annotations.ts';
import { Cell, type CellProps } from './Cell.tsx';
import { moveFocus, onBoard } from './geometry.ts';
import { Drawing, Heat, Overlay } from './Layers.tsx';
import { wordsOf, type Locale, type Messages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';
import { useCoarsePointer } from './use-coarse-pointer.ts';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { InBoard } from './Stone.tsx';

/** Props of the presentational, controlled board. */
export interface BoardProps {
  /** Board side, 3 to 26 (default 15). Anything else shows a 15×15 board and logs an error. */
  size?: number | undefined;
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
  /** Marks on points: a circle, cross, triangle, square, or a short label. One per point (the last given wins). */
  markers?: readonly Marker[] | undefined;
  /** Lines between points, with an arrowhead where `arrow` is set. */
  lines?: readonly BoardLine[] | undefined;
  /** A value from 0 to 1 per point (indexed by point; null for none), shown as the strength of a tint. */
  heatMap?: readonly (number | null | undefined)[] | undefined;
  /** Called with the point a player chose (also for a taken point, so the game can say why not). */
  onPlay?: ((point: number) => void) | undefined;
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
  messages?: Messages | undefined;
  /** Accessible name of the grid (default "Gomoku board"). */
  label?: string | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /** Stones shaded and shadowed like real ones (default), or flat. */
  stones?: 'shaded' | 'flat' | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

const EMPTY: readonly number[] = [];
const EMPTY_MARKERS: readonly Marker[] = [];
const EMPTY_LINES: readonly BoardLine[] = [];

/** Margins in line spacings: room for the labels beside the outer stones, or for half a stone. */
const LABELLED = 1.35;
const BARE = 0.5;

/** The board's side from a prop: 3 to 26, else the standard 15 (and the reason, logged once per value). */
function checkedSize(size: number): number {
  try {
    return sizeOf({ size });
  } catch (error) {
    console.error(`<Board size={${String(size)}}>: ${(error as Error).message} Showing a 15×15 board.`);
    return 15;
  }
}

/** The record from a prop: a list of points of the board, anything else left out (and logged). */
function checkedMoves(moves: unknown, size: number): readonly number[] {
  if (!Array.isArray(moves)) {
    if (moves != null) console.error('<Board moves>: a record is a list of points; showing an empty board.');
    return EMPTY;
  }
  const valid = moves.filter((p): p is number => Number.isInteger(p) && p >= 0 && p < size * size);
  if (valid.length !== moves.length) console.error('<Board moves>: entries that are not points of the board were left out.');
  return valid;
}

/**
 * The board: an SVG drawing of lines, star points and coordinates, under an ARIA grid with one
 * cell per point (one roving tab stop; arrows, Home/End, PageUp/PageDown move; Enter or Space plays).
 * Stones are cells' content, so placing one re-renders only the cells that changed. It decides no
 * rule: the caller gives the record, the winning line and the forbidden points.
 */
export function Board({
  size: sizeProp = 15,
  moves: movesProp = EMPTY,
  lastMove,
  winningLine = EMPTY,
  forbidden = EMPTY,
  hint = null,
  pending = EMPTY,
  setup,
  markers,
  lines: arrows = EMPTY_LINES,
  heatMap,
  retrying = EMPTY,
  onPlay,
  disabled = false,
  showCoordinates = true,
  coordinatesOnAllSides = false,
  showMoveNumbers = false,
  confirmMove: confirmProp,
  turn,
  locale,
  messages,
  label,
  theme = 'system',
  stones: stoneStyle = 'shaded',
  className,
  style,
}: BoardProps) {
  const t = wordsOf(locale, messages);
  const coarse = useCoarsePointer();
  const confirmMove = confirmProp ?? coarse;
  const size = useMemo(() => checkedSize(sizeProp), [sizeProp]);
  const moves = useMemo(() => checkedMoves(movesProp, size), [movesProp, size]);
  const gridRef = useRef<HTMLDivElement>(null);
  const last = lastMove === undefined ? (moves[moves.length - 1] ?? null) : lastMove;
  const [focus, setFocus] = useState<number | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const side: Color = turn ?? colorOfMove(moves.length);
  const center = Math.floor(size / 2) * size + Math.floor(size / 2);
  const focused = focus !== null && focus < size * size ? focus : (last ?? center);

  const stones = useMemo(() => {
    const color = new Array<Color | null>(size * size).fill(null);
    const number = new Array<number>(size * size).fill(0);
    for (const side of COLORS) {
      for (const p of setup?.[side] ?? EMPTY) if (onBoard(p, size)) color[p] = side;
    }
    moves.forEach((p, i) => {
      color[p] = colorOfMove(i);
      number[p] = i + 1;
    });
    return { color, number };
  }, [moves, setup, size]);
  const marks = useMemo(() => new Map((markers ?? EMPTY_MARKERS).filter((m) => onBoard(m.point, size)).map((m) => [m.point, m])), [markers, size]);
  const winning = useMemo(() => new Set(winningLine), [winningLine]);
  const marked = useMemo(() => new Set(forbidden), [forbidden]);
  const waiting = useMemo(() => new Set(pending), [pending]);

  const choose = (point: number, fromPointer: boolean) => {
    if (disabled || !onPlay) return;
    if (fromPointer && confirmMove && !stones.color[point] && preview !== point) {
      setPreview(point);
      return;
    }
    setPreview(null);
    onPlay(point);
  };

  const pointOf = (target: EventTarget | null) => {
    const cell = (target as Element | null)?.closest?.('[data-point]');
    return cell ? Number(cell.getAttribute('data-point')) : null;
  };

  const onClick = (event: MouseEvent) => {
    const point = pointOf(event.target);
    if (point === null) return;
    setFocus(point);
    choose(point, true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused, false);
      return;
    }
    const next = moveFocus(focused, event.key, size);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-point="${next}"]`)?.focus();
  };

  // Board units: one per line spacing; margins for the labels on the sides that have them.
  const near = showCoordinates ? LABELLED : BARE;
  const far = showCoordinates && coordinatesOnAllSides ? LABELLED : BARE;
  // One object per margin setting: the memoised layers compare it, and redraw only when it changes.
  const frame = useMemo(() => ({ left: near, bottom: near, top: far, right: far }), [near, far]);
  const extent = size - 1 + near + far;
  const percent = (v: number) => `${(v / extent) * 100}%`;
  const lines = useMemo(() => Array.from({ length: size }, (_, i) => i), [size]);
  const coordinates = useMemo(() => lines.flatMap((row) => lines.map((col) => toCoordinate(row * size + col, { size }))), [lines, size]);

  return (
    <div
      className={['gomoku-theme gomoku-board', className].filter(Boolean).join(' ')}
      style={style}
      data-theme={theme}
      data-stones={stoneStyle}
      data-turn={side}
      data-disabled={disabled || undefined}
    >
      <GomokuStyles />
      <Drawing size={size} frame={frame} extent={extent} labels={showCoordinates ? (coordinatesOnAllSides ? 'all' : 'two') : 'none'} />
      {heatMap ? <Heat size={size} frame={frame} extent={extent} values={heatMap} /> : null}
      <InBoard.Provider value={true}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={label ?? t.board}
          aria-disabled={disabled || undefined}
          className="gomoku-grid"
          style={{
            left: percent(frame.left - 0.5),
            top: percent(frame.top - 0.5),
            width: percent(size),
            height: percent(size),
            gridTemplateRows: `repeat(${size}, 1fr)`,
          }}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          {lines.map((row) => (
            <Row
              key={row}
              size={size}
              cells={lines.map((col): CellProps => {
                const point = row * size + col;
                const color = stones.color[point] ?? null;
                const isForbidden = !color && marked.has(point);
                // Set-up stones have no number (0): they were not played in an order.
                const number = showMoveNumbers && color && stones.number[point] ? (stones.number[point] ?? null) : null;
                const mark = marks.get(point);
                const isWinning = winning.has(point);
                const isPending = color !== null && waiting.has(point);
                // The name holds what the cell shows: its content, and its number when one is drawn.
                let name = `${coordinates[point]}, ${color ? t.color[color].toLowerCase() : t.empty}`;
                if (isWinning) name += `, ${t.winningStone}`;
                if (isPending) name += `, ${retrying.includes(point) ? t.retryingStone : t.pendingStone}`;
                if (isForbidden) name += `, ${t.forbiddenMark}`;
                if (number !== null) name += `, ${t.moveNumber(number)}`;
                if (mark) name += `, ${mark.shape === 'label' ? t.markerLabel(mark.label) : t.marker[mark.shape]}`;
                return {
                  point,
                  label: name,
                  color,
                  number,
                  last: point === last,
                  winning: isWinning,
                  forbidden: isForbidden,
                  hint: point === hint,
                  pending: isPending,
                  preview: preview === point && !color ? side : null,
                  focusable: point === focused,
                  marker: mark?.shape ?? null,
                  markerLabel: mark?.shape === 'label' ? mark.label : null,
                };
              })}
            />
          ))}
        </div>
      </InBoard.Provider>
      <Overlay size={size} frame={frame} extent={extent} winningLine={winningLine} arrows={arrows} />
    </div>
  );
}

const sameCell = (a: CellProps, b: CellProps) =>
  (Object.keys(a) as (keyof CellProps)[]).every((key) => a[key] === b[key]);

/**
 * A row of cells. It re-renders only when one of its cells changed, so a move builds the
 * elements of one or two rows, not of the whole board.
 */
const Row = memo(
  function Row({ size, cells }: { size: number; cells: CellProps[] }) {
    return (
      <div role="row" className="gomoku-row" style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
        {cells.map((cell) => (
          <Cell key={cell.point} {...cell} />
        ))}
      </div>
    );
  },
  (a, b) => a.size === b.size && a.cells.length === b.cells.length && a.cells.every((cell, i) => sameCell(cell, b.cells[i] as CellProps)),
);
