import type { LevelWithSilent } from 'pino';
import { createLog } from '../src/ops/log.ts';

/** A log line, parsed. */
export type Entry = Record<string, unknown>;

/** A log at `level` (with the server's redaction) whose lines a test reads, raw or parsed, now or as they come. */
export function capturedLog(level: LevelWithSilent = 'trace') {
  const lines: string[] = [];
  const waiters: { match: (entry: Entry) => boolean; resolve: (entry: Entry) => void }[] = [];
  const log = createLog(level, {
    write: (line: string) => {
      lines.push(line);
      const entry = JSON.parse(line) as Entry;
      for (const waiter of waiters.filter((w) => w.match(entry))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Entry);
  /** The first line `match` accepts, logged already or to come. */
  const line = (match: (entry: Entry) => boolean): Promise<Entry> => {
    const logged = entries().find(match);
    return logged ? Promise.resolve(logged) : new Promise((resolve) => waiters.push({ match, resolve }));
  };
  return { log, lines, entries, line };
}
