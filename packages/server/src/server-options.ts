/**
 * The checks `createGomokuServer` makes of its numeric options where they enter. They say what a
 * server can run with at all; the `gomoku-server` command's environment (`readConfig`) keeps
 * tighter ranges of its own, an operator's sensible ones.
 */
import { HEARTBEAT_SLICES } from './sockets/heartbeat.ts';

/** The longest delay Node's timers take: past it a timer fires after 1 ms instead (a `TimeoutOverflowWarning`). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The heartbeat is cut into `HEARTBEAT_SLICES` turns, each at least a millisecond apart. */
const MIN_HEARTBEAT_MS = HEARTBEAT_SLICES;
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/** One numeric option: where it sits in the options, its bounds, and whether it must be whole. */
type NumberRule = readonly [path: readonly string[], min: number, max: number, whole: boolean];

const RULES: readonly NumberRule[] = [
  [['port'], 0, 65_535, true],
  [['maxMessageBytes'], 1, 2 ** 24, true],
  [['maxStrikes'], 1, MAX_COUNT, true],
  [['idleRoomMs'], 1, MAX_COUNT, false],
  [['abandonedRoomMs'], 1, MAX_COUNT, false],
  [['heartbeatMs'], MIN_HEARTBEAT_MS, MAX_TIMER_MS, false],
  [['storeTimeoutMs'], 1, MAX_TIMER_MS, false],
  [['shutdownMs'], 0, MAX_TIMER_MS, false],
  [['trustProxy'], 0, 100, true],
  [['rateLimit', 'burst'], 1, MAX_COUNT, false],
  [['rateLimit', 'perSecond'], 1e-6, MAX_COUNT, false],
  [['limits', 'roomsPerMinute'], 1, MAX_COUNT, false],
  [['limits', 'readsPerMinute'], 1, MAX_COUNT, false],
  [['limits', 'registrationsPerMinute'], 1, MAX_COUNT, false],
  [['limits', 'socketsPerAddress'], 1, MAX_COUNT, true],
  [['limits', 'helloTimeoutMs'], 1, MAX_TIMER_MS, false],
  [['limits', 'headersTimeoutMs'], 1, MAX_TIMER_MS, false],
  [['limits', 'requestTimeoutMs'], 1, MAX_TIMER_MS, false],
];

const shown = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value);

/**
 * Throws a `RangeError` naming the first numeric option set to anything but a number in its
 * range (NaN, a negative time, a delay past Node's timers, a fraction where a count is whole),
 * and a `TypeError` for options that are not an object, have no `store`, or hold a `rateLimit` or
 * `limits` that is not an object. An option left out (undefined) takes its default; a
 * `rateLimit` given needs both its fields.
 */
export function checkServerOptions(options: unknown): void {
  if (typeof options !== 'object' || options === null) throw new TypeError(`createGomokuServer takes an options object, got ${shown(options)}.`);
  const record = options as Record<string, unknown>;
  if (typeof record.store !== 'object' || record.store === null) throw new TypeError(`store must be a game store (createSqliteStore, createPostgresStore or createMemoryStore), got ${shown(record.store)}.`);
  for (const group of ['rateLimit', 'limits']) {
    const value = record[group];
    if (value !== undefined && (typeof value !== 'object' || value === null)) throw new TypeError(`${group} must be an object, got ${shown(value)}.`);
  }
  for (const [path, min, max, whole] of RULES) {
    const [group, field] = path as [string, string | undefined];
    const value = field === undefined ? record[group] : (record[group] as Record<string, unknown> | undefined)?.[field];
    // Left out, an option takes its default; but a `rateLimit` given is taken whole, so both its fields must be there.
    if (value === undefined && (group !== 'rateLimit' || record.rateLimit === undefined)) continue;
    if (typeof value !== 'number' || !(value >= min && value <= max) || (whole && !Number.isInteger(value))) {
      throw new RangeError(`${path.join('.')} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}, got ${shown(value)}.`);
    }
  }
}
