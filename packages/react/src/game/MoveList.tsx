'use client';
import { colorOfMove, toCoordinate } from '@gomoku/engine';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { is } from './checked-props.ts';
import { callSafely, readableList, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { format } from '../messages/format.ts';
import { wordsOf, type Locale, type PartialMessages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';

/** Props of the move list. */
export interface MoveListProps {
  /** The record: Black's moves at even indexes. */
  moves: readonly number[];
  /** Board side, for the coordinates (default 15). */
  size?: number | undefined;
  /** How many moves are shown on the board (default all): that move is marked current. */
  current?: number | undefined;
  /** Called with the number of moves to show when a move is chosen (review). */
  onSelect?: ((count: number) => void) | undefined;
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  className?: string | undefined;
}

/**
 * The move list's props as it reads them (`messages`: `wordsOf` reads any value). A record that is
 * not a list of points shows what can be read of it (an entry that is not a point as `?`), or none.
 */
const CHECKS: PropChecks<MoveListProps> = {
  moves: is.required(is.points, (moves) => readableList(moves)?.map((p) => (Number.isSafeInteger(p) ? p : NaN)) ?? []),
  size: is.size,
  current: is.integer,
  onSelect: is.callback,
  locale: is.locale,
  theme: is.theme,
  className: is.className,
};

/**
 * The moves in RIF coordinates, a numbered pair each (`1. h8 i9 2. …`). Each move is a button:
 * choosing it reviews the game after it, and the move shown is marked `aria-current="step"`. One
 * tab stop: ← → (and ↑ ↓) step through the moves, Home and End go to the first and last.
 */
export function MoveList(props: MoveListProps) {
  const { moves, size = 15, current = moves.length, onSelect, locale, messages, theme = 'system', className } = useCheckedProps('MoveList', props, CHECKS).props;
  const t = wordsOf(locale, messages);
  const list = useRef<HTMLOListElement>(null);
  const focusable = Math.min(Math.max(current, 1), moves.length) - 1;
  // Where the list scrolls (an app's max-height), the current move stays in view: the list
  // scrolls itself only, never the page.
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector('[aria-current="step"]');
    if (!box || !item) return;
    const outer = box.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
  }, [current, moves.length]);
  const name = (point: number) => {
    try {
      return toCoordinate(point, { size });
    } catch {
      return '?';
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    const index = Number((event.target as HTMLElement).dataset.index);
    if (!Number.isInteger(index)) return;
    let next = index + (steps[event.key] ?? 0);
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = moves.length - 1;
    if (next === index || next < 0 || next >= moves.length) return;
    event.preventDefault();
    event.stopPropagation();
    list.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
    callSafely('MoveList', 'onSelect', onSelect, [next + 1]);
  };

  const pairs = Array.from({ length: Math.ceil(moves.length / 2) }, (_, i) => i);
  return (
    <ol ref={list} className={['gomoku-theme gomoku-move-list', className].filter(Boolean).join(' ')} data-theme={theme} aria-label={t.moves} onKeyDown={onKeyDown}>
      <GomokuStyles />
      {pairs.map((pair) => (
        <li key={pair}>
          <span className="gomoku-move-number" aria-hidden="true">
            {pair + 1}.
          </span>
          {[2 * pair, 2 * pair + 1]
            .filter((index) => index < moves.length)
            .map((index) => (
              <button
                key={index}
                type="button"
                data-index={index}
                tabIndex={index === focusable ? 0 : -1}
                aria-current={index === current - 1 ? 'step' : undefined}
                aria-label={format(t.moveName, { n: index + 1, color: t.color[colorOfMove(index)], point: name(moves[index] as number) })}
                onClick={() => callSafely('MoveList', 'onSelect', onSelect, [index + 1])}
              >
                {name(moves[index] as number)}
              </button>
            ))}
        </li>
      ))}
    </ol>
  );
}
