'use client';
import type { Color } from '@gomoku/engine';
import { createContext, memo, useContext } from 'react';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';

/** Props of a stone. */
export interface StoneProps {
  color: Color;
  /** The move number to print on the stone. */
  number?: number | null | undefined;
  /** Marks the last move played: a dot in the centre, or the number in the last-move colour. */
  last?: boolean | undefined;
  /** Rings a stone of the winning line. */
  winning?: boolean | undefined;
  /** A translucent stone: the point chosen but not yet confirmed. */
  preview?: boolean | undefined;
  /** A move sent to a server and not yet accepted. */
  pending?: boolean | undefined;
}

/** True below a board, which renders the stylesheet for all its stones. */
export const InBoard = createContext(false);

/**
 * A stone: a round body shaded and shadowed by the theme's variables (`--gomoku-black-fill`,
 * `--gomoku-white-fill`, `--gomoku-stone-shadow`; a flat board uses plain fills and no shadow),
 * with its number and marks drawn centred on top. On a board it fills its cell; alone it is as
 * wide as its container, and brings its stylesheet with it.
 */
export const Stone = memo(function Stone({ color, number, last, winning, preview, pending }: StoneProps) {
  const inBoard = useContext(InBoard);
  return (
    <span className="gomoku-stone" data-color={color} data-last={last || undefined} data-winning={winning || undefined} data-preview={preview || undefined} data-pending={pending || undefined}>
      {inBoard ? null : <GomokuStyles />}
      <svg viewBox="-50 -50 100 100" aria-hidden="true">
        {/* Around the stone, not over it: a winning stone keeps its own colour. */}
        {winning ? <circle className="gomoku-stone-win" r={56} /> : null}
        {number != null ? (
          <text textAnchor="middle" dominantBaseline="central" className={last ? 'gomoku-stone-last-number' : undefined}>
            {number}
          </text>
        ) : last ? (
          <circle className="gomoku-stone-last" r={12} />
        ) : null}
      </svg>
    </span>
  );
});
