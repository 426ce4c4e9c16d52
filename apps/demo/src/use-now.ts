import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs` (a waiting clock's tick); `fixed` stops it there (stories, tests). */
export function useNow(everyMs: number, fixed?: number): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, fixed]);
  return fixed ?? now;
}
