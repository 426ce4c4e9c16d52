import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { axeViolations, play, status, stoneCount, openGame } from './game.ts';

const browser = sessionPerTest();

// Black makes an open three; White makes its own instead of blocking (a blunder: Black's three becomes an
// open four); Black blocks White's three rather than win (a missed win). Found so at 40 ms to 1 s a move.
const GAME = ['h8', 'h7', 'i8', 'i7', 'j8', 'j7', 'k7'];

test('review analyses the game in the worker while the page stays live: progress, marks, the graph steers the board', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, GAME);
  expect(await page.getByRole('region', { name: 'Analysis' }).count()).toBe(0);
  await page.getByRole('button', { name: 'First move' }).click();
  const panel = page.getByRole('region', { name: 'Analysis' });
  await panel.getByRole('button', { name: 'Analyse' }).click();
  await panel.getByRole('progressbar').waitFor();
  // The page answers while the worker thinks: stepping through the moves shows them at once.
  await page.getByRole('list', { name: 'Moves' }).getByRole('button', { name: 'Move 2, White h7' }).click();
  expect(await stoneCount(page)).toBe(2);
  await panel.getByText('Analysis complete').waitFor({ timeout: 60_000 });
  const marks = panel.getByRole('list', { name: 'Blunders and missed wins' }).getByRole('button');
  // White's i7 (move 4) is flagged too where the review searches deep enough to find Black's win after it.
  expect(await marks.allTextContents()).toEqual(expect.arrayContaining(['Move 6, White j7 — blunder: it allowed a forced win', 'Move 7, Black k7 — missed a forced win']));
  await marks.filter({ hasText: 'Move 6, White j7' }).click();
  expect(await stoneCount(page)).toBe(6);
  expect(await status(page).textContent()).toBe('Review: move 6 of 7 — White played j7; Black to move');
  // A click near the graph's right edge shows the last position, which leaves review.
  const graph = panel.getByRole('slider', { name: 'Evaluation across the game' });
  const box = await graph.boundingBox();
  if (!box) throw new Error('the graph has no box');
  await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
  await expect.poll(() => stoneCount(page)).toBe(7);
  expect(await graph.getAttribute('aria-valuenow')).toBe('7');
  expect(await axeViolations(page)).toEqual([]);
});

test('an analysis can be cancelled, and keeps what it found', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, GAME);
  await page.getByRole('button', { name: 'Previous move' }).click();
  const panel = page.getByRole('region', { name: 'Analysis' });
  await panel.getByRole('button', { name: 'Analyse' }).click();
  await panel.getByRole('slider').waitFor();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  expect(await panel.getByRole('status').textContent()).toMatch(/^Cancelled after [1-7] of 7 moves$/);
  expect(await panel.getByRole('button', { name: 'Analyse again' }).count()).toBe(1);
});
