import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch.ts';
import { StoreError } from './errors.ts';
import { createPgliteStore } from './pglite-store.ts';
import { describeStore, durableHarness } from './store.contract.ts';

const scratch = scratchDir('gomoku-pglite-test-');
const template = path.join(scratch, 'template');
let count = 0;

// A new folder's first open runs initdb (seconds): run it once, then give each test a copy.
beforeAll(async () => {
  await (await createPgliteStore({ dataDir: template })).close();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const freshDir = () => {
  count += 1;
  const dir = path.join(scratch, `store-${count}`);
  cpSync(template, dir, { recursive: true });
  return dir;
};

describeStore(
  'PGlite',
  async () => {
    const dataDir = freshDir();
    return durableHarness({
      open: () => createPgliteStore({ dataDir }),
      runSql: async (sql) => {
        const db = await PGlite.create({ dataDir: path.join(dataDir, 'postgres') });
        await db.exec(sql);
        await db.close();
      },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    });
  },
  { durable: true },
);

describe('PGlite store folder lock', () => {
  it('refuses a second store on a folder that is open, and opens once it is closed', async () => {
    const dataDir = freshDir();
    const first = await createPgliteStore({ dataDir });
    const error: unknown = await createPgliteStore({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('locked');
    expect((error as StoreError).message).toContain('is open in this process');
    await first.close();
    await (await createPgliteStore({ dataDir })).close();
  });

  it.each([
    // A pid above Linux's largest (2^22) is never a running process.
    ['a process that died', 2 ** 22 + 1],
    // A server restarted in a container is often pid 1 again: its own pid, but not its lock.
    ['an earlier process with the same pid', process.pid],
  ])('takes over a lock left by %s', async (_, pid) => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'lock'), String(pid));
    const store = await createPgliteStore({ dataDir });
    await store.createRoom({ id: 'r1', settings: {}, seats: {}, snapshot: {}, live: false, now: 0 });
    expect(await store.loadRoom('r1')).not.toBeNull();
    await store.close();
  });

  it('refuses a folder locked by another live process', async () => {
    const dataDir = freshDir();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(path.join(dataDir, 'lock'), String(process.ppid));
    const error: unknown = await createPgliteStore({ dataDir }).catch((e: unknown) => e);
    expect((error as StoreError).code).toBe('locked');
    expect((error as StoreError).message).toContain(`is open in process ${process.ppid}`);
  });
});
