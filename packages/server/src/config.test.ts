import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';
import { DEFAULT_ADDRESS_LIMITS } from './sockets/limits.ts';

describe('readConfig', () => {
  it('runs on 127.0.0.1:8787 with SQLite in ./.data and a PostgreSQL pool of 10 by default', () => {
    expect(readConfig({}, '/srv')).toEqual({
      host: '127.0.0.1',
      port: 8787,
      databaseUrl: null,
      pgPoolMax: 10,
      pgWriters: 2,
      pgCommitIntervalMs: undefined,
      dataDir: '/srv/.data',
      staticDir: null,
      allowedOrigins: undefined,
      idleRoomMs: undefined,
      abandonedRoomMs: undefined,
      ops: { logLevel: 'info', metrics: true, storeTimeoutMs: 400, shutdownMs: 10_000, trustProxy: 0, limits: DEFAULT_ADDRESS_LIMITS },
    });
  });

  it('reads every setting', () => {
    const env = {
      HOST: '0.0.0.0',
      PORT: '3000',
      DATABASE_URL: 'postgres://u@db/gomoku',
      PG_POOL_MAX: '40',
      PG_WRITERS: '1',
      PG_COMMIT_INTERVAL_MS: '0',
      DATA_DIR: '/var/gomoku',
      STATIC_DIR: 'apps/demo/dist',
      ALLOWED_ORIGINS: 'https://a.example, http://localhost:5173',
      IDLE_ROOM_MS: '60000',
      ABANDONED_ROOM_MS: '600000',
      HEARTBEAT_MS: '2000',
      LOG_LEVEL: 'debug',
      METRICS: 'off',
      STORE_TIMEOUT_MS: '1000',
      SHUTDOWN_MS: '5000',
      TRUST_PROXY: '1',
      ROOMS_PER_MINUTE: '5',
      READS_PER_MINUTE: '50',
      REGISTRATIONS_PER_MINUTE: '3',
      SOCKETS_PER_ADDRESS: '8',
      HELLO_TIMEOUT_MS: '2000',
      HTTP_HEADERS_TIMEOUT_MS: '3000',
      HTTP_REQUEST_TIMEOUT_MS: '6000',
    };
    expect(readConfig(env, '/srv')).toEqual({
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: 'postgres://u@db/gomoku',
      pgPoolMax: 40,
      pgWriters: 1,
      pgCommitIntervalMs: 0,
      dataDir: '/var/gomoku',
      staticDir: '/srv/apps/demo/dist',
      allowedOrigins: ['https://a.example', 'http://localhost:5173'],
      idleRoomMs: 60_000,
      abandonedRoomMs: 600_000,
      heartbeatMs: 2_000,
      ops: {
        logLevel: 'debug',
        metrics: false,
        storeTimeoutMs: 1_000,
        shutdownMs: 5_000,
        trustProxy: 1,
        limits: { roomsPerMinute: 5, readsPerMinute: 50, registrationsPerMinute: 3, socketsPerAddress: 8, helloTimeoutMs: 2_000, headersTimeoutMs: 3_000, requestTimeoutMs: 6_000 },
      },
    });
  });

  it('refuses what it cannot use, naming the setting', () => {
    expect(() => readConfig({ PORT: 'eighty' }, '/')).toThrow(new ConfigError('PORT must be a whole number from 0 to 65535, got "eighty".'));
    expect(() => readConfig({ PORT: '70000' }, '/')).toThrow(ConfigError);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' }, '/')).toThrow('DATABASE_URL');
    // Digits only: hexadecimal and exponents are numbers to JavaScript, not to an operator.
    for (const odd of ['0x22B6', '1e3', '+80', '80.0', '8 0']) expect(() => readConfig({ PORT: odd }, '/')).toThrow(`PORT must be a whole number from 0 to 65535, got "${odd}".`);
    // A password with a reserved character, not percent-encoded: refused without repeating the URL, which holds it.
    const leaky = 'postgres://user:se/cret@db:5432/gomoku';
    expect(() => readConfig({ DATABASE_URL: leaky }, '/')).toThrow(/^DATABASE_URL is not a URL that can be read/);
    expect(() => readConfig({ DATABASE_URL: leaky }, '/')).not.toThrow(/se\/cret/);
    expect(readConfig({ DATABASE_URL: 'postgres://user:se%2Fcret@db:5432/gomoku' }, '/').databaseUrl).toBe('postgres://user:se%2Fcret@db:5432/gomoku');
    expect(() => readConfig({ ALLOWED_ORIGINS: 'https://a.example/path' }, '/')).toThrow('ALLOWED_ORIGINS');
    expect(() => readConfig({ IDLE_ROOM_MS: '5' }, '/')).toThrow('IDLE_ROOM_MS');
    expect(() => readConfig({ ABANDONED_ROOM_MS: 'a month' }, '/')).toThrow('ABANDONED_ROOM_MS');
    // A game in progress is kept at least as long as an idle room: the default idle time, or the one given.
    expect(() => readConfig({ ABANDONED_ROOM_MS: '3600000' }, '/')).toThrow('ABANDONED_ROOM_MS must be at least IDLE_ROOM_MS (86400000, the default), got "3600000".');
    expect(() => readConfig({ IDLE_ROOM_MS: '600000', ABANDONED_ROOM_MS: '599999' }, '/')).toThrow('ABANDONED_ROOM_MS must be at least IDLE_ROOM_MS (600000)');
    expect(readConfig({ IDLE_ROOM_MS: '600000', ABANDONED_ROOM_MS: '600000' }, '/').abandonedRoomMs).toBe(600_000);
    for (const bad of ['0', '-1', '1.5', 'many']) expect(() => readConfig({ READS_PER_MINUTE: bad }, '/')).toThrow('READS_PER_MINUTE');
    for (const bad of ['0', '-3', '2.5', 'ten', '1001']) expect(() => readConfig({ PG_POOL_MAX: bad }, '/')).toThrow('PG_POOL_MAX');
    expect(() => readConfig({ LOG_LEVEL: 'loud' }, '/')).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".');
    expect(() => readConfig({ METRICS: 'yes' }, '/')).toThrow('METRICS');
    expect(() => readConfig({ STORE_TIMEOUT_MS: '0' }, '/')).toThrow('STORE_TIMEOUT_MS');
    expect(() => readConfig({ SHUTDOWN_MS: '10' }, '/')).toThrow('SHUTDOWN_MS');
    expect(() => readConfig({ TRUST_PROXY: 'true' }, '/')).toThrow('TRUST_PROXY must be a whole number from 0 to 10');
    expect(() => readConfig({ SOCKETS_PER_ADDRESS: '0' }, '/')).toThrow('SOCKETS_PER_ADDRESS');
  });
});
