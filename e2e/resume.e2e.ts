import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { cell, changeSettings, focusedName, openGame, play, status, stoneCount } from './game.ts';

const browser = sessionPerTest();

test('a reload keeps the game, a pending undo request included', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await changeSettings(page, (dialog) => dialog.getByRole('radio', { name: 'Opponent must agree' }).check());
  await play(page, ['h8', 'h9', 'j10']);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(3);
  expect(await status(page).textContent()).toBe('Black requests undo');
  expect(await cell(page, 'j10', 'black').count()).toBe(1);
});

test('corrupted storage is ignored with a notice, and the app works', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  for (const junk of ['{not json', '{"value":"blackWon","context":{"moves":[1,1]}}', '42']) {
    await page.evaluate((value) => localStorage.setItem('gomoku-demo:games', value), junk);
    await page.evaluate(() => localStorage.setItem('gomoku-demo:settings', '{"rule":"go","size":-1}'));
    await page.reload();
    await page.getByText('Your saved game could not be restored').waitFor();
    expect(await stoneCount(page)).toBe(0);
    await play(page, ['h8']);
    expect(await cell(page, 'h8', 'black').count()).toBe(1);
  }
});

test('review: step back and forth, then branch from a reviewed move after confirming', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9', 'i8', 'i9']);
  await page.getByRole('button', { name: 'First move' }).click();
  expect(await stoneCount(page)).toBe(0);
  await page.getByRole('button', { name: 'Next move' }).click();
  await page.getByRole('button', { name: 'Next move' }).click();
  expect(await stoneCount(page)).toBe(2);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowLeft');
  expect(await stoneCount(page)).toBe(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await stoneCount(page)).toBe(3);
  await page.getByRole('slider', { name: 'Review move' }).fill('2');
  expect(await stoneCount(page)).toBe(2);
  await cell(page, 'a1', 'empty').click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect.poll(() => stoneCount(page)).toBe(3);
  expect(await cell(page, 'a1', 'black').count()).toBe(1);
  expect(await cell(page, 'i9', 'empty').count()).toBe(1);
});

test('the computer answers as White, and a hint marks a point', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session, { computer: 'Easy' });
  await play(page, ['h8']);
  await expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(2);
  await page.getByRole('button', { name: 'Hint' }).click();
  // Said once in a polite live region; the button keeps the focus while the hint is worked out.
  await page.getByRole('status').getByText(/^Hint: [a-o]\d+$/).waitFor({ timeout: 10_000 });
  expect(await focusedName(page)).toBe('Hint');
  await session.screenshot('computer-hint-1280x800');
});
