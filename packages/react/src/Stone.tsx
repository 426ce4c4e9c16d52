import type { Color } from '@gomoku/engine';
import { memo } from 'react';

/** Props of a stone. */
export interface StoneProps {
  color: Color;
  /** The move number to print on the stone. */
  number?: number | null;
  /** Marks the last move played. */
  last?: boolean;
  /** Highlights a stone of the winning line. */
  winning?: boolean;
  /** A translucent stone: the point chosen but not yet confirmed. */
  preview?: boolean;
}

/** A stone, drawn in SVG user space -50…50 (its parent sizes it). */
export const Stone = memo(function Stone({ color, number, last, winning, preview }: StoneProps) {
  return (
    <g className="gomoku-stone" data-color={color} data-preview={preview || undefined}>
      <circle className="gomoku-stone-body" r={46} />
      {winning ? <circle className="gomoku-stone-win" r={40} /> : null}
      {number != null ? (
        <text textAnchor="middle" dominantBaseline="central">
          {number}
        </text>
      ) : null}
      {last && number == null ? <circle className="gomoku-stone-last" r={12} /> : null}
      {last && number != null ? <circle className="gomoku-stone-last" cx={30} cy={-30} r={10} /> : null}
    </g>
  );
});
