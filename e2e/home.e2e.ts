import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { axeViolations, cell, continueButtons, focusedName, focusInBoard, gameSaved, openGame, play, status, stoneCount } from './game.ts';

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
  // Focus goes back to the gear that opened it, not to the page's body.
  expect(await focusedName(page)).toBe('Settings');
  await page.goBack();
  await continueButtons(page).first().waitFor();
  await page.getByRole('button', { name: 'Settings' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await focusedName(page)).toBe('Settings');
  await page.goForward();
  await expect.poll(() => stoneCount(page)).toBe(1);
  await page.getByRole('button', { name: 'Home' }).click();
  await continueButtons(page).filter({ hasText: 'A friend, on this screen' }).click();
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

test('a game dropped on purpose leaves the home, one tap brings it back, and a dropped game stays dropped', async () => {
  const session = browser.current;
  const { page } = session;
  await openGame(session);
  await play(page, ['h8']);
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Play a friend on this screen' }).click();
  await play(page, ['a1', 'b2']);
  await page.getByRole('button', { name: 'Home' }).click();
  expect(await continueButtons(page).allTextContents()).toEqual([expect.stringMatching(/2 moves/), expect.stringMatching(/1 move\b/)]);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Drop the game: .*1 move\b/ }).click();
  expect(await continueButtons(page).count()).toBe(1);
  await page.getByRole('status').filter({ hasText: 'Game dropped.' }).getByRole('button', { name: 'Bring it back' }).click();
  expect(await continueButtons(page).count()).toBe(2);
  await page.getByRole('button', { name: /^Drop the game: .*2 moves/ }).click();
  await page.reload();
  expect(await continueButtons(page).allTextContents()).toEqual([expect.stringMatching(/1 move\b/)]);
});

test('a room this player holds a seat in is on the home: Return opens it with the seat, and it can be forgotten', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  // The room screen keeps the rooms held (another test plays that through); here one is held as it stores it.
  const created = await page.evaluate(async () => {
    const response = await fetch('/api/rooms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return (await response.json()) as { room: string; tokens: { first: string } };
  });
  await page.evaluate(({ room, seat }) => localStorage.setItem('gomoku-demo:rooms', JSON.stringify([{ room, seat, seenAt: Date.now() - 5 * 60_000, moves: 4 }])), { room: created.room, seat: created.tokens.first });
  await page.reload();
  const rooms = page.getByRole('region', { name: 'Your online games' });
  expect(await rooms.getByRole('button', { name: /^Return to the room/ }).textContent()).toMatch(/4 moves · 5 minutes ago/);
  expect(await axeViolations(page)).toEqual([]);
  await rooms.getByRole('button', { name: /^Return to the room/ }).click();
  await page.locator('.gomoku-online').waitFor();
  const url = new URL(page.url());
  expect([url.searchParams.get('room'), url.hash]).toEqual([created.room, `#seat=${created.tokens.first}`]);
  await page.goBack();
  await page.getByRole('button', { name: /^Forget the room/ }).click();
  expect(await page.getByRole('region', { name: 'Your online games' }).count()).toBe(0);
  await page.reload();
  expect(await page.getByRole('region', { name: 'Your online games' }).count()).toBe(0);
});

test('a game started or resumed has the focus on its board, so a keyboard player plays at once', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  await page.getByRole('button', { name: 'Play a friend on this screen' }).click();
  await page.getByRole('grid').waitFor();
  await expect.poll(() => focusInBoard(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => stoneCount(page)).toBe(1);
  await page.getByRole('button', { name: 'Home' }).click();
  await continueButtons(page).first().click();
  await expect.poll(() => focusInBoard(page)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => stoneCount(page)).toBe(2);
});

test('fair play: at master the computer takes Black and opens; the player may take Black back; renju and swap2 are one choice away', async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  await page.getByRole('radio', { name: 'Master' }).check();
  expect(await page.getByText('Its full strength: beats hard 2 games in 3, and 4 in 5 when it has Black. By default it takes Black, the first move.').count()).toBe(1);
  const colour = page.getByRole('group', { name: 'You play' });
  expect(await colour.getByRole('radio', { name: 'White' }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: 'Renju', exact: true }).check();
  await page.getByRole('button', { name: /Play the computer/ }).click();
  await expect.poll(() => page.getByRole('gridcell', { name: /, black$/ }).count(), { timeout: 20_000 }).toBe(1);
  expect(await page.getByRole('region', { name: 'Players' }).textContent()).toMatch(/Computer — Master.*You/);
  await gameSaved(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  expect(await page.getByRole('dialog', { name: 'Settings' }).getByRole('combobox', { name: 'Rule' }).inputValue()).toBe('renju');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Home' }).click();
  await colour.getByRole('radio', { name: 'Black' }).check();
  await page.getByRole('button', { name: /Play the computer/ }).click();
  await page.getByRole('grid').waitFor();
  await cell(page, 'h8', 'empty').click();
  await expect.poll(() => stoneCount(page), { timeout: 20_000 }).toBe(2);
  expect(await cell(page, 'h8', 'black').count()).toBe(1);

  // Swap2: the player places the first three stones; the computer chooses its colour.
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('radio', { name: 'Swap2' }).check();
  expect(await page.getByRole('group', { name: 'Who opens' }).getByRole('radio', { name: 'You' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: /Play the computer/ }).click();
  await play(page, ['h8', 'h9', 'j8']);
  // The computer chooses (it never places two more): as White it plays on at once; as Black it waits for the player's White move.
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/^(White played [a-o]\d+, Black|Black played j8, White) to move$/);
});

test("the installed app's splash screen is the colour of the home it gives way to (light, the manifest's one colour)", async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/');
  await page.getByRole('button', { name: /Play the computer/ }).waitFor();
  const [manifest, home] = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const { background_color } = (await (await fetch(link?.href ?? '/manifest.webmanifest')).json()) as { background_color: string };
    const app = document.querySelector('.app');
    return [background_color, app ? getComputedStyle(app).backgroundColor : ''];
  });
  // Chromium gives a mixed colour as `color(srgb r g b)` (0 to 1), a plain one as `rgb(r, g, b)`.
  const scale = home.startsWith('color(') ? 255 : 1;
  const hex = (css: string) => `#${(css.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => Math.round(Number(n) * scale).toString(16).padStart(2, '0')).join('')}`;
  expect(manifest).toBe(hex(home));
});
