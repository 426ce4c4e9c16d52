import { colorOfMove, toCoordinate, type Color } from '@gomoku/engine';
import { memo, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Cell, type CellProps } from './Cell.tsx';
import { columnLabels, moveFocus, rowLabels, starPoints } from './geometry.ts';
import { messagesFor, type Locale } from './i18n.ts';
import { GomokuStyles } from './GomokuStyles.tsx';

/** Props of the presentational, controlled board. */
export interface BoardProps {
  /** Board side (default 15). */
  size?: number;
  /** The record: gives each stone its colour (Black at even indexes) and move number. */
  moves?: readonly number[];
  /** The point to mark as the last move (default: the record's last point; null for none). */
  lastMove?: number | null;
  /** Points of the winning line, highlighted. */
  winningLine?: readonly number[];
  /** Points to mark as forbidden (renju, Black to move). */
  forbidden?: readonly number[];
  /** A point to mark as a suggestion. */
  hint?: number | null;
  /** Called with the point a player chose (also for a taken point, so the game can say why not). */
  onPlay?: (point: number) => void;
  /** No moves can be made. */
  disabled?: boolean;
  /** Letters and numbers around the board (default true). */
  showCoordinates?: boolean;
  /** Move numbers on the stones. */
  showMoveNumbers?: boolean;
  /** First tap shows a preview stone, a second tap on it plays (for touch screens). */
  confirmMove?: boolean;
  /** Whose stone a hover ghost or preview shows (default: from the record). */
  turn?: Color;
  /** Language of the accessible names (default 'en'). */
  locale?: Locale;
  /** Accessible name of the grid (default "Gomoku board"). */
  label?: string;
  /** Colour theme (default light); the custom properties can also be set by the host. */
  theme?: 'light' | 'dark';
  className?: string;
  style?: CSSProperties;
}

const EMPTY: readonly number[] = [];

/**
 * The board: an SVG drawing of lines, star points and coordinates, under an ARIA grid with one
 * cell per point (one roving tab stop; arrows, Home/End, PageUp/PageDown move; Enter or Space plays).
 * Stones are cells' content, so placing one re-renders only the cells that changed.
 */
export function Board({
  size = 15,
  moves = EMPTY,
  lastMove,
  winningLine = EMPTY,
  forbidden = EMPTY,
  hint = null,
  onPlay,
  disabled = false,
  showCoordinates = true,
  showMoveNumbers = false,
  confirmMove = false,
  turn,
  locale,
  label,
  theme,
  className,
  style,
}: BoardProps) {
  const t = messagesFor(locale);
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
    moves.forEach((p, i) => {
      color[p] = colorOfMove(i);
      number[p] = i + 1;
    });
    return { color, number };
  }, [moves, size]);
  const winning = useMemo(() => new Set(winningLine), [winningLine]);
  const marked = useMemo(() => new Set(forbidden), [forbidden]);

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

  // Board units: one per line spacing; a margin for the coordinates.
  const margin = showCoordinates ? 1.1 : 0.5;
  const extent = size - 1 + 2 * margin;
  const percent = (v: number) => `${(v / extent) * 100}%`;
  const lines = useMemo(() => Array.from({ length: size }, (_, i) => i), [size]);
  const coordinates = useMemo(() => lines.flatMap((row) => lines.map((col) => toCoordinate(row * size + col, { size }))), [lines, size]);

  return (
    <div
      className={['gomoku-theme gomoku-board', className].filter(Boolean).join(' ')}
      style={style}
      data-theme={theme}
      data-turn={side}
      data-disabled={disabled || undefined}
    >
      <GomokuStyles />
      <Drawing size={size} margin={margin} extent={extent} showCoordinates={showCoordinates} />
      <div
        ref={gridRef}
        role="grid"
        aria-label={label ?? t.board}
        aria-disabled={disabled || undefined}
        className="gomoku-grid"
        style={{
          left: percent(margin - 0.5),
          top: percent(margin - 0.5),
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
              const number = showMoveNumbers && color ? (stones.number[point] ?? null) : null;
              // The name holds what the cell shows: its content, and its number when one is drawn.
              let label = `${coordinates[point]}, ${color ? t.color[color].toLowerCase() : t.empty}`;
              if (isForbidden) label += `, ${t.forbiddenMark}`;
              if (number !== null) label += `, ${t.moveNumber(number)}`;
              return {
                point,
                label,
                color,
                number,
                last: point === last,
                winning: winning.has(point),
                forbidden: isForbidden,
                hint: point === hint,
                preview: preview === point && !color ? side : null,
                focusable: point === focused,
              };
            })}
          />
        ))}
      </div>
    </div>
  );
}

/** The board's lines, star points and coordinates: drawn once per size, not on every move. */
const Drawing = memo(function Drawing({ size, margin, extent, showCoordinates }: { size: number; margin: number; extent: number; showCoordinates: boolean }) {
  const lines = Array.from({ length: size }, (_, i) => i);
  const columns = columnLabels(size);
  const rows = rowLabels(size);
  return (
    <svg className="gomoku-lines" viewBox={`0 0 ${extent} ${extent}`} aria-hidden="true">
      {lines.map((i) => (
        <g key={i}>
          <line x1={margin} y1={margin + i} x2={margin + size - 1} y2={margin + i} />
          <line x1={margin + i} y1={margin} x2={margin + i} y2={margin + size - 1} />
        </g>
      ))}
      {starPoints(size).map((p) => (
        <circle key={p} cx={margin + (p % size)} cy={margin + Math.floor(p / size)} r={0.12} />
      ))}
      {showCoordinates
        ? lines.map((i) => (
            <g key={`label-${i}`}>
              <text x={margin + i} y={extent - 0.25} textAnchor="middle">
                {columns[i]}
              </text>
              <text x={0.45} y={margin + i} textAnchor="middle" dominantBaseline="central">
                {rows[i]}
              </text>
            </g>
          ))
        : null}
    </svg>
  );
});

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
