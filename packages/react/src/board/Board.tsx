'use client';
import { COLORS, colorOfMove, toCoordinate, type Color } from '@gomoku/engine';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { BOARD_CHECKS as CHECKS, type BoardProps, ghostOf, lineOf, markerOf, pointOf, readHeat, readList, readMoves, readSetup } from './board-props.ts';
import { callSafely, useCheckedProps } from '../props/prop-checks.ts';
import { Cell, type CellProps } from './Cell.tsx';
import { moveFocus, onBoard } from './geometry.ts';
import { Drawing, Heat, Overlay, type Geometry } from './Layers.tsx';
import { frameOf, inWindow, windowOf, type Coordinates } from './layout.ts';
import { pointName } from './point-name.ts';
import { useCoarsePointer } from './use-coarse-pointer.ts';
import { useDrawing } from './use-drawing.ts';
import { boardWordsOf } from '../messages/board-words.ts';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { InBoard } from './Stone.tsx';

/** Calls an app's handler; one that throws is logged, and the board goes on. */
const call = <A extends unknown[]>(name: string, handler: ((...args: A) => void) | undefined, ...args: A) => callSafely('Board', name, handler, args);

const pointOfTarget = (target: EventTarget | null) => {
  const cell = (target as Element | null)?.closest?.('[data-point]');
  return cell ? Number(cell.getAttribute('data-point')) : null;
};

/** The style an `animation` duration adds (through the theme variable a stylesheet may set as well). */
const animationStyle = (animation: unknown, style: CSSProperties | undefined): CSSProperties | undefined =>
  typeof animation === 'number' && Number.isFinite(animation) && animation >= 0 ? ({ ...style, '--gomoku-animation-duration': `${Math.round(animation)}ms` } as CSSProperties) : style;

/**
 * The board: an SVG drawing of lines, star points and coordinates, under an ARIA grid with one
 * cell per point (one roving tab stop; arrows, Home/End, PageUp/PageDown move; Enter or Space plays).
 * Stones are cells' content, so placing one re-renders only the cells that changed. It decides no
 * rule: the caller gives the record, the winning line and the forbidden points. Its layout comes
 * from classes and attributes, never a `style` attribute, so it renders under a strict CSP.
 */
export function Board(props: BoardProps) {
  const {
  size: sizeProp = 15,
  range,
  moves: movesProp,
  lastMove,
  winningLine: winningProp,
  forbidden: forbiddenProp,
  hint = null,
  pending: pendingProp,
  setup: setupProp,
  ghostStones: ghostProp,
  dimmed: dimmedProp,
  selected: selectedProp,
  markers: markersProp,
  lines: linesProp,
  heatMap: heatProp,
  retrying: retryingProp,
  drawable,
  annotations: annotationsProp,
  onAnnotationsChange,
  onPlay,
  onPointEnter,
  onPointLeave,
  onPointContextMenu,
  renderStone,
  renderPoint,
  animation = true,
  autoFocus = false,
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
} = useCheckedProps('Board', props, CHECKS).props;
  const t = boardWordsOf(locale, messages);
  const coarse = useCoarsePointer();
  const confirmMove = confirmProp ?? coarse;
  const size = sizeProp;
  const window = useMemo(() => {
    const read = windowOf(range, size);
    if (!read.ok) console.error('<Board range>: each of columns and rows is [first, last], on the board; showing the whole side.');
    return read.window;
  }, [range, size]);
  const points = useMemo(() => pointOf(size), [size]);
  const moves = useMemo(() => readMoves(movesProp, size), [movesProp, size]);
  const setup = useMemo(() => readSetup(setupProp, size), [setupProp, size]);
  const winningLine = useMemo(() => readList('winningLine', winningProp, points), [winningProp, points]);
  const forbidden = useMemo(() => new Set(readList('forbidden', forbiddenProp, points)), [forbiddenProp, points]);
  const pending = useMemo(() => new Set(readList('pending', pendingProp, points)), [pendingProp, points]);
  const retrying = useMemo(() => new Set(readList('retrying', retryingProp, points)), [retryingProp, points]);
  const dimmed = useMemo(() => new Set(readList('dimmed', dimmedProp, points)), [dimmedProp, points]);
  const selected = useMemo(() => new Set(readList('selected', selectedProp, points)), [selectedProp, points]);
  const ghosts = useMemo(() => new Map(readList('ghostStones', ghostProp, ghostOf(size)).map((g) => [g.point, g])), [ghostProp, size]);
  const lines = useMemo(() => readList('lines', linesProp, lineOf(size)), [linesProp, size]);
  const heat = useMemo(() => readHeat(heatProp, size), [heatProp, size]);
  const markers = useMemo(() => readList('markers', markersProp, markerOf(size)), [markersProp, size]);
  const given = useMemo(
    () => (annotationsProp === undefined ? undefined : { markers: readList('annotations.markers', annotationsProp?.markers, markerOf(size)), lines: readList('annotations.lines', annotationsProp?.lines, lineOf(size)) }),
    [annotationsProp, size],
  );
  const drawingOn = drawable ?? typeof onAnnotationsChange === 'function';
  const drawing = useDrawing(drawingOn, given, onAnnotationsChange);
  const gridRef = useRef<HTMLDivElement>(null);
  const hovered = useRef<number | null>(null);
  const last = lastMove === undefined ? (moves[moves.length - 1] ?? null) : lastMove;
  const [focus, setFocus] = useState<number | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const side: Color = turn ?? colorOfMove(moves.length);
  const shown = (point: number | null): point is number => point !== null && onBoard(point, size) && inWindow(point, size, window);
  const middle = Math.floor((window.rows[0] + window.rows[1]) / 2) * size + Math.floor((window.columns[0] + window.columns[1]) / 2);
  const focused = shown(focus) ? focus : shown(last) ? last : middle;

  const stones = useMemo(() => {
    const color = new Array<Color | null>(size * size).fill(null);
    const number = new Array<number>(size * size).fill(0);
    for (const colour of COLORS) for (const p of setup[colour] ?? []) color[p] = colour;
    moves.forEach((p, i) => {
      color[p] = colorOfMove(i);
      number[p] = i + 1;
    });
    return { color, number };
  }, [moves, setup, size]);
  const marks = useMemo(() => new Map([...markers, ...drawing.annotations.markers].map((m) => [m.point, m])), [markers, drawing.annotations.markers]);
  const drawn = useMemo(() => new Set(drawing.annotations.markers.map((m) => m.point)), [drawing.annotations.markers]);
  const winning = useMemo(() => new Set(winningLine), [winningLine]);

  const choose = (point: number, fromPointer: boolean) => {
    if (disabled || typeof onPlay !== 'function') return;
    if (fromPointer && confirmMove && !stones.color[point] && preview !== point) {
      setPreview(point);
      return;
    }
    setPreview(null);
    call('onPlay', onPlay, point);
  };

  const onClick = (event: MouseEvent) => {
    const point = pointOfTarget(event.target);
    if (point === null) return;
    setFocus(point);
    choose(point, true);
  };

  // On mount only: a board that takes the focus again on every change would pull it from the app.
  const focusOnMount = useRef(autoFocus);
  const focusedOnMount = useRef(focused);
  // Focus the script gave (autoFocus) on a page nobody has touched yet (a link just opened) draws
  // no ring until a key is pressed on the board: browsers match :focus-visible for a script's
  // focus before any interaction, a ring on a phone's page load. After an interaction the browser
  // decides as usual: a ring after a key (Enter on "Play"), none after a tap.
  // The mark is the DOM's alone (`data-quiet-focus`, not rendered): it never differs between a server's render and the page's.
  const loudFocus = () => void gridRef.current?.removeAttribute('data-quiet-focus');
  useEffect(() => {
    const cell = focusOnMount.current ? gridRef.current?.querySelector<HTMLElement>(`[data-point="${focusedOnMount.current}"]`) : null;
    if (!cell) return;
    cell.focus({ preventScroll: true });
    if (navigator.userActivation?.hasBeenActive === false) gridRef.current?.setAttribute('data-quiet-focus', '');
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    loudFocus();
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused, false);
      return;
    }
    const next = moveFocus(focused, event.key, size, window);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-point="${next}"]`)?.focus();
  };

  // The cursor is the cell that has the focus, however it came (autofocus, Tab, a screen
  // reader): otherwise a move of the other side would move the tab stop, and Enter, away from it.
  const onFocus = (event: FocusEvent) => {
    const point = pointOfTarget(event.target);
    if (point !== null && point !== focus) setFocus(point);
  };

  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    const point = pointOfTarget(event.target);
    drawing.over(point);
    if (point === hovered.current) return;
    if (hovered.current !== null) call('onPointLeave', onPointLeave, hovered.current, event);
    hovered.current = point;
    if (point !== null) call('onPointEnter', onPointEnter, point, event);
  };

  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    drawing.cancel();
    if (hovered.current !== null) call('onPointLeave', onPointLeave, hovered.current, event);
    hovered.current = null;
  };

  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    if (drawingOn) event.preventDefault();
    const point = pointOfTarget(event.target);
    if (point !== null) call('onPointContextMenu', onPointContextMenu, point, event);
  };

  const coordinates: Coordinates = showCoordinates ? (coordinatesOnAllSides ? 'all' : 'two') : 'none';
  // One object per layout: the memoised layers compare it, and redraw only when it changes.
  const geometry = useMemo((): Geometry => ({ size, window, frame: frameOf(coordinates) }), [size, window, coordinates]);
  const rows = useMemo(() => Array.from({ length: window.rows[1] - window.rows[0] + 1 }, (_, i) => window.rows[0] + i), [window]);
  const columns = useMemo(() => Array.from({ length: window.columns[1] - window.columns[0] + 1 }, (_, i) => window.columns[0] + i), [window]);
  const overlay = drawing.drag && drawing.drag.from !== drawing.drag.to ? [...drawing.annotations.lines, { from: drawing.drag.from, to: drawing.drag.to, arrow: true }] : drawing.annotations.lines;

  return (
    <div
      className={['gomoku-theme gomoku-board', className].filter(Boolean).join(' ')}
      style={animationStyle(animation, style)}
      data-theme={theme}
      data-stones={stoneStyle}
      data-turn={side}
      data-columns={columns.length}
      data-rows={rows.length}
      data-coordinates={coordinates}
      data-animation={animation === false ? 'none' : undefined}
      data-disabled={disabled || undefined}
    >
      <GomokuStyles />
      <Drawing geometry={geometry} coordinates={coordinates} />
      {heat ? <Heat geometry={geometry} values={heat} /> : null}
      <InBoard.Provider value={true}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={label ?? t.board}
          aria-disabled={disabled || undefined}
          className="gomoku-grid"
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={loudFocus}
          onPointerOver={onPointerOver}
          onPointerLeave={onPointerLeave}
          onMouseDown={(event) => drawing.down(pointOfTarget(event.target), event)}
          onMouseUp={(event) => drawing.up(pointOfTarget(event.target), event)}
          onContextMenu={onContextMenu}
        >
          {rows.map((row) => (
            <Row
              key={row}
              cells={columns.map((col): CellProps => {
                const point = row * size + col;
                const color = stones.color[point] ?? null;
                const isForbidden = !color && forbidden.has(point);
                // Set-up stones have no number (0): they were not played in an order.
                const number = showMoveNumbers && color && stones.number[point] ? (stones.number[point] ?? null) : null;
                const mark = marks.get(point);
                const isWinning = winning.has(point);
                const isPending = color !== null && pending.has(point);
                const ghost = ghosts.get(point);
                return {
                  point,
                  label: pointName(t, {
                    coordinate: toCoordinate(point, { size }),
                    color,
                    winning: isWinning,
                    pending: isPending ? (retrying.has(point) ? 'retrying' : 'sending') : null,
                    forbidden: isForbidden,
                    number,
                    marker: mark,
                  }),
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
                  drawn: drawn.has(point),
                  dimmed: dimmed.has(point),
                  selected: selected.has(point),
                  ghost: ghost?.color ?? null,
                  ghostKind: ghost?.kind ?? null,
                  renderStone,
                  renderPoint,
                };
              })}
            />
          ))}
        </div>
      </InBoard.Provider>
      <Overlay geometry={geometry} winningLine={winningLine} lines={lines} drawn={overlay} />
    </div>
  );
}

const sameCell = (a: CellProps, b: CellProps) => (Object.keys(a) as (keyof CellProps)[]).every((key) => a[key] === b[key]);

/**
 * A row of cells. It re-renders only when one of its cells changed, so a move builds the
 * elements of one or two rows, not of the whole board.
 */
const Row = memo(
  function Row({ cells }: { cells: CellProps[] }) {
    return (
      <div role="row" className="gomoku-row">
        {cells.map((cell) => (
          <Cell key={cell.point} {...cell} />
        ))}
      </div>
    );
  },
  (a, b) => a.cells.length === b.cells.length && a.cells.every((cell, i) => sameCell(cell, b.cells[i] as CellProps)),
);
