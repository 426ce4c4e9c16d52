import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { launch, type Session } from './browser.ts';
import { cell, status, stoneCount } from './game.ts';

// Strangers meet through the real server: each browser profile is a player with its own key,
// name and rating; nobody sends anyone a link.

// Glicko-2 as the server's library computes it, asked on its own: the ratings the pages must show.
const Glicko2 = createRequire(new URL('../packages/server/package.json', import.meta.url))('glicko2').Glicko2 as new (settings: object) => {
  makePlayer(rating: number, rd: number, vol: number): { getRating(): number; getRd(): number };
  updateRatings(matches: unknown[][]): void;
};

const sessions: Session[] = [];
afterEach(async () => {
  for (const session of sessions) expect(session.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|net::|status of 409/.test(e))).toEqual([]);
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

/** A name no earlier run of this server holds. */
const uniqueName = (stem: string) => `${stem} ${randomBytes(3).toString('hex')}`;

async function open(path = '/'): Promise<Session> {
  const session = await launch();
  sessions.push(session);
  await session.open(path);
  return session;
}

/** Names this browser's player on the form the first online step shows. */
async function chooseName(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your name, as other players see it' }).fill(name);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
}

const online = (page: Page) => page.locator('.gomoku-online');
const waiting = (page: Page) => page.getByRole('heading', { name: 'Looking for an opponent' });

/**
 * From the home: a pool, "Play online now", a name; resolves once the page waits for an opponent
 * or is already in the room it found. The second to press is paired at once: its wait can be over
 * between two of the browser's checks (it was, on a loaded CI machine).
 */
async function playNow(session: Session, name: string, pool = '3+2'): Promise<void> {
  await session.page.getByRole('radio', { name: pool, exact: true }).check();
  await session.page.getByRole('button', { name: /^Play online now/ }).click();
  await chooseName(session.page, name);
  await waiting(session.page).or(online(session.page)).first().waitFor();
}
const played = (page: Page, n: number) => expect.poll(() => stoneCount(page), { timeout: 10_000 }).toBe(n);
const myTurn = async (page: Page) => (await page.getByRole('grid').getAttribute('aria-disabled')) !== 'true';

/** Black builds five from h8 to l8, White answers below; each move seen on the other screen first. */
async function playFive(black: Page, white: Page, watcher?: Page): Promise<void> {
  const blacks = ['h8', 'i8', 'j8', 'k8', 'l8'];
  const whites = ['h7', 'i7', 'j7', 'k7'];
  for (let i = 0; i < blacks.length; i++) {
    await cell(black, blacks[i] as string, 'empty').click();
    await played(white, 2 * i + 1);
    if (i === 2 && watcher) await played(watcher, 5);
    if (i < whites.length) {
      await cell(white, whites[i] as string, 'empty').click();
      await played(black, 2 * i + 2);
    }
  }
}

test('two strangers press Play online now and are paired into one rated room; a third watches it live; both ratings move as Glicko-2 says', async () => {
  const [alice, bob] = [await open(), await open()];
  const names = [uniqueName('Alice'), uniqueName('Bob')] as const;
  await playNow(alice, names[0]);
  const pressed = performance.now();
  await playNow(bob, names[1]);
  // Paired: each page leaves the pairing screen for the room, its seat's token in the fragment.
  for (const session of [alice, bob]) await session.page.waitForURL(/\?room=[\w-]+#seat=[\w-]+/);
  const pairedMs = performance.now() - pressed;
  console.log(`paired ${Math.round(pairedMs)} ms after the second player pressed Play online now`);
  expect(new URL(alice.page.url()).searchParams.get('room')).toBe(new URL(bob.page.url()).searchParams.get('room'));
  for (const session of [alice, bob]) await online(session.page).getByText(/Connected/).waitFor();
  // A match's bars name both players with their provisional ratings.
  for (const session of [alice, bob]) for (const name of names) await expect.poll(() => session.page.getByText(name).count()).toBeGreaterThan(0);
  await expect.poll(() => alice.page.getByText('1500?').count()).toBeGreaterThan(0);

  // A third browser finds the game in the live list and watches it.
  const carol = await open('/?lobby');
  await chooseName(carol.page, uniqueName('Carol'));
  const live = carol.page.getByRole('region', { name: 'Live games' });
  await live.getByRole('button', { name: new RegExp(`Watch.*${names[0]}`) }).click();
  await online(carol.page).getByText('watching').waitFor();

  const [black, white] = (await myTurn(alice.page)) ? [alice, bob] : [bob, alice];
  await playFive(black.page, white.page, carol.page);
  for (const session of [alice, bob, carol]) await expect.poll(() => status(session.page).textContent()).toBe('Black wins: five from h8 to l8');

  // Glicko-2: two new players, one game.
  const glicko = new Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
  const winner = glicko.makePlayer(1500, 350, 0.06);
  const loser = glicko.makePlayer(1500, 350, 0.06);
  glicko.updateRatings([[winner, loser, 1]]);
  const expected = (player: { getRating(): number; getRd(): number }) => `${Math.round(player.getRating())}${player.getRd() > 110 ? '?' : ''}`;
  const changes = { black: `+${Math.round(winner.getRating() - 1500)}`, white: `−${Math.round(1500 - loser.getRating())}` };
  // The room's bars say each change at once, to the players and to the watcher.
  for (const session of [alice, bob, carol]) {
    for (const color of ['black', 'white'] as const) {
      await session.page.locator(`.player-bar[data-color="${color}"] .rating-change`).getByText(changes[color], { exact: true }).waitFor();
    }
  }
  await black.screenshot('lobby-rated-win');
  for (const [session, player, change] of [
    [black, winner, changes.black],
    [white, loser, changes.white],
  ] as const) {
    await session.open('/?lobby');
    const profile = session.page.getByRole('region', { name: 'Your profile' });
    await expect.poll(() => profile.getByText(expected(player), { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    const history = session.page.getByRole('region', { name: 'Your games' });
    await expect.poll(() => history.getByText(change).count(), { timeout: 10_000 }).toBe(1);
  }
  await white.screenshot('lobby-profile-after-loss');

  // Review from the history: the game over as it ended, both players named, nothing to play on, nothing to continue.
  const blackName = black === alice ? names[0] : names[1];
  await white.page.getByRole('region', { name: 'Your games' }).getByRole('button', { name: `Review against ${blackName}` }).click();
  await expect.poll(() => status(white.page).textContent()).toBe('Black wins: five from h8 to l8');
  await white.page.getByText('You lost').waitFor();
  for (const name of names) await white.page.getByRole('region', { name: 'Players' }).getByText(name).waitFor();
  for (const control of ['Resign', 'Undo', 'Rematch', 'New game']) expect(await white.page.getByRole('button', { name: control, exact: true }).count()).toBe(0);
  await white.screenshot('lobby-review');
  await white.page.getByRole('button', { name: 'Home' }).click();
  await white.page.getByRole('heading', { name: 'Start a game' }).waitFor();
  expect(await white.page.getByText('Continue a game').count()).toBe(0);
});

test("a seek posted in one lobby shows live in another's and one tap accepts it; a name that mimics another player's is refused", async () => {
  const dana = await open('/?lobby');
  const dan = uniqueName('Dana');
  await chooseName(dana.page, dan);
  const seeks = (page: Page) => page.getByRole('region', { name: 'Open games' });
  await dana.page.getByRole('button', { name: 'Post', exact: true }).click();
  await seeks(dana.page).getByText(/Yours, waiting/).waitFor();

  const erin = await open('/?lobby');
  // Dana's name with a Cyrillic а and in capitals: it would pass for hers.
  await chooseName(erin.page, dan.replace('a', 'а').toUpperCase());
  await erin.page.getByText('Another player has this name, or one that looks the same. Choose another.').waitFor();
  await chooseName(erin.page, uniqueName('Erin'));
  await seeks(erin.page).getByRole('button', { name: new RegExp(`Play.*${dan}`) }).click();
  for (const session of [dana, erin]) await session.page.waitForURL(/\?room=[\w-]+#seat=[\w-]+/);
  expect(new URL(dana.page.url()).searchParams.get('room')).toBe(new URL(erin.page.url()).searchParams.get('room'));
  for (const session of [dana, erin]) await online(session.page).getByText(/Connected/).waitFor();
  await erin.screenshot('lobby-seek-accepted');
});

test('on a 360×640 touch phone the lobby fits the screen: nothing wider than it, and every button a thumb can hit', async () => {
  const phone = await launch({ width: 360, height: 640, touch: true });
  sessions.push(phone);
  await phone.open('/?lobby');
  await chooseName(phone.page, uniqueName('Fay'));
  await phone.page.getByRole('region', { name: 'Your profile' }).waitFor();
  const widest = await phone.page.evaluate(() => Math.max(...[...document.querySelectorAll('body *')].map((element) => element.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(360);
  const small = await phone.page.evaluate(() =>
    [...document.querySelectorAll('button, a[href]')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ text: element.textContent, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text }) => text),
  );
  expect(small).toEqual([]);
  await phone.screenshot('lobby-phone');
});

test('the network cut while waiting for an opponent says so, and once it is back the wait goes on and pairs', async () => {
  const gail = await open();
  await playNow(gail, uniqueName('Gail'), '10+5');
  await gail.context.setOffline(true);
  await gail.page.getByText('You are offline. Online play comes back with the network; the computer and this screen play on.').waitFor();
  await gail.screenshot('lobby-pairing-offline');
  await gail.context.setOffline(false);
  await waiting(gail.page).waitFor();
  const hal = await open();
  await playNow(hal, uniqueName('Hal'), '10+5');
  for (const session of [gail, hal]) await session.page.waitForURL(/\?room=[\w-]+#seat=[\w-]+/);
  expect(new URL(gail.page.url()).searchParams.get('room')).toBe(new URL(hal.page.url()).searchParams.get('room'));
  for (const session of [gail, hal]) await online(session.page).getByText(/Connected/).waitFor();
});
