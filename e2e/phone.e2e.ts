import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { cell, changeSettings, openGame, stoneCount } from './game.ts';

const browser = sessionPerTest();

/** Every visible control's box: none may be smaller than 24×24 CSS pixels. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, select, input, textarea, [role="gridcell"]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null && !(el as HTMLInputElement).matches('input[type=file]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ el, box }) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`),
  );
}

test('a 360×640 touch phone: tap to preview, tap again to play; 24 px cells and targets; nothing cut off', async () => {
  const session = await browser.relaunch({ width: 360, height: 640, touch: true });
  const { page } = session;
  await openGame(session);
  const grid = await page.getByRole('grid').boundingBox();
  expect(grid && grid.x >= 0 && grid.x + grid.width <= 360 && grid.y + grid.height <= 640).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const h8 = await cell(page, 'h8', 'empty').boundingBox();
  console.log(`phone 360×640: cell ${h8?.width.toFixed(1)} px, board ${grid?.width.toFixed(1)} px wide`);
  expect(h8?.width).toBeGreaterThanOrEqual(24);
  expect(await smallTargets(page)).toEqual([]);
  await cell(page, 'h8', 'empty').tap();
  expect(await stoneCount(page)).toBe(0);
  expect(await page.locator('[data-preview]').count()).toBe(1);
  await cell(page, 'h8', 'empty').tap();
  expect(await stoneCount(page)).toBe(1);
  await session.screenshot('phone-360x640');
});

test('19×19 on a 360 px phone: cells stay 24 px and more, the board scrolls sideways in its frame, not the page', async () => {
  const session = await browser.relaunch({ width: 360, height: 640, touch: true });
  const { page } = session;
  await openGame(session);
  await changeSettings(page, (dialog) => dialog.getByRole('radio', { name: '19 × 19' }).check());
  await cell(page, 'k10', 'empty').waitFor();
  const k10 = await cell(page, 'k10', 'empty').boundingBox();
  expect(k10?.width).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The centre is in view to start with.
  expect(k10 && k10.x >= 0 && k10.x + k10.width <= 360).toBe(true);
  await cell(page, 'k10', 'empty').tap();
  await cell(page, 'k10', 'empty').tap();
  expect(await stoneCount(page)).toBe(1);
});

test('a phone held sideways (640×360): board and controls side by side, the board whole', async () => {
  const session = await browser.relaunch({ width: 640, height: 360, touch: true });
  const { page } = session;
  await openGame(session);
  const grid = await page.getByRole('grid').boundingBox();
  const undo = await page.getByRole('button', { name: 'Undo', exact: true }).boundingBox();
  expect(grid && grid.y >= 0 && grid.y + grid.height <= 360 && grid.x + grid.width <= 640).toBe(true);
  expect(undo && grid && undo.x >= grid.x + grid.width).toBe(true);
  // Nothing beside the board runs off the screen: the review bar's move count is whole.
  const count = await page.locator('.move-count').boundingBox();
  expect(count && count.x + count.width <= 640).toBe(true);
  await session.screenshot('phone-640x360');
});

test('a 1280×800 desktop: the status line, the board and the main controls fit without scrolling', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  for (const locator of [page.locator('.gomoku-status'), page.getByRole('grid'), page.getByRole('button', { name: 'Undo', exact: true }), page.getByRole('button', { name: 'Hint' })]) {
    const box = await locator.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
  }
  expect(await smallTargets(page)).toEqual([]);
  await session.screenshot('desktop-1280x800');
});
