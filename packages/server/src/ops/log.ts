import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

/** The server's log: pino's JSON lines (`level`, `time`, `msg` and the fields of each line). */
export type ServerLog = Logger;

/** The levels `LOG_LEVEL` takes. */
export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Fields never written, whatever a line carries: seat tokens (the log holds no secret a reader
 * could play with) and the database URL (its password).
 */
const REDACT = ['token', 'tokens', '*.token', '*.tokens', 'databaseUrl', '*.databaseUrl', 'headers.authorization', 'headers.cookie'];

/** A JSON-lines log at `level`, to stdout unless `destination` is given (tests pass a stream of their own). */
export function createLog(level: LevelWithSilent, destination?: DestinationStream): ServerLog {
  const options = { level, base: { name: 'gomoku-server' }, redact: { paths: REDACT, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
