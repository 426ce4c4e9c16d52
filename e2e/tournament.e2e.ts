import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { axeViolations, changeSettings, openGame, play, status, stoneCount } from './game.ts';

const browser = sessionPerTest();

test('a swap2 opening played out on one screen', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await changeSettings(page, (dialog) => dialog.getByRole('combobox', { name: 'Opening' }).selectOption('swap2').then(() => undefined));
  await play(page, ['h8', 'h9', 'i8']);
  expect(await status(page).textContent()).toBe('Second player chooses a colour or places two more stones');
  await page.getByRole('button', { name: 'Place two more' }).click();
  await play(page, ['g7', 'j10']);
  expect(await status(page).textContent()).toBe('First player chooses a colour');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Play White' }).click();
  expect(await status(page).textContent()).toBe('Black played j10, White to move');
  await play(page, ['k11']);
  expect(await stoneCount(page)).toBe(6);
});

test('a game lost on time', async () => {
  const session = browser.current;
  const { page } = session;
  await page.clock.install();
  await openGame(session);
  await changeSettings(page, (dialog) => dialog.getByRole('combobox', { name: 'Clock' }).selectOption('1+0').then(() => undefined));
  await page.getByRole('timer', { name: "Black's clock" }).waitFor();
  await play(page, ['h8']);
  await page.clock.fastForward(61_000);
  await expect.poll(() => status(page).textContent()).toBe('White ran out of time — Black wins');
  expect(await page.getByRole('timer', { name: "White's clock" }).textContent()).toBe('0.0');
});

test('a draw agreed', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8', 'h9']);
  await page.getByRole('button', { name: 'Offer draw' }).click();
  expect(await status(page).textContent()).toBe('Black offers a draw');
  await page.getByRole('button', { name: 'Accept draw' }).click();
  expect(await status(page).textContent()).toBe('Draw agreed');
  await page.getByRole('button', { name: 'Rematch' }).click();
  expect(await status(page).textContent()).toBe('Black to move');
});
