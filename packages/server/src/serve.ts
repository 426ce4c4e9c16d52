import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type ServerConfig } from './config.ts';
import { createLog } from './ops/log.ts';
import { createGomokuServer } from './server.ts';
import { createPostgresStore } from './store/postgres-store.ts';
import { createSqliteStore } from './store/sqlite-store.ts';

/**
 * The `gomoku-server` command's serving: opens the store `config` names (PostgreSQL with
 * `databaseUrl`, else SQLite in `dataDir`), listens, and on SIGINT or SIGTERM closes the server
 * and the store, then exits the process (code 1 past `shutdownMs`). Resolves once it listens;
 * rejects with a `ConfigError` for a `staticDir` that holds no built app, with the store's
 * `StoreError` when the store refuses its data (locked, an old PGlite folder, a newer schema), or
 * with the error that kept it from opening the store or listening (the store closed again).
 */
export async function serve(config: ServerConfig): Promise<void> {
  // A server that would answer every page with 404 is refused before it says it is ready.
  if (config.staticDir && !existsSync(path.join(config.staticDir, 'index.html'))) {
    throw new ConfigError(`STATIC_DIR (${config.staticDir}) holds no index.html: point it at a built app (apps/demo/dist, or demo in a staged folder).`);
  }
  const log = createLog(config.ops.logLevel);
  const store = config.databaseUrl
    ? await createPostgresStore({ url: config.databaseUrl, maxConnections: config.pgPoolMax, writers: config.pgWriters, commitIntervalMs: config.pgCommitIntervalMs, log })
    : await createSqliteStore({ dataDir: config.dataDir, log });
  const server = createGomokuServer({
    store,
    host: config.host,
    port: config.port,
    ...(config.staticDir ? { staticDir: config.staticDir } : {}),
    ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
    ...(config.idleRoomMs ? { idleRoomMs: config.idleRoomMs } : {}),
    ...(config.abandonedRoomMs ? { abandonedRoomMs: config.abandonedRoomMs } : {}),
    ...(config.heartbeatMs ? { heartbeatMs: config.heartbeatMs } : {}),
    log,
    metrics: config.ops.metrics,
    storeTimeoutMs: config.ops.storeTimeoutMs,
    shutdownMs: config.ops.shutdownMs,
    trustProxy: config.ops.trustProxy,
    limits: config.ops.limits,
  });
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
  // Before listening: whoever is told the server listens may send SIGTERM at once.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  let url: string;
  try {
    ({ url } = await server.listen());
  } catch (error) {
    // Not listening (a port in use or not ours to take): the store lets go of its data (SQLite's lock) before the process says why.
    await server.close();
    await store.close();
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  // The line scripts/server-process.ts waits for: "listening on URL,".
  log.info({ url }, `gomoku-server listening on ${url}, rooms in ${where}${config.staticDir ? `, serving ${config.staticDir}` : ''}`);
}
