#!/usr/bin/env node
// The `gomoku-server` command: the game server on one port (API, WebSocket and, with STATIC_DIR,
// the built app), over PostgreSQL when DATABASE_URL is set and the embedded SQLite otherwise.
// Settings come from the environment (see config.ts); SIGINT and SIGTERM close it cleanly.
import { ConfigError, readConfig } from './config.ts';
import { createLog } from './ops/log.ts';
import { createGomokuServer } from './server.ts';
import { StoreError } from './store/errors.ts';
import { createPostgresStore } from './store/postgres-store.ts';
import { createSqliteStore } from './store/sqlite-store.ts';

let config;
try {
  config = readConfig(process.env, process.cwd());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`gomoku-server: ${error.message}`);
  process.exit(2);
}
const log = createLog(config.ops.logLevel);
let store;
try {
  store = config.databaseUrl
    ? await createPostgresStore({ url: config.databaseUrl, maxConnections: config.pgPoolMax, log })
    : await createSqliteStore({ dataDir: config.dataDir, log });
} catch (error) {
  // A store that refuses its data (locked, an old PGlite folder, a newer schema) says why in a sentence.
  if (!(error instanceof StoreError)) throw error;
  console.error(`gomoku-server: ${error.message}`);
  process.exit(1);
}
const server = createGomokuServer({
  store,
  host: config.host,
  port: config.port,
  ...(config.staticDir ? { staticDir: config.staticDir } : {}),
  ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
  ...(config.idleRoomMs ? { idleRoomMs: config.idleRoomMs } : {}),
  ...(config.heartbeatMs ? { heartbeatMs: config.heartbeatMs } : {}),
  log,
  metrics: config.ops.metrics,
  storeTimeoutMs: config.ops.storeTimeoutMs,
  shutdownMs: config.ops.shutdownMs,
  trustProxy: config.ops.trustProxy,
  limits: config.ops.limits,
});
const { url } = await server.listen();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
// The line scripts/server-process.ts waits for: "listening on URL,".
log.info({ url }, `gomoku-server listening on ${url}, rooms in ${where}${config.staticDir ? `, serving ${config.staticDir}` : ''}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal, shutdownMs: config.ops.shutdownMs }, 'shutting down');
  // Whatever hangs (a store that does not close), the process is gone within SHUTDOWN_MS.
  setTimeout(() => {
    log.error({ signal }, 'shutdown took too long; exiting');
    process.exit(1);
  }, config.ops.shutdownMs).unref();
  await server.close();
  await store.close();
  log.info({ signal }, 'shut down');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
