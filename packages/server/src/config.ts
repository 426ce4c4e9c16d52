import path from 'node:path';
import type { LevelWithSilent } from 'pino';
import { LOG_LEVELS } from './ops/log.ts';
import { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './sockets/limits.ts';

/** The server's settings as the `gomoku-server` command reads them from the environment. */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** PostgreSQL to share rooms between processes; null for the embedded store (SQLite) in `dataDir`. */
  readonly databaseUrl: string | null;
  /** The most connections to PostgreSQL (the pool), besides the one that listens for other processes' appends. */
  readonly pgPoolMax: number;
  /** Group-commit transactions in flight at once on PostgreSQL (`PG_WRITERS`, 1–16, default 2). */
  readonly pgWriters: number;
  /** The least time between the starts of two commits on PostgreSQL (`PG_COMMIT_INTERVAL_MS`, 0–100; the store's default when undefined). */
  readonly pgCommitIntervalMs: number | undefined;
  readonly dataDir: string;
  readonly staticDir: string | null;
  readonly allowedOrigins: readonly string[] | undefined;
  readonly idleRoomMs: number | undefined;
  /** How long a game in progress is kept without an event (the server's default when undefined). */
  readonly abandonedRoomMs: number | undefined;
  /** How often connections are pinged to find dead ones (a player gone without closing shows away). */
  readonly heartbeatMs: number | undefined;
  /** Running it in production: logs, metrics, deadlines, shutdown and limits. */
  readonly ops: OpsConfig;
}

/** A setting the command cannot use: the message names it and says what it takes. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DAY_MS = 24 * 3_600_000;
const YEAR_MS = 365 * DAY_MS;

/** A whole number in decimal digits from the environment, or `fallback` when it is unset or empty. */
function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  // Digits only: `Number` would also read "0x22B6" and "1e3", which no operator means as a port.
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${text}".`);
  return value;
}

/**
 * Refuses a DATABASE_URL the driver could not read, in words that never repeat it: it may hold a
 * password, and a parser's own error would print the whole URL.
 */
function checkDatabaseUrl(url: string): void {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL must be a postgres:// URL.');
  if (!URL.canParse(url)) {
    throw new ConfigError('DATABASE_URL is not a URL that can be read: percent-encode the characters of the user name and password that URLs reserve (/ ? # @ : and space).');
  }
}

/**
 * Reads the command's settings: `PORT` (8787), `HOST` (127.0.0.1), `DATABASE_URL` (PostgreSQL;
 * unset for SQLite in `DATA_DIR`, default `./.data`), `PG_POOL_MAX` (10), `STATIC_DIR` (a built app to serve),
 * `ALLOWED_ORIGINS` (comma-separated), `IDLE_ROOM_MS`, `ABANDONED_ROOM_MS` (at least the idle
 * time), `HEARTBEAT_MS`. Paths are taken from `cwd`.
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const text = (name: string) => env[name]?.trim() || null;
  const origins = text('ALLOWED_ORIGINS')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins ?? []) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new ConfigError(`ALLOWED_ORIGINS holds origins such as https://gomoku.example, got "${origin}".`);
  }
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl) checkDatabaseUrl(databaseUrl);
  const staticDir = text('STATIC_DIR');
  const idleRoomMs = text('IDLE_ROOM_MS') ? integer(env, 'IDLE_ROOM_MS', 0, 1_000, YEAR_MS) : undefined;
  const abandonedRoomMs = text('ABANDONED_ROOM_MS') ? integer(env, 'ABANDONED_ROOM_MS', 0, 1_000, 10 * YEAR_MS) : undefined;
  if (abandonedRoomMs !== undefined && abandonedRoomMs < (idleRoomMs ?? DAY_MS)) {
    throw new ConfigError(`ABANDONED_ROOM_MS must be at least IDLE_ROOM_MS (${idleRoomMs ?? `${DAY_MS}, the default`}), got "${abandonedRoomMs}".`);
  }
  return {
    host: text('HOST') ?? '127.0.0.1',
    port: integer(env, 'PORT', 8787, 0, 65_535),
    databaseUrl,
    pgPoolMax: integer(env, 'PG_POOL_MAX', 10, 1, 1_000),
    pgWriters: integer(env, 'PG_WRITERS', 2, 1, 16),
    pgCommitIntervalMs: text('PG_COMMIT_INTERVAL_MS') ? integer(env, 'PG_COMMIT_INTERVAL_MS', 0, 0, 100) : undefined,
    dataDir: path.resolve(cwd, text('DATA_DIR') ?? '.data'),
    staticDir: staticDir && path.resolve(cwd, staticDir),
    allowedOrigins: origins?.length ? origins : undefined,
    idleRoomMs,
    abandonedRoomMs,
    heartbeatMs: env.HEARTBEAT_MS?.trim() ? integer(env, 'HEARTBEAT_MS', 0, 500, 600_000) : undefined,
    ops: readOpsConfig(env),
  };
}

// ——— Operations: logs, metrics, deadlines, shutdown and limits ———

/** The settings for running the server in production. */
export interface OpsConfig {
  /** `LOG_LEVEL`: the least level logged (default `info`). */
  readonly logLevel: LevelWithSilent;
  /** `METRICS`: serve `/metrics` (`on`, the default) or not (`off`). */
  readonly metrics: boolean;
  /** `STORE_TIMEOUT_MS`: a store call's deadline (default 400). */
  readonly storeTimeoutMs: number;
  /** `SHUTDOWN_MS`: how long a SIGTERM or SIGINT shutdown may take (default 10 s). */
  readonly shutdownMs: number;
  /** `TRUST_PROXY`: how many proxies in front append to X-Forwarded-For (default 0: the socket's peer is the client). */
  readonly trustProxy: number;
  /** `ROOMS_PER_MINUTE`, `READS_PER_MINUTE`, `REGISTRATIONS_PER_MINUTE`, `SOCKETS_PER_ADDRESS`, `HELLO_TIMEOUT_MS`, `HTTP_HEADERS_TIMEOUT_MS`, `HTTP_REQUEST_TIMEOUT_MS`. */
  readonly limits: AddressLimits;
}

/** One of `choices` from the environment, or `fallback` when it is unset or empty. */
function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, choices: readonly T[], fallback: T): T {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return fallback;
  const found = choices.find((c) => c === text);
  if (!found) throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${text}".`);
  return found;
}

/** Reads the operations settings (see `OpsConfig`). */
export function readOpsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  return {
    logLevel: choice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    metrics: choice(env, 'METRICS', ['on', 'off'], 'on') === 'on',
    storeTimeoutMs: integer(env, 'STORE_TIMEOUT_MS', 400, 50, 60_000),
    shutdownMs: integer(env, 'SHUTDOWN_MS', 10_000, 1_000, 600_000),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    limits: {
      roomsPerMinute: integer(env, 'ROOMS_PER_MINUTE', DEFAULT_ADDRESS_LIMITS.roomsPerMinute, 1, 100_000),
      readsPerMinute: integer(env, 'READS_PER_MINUTE', DEFAULT_ADDRESS_LIMITS.readsPerMinute, 1, 100_000),
      registrationsPerMinute: integer(env, 'REGISTRATIONS_PER_MINUTE', DEFAULT_ADDRESS_LIMITS.registrationsPerMinute, 1, 100_000),
      socketsPerAddress: integer(env, 'SOCKETS_PER_ADDRESS', DEFAULT_ADDRESS_LIMITS.socketsPerAddress, 1, 100_000),
      helloTimeoutMs: integer(env, 'HELLO_TIMEOUT_MS', DEFAULT_ADDRESS_LIMITS.helloTimeoutMs, 100, 600_000),
      headersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULT_ADDRESS_LIMITS.headersTimeoutMs, 100, 600_000),
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_ADDRESS_LIMITS.requestTimeoutMs, 100, 3_600_000),
    },
  };
}
