import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGomokuServer, createMemoryStore } from '@gomoku/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { play, stoneCount } from './game.ts';

const browser = sessionPerTest();
const store = createMemoryStore();
// The demo as `pnpm start` serves it: built (by this project's setup), from the game server, under its headers.
const server = createGomokuServer({ store, staticDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/demo/dist') });
let url = '';
beforeAll(async () => {
  ({ url } = await server.listen());
});
afterAll(async () => {
  await server.close();
  await store.close();
});

test('the game server serves the built demo under a strict CSP: the page, the AI worker and a WebSocket run, with no violation', async () => {
  const { page, errors } = browser.current;
  const response = await page.goto(`${url}/`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['cache-control']).toBe('no-cache');
  // The computer answers from its Web Worker, which the policy must let start.
  await page.getByRole('radio', { name: 'Easy' }).check();
  await page.getByRole('button', { name: 'Play the computer' }).click();
  await play(page, ['h8']);
  await expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(2);
  // A room over the API and a seat over the same-origin WebSocket, from the page itself.
  const welcome = await page.evaluate(async () => {
    const created = (await (await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { room: string; tokens: { first: string } };
    return new Promise<unknown>((resolve) => {
      const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/ws?room=${created.room}`);
      socket.onopen = () => socket.send(JSON.stringify({ v: 2, type: 'hello', room: created.room, token: created.tokens.first }));
      socket.onmessage = (event) => {
        resolve(JSON.parse(String(event.data)));
        socket.close();
      };
    });
  });
  expect(welcome).toMatchObject({ type: 'welcome', you: { role: 'player', player: 'p1', seat: 'first' } });
  // A CSP violation is a console error: the session's check after the test fails on any.
  expect(errors).toEqual([]);
});
