import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { launch, type Screen, type Session } from './browser.ts';
import { cell, stoneCount, tapPlay } from './game.ts';

// The online room on a phone and a desktop, through the real server, the opponent on a second
// browser profile: what the room shows while it connects, waits and plays, links that lead
// nowhere, and a move made offline that outlives a reload.

const PHONE: Screen = { width: 360, height: 640, touch: true };
const DESKTOP: Screen = { width: 1280, height: 800 };
const NO_SUCH_ROOM = 'There is no such room. It may have expired, or its link was cut short.';
/** The game's buttons: none may act in a room that is not there. */
const GAME_CONTROLS = /^(Undo|Offer draw|Resign|New game|Rematch)$/;

const sessions: Session[] = [];
afterEach(async () => {
  for (const session of sessions) expect(session.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function open(screen: Screen = DESKTOP): Promise<Session> {
  const session = await launch(screen);
  sessions.push(session);
  return session;
}

const online = (page: Page) => page.locator('.gomoku-online');
const played = (page: Page, n: number) => expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(n);
const boardWidth = (page: Page) => page.getByRole('grid').evaluate((grid) => grid.getBoundingClientRect().width);
const shot = (screen: Screen) => `${screen.width}x${screen.height}`;
/** The rooms this browser holds a seat in, as the home lists them: id and stones. */
const heldRooms = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('gomoku-demo:rooms') ?? '[]') as { room: string; moves: number }[]).map(({ room, moves }) => ({ room, moves })));
const roomOf = (page: Page) => new URL(page.url()).searchParams.get('room');

/** Plays a point: on a touch screen the first tap previews, the second plays. */
async function place(page: Page, screen: Screen, point: string): Promise<void> {
  if (screen.touch) await tapPlay(page, [point]);
  else await cell(page, point, 'empty').click();
}

/** A new room made from the home on `screen`, and the links its invite shows. */
async function createRoom(screen: Screen): Promise<{ host: Session; invite: string; watch: string }> {
  const host = await open(screen);
  await host.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await host.open('/');
  await host.page.getByRole('button', { name: 'Play a friend online' }).click();
  const invite = await host.page.getByRole('textbox', { name: 'Send this link to your opponent' }).inputValue();
  const watch = await host.page.getByRole('textbox', { name: 'Anyone with this link can watch' }).inputValue();
  return { host, invite, watch };
}

describe.each([PHONE, DESKTOP])('a room on a $width×$height screen', (screen) => {
  test('keeps the board one width from connecting to playing; the invite folds into Share; links with 。 appended open; board and controls above the fold', async () => {
    const { host, invite, watch } = await createRoom(screen);
    await online(host.page).getByText('waiting for your opponent to join').waitFor();
    const waiting = await boardWidth(host.page);
    expect(waiting).toBeGreaterThan(300);
    await host.screenshot(`room-waiting-${shot(screen)}`);

    // The same room in a tab whose socket the server never answers: "Connecting…" for as long as the test looks.
    const connecting = await host.context.newPage();
    await connecting.routeWebSocket(/\/ws/, () => undefined);
    await connecting.goto(host.page.url());
    await online(connecting).getByText(/^Connecting/).waitFor();
    expect(await boardWidth(connecting)).toBe(waiting);
    await connecting.close();

    // A chat app put a full stop after each link.
    const guest = await open();
    await guest.page.goto(`${invite}。`);
    await online(guest.page).getByText(/you play White/).waitFor();
    const spectator = await open();
    await spectator.page.goto(`${watch}。`);
    await online(spectator.page).getByText(/watching/).waitFor();

    await online(host.page).getByText('opponent here').waitFor();
    await expect.poll(() => host.page.getByRole('textbox', { name: 'Send this link to your opponent' }).count()).toBe(0);
    // No share sheet in this browser: Share copies the link to watch.
    await host.page.getByRole('button', { name: 'Share', exact: true }).click();
    await host.page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await host.page.evaluate(() => navigator.clipboard.readText())).toBe(watch);
    await place(host.page, screen, 'h8');
    await played(guest.page, 1);
    await cell(guest.page, 'h7', 'empty').click();
    await played(host.page, 2);
    expect(await boardWidth(host.page)).toBe(waiting);
    // Held on this device, for the home to offer back, as the stones change.
    await expect.poll(() => heldRooms(host.page)).toEqual([{ room: roomOf(host.page), moves: 2 }]);
    // The opponent's bar above the board, this player's below, the turn marked on the one to move.
    const bars = host.page.locator('.player-bar');
    expect(await bars.evaluateAll((all) => all.map((bar) => [bar.getAttribute('data-color'), bar.textContent, bar.getAttribute('aria-current')]))).toEqual([
      ['white', 'Opponent (White)', null],
      ['black', 'You (Black)to move', 'true'],
    ]);
    if (screen.touch) {
      const box = await host.page.getByRole('grid').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= screen.width && box.y + box.height <= screen.height).toBe(true);
      const controls = await host.page.locator('.gomoku-controls button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().bottom));
      expect(controls.length).toBeGreaterThan(0);
      expect(Math.max(...controls)).toBeLessThanOrEqual(screen.height);
      expect(await host.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    }
    await host.screenshot(`room-playing-${shot(screen)}`);

    for (const [black, white] of [['i8', 'i7'], ['j8', 'j7'], ['k8', 'k7']] as const) {
      await place(host.page, screen, black);
      await expect.poll(() => cell(guest.page, black, 'black').count(), { timeout: 10_000 }).toBe(1);
      await cell(guest.page, white, 'empty').click();
      await expect.poll(() => cell(host.page, white, 'white').count(), { timeout: 10_000 }).toBe(1);
    }
    await place(host.page, screen, 'l8');
    await host.page.locator('.game-over-title').getByText('You won').waitFor();
    await spectator.page.locator('.game-over-title').getByText('Black wins').waitFor();
    expect(await boardWidth(host.page)).toBe(waiting);
    await host.screenshot(`room-over-${shot(screen)}`);
    // Leaving a game that is over lets the room go.
    await host.page.getByRole('button', { name: 'Leave the online game' }).click();
    await host.page.getByRole('button', { name: 'Play a friend online' }).waitFor();
    await expect.poll(() => heldRooms(host.page)).toEqual([]);
    // Three browsers and a whole game: a hang guard for a busy 2-core machine, not a speed check.
  }, 150_000);

  test('a room that is not there, or an id the server refuses: said once within 3 s, with Home and New room, and no game control', async () => {
    const session = await open(screen);
    const { page } = session;
    // A room this device held, gone from the server since: the home's list lets it go.
    await session.open('/');
    await page.evaluate(() => localStorage.setItem('gomoku-demo:rooms', JSON.stringify([{ room: 'NoSuchRoom12345', seat: 'A'.repeat(43), seenAt: Date.now(), moves: 3 }])));
    for (const id of ['NoSuchRoom12345', 'no such room', '房间', 'x'.repeat(201)]) {
      await session.open(`/?room=${encodeURIComponent(id)}`);
      await expect.poll(() => page.getByText(NO_SUCH_ROOM).count(), { timeout: 3_000 }).toBe(1);
      expect(await page.getByRole('alert').filter({ hasText: NO_SUCH_ROOM }).count()).toBe(1);
      expect(await page.getByRole('grid').count()).toBe(0);
      expect(await page.getByRole('button', { name: GAME_CONTROLS }).count()).toBe(0);
      const room = page.getByRole('region', { name: 'Online game' });
      await room.getByRole('button', { name: 'Home', exact: true }).waitFor();
      await room.getByRole('button', { name: 'New room' }).waitFor();
    }
    expect(await heldRooms(page)).toEqual([]);
    await session.screenshot(`room-none-${shot(screen)}`);
    // A way on: a new room, with the current settings.
    await page.getByRole('button', { name: 'New room' }).click();
    await online(page).getByText('waiting for your opponent to join').waitFor();
    expect(await page.getByText(NO_SUCH_ROOM).count()).toBe(0);
  });
});

test('a move made offline is kept over a reload, and sent once when the network returns', async () => {
  const { host, invite } = await createRoom(DESKTOP);
  const guest = await open();
  const { page, context } = guest;
  await page.goto(invite);
  // The first visit installs the service worker; from the next, it serves the page with no network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await online(page).getByText(/you play White/).waitFor();
  await cell(host.page, 'h8', 'empty').click();
  await played(page, 1);

  await context.setOffline(true);
  await online(page).getByText(/reconnecting/).waitFor({ timeout: 15_000 });
  await cell(page, 'h9', 'empty').click();
  expect(await page.locator('.gomoku-stone[data-pending]').count()).toBe(1);
  await page.reload();
  await page.getByRole('grid').waitFor();
  expect(await stoneCount(host.page)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => cell(host.page, 'h9', 'white').count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => page.locator('.gomoku-stone[data-pending]').count(), { timeout: 10_000 }).toBe(0);
  await played(page, 2);
  // Sent once: the host's turn, and the game goes on from there.
  await cell(host.page, 'i8', 'empty').click();
  await played(page, 3);
  expect(await stoneCount(host.page)).toBe(3);
});
