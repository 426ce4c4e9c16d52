/**
 * How many reviewed moves the live region says: the count as it passed the last quarter (0, 25 %,
 * 50 %, 75 %), never more than are done. A screen reader then hears the start and three steps, not
 * every move; the end is said by the status that follows ("Analysis complete").
 */
export function spokenProgress(done: number, total: number): number {
  if (total <= 0) return done;
  const quarter = Math.floor((Math.min(Math.max(0, done), total) * 4) / total);
  return Math.ceil((quarter * total) / 4);
}
