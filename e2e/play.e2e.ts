import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { cell, changeSettings, openGame, play, status, stoneCount } from './game.ts';

const browser = sessionPerTest();

test('a whole game played by clicks to a Black win', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'a1', 'h9', 'a2', 'h10', 'a3', 'h11', 'a4', 'h12']);
  await expect.poll(() => status(page).textContent()).toMatch(/^Black wins: five from /);
  expect(await page.locator('.gomoku-stone-win').count()).toBe(5);
  expect(await page.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
  await session.screenshot('black-wins-1280x800');
});

test('undo at once by default on one screen; with consent: request, decline, request, accept; then resign from a request', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9']);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await stoneCount(page)).toBe(1);
  await changeSettings(page, (dialog) => dialog.getByRole('radio', { name: 'Opponent must agree' }).check());
  await play(page, ['h8', 'h9']);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await status(page).textContent()).toBe('White requests undo');
  await page.getByRole('button', { name: 'Decline undo' }).click();
  expect(await stoneCount(page)).toBe(2);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Accept undo' }).click();
  expect(await stoneCount(page)).toBe(1);
  expect(await status(page).textContent()).toBe('Took back h9, White to move');
  await play(page, ['j9']);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  expect(await status(page).textContent()).toBe('White requests undo');
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Yes, resign' }).click();
  expect(await status(page).textContent()).toBe('Black resigned — White wins');
});

test('a game played with the keyboard only', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await page.getByRole('gridcell', { name: 'h8, empty' }).focus();
  // Black h8, White h7 (down), Black i8 … Black builds h8–l8 along the row, White answers below.
  const keys = ['Enter', 'ArrowDown', 'Enter', 'ArrowUp', 'ArrowRight', 'Enter', 'ArrowDown', 'Enter', 'ArrowUp', 'ArrowRight', 'Enter', 'ArrowDown', 'Enter', 'ArrowUp', 'ArrowRight', 'Enter', 'ArrowDown', 'Enter', 'ArrowUp', 'ArrowRight', 'Space'];
  for (const key of keys) await page.keyboard.press(key);
  await expect.poll(() => status(page).textContent()).toMatch(/^Black wins: five from /);
  expect(await cell(page, 'l8', 'black, part of the winning five').count()).toBe(1);
});

test('fits a 360×640 phone: the whole board is on screen without scrolling', async () => {
  const session = await browser.relaunch({ width: 360, height: 640 });
  const { page } = session;
  await openGame(session);
  const box = await page.getByRole('grid').boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(640);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await play(page, ['h8', 'h9']);
  await session.screenshot('phone-360x640');
});
