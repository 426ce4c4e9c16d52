'use client';
import type { Color } from '@gomoku/engine';
import type { GhostKind } from './annotations.ts';
import { createContext, memo, useContext } from 'react';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { is, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';

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
  /** A faint stone (a variation, a suggestion); a kind adds a dot of its colour: good, interesting, doubtful or bad. */
  ghost?: boolean | GhostKind | undefined;
}

const GHOSTS: readonly unknown[] = [true, false, 'good', 'interesting', 'doubtful', 'bad'] satisfies (boolean | GhostKind)[];

const CHECKS: PropChecks<StoneProps> = {
  color: is.required(is.color, () => 'black'),
  number: is.nullable(is.integer),
  last: is.boolean,
  winning: is.boolean,
  preview: is.boolean,
  pending: is.boolean,
  ghost: is.that("true, false, or a kind ('good', 'interesting', 'doubtful', 'bad')", (value) => GHOSTS.includes(value)),
};

/** True below a board, which renders the stylesheet for all its stones. */
export const InBoard = createContext(false);

/**
 * A stone: a round body shaded and shadowed by the theme's variables (`--gomoku-black-fill`,
 * `--gomoku-white-fill`, `--gomoku-stone-shadow`; a flat board uses plain fills and no shadow),
 * with its number and marks drawn centred on top. On a board it fills its cell; alone it is as
 * wide as its container, follows the device's light or dark theme, and brings its stylesheet.
 */
export const Stone = memo(function Stone(props: StoneProps) {
  const { color, number, last, winning, preview, pending, ghost } = useCheckedProps('Stone', props, CHECKS).props;
  const inBoard = useContext(InBoard);
  const kind = typeof ghost === 'string' ? ghost : undefined;
  return (
    <span
      className={inBoard ? 'gomoku-stone' : 'gomoku-theme gomoku-stone'}
      data-color={color}
      data-last={last || undefined}
      data-winning={winning || undefined}
      data-preview={preview || undefined}
      data-pending={pending || undefined}
      data-ghost={ghost ? (kind ?? '') : undefined}
    >
      {inBoard ? null : <GomokuStyles />}
      <svg viewBox="-50 -50 100 100" aria-hidden="true">
        {/* Around the stone, not over it: a winning stone keeps its own colour. */}
        {winning ? <circle className="gomoku-stone-win" r={56} /> : null}
        {kind ? <circle className="gomoku-stone-ghost" r={14} /> : null}
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
