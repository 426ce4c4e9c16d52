import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { axeViolations, cell, focusedName, play, status, stoneCount, openGame } from './game.ts';

const browser = sessionPerTest();

test('the move list reviews a move; the status says which move and whose turn it was', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9', 'i8', 'i9']);
  const list = page.getByRole('list', { name: 'Moves' });
  expect(await list.textContent()).toBe('1.h8h92.i8i9');
  await list.getByRole('button', { name: 'Move 2, White h9' }).click();
  expect(await stoneCount(page)).toBe(2);
  expect(await status(page).textContent()).toBe('Review: move 2 of 4 — White played h9; Black to move');
  expect(await list.getByRole('button', { name: 'Move 2, White h9' }).getAttribute('aria-current')).toBe('step');
  await page.keyboard.press('ArrowRight');
  expect(await stoneCount(page)).toBe(3);
  expect(await axeViolations(page)).toEqual([]);
});

test('playing from a reviewed move asks in an alert dialog, which holds the focus', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9', 'i8']);
  await page.getByRole('button', { name: 'First move' }).click();
  await cell(page, 'a1', 'empty').click();
  const dialog = page.getByRole('alertdialog', { name: 'Play from here?' });
  await dialog.waitFor();
  // The safe answer has the focus: Enter by habit keeps the later moves.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await stoneCount(page)).toBe(0);
  // Back on the point that asked, not on the page's body.
  expect(await focusedName(page)).toBe('a1, empty');
  await cell(page, 'a1', 'empty').click();
  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect.poll(() => stoneCount(page)).toBe(1);
  expect(await cell(page, 'a1', 'black').count()).toBe(1);
});

test('records: open a pasted SGF at its last move, as a link opens, copy the moves, download .psq and .sgf', async () => {
  const session = browser.current;
  const { page, context } = session;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(session);
  // The records panel loads when its disclosure first opens.
  await page.getByText('Records', { exact: true }).click();
  await page.getByRole('textbox', { name: /Paste a record/ }).fill('(;GM[4]FF[4]SZ[15];B[hh];W[hi];B[ih])');
  await page.getByRole('button', { name: 'Open record' }).click();
  await page.getByText('Opened a sgf record of 3 moves').waitFor();
  expect(await stoneCount(page)).toBe(3);
  expect(await status(page).textContent()).toBe('Black played i8, White to move');
  await page.getByText('Records', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy record' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('h8 h7 i8');
  const [psq] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .psq' }).click()]);
  expect(psq.suggestedFilename()).toBe('gomoku.psq');
  const field = page.getByRole('textbox', { name: /Paste a record/ });
  await field.fill('(;GM[1]SZ[19])');
  await page.getByRole('button', { name: 'Open record' }).click();
  await page.getByRole('alert').getByText('This record could not be read').waitFor();
  // The field says it is wrong, and why.
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await field.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toMatch(/^This record could not be read/);
  expect(await axeViolations(page)).toEqual([]);
});

test('a review ended from the review bar or the move list leaves the focus there, not on the board', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9', 'i8']);
  await page.getByRole('button', { name: 'Previous move' }).click();
  await page.getByRole('button', { name: 'Next move' }).click();
  expect(await stoneCount(page)).toBe(3);
  expect(await focusedName(page)).toBe('Next move');
  const list = page.getByRole('list', { name: 'Moves' });
  await list.getByRole('button', { name: 'Move 1, Black h8' }).click();
  await page.keyboard.press('End');
  expect(await stoneCount(page)).toBe(3);
  expect(await page.evaluate(() => document.activeElement?.closest('.gomoku-move-list') != null)).toBe(true);
});

test('each screen has one main heading, named in the tab; the focus goes to it when the screen changes', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session, { computer: 'Easy' });
  expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Game against the computer']);
  expect(await page.title()).toMatch(/Game against the computer — Gomoku$/);
  expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Controls', 'Moves']);
  await page.getByRole('button', { name: 'Home' }).click();
  await expect.poll(() => focusedName(page)).toBe('Gomoku');
  expect(await page.title()).toBe('Gomoku');
  await page.getByRole('button', { name: /Open a record or link/ }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
});
