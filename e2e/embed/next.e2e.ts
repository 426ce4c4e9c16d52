import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './chromium.ts';
import { packPackages, run, workspace } from './packed-packages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The Next.js the README's App Router example is checked with. */
const NEXT = '16.4.6';

let dir: string;
let server: ChildProcess | undefined;
let url: string;
let browser: Browser;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-next-'));
  const local = packPackages(path.join(dir, 'tarballs'));
  const app = path.join(dir, 'app');
  mkdirSync(app);
  cpSync(path.join(here, 'next-app'), app, { recursive: true });
  const version = (name: string) => workspace.devDependencies[name] as string;
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'gomoku-next-app',
      private: true,
      dependencies: { ...local, next: NEXT, react: version('react'), 'react-dom': version('react-dom'), xstate: version('xstate'), '@xstate/react': version('@xstate/react') },
      overrides: local,
    }),
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app, env);
  run('npx', ['next', 'build'], app, env);
  const port = await freePort();
  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env, stdio: 'ignore', detached: true });
  url = `http://127.0.0.1:${port}/`;
  // Until it answers.
  for (let tries = 0; tries < 120; tries++) {
    if (await fetch(url).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  // npx and next start run as a process group: end it all.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a Next.js App Router app, <Gomoku/> in a Server Component page, from the packed tarballs', () => {
  it('builds, renders the game on the server with its stylesheet, and hydrates it without an error', async () => {
    const html = await (await fetch(url)).text();
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="h8, empty"');
    expect(html).toContain('@property --gomoku-board');
    const { page, errors } = browser;
    await page.goto(url);
    await page.getByRole('gridcell', { name: 'h8, empty' }).click();
    await page.getByRole('gridcell', { name: 'h8, black' }).waitFor();
    expect(errors).toEqual([]);
  });
});
