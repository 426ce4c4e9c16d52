import type { Row } from './rows.ts';

/** A query parameter: every value the store sends is text, a number, a boolean or null. */
export type SqlParam = string | number | boolean | null;

/** Runs one statement and returns its rows. */
export type SqlQuery = (text: string, params?: readonly SqlParam[]) => Promise<Row[]>;

/**
 * The little the SQL store needs from a PostgreSQL client, so one implementation serves PGlite
 * and the `postgres` driver alike.
 */
export interface SqlClient {
  readonly query: SqlQuery;
  /** Runs `body` in one transaction on one connection: committed if it resolves, rolled back if it rejects. */
  transaction<T>(body: (query: SqlQuery) => Promise<T>): Promise<T>;
}

/** The parameters as a fresh, mutable array: what the drivers' `any[]`-typed parameters take. */
export const params = (values: readonly SqlParam[] = []): SqlParam[] => [...values];
