import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server for the run, as a URL to its `postgres` database (superuser, trust). */
    postgresUrl: string;
  }
}

/**
 * Gives the server project a PostgreSQL for the run: the one at GOMOKU_TEST_POSTGRES_URL if set
 * (a developer's own server; tests create and drop their own databases in it), else a throwaway
 * cluster that teardown stops and removes, whether the tests passed or not.
 */
export default async function setup(project: TestProject) {
  const given = process.env.GOMOKU_TEST_POSTGRES_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
