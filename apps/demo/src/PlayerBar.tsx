import type { Color } from '@gomoku/engine';
import { selectColorOf, selectIsOver, selectSeatToAct } from '@gomoku/machine';
import { Clock, useGomokuSelector, type Locale, type Theme } from '@gomoku/react';
import type { Absence } from './room-state.ts';
import type { Strings } from './strings.ts';

/**
 * A player's bar beside the board, as players know it from lichess: the stone, the name (and the
 * rating in a match, `?` while provisional, with its change once a rated game is over), whether
 * the player is away, whose turn it is (`aria-current`, and said in words) and the clock, if the
 * game has one.
 */
export function PlayerBar({
  color,
  name,
  rating,
  change,
  absence,
  t,
  locale,
  theme,
}: {
  color: Color;
  name: string;
  rating?: string | undefined;
  change?: string | undefined;
  absence?: Absence | undefined;
  t: Strings;
  locale: Locale;
  theme: Theme;
}) {
  const acting = useGomokuSelector((s) => {
    const seat = selectSeatToAct(s);
    return !selectIsOver(s) && seat !== null && selectColorOf(s, seat) === color;
  });
  return (
    <div className="player-bar" data-color={color} aria-current={acting ? 'true' : undefined}>
      <span className="player-who">
        <span className="player-stone" aria-hidden="true" />
        <span className="player-name">{name}</span>
        {rating ? <span className="rating">{rating}</span> : null}
        {change ? <span className="rating-change">{change}</span> : null}
        <span className="visually-hidden"> ({t.colors[color]})</span>
        {absence ? <span className="player-absent">{absence === 'away' ? t.away : t.notHereYet}</span> : null}
      </span>
      {acting ? <span className="player-turn">{t.toMove}</span> : null}
      <Clock color={color} locale={locale} theme={theme} className="player-clock" />
    </div>
  );
}
