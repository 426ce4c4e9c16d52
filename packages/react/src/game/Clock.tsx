'use client';
import type { Color } from '@gomoku/engine';
import { SEATS, selectClock, selectColorOf } from '@gomoku/machine';
import { useEffect, useState } from 'react';
import { crossedThreshold, formatClock, LOW_TIME_MS, timeLeft } from './clock-format.ts';
import { useGomokuSelector, useGomokuSource } from './context.tsx';
import { GomokuStyles } from '../theme/GomokuStyles.tsx';
import { wordsOf, type Locale, type Messages } from '../messages/i18n.ts';
import type { Theme } from '../theme/theme.ts';

/** Props of the clocks. */
export interface ClockProps {
  locale?: Locale | undefined;
  /** Every string it shows, instead of `locale`'s: another language, or your own wording (see `Messages`). */
  messages?: Messages | undefined;
  /** Colour theme: `'system'` follows the device (default), or `'light'` / `'dark'`. */
  theme?: Theme | undefined;
  /**
   * Now, in ms, on the clock the game's times are measured on (default: the game source's `now`,
   * which online is the server's clock as estimated from pings). Pass a simulated clock in tests.
   */
  now?: (() => number) | undefined;
  className?: string | undefined;
}

/**
 * Each side's remaining time, the running side's ticking (ten times a second, and only while it
 * runs). Under ten seconds a clock shows tenths and turns to low-time styling (`data-low`). Each
 * clock is a `timer` for assistive technology; the running one is announced only as it passes a
 * minute, thirty seconds and ten seconds left. Renders nothing for a game without a clock.
 */
export function Clock({ locale, messages, theme = 'system', now: nowProp, className }: ClockProps) {
  const t = wordsOf(locale, messages);
  const source = useGomokuSource();
  const clock = useGomokuSelector(selectClock);
  const colorOfSeat = useGomokuSelector((s) => ({ first: selectColorOf(s, 'first'), second: selectColorOf(s, 'second') }), (a, b) => a.first === b.first);
  // Now is read in effects only, never while rendering: a server and the first client render
  // show the same times (each as it was when the running clock started), then the clock ticks.
  const [time, setTime] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const running = clock?.running?.seat ?? null;
  const runningColor = running ? t.color[colorOfSeat[running]] : '';
  // An announcement speaks of the clock that was running: once it stops (a move, a flag, the end) it is stale.
  const [announcedFor, setAnnouncedFor] = useState(running);
  if (announcedFor !== running) {
    setAnnouncedFor(running);
    setAnnouncement('');
  }

  useEffect(() => {
    if (!clock || !running) return;
    // Called as a method: a source of the app's own may be a class.
    const read = () => (nowProp ? nowProp() : source.now());
    let before = timeLeft(clock, running, read());
    const timer = setInterval(() => {
      const at = read();
      setTime(at);
      const after = timeLeft(clock, running, at);
      const mark = crossedThreshold(before, after);
      before = after;
      if (mark !== null) setAnnouncement(t.timeLeft(runningColor, formatClock(mark)));
    }, 100);
    return () => clearInterval(timer);
  }, [clock, running, runningColor, nowProp, source, t]);

  if (!clock) return null;
  const at = time ?? clock.running?.since ?? 0;
  return (
    <div className={['gomoku-theme gomoku-clocks', className].filter(Boolean).join(' ')} data-theme={theme} role="group" aria-label={t.clocks}>
      <GomokuStyles />
      {SEATS.map((seat) => {
        const color: Color = colorOfSeat[seat];
        const left = timeLeft(clock, seat, at);
        return (
          <div
            key={seat}
            role="timer"
            aria-label={t.clock(t.color[color])}
            className="gomoku-clock"
            data-color={color}
            data-running={running === seat || undefined}
            data-low={left < LOW_TIME_MS || undefined}
          >
            <span className="gomoku-clock-side" aria-hidden="true" />
            <span className="gomoku-clock-time">{formatClock(left)}</span>
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
