import { expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { copyLinkAfter, status, stoneCount } from './game.ts';

const browser = sessionPerTest();

test("the spec's link opens as a Black win", async () => {
  const session = browser.current;
  const { page } = session;
  await session.open('/?p=000110112021303140');
  await expect.poll(() => status(page).textContent()).toBe('Black wins: five from a15 to a11');
  expect(await stoneCount(page)).toBe(9);
});

const broken: [string, string, RegExp][] = [
  ['a bad digit', '?p=zz', /off the 15×15 board/],
  ['odd length', '?p=001', /odd number of characters/],
  ['a repeated point', '?p=0000', /already played/],
  ['moves after a win', '?p=0001101120213031404142', /game is over/],
  ['a forbidden renju move', '?rule=renju&p=75e076e257e467e677', /double three/],
  ['absurd length', `?p=${'00'.repeat(3000)}`, /more than the 225 stones/],
  ['an unknown rule', '?rule=chess&p=00', /Unknown rule/],
];
for (const [name, query, message] of broken) {
  test(`a link with ${name} shows a clear message and an empty board`, async () => {
  const session = browser.current;
    const { page } = session;
    await session.open(`/${query}`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/This link could not be opened/);
    expect(await alert.textContent()).toMatch(message);
    expect(await stoneCount(page)).toBe(0);
    expect(await status(page).textContent()).toBe('Black to move');
  });
}

test('Copy link copies the game, leaves the address alone, and the link reopens it', async () => {
  const session = browser.current;
  const { page } = session;
  const url = await copyLinkAfter(session, ['h8', 'h9', 'i8']);
  expect(new URL(url).searchParams.get('p')).toBe('776778');
  expect(new URL(page.url()).search).toBe('');
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await expect.poll(() => stoneCount(page)).toBe(3);
  expect(await status(page).textContent()).toBe('Black played i8, White to move');
});
