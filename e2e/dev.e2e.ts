import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { freePort } from '../scripts/server-process.ts';
import { launch, type Session } from './browser.ts';
import { cell, stoneCount } from './game.ts';

// `pnpm dev` as a developer runs it (scripts/dev.mjs: Vite from source, the server beside it), and
// the server killed under two players: Vite and the pages stay, the server comes back alone, and a
// move made meanwhile reaches the other screen once.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts `scripts/dev.mjs` on free ports; gives Vite's URL and the server's pids as they are logged. */
async function startDev(): Promise<{ url: string; pids: number[]; dev: ChildProcess }> {
  const [serverPort, vitePort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-dev-e2e-'));
  const dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    env: { ...process.env, GOMOKU_SERVER_PORT: String(serverPort), GOMOKU_DEMO_PORT: String(vitePort), DATA_DIR: dataDir, HEARTBEAT_MS: '2000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (dev.exitCode === null) {
      dev.kill('SIGTERM');
      await new Promise((resolve) => dev.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const pids: number[] = [];
  createInterface({ input: dev.stderr }).on('line', () => undefined);
  createInterface({ input: dev.stdout }).on('line', (line) => {
    const started = /\[dev\] server started \(pid (\d+)\)/.exec(line);
    if (started) pids.push(Number(started[1]));
  });
  const url = `http://127.0.0.1:${vitePort}/`;
  // Up when the page's own origin reaches the server through Vite's proxy.
  await expect.poll(() => fetch(`${url}healthz`).then((response) => response.ok, () => false), { timeout: 90_000, interval: 500 }).toBe(true);
  return { url, pids, dev };
}

const online = (page: Page) => page.locator('.gomoku-online');

async function open(url: string): Promise<Session> {
  const session = await launch();
  cleanups.push(() => session.close());
  await session.page.goto(url);
  return session;
}

test('under pnpm dev the server restarts alone: no page reloads, and a move made while it was down arrives once', { timeout: 240_000 }, async () => {
  const { url, pids } = await startDev();
  const host = await open(url);
  await host.page.getByRole('button', { name: 'Play a friend online' }).click({ timeout: 60_000 });
  const invite = await host.page.getByRole('textbox', { name: /Send this link to your opponent/ }).inputValue({ timeout: 60_000 });
  const guest = await open(invite);
  await online(guest.page).getByText(/Connected/).waitFor({ timeout: 60_000 });
  await cell(host.page, 'h8', 'empty').click();
  await expect.poll(() => stoneCount(guest.page), { timeout: 15_000 }).toBe(1);
  // A page that reloads loses this mark.
  for (const page of [host.page, guest.page]) await page.evaluate(() => Object.assign(window, { stayed: true }));

  const first = pids.at(-1);
  if (first === undefined) throw new Error('dev.mjs logged no server pid');
  process.kill(first, 'SIGKILL');
  await online(guest.page).getByText(/reconnecting/).waitFor({ timeout: 30_000 });
  await cell(guest.page, 'h9', 'empty').click();
  expect(await guest.page.locator('.gomoku-stone[data-pending]').count()).toBe(1);

  await expect.poll(() => pids.length, { timeout: 30_000 }).toBe(2);
  await online(guest.page).getByText(/Connected/).waitFor({ timeout: 60_000 });
  await expect.poll(() => stoneCount(host.page), { timeout: 30_000 }).toBe(2);
  await expect.poll(() => guest.page.locator('.gomoku-stone[data-pending]').count(), { timeout: 15_000 }).toBe(0);
  expect(await stoneCount(guest.page)).toBe(2);
  expect(await cell(host.page, 'h9', 'white').count()).toBe(1);
  for (const page of [host.page, guest.page]) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The server was away: the pages' own connection errors are expected, nothing else.
  for (const session of [host, guest]) expect(session.errors.filter((error) => !/WebSocket|ERR_|net::|Failed to load resource/.test(error))).toEqual([]);
});
