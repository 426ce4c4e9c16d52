import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { launch, type Session } from './browser.ts';
import { cell, changeSettings, status, stoneCount } from './game.ts';

// Two people on two devices, through the real server: two browser profiles (and a spectator),
// each its own screen.

const sessions: Session[] = [];
afterEach(async () => {
  for (const session of sessions) expect(session.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

/** A new browser profile; `skewMs` sets its pages' own clock that far from the machine's (it runs on from there). */
async function open(skewMs = 0): Promise<Session> {
  const session = await launch();
  sessions.push(session);
  if (skewMs) await session.context.clock.install({ time: Date.now() + skewMs });
  return session;
}

/** The creator's screen with a new room, and the links it shows for the opponent and spectators. */
async function createRoom(settings?: (page: Page) => Promise<void>, skewMs = 0): Promise<{ host: Session; invite: string; watch: string }> {
  const host = await open(skewMs);
  await host.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await host.open('/');
  await settings?.(host.page);
  await host.page.getByRole('button', { name: 'Play a friend online' }).click();
  const invite = await host.page.getByRole('textbox', { name: /Send this link to your opponent/ }).inputValue();
  const watch = await host.page.getByRole('textbox', { name: /Anyone with this link can watch/ }).inputValue();
  return { host, invite, watch };
}

const online = (page: Page) => page.locator('.gomoku-online');

async function join(url: string, skewMs = 0): Promise<Session> {
  const session = await open(skewMs);
  await session.page.goto(url);
  await online(session.page).getByText(/Connected/).waitFor();
  return session;
}

const played = async (page: Page, n: number) => expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(n);

/**
 * Black (the host) builds a row of five from h8 to l8; White (the guest) answers below it, each
 * move seen on the other screen before the next. `whileWhiteToMove` runs before each White move.
 */
async function playFive(host: Session, guest: Session, whileWhiteToMove?: () => Promise<void>): Promise<void> {
  const black = ['h8', 'i8', 'j8', 'k8', 'l8'];
  const white = ['h7', 'i7', 'j7', 'k7'];
  for (let i = 0; i < black.length; i++) {
    await cell(host.page, black[i] as string, 'empty').click();
    await played(guest.page, 2 * i + 1);
    if (i < white.length) {
      await whileWhiteToMove?.();
      await cell(guest.page, white[i] as string, 'empty').click();
      await played(host.page, 2 * i + 2);
    }
  }
}

test('two browsers play a whole game through the server; a spectator sees every move live', async () => {
  const { host, invite, watch } = await createRoom();
  expect(invite).toMatch(/\?room=[^#]+#seat=[\w-]{22,}/);
  expect(watch).not.toMatch(/seat=/);
  await online(host.page).getByText('waiting for your opponent to join').waitFor();
  const guest = await join(invite);
  await online(host.page).getByText('opponent here').waitFor();
  const spectator = await join(watch);
  await online(spectator.page).getByText('watching').waitFor();
  // The guest may only play White: the host's board refuses meanwhile.
  await playFive(host, guest, async () => expect(await host.page.getByRole('grid').getAttribute('aria-disabled')).toBe('true'));
  for (const page of [host.page, guest.page, spectator.page]) await expect.poll(() => status(page).textContent()).toBe('Black wins: five from h8 to l8');
  expect(await spectator.page.getByRole('button', { name: 'Resign' }).count()).toBe(0);
  await host.screenshot('online-host-won');
});

test('undo by consent across the two screens, and a rematch with colours swapped', async () => {
  const { host, invite } = await createRoom((page) => changeSettings(page, (dialog) => dialog.getByRole('radio', { name: 'Opponent must agree' }).check()));
  const guest = await join(invite);
  await cell(host.page, 'h8', 'empty').click();
  await played(guest.page, 1);
  await cell(guest.page, 'h9', 'empty').click();
  await played(host.page, 2);
  await guest.page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => status(host.page).textContent()).toBe('White requests undo');
  // Only the host answers; the guest has no answer buttons.
  expect(await guest.page.getByRole('button', { name: 'Accept undo' }).count()).toBe(0);
  await host.page.getByRole('button', { name: 'Accept undo' }).click();
  await played(guest.page, 1);
  await host.page.getByRole('button', { name: 'Resign' }).click();
  await host.page.getByRole('button', { name: 'Yes, resign' }).click();
  await expect.poll(() => status(guest.page).textContent()).toBe('Black resigned — White wins');
  // A rematch is an offer: it starts when the other player accepts.
  await guest.page.getByRole('button', { name: 'Rematch' }).click();
  await expect.poll(() => status(host.page).textContent()).toMatch(/White offers a rematch$/);
  await host.page.getByRole('button', { name: 'Accept rematch' }).click();
  await online(guest.page).getByText('you play Black').waitFor();
  await online(host.page).getByText('you play White').waitFor();
  await cell(guest.page, 'h8', 'empty').click();
  await played(host.page, 1);
});

test('a player offline for 10 s comes back resynced; a move made offline is pending, then sent once', async () => {
  const { host, invite } = await createRoom();
  const guest = await join(invite);
  await cell(host.page, 'h8', 'empty').click();
  await played(guest.page, 1);
  await guest.context.setOffline(true);
  await online(guest.page).getByText(/reconnecting/).waitFor({ timeout: 15_000 });
  await cell(guest.page, 'h9', 'empty').click();
  // Shown at once, faded as pending; the server has not got it.
  expect(await guest.page.locator('.gomoku-stone[data-pending]').count()).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  expect(await stoneCount(host.page)).toBe(1);
  await guest.context.setOffline(false);
  await online(guest.page).getByText(/Connected/).waitFor({ timeout: 20_000 });
  await played(host.page, 2);
  // The host may see the move a moment before the guest's acknowledgement arrives.
  await expect.poll(() => guest.page.locator('.gomoku-stone[data-pending]').count()).toBe(0);
  await cell(host.page, 'i8', 'empty').click();
  await played(guest.page, 3);
  expect(await stoneCount(host.page)).toBe(3);
});

test('the opponent shows as away when their tab closes, and back when it returns', async () => {
  const { host, invite } = await createRoom();
  const guest = await join(invite);
  await online(host.page).getByText('opponent here').waitFor();
  await cell(host.page, 'h8', 'empty').click();
  await guest.page.close();
  await online(host.page).getByText('opponent away').waitFor({ timeout: 15_000 });
  const back = await guest.context.newPage();
  await back.goto(invite);
  await online(host.page).getByText('opponent here').waitFor({ timeout: 15_000 });
  await played(back, 1);
});

test('the same seat open in two tabs, and a reload, keep playing the same seat', async () => {
  const { host, invite } = await createRoom();
  const guest = await join(invite);
  const second = await host.context.newPage();
  await second.goto(host.page.url());
  await online(second).getByText(/Connected/).waitFor();
  await cell(second, 'h8', 'empty').click();
  await played(host.page, 1);
  await played(guest.page, 1);
  await guest.page.reload();
  await online(guest.page).getByText('you play White').waitFor();
  await played(guest.page, 1);
  await cell(guest.page, 'h9', 'empty').click();
  await played(second, 2);
  await second.close();
});

test('a wrong token can never make a move: the room says so, with no board, and offers to watch', async () => {
  const { host, invite } = await createRoom();
  const forged = await open();
  await forged.page.goto(invite.replace(/seat=[\w-]+/, 'seat=AAAAAAAAAAAAAAAAAAAAAA'));
  await forged.page.getByRole('alert').getByText('This link is not a seat in this room. You can still watch the game.').waitFor({ timeout: 10_000 });
  expect(await forged.page.getByRole('grid').count()).toBe(0);
  expect(await forged.page.getByRole('button', { name: /^(Undo|Offer draw|Resign|New game)$/ }).count()).toBe(0);
  await cell(host.page, 'h8', 'empty').click();
  // The forged click changed nothing: the host's stone is the only one, and the server acknowledges it.
  await expect.poll(() => cell(host.page, 'h8', 'black').count(), { timeout: 10_000 }).toBe(1);
  expect(await stoneCount(host.page)).toBe(1);
  // Watching is a way on: the room's link without the seat.
  await forged.page.getByRole('button', { name: 'Watch' }).click();
  await online(forged.page).getByText(/watching/).waitFor();
  expect(await stoneCount(forged.page)).toBe(1);
});

test('New game mid-game is an offer: declined, the game goes on for both; accepted, both boards start again', async () => {
  const { host, invite } = await createRoom();
  const guest = await join(invite);
  const moves = ['h8', 'h9', 'i8', 'i9', 'j8'];
  for (const [i, point] of moves.entries()) {
    const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
    await cell(mover.page, point, 'empty').click();
    await played(other.page, i + 1);
  }
  // White (the guest) asks for a new game: nothing is lost while the host answers.
  await guest.page.getByRole('button', { name: 'New game' }).click();
  await expect.poll(() => status(host.page).textContent()).toBe('White asks for a new game');
  expect(await stoneCount(guest.page)).toBe(5);
  expect(await guest.page.getByRole('button', { name: 'Accept new game' }).count()).toBe(0);
  await host.page.getByRole('button', { name: 'Decline new game' }).click();
  for (const page of [host.page, guest.page]) await expect.poll(() => status(page).textContent()).toBe('Black played j8, White to move');
  await cell(guest.page, 'j9', 'empty').click();
  await played(host.page, 6);
  await host.page.getByRole('button', { name: 'New game' }).click();
  await guest.page.getByRole('button', { name: 'Accept new game' }).click();
  await played(host.page, 0);
  await played(guest.page, 0);
  await cell(host.page, 'h8', 'empty').click();
  await played(guest.page, 1);
  await host.screenshot('online-new-game-accepted');
});

test('in a room: You and Opponent, a spectator badge, read-only rules; after the game, You won / You lost, review, a link without the seat, and Back and Forward', async () => {
  const { host, invite, watch } = await createRoom();
  const guest = await join(invite);
  const spectator = await join(watch);
  // The players' bars: the opponent's above the board, this player's below; a spectator sees White above, Black below.
  const players = (page: Page) => page.locator('.player-bar .player-name').allTextContents();
  await expect.poll(() => players(host.page)).toEqual(['Opponent', 'You']);
  await expect.poll(() => players(guest.page)).toEqual(['Opponent', 'You']);
  expect(await guest.page.locator('.player-bar').last().getAttribute('data-color')).toBe('white');
  await spectator.page.getByText('Spectator', { exact: true }).waitFor();
  expect(await players(spectator.page)).toEqual(['White', 'Black']);
  // The room's rules were set when it was created: the settings show them as such, with nothing to change.
  await host.page.getByRole('button', { name: 'Settings' }).click();
  const dialog = host.page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByText('This room’s rules were set when it was created.').waitFor();
  expect(await dialog.getByRole('radio', { name: 'Renju' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  await playFive(host, guest);
  await host.page.locator('.game-over-title').getByText('You won').waitFor();
  await guest.page.locator('.game-over-title').getByText('You lost').waitFor();
  await spectator.page.locator('.game-over-title').getByText('Black wins').waitFor();

  // Review the finished game, then take it out as a link: the record, never the seat's token.
  await guest.page.getByRole('button', { name: 'Previous move' }).click();
  await guest.page.getByText('Move 8 of 9').waitFor();
  expect(await stoneCount(guest.page)).toBe(8);
  await host.page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const link = await host.page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/[?&]p=/);
  expect(link).not.toMatch(/seat=|room=/);

  // Leaving is a history entry: Back returns to the room and its game, Forward to the home.
  const room = host.page.url();
  await host.page.getByRole('button', { name: 'Leave the online game' }).click();
  await host.page.getByRole('button', { name: 'Play a friend online' }).waitFor();
  await host.page.goBack();
  await expect.poll(() => stoneCount(host.page)).toBe(9);
  expect(host.page.url()).toBe(room);
  await host.page.locator('.game-over-title').getByText('You won').waitFor();
  await host.page.goForward();
  await host.page.getByRole('button', { name: 'Play a friend online' }).waitFor();
});

test("the clocks show the server's time on screens whose own clocks are five minutes off", async () => {
  const minutes = 60_000;
  const { host, invite } = await createRoom((page) => changeSettings(page, (dialog) => dialog.getByRole('combobox', { name: 'Clock' }).selectOption('3+2').then(() => undefined)), -5 * minutes);
  const guest = await join(invite, 5 * minutes);
  await cell(host.page, 'h8', 'empty').click();
  await played(guest.page, 1);
  // White's 3 minutes run from Black's first stone. Read on the page's own clock, the screen ahead
  // would show 0.0 and the one behind a clock stuck at 3:00; on the server's, both count down from 3:00.
  for (const page of [guest.page, host.page]) {
    const whiteClock = page.getByRole('timer', { name: "White's clock" });
    await expect.poll(() => whiteClock.textContent(), { timeout: 20_000 }).toMatch(/^2:[0-5]\d$/);
  }
  await guest.screenshot('online-skewed-clock');
});
