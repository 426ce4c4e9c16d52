'use client';
import type { Color } from '@gomoku/engine';
import { SEATS, selectClock, selectColorOf } from '@gomoku/machine';
import { useEffect, useState } from 'react';
import { crossedThreshold, formatClock, LOW_TIME_MS, timeLeft } from './clock-format.ts';
import { is } from './checked-props.ts';
import { safely, useCheckedProps, type PropChecks } from '../props/prop-checks.ts';
import { useGomokuSelector, useGomokuSource } from './context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { format } from '../messages/format.ts';
import { wordsOf, type Locale, type PartialMessages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';

/** Props of the clocks. */
export interface ClockProps {
  locale?: Locale | undefined;
  /** Strings it shows instead of `locale`'s: another language, or your own wording; any part of a catalogue, the rest `locale`'s (see `Messages`). */
  messages?: PartialMessages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /**
   * Now, in ms, on the clock the game's times are measured on (default: the game source's `now`,
   * which online is the server's clock as estimated from pings). Pass a simulated clock in tests.
   */
  now?: (() => number) | undefined;
  /** Show this colour's clock alone (a player's bar beside the board); both by default. */
  color?: Color | undefined;
  className?: string | undefined;
}

/** The clocks' props as they read them (`messages`: `wordsOf` reads any value). */
const CHECKS: PropChecks<ClockProps> = { locale: is.locale, theme: is.theme, now: is.callback, color: is.color, className: is.className };

/**
 * Each side's remaining time, the running side's ticking (ten times a second, and only while it
 * runs). Under ten seconds a clock shows tenths and turns to low-time styling (`data-low`). Each
 * clock is a `timer` for assistive technology; the running one is announced only as it passes a
 * minute, thirty seconds and ten seconds left. With `color`, that side's clock alone (and only
 * its announcements). Renders nothing for a game without a clock.
 */
export function Clock(props: ClockProps) {
  const { locale, messages, theme = 'system', now: nowProp, color: only, className } = useCheckedProps('Clock', props, CHECKS).props;
  const t = wordsOf(locale, messages);
  const source = useGomokuSource();
  const clock = useGomokuSelector(selectClock);
  const colorOfSeat = useGomokuSelector((s) => ({ first: selectColorOf(s, 'first'), second: selectColorOf(s, 'second') }), (a, b) => a.first === b.first);
  // Now is read in effects only, never while rendering: a server and the first client render
  // show the same times (each as it was when the running clock started), then the clock ticks.
  const [time, setTime] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shown = SEATS.filter((seat) => only === undefined || colorOfSeat[seat] === only);
  // A clock shown alone ticks and speaks only while it runs.
  const running = shown.find((seat) => seat === clock?.running?.seat) ?? null;
  const runningColor = running ? t.color[colorOfSeat[running]] : '';
  // An announcement speaks of the clock that was running: once it stops (a move, a flag, the end) it is stale.
  const [announcedFor, setAnnouncedFor] = useState(running);
  if (announcedFor !== running) {
    setAnnouncedFor(running);
    setAnnouncement('');
  }

  useEffect(() => {
    if (!clock || !running) return;
    // `source.now()` called as a method: a source of the app's own may be a class. A `now` of the
    // app's that throws, or gives no finite number, is said once; the game's clock is read instead.
    let warned = false;
    const read = () => {
      const at: unknown = nowProp ? safely(() => nowProp(), NaN) : source.now();
      if (typeof at === 'number' && Number.isFinite(at)) return at;
      if (!warned) console.error('<Clock now>: it gave no finite number of ms (or threw); reading the game source\'s clock instead.');
      warned = true;
      return source.now();
    };
    let before = timeLeft(clock, running, read());
    const timer = setInterval(() => {
      const at = read();
      setTime(at);
      const after = timeLeft(clock, running, at);
      const mark = crossedThreshold(before, after);
      before = after;
      if (mark !== null) setAnnouncement(format(t.timeLeft, { color: runningColor, time: formatClock(mark) }));
    }, 100);
    return () => clearInterval(timer);
  }, [clock, running, runningColor, nowProp, source, t]);

  if (!clock) return null;
  const at = time ?? clock.running?.since ?? 0;
  return (
    <div className={['gomoku-theme gomoku-clocks', className].filter(Boolean).join(' ')} data-theme={theme} role="group" aria-label={only ? format(t.clock, { color: t.color[only] }) : t.clocks}>
      <GomokuStyles />
      {shown.map((seat) => {
        const color: Color = colorOfSeat[seat];
        const left = timeLeft(clock, seat, at);
        return (
          <div
            key={seat}
            role="timer"
            aria-label={format(t.clock, { color: t.color[color] })}
            className="gomoku-clock"
            data-color={color}
            data-running={running === seat || undefined}
            data-low={left < LOW_TIME_MS || undefined}
          >
            <span className="gomoku-clock-side" aria-hidden="true" />
            {/* A source of the app's may hold any finite time (1e308): shown as the most a reading takes, never thrown. */}
            <span className="gomoku-clock-time">{formatClock(Math.min(left, Number.MAX_SAFE_INTEGER))}</span>
          </div>
        );
      })}
      <span className="gomoku-visually-hidden" aria-live="polite">
        {/* Once no clock runs (a flag fell, the game ended, an answer is awaited), no stale time is left to read. */}
        {running ? announcement : ''}
      </span>
    </div>
  );
}
