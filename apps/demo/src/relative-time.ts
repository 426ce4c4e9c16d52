/** Each unit, with how many of the one before it make it (seconds first), for `relativeTime`. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['second', 1],
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 30 / 7],
  ['year', 12],
];

/**
 * When `then` was, said from `now` in `locale`'s words ("5 minutes ago", "yesterday", "just now"):
 * in the largest unit it is at least one of (`Intl.RelativeTimeFormat`). A time ahead of `now` (a
 * clock set back) is said as now.
 */
export function relativeTime(then: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let amount = Math.max(0, now - then) / 1000;
  // Under a minute is "now": seconds that tick on a list read once would only be wrong.
  if (amount < 60) return format.format(0, 'second');
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [next, size] of UNITS.slice(1)) {
    if (amount / size < 1) break;
    amount /= size;
    unit = next;
  }
  return format.format(-Math.floor(amount), unit);
}
