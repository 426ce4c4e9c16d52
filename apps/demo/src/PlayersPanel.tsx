import type { Color } from '@gomoku/engine';
import { selectColorOf, selectIsOver, selectSeatToAct } from '@gomoku/machine';
import { useGomokuSelector } from '@gomoku/react';
import type { Settings } from './settings.ts';
import type { Strings } from './strings.ts';

/**
 * Who plays whom: "You (Black) vs Computer — Hard (White)", the side to act marked. Against the
 * computer the computer's colour is the machine's (a rematch swaps it); on one screen the two
 * players are the two seats.
 */
export function PlayersPanel({ settings, t, computer }: { settings: Settings; t: Strings; computer: Color | undefined }) {
  const toAct = useGomokuSelector(selectSeatToAct);
  const over = useGomokuSelector(selectIsOver);
  const colorOfFirst = useGomokuSelector((s) => selectColorOf(s, 'first'));
  const colorToAct = useGomokuSelector((s) => (toAct ? selectColorOf(s, toAct) : null));
  const sides: { color: Color; name: string }[] = (['black', 'white'] as const).map((color) => ({
    color,
    name: computer ? (color === computer ? t.computerName(t.levels[settings.level]) : t.you) : t.playerName(color === colorOfFirst ? 1 : 2),
  }));
  return (
    <section className="players" aria-label={t.players}>
      {sides.map((side, i) => (
        <span key={side.color} className="player" data-color={side.color} data-to-act={!over && colorToAct === side.color ? '' : undefined}>
          {i ? <span className="versus">vs</span> : null}
          <span className="player-stone" aria-hidden="true" />
          <span>
            {side.name} ({t.colors[side.color]}){!over && colorToAct === side.color ? <span className="to-act"> — {t.toMove}</span> : null}
          </span>
        </span>
      ))}
    </section>
  );
}
