import { expect, test } from 'vitest';
import { PALETTE } from '../packages/react/src/theme/palette.ts';
import { sessionPerTest } from './browser.ts';
import { cell, stoneCount } from './game.ts';

const browser = sessionPerTest();

test('installed once, the app opens and plays the computer with no network; online play says it is offline', async () => {
  const session = browser.current;
  const { page, context } = session;
  await session.open('/');
  // Installable: a manifest with the icons a phone needs, and a service worker that takes the page.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { name: string; icons: { sizes: string }[]; display: string; theme_color: string }) : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  // Its title bar is the library's palette (light theme), not a second declaration of it (the
  // splash's colour is the home's page, which home.e2e.ts compares with the page as drawn).
  expect(manifest?.theme_color).toBe(PALETTE.text.light);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; the page it serves from then on is precached.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Play the computer' }).waitFor();
  await page.getByRole('button', { name: 'Play a friend online' }).click();
  await page.getByRole('alert').getByText('You are offline.').waitFor();
  await page.getByRole('radio', { name: 'Easy' }).check();
  await page.getByRole('button', { name: 'Play the computer' }).click();
  await cell(page, 'h8', 'empty').click();
  // The computer's search runs in its worker, loaded from the cache.
  await expect.poll(() => stoneCount(page), { timeout: 20_000 }).toBe(2);
  await context.setOffline(false);
});
