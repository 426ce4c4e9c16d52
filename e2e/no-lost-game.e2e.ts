import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { cell, changeSettings, copyLinkAfter, openGame, play, status, stoneCount } from './game.ts';

// A player never loses a game: the steps of each "must fix", which lost moves before.
const browser = sessionPerTest();

test('a copied link does not override the game in progress: reload keeps every move', async () => {
  const session = browser.current;
  const { page } = session;
  await copyLinkAfter(session, ['h8', 'h9', 'i8']);
  await play(page, ['i9', 'j8', 'j9']);
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(6);
  expect(await status(page).textContent()).toBe('White played j9, Black to move');
});

test('an opened link is read once: playing on and reloading keeps the new moves', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/?p=776778');
  // The first page of a fresh profile loads the game screen cold: seconds on a busy 2-core machine.
  await expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(3);
  expect(new URL(page.url()).search).toBe('');
  await play(page, ['i9', 'j8']);
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(5);
});

test('a broken link says why, and the saved game is still there after playing on and reloading', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9']);
  await session.open('/?p=zz');
  await page.getByRole('alert').getByText('This link could not be opened').waitFor();
  expect(await stoneCount(page)).toBe(2);
  await play(page, ['i8']);
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(3);
});

test('changing a rule mid-game starts a new game that one tap brings back', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9', 'i8']);
  await changeSettings(page, (dialog) => dialog.getByRole('combobox', { name: 'Rule' }).selectOption('renju').then(() => undefined));
  await expect.poll(() => stoneCount(page)).toBe(0);
  const notice = page.getByRole('status').filter({ hasText: 'New game started.' });
  await notice.getByRole('button', { name: 'Bring it back' }).click();
  await expect.poll(() => stoneCount(page)).toBe(3);
  await changeSettings(page, async (dialog) => expect(await dialog.getByRole('combobox', { name: 'Rule' }).inputValue()).toBe('freestyle'));
  expect(await cell(page, 'i8', 'black').count()).toBe(1);
});

test('New game can be taken back too; the notice goes away by itself, and never shows for an empty game', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await page.getByRole('button', { name: 'New game' }).click();
  expect(await page.getByText('New game started.').count()).toBe(0);
  await play(page, ['h8', 'h9']);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByText('New game started.').waitFor();
  await page.getByText('New game started.').waitFor({ state: 'detached', timeout: 12_000 });
  await play(page, ['a1']);
  await page.getByRole('button', { name: 'New game' }).click();
  // One button brings the game back, apart from the game's own Undo.
  await page.getByRole('status').filter({ hasText: 'New game started.' }).getByRole('button', { name: 'Bring it back' }).click();
  await expect.poll(() => stoneCount(page)).toBe(1);
});

test('a crafted saved value is dropped with a message, never a blank page, and the settings agree with the board', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  const crafted = {
    status: 'active',
    value: { playing: 'whiteToMove' },
    context: { game: { variant: { size: 19, winLength: 5, rule: 'freestyle' }, moves: [180] }, undo: 'consent', seats: { first: 'a', second: { toString: null } } },
  };
  await page.evaluate((value) => localStorage.setItem('gomoku-demo:game', JSON.stringify(value)), crafted);
  await page.reload();
  await page.getByText('Your saved game could not be restored').waitFor();
  expect(await page.getByRole('grid').count()).toBe(1);
  const good = { ...crafted, context: { ...crafted.context, seats: null } };
  await page.evaluate((value) => localStorage.setItem('gomoku-demo:game', JSON.stringify(value)), good);
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(1);
  expect(await page.getByRole('gridcell').count()).toBe(361);
  await changeSettings(page, async (dialog) => expect(await dialog.getByRole('radio', { name: '19 × 19' }).isChecked()).toBe(true));
});
