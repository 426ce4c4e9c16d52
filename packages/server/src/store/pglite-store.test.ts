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
    expect((error as StoreError).message).toContain(`process ${process.pid} (this one)`);
    await first.close();
    await (await createPgliteStore({ dataDir })).close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = freshDir();
    // A pid above Linux's largest (2^22) is never a running process.
    writeFileSync(path.join(dataDir, 'lock'), String(2 ** 22 + 1));
    const store = await createPgliteStore({ dataDir });
    await store.createRoom({ id: 'r1', settings: {}, seats: {}, snapshot: {}, live: false, now: 0 });
    expect(await store.loadRoom('r1')).not.toBeNull();
    await store.close();
  });
});
