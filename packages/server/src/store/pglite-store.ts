import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDir } from './dir-lock.ts';
import { Fanout } from './fanout.ts';
import type { Row } from './rows.ts';
import { migrate } from './schema.ts';
import { params } from './sql-client.ts';
import type { SqlClient } from './sql-client.ts';
import { createSqlStore } from './sql-store.ts';
import type { GameStore } from './types.ts';

/** Where the embedded store keeps its data. */
export interface PgliteStoreOptions {
  /**
   * A folder of its own (created if missing). PostgreSQL's files go in `postgres/` inside it,
   * beside a `lock` file: one process at a time may open it.
   */
  readonly dataDir: string;
}

/**
 * The embedded store: PostgreSQL compiled to WebAssembly (PGlite), in this process, on files in
 * `dataDir`. Nothing to install or run beside the server; one process only, so subscribers hear of
 * this process's appends only. Each append has been written to the files when it resolves (see
 * the README for what that survives). The first open of a new folder takes a few seconds (initdb).
 */
export async function createPgliteStore({ dataDir }: PgliteStoreOptions): Promise<GameStore> {
  const unlock = lockDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: path.join(dataDir, 'postgres') });
  } catch (error) {
    unlock();
    throw error;
  }
  const client: SqlClient = {
    query: async (text, values) => (await db.query<Row>(text, params(values))).rows,
    transaction: (body) => db.transaction((tx) => body(async (text, values) => (await tx.query<Row>(text, params(values))).rows)),
  };
  const release = async () => {
    try {
      await db.close();
    } finally {
      unlock();
    }
  };
  try {
    await migrate(client);
  } catch (error) {
    await release();
    throw error;
  }
  return createSqlStore({ client, fanout: new Fanout(), announce: null, release });
}
