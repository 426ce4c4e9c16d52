import { expect, test } from 'vitest';
import { sessionPerTest, type Screen } from './browser.ts';
import { cell, changeSettings, continueButtons, copyLinkAfter, gameSaved, openGame, play, status, stoneCount, tapPlay, writeSavedState } from './game.ts';

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
  // The first page of a fresh context loads the game screen cold: seconds on a busy 2-core machine.
  await expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(3);
  expect(new URL(page.url()).search).toBe('');
  await play(page, ['i9', 'j8']);
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(5);
});

test('a broken link says why on an empty board of its own; the game before is still on the home, and resumes', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9']);
  await session.open('/?p=zz');
  await page.getByRole('alert').getByText('This link could not be opened').waitFor();
  expect(await stoneCount(page)).toBe(0);
  await page.getByRole('button', { name: 'Home' }).click();
  await continueButtons(page).filter({ hasText: '2 moves' }).click();
  await expect.poll(() => stoneCount(page)).toBe(2);
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
  await writeSavedState(page, crafted);
  await page.reload();
  await page.getByText('Your saved game could not be restored').waitFor();
  expect(await page.getByRole('grid').count()).toBe(1);
  const good = { ...crafted, context: { ...crafted.context, seats: null } };
  await writeSavedState(page, good);
  await page.reload();
  await expect.poll(() => stoneCount(page)).toBe(1);
  expect(await page.getByRole('gridcell').count()).toBe(361);
  await changeSettings(page, async (dialog) => expect(await dialog.getByRole('radio', { name: '19 × 19' }).isChecked()).toBe(true));
});

// Issue 31, defect 1: a link or a record opened in the middle of a game against the computer
// erased it. Each is a game of its own now, and the home lists every unfinished one.
const SCREENS: [string, Screen][] = [
  ['a 360×640 touch phone', { width: 360, height: 640, touch: true }],
  ['a 1280×800 desktop', { width: 1280, height: 800 }],
];
for (const [name, screen] of SCREENS) {
  test(`on ${name}, a link or a record opened keeps the computer game: the home lists each, and Continue brings its stones back`, async () => {
    const session = await browser.relaunch(screen);
    const { page } = session;
    await openGame(session, { computer: 'Easy' });
    await (screen.touch ? tapPlay(page, ['h8']) : play(page, ['h8']));
    await expect.poll(() => stoneCount(page), { timeout: 20_000 }).toBe(2);
    const white = await page.getByRole('gridcell', { name: /, white$/ }).getAttribute('aria-label');

    await session.open('/?p=7767');
    await expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(2);
    await gameSaved(page);
    await page.getByRole('button', { name: 'Home' }).click();
    expect(await continueButtons(page).allTextContents()).toEqual([expect.stringMatching(/^A friend, on this screen/), expect.stringMatching(/^Computer — Easy/)]);
    await continueButtons(page).filter({ hasText: 'Computer — Easy' }).click();
    await expect.poll(() => stoneCount(page)).toBe(2);
    expect(await cell(page, 'h8', 'black').count()).toBe(1);
    expect(await page.getByRole('gridcell', { name: white ?? '' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Players' }).textContent()).toMatch(/Computer — Easy/);

    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: /Open a record or link/ }).click();
    await page.getByRole('textbox', { name: /Paste a record/ }).fill('h8 i9 j10');
    await page.getByRole('button', { name: 'Open record' }).click();
    await expect.poll(() => stoneCount(page)).toBe(3);
    await gameSaved(page);
    await page.getByRole('button', { name: 'Home' }).click();
    expect(await continueButtons(page).count()).toBe(3);
    await continueButtons(page).filter({ hasText: 'Computer — Easy' }).click();
    await expect.poll(() => stoneCount(page)).toBe(2);
    // Back goes to the home, Forward to the game, and a reload keeps it.
    await page.goBack();
    await continueButtons(page).first().waitFor();
    await page.goForward();
    await page.reload();
    await expect.poll(() => stoneCount(page)).toBe(2);
    expect(await page.getByRole('region', { name: 'Players' }).textContent()).toMatch(/Computer — Easy/);
  });
}
