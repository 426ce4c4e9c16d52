import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { axeViolations, cell, stoneCount } from './game.ts';

const browser = sessionPerTest();

test('the computer from the home in one tap: two clicks from opening the app to the first move, and it answers', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  // Every level is offered beside the button, the strongest included; the last one chosen is kept.
  for (const level of ['Easy', 'Medium', 'Hard', 'Master']) expect(await page.getByRole('radio', { name: level }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  let taps = 0;
  const tap = async (action: Promise<void>) => {
    await action;
    taps += 1;
  };
  await tap(page.getByRole('button', { name: 'Play the computer' }).click());
  await tap(cell(page, 'h8', 'empty').click());
  console.log(`taps from opening the app to the first move against the computer: ${taps} (a mouse; a touch screen adds the confirming tap)`);
  expect(taps).toBe(2);
  await expect.poll(() => stoneCount(page), { timeout: 20_000 }).toBe(2);
  expect(await page.getByRole('region', { name: 'Players' }).textContent()).toMatch(/You.*Computer — Medium/);
  expect(await axeViolations(page)).toEqual([]);
});

test('settings open in a dialog grouped by game and look; Back and Forward move between the home and the game', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  await page.getByRole('button', { name: 'Play a friend on this screen' }).click();
  await cell(page, 'h8', 'empty').click();
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Game', 'Look and sound']);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.goBack();
  await page.getByRole('button', { name: 'Continue your game' }).waitFor();
  await page.goForward();
  await expect.poll(() => stoneCount(page)).toBe(1);
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Continue your game' }).click();
  expect(await cell(page, 'h8', 'black').count()).toBe(1);
});

test('a game server that cannot be reached gets a plain message and a retry, never a module error', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  await page.route('**/api/rooms', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Play a friend online' }).click();
  const alert = page.getByRole('alert');
  await alert.getByText('The game server cannot be reached. Check your connection, then try again.').waitFor();
  await page.unroute('**/api/rooms');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('textbox', { name: /Send this link to your opponent/ }).waitFor();
  // The refused request is the browser's own console line; nothing else went wrong.
  expect(session.errors.filter((error) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(error))).toEqual([]);
  session.errors.length = 0;
});
