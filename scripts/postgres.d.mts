/** The result of `ensurePostgres`: the server binaries' folder, or why there is none. */
export type EnsurePostgresResult = { ok: true; bin: string } | { ok: false; message: string };

/** PostgreSQL's server binaries, installed with apt-get first when missing and root. */
export function ensurePostgres(): EnsurePostgresResult;

/** A running throwaway cluster. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (trust authentication). */
  url: string;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown: every connection cut) and keeps its folder: an outage. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port. */
  restart(): Promise<void>;
  /** Stops every process of the server (SIGSTOP): connections stay open and nothing answers. */
  freeze(): Promise<void>;
  /** Lets the frozen server go on (SIGCONT). */
  thaw(): Promise<void>;
}

/** Starts a throwaway cluster on a free loopback port. */
export function startPostgres(): Promise<PostgresCluster>;
