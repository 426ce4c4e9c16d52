import { COLORS, type Color } from '@gomoku/engine';
import { selectColorOf, selectIsOver, selectSeatToAct } from '@gomoku/machine';
import { useGomokuSelector } from '@gomoku/react';
import type { Strings } from './strings.ts';

/**
 * Who plays whom, one chip per colour, the side to act marked (`aria-current`) and the computer's
 * thinking shown beside its name. The words "to move" are the status line's, not repeated here.
 */
export function PlayersPanel({ t, nameOf, thinking }: { t: Strings; nameOf: (color: Color) => string; thinking?: Color | null }) {
  const toAct = useGomokuSelector(selectSeatToAct);
  const over = useGomokuSelector(selectIsOver);
  const colorToAct = useGomokuSelector((s) => (toAct ? selectColorOf(s, toAct) : null));
  return (
    <section className="players" aria-label={t.players}>
      {COLORS.map((color) => {
        const acting = !over && colorToAct === color;
        return (
          <span key={color} className="player" data-color={color} aria-current={acting ? 'true' : undefined}>
            <span className="player-stone" aria-hidden="true" />
            <span className="player-name">{nameOf(color)}</span>
            <span className="visually-hidden"> ({t.colors[color]})</span>
            {thinking === color ? <span className="thinking-dots" aria-hidden="true"><i /><i /><i /></span> : null}
          </span>
        );
      })}
    </section>
  );
}
