import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';

/**
 * A new, empty database on the run's PostgreSQL server, so each test starts from nothing and
 * tests running side by side never see each other's rooms. Returns its URL and a `drop`.
 */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const name = `gomoku_test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        // WITH (FORCE): a store left open by a failed test must not keep its database alive.
        await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
