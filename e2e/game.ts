import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import type { Session } from './browser.ts';

/** The board's cell named by coordinate and content, e.g. cell(page, 'h8', 'empty'). */
export const cell = (page: Page, coordinate: string, content: string) =>
  page.getByRole('gridcell', { name: `${coordinate}, ${content}`, exact: true });

/** The game's status line (the components' live region). */
export const status = (page: Page) => page.locator('.gomoku-status');

/** Clicks empty points in turn (Black first unless the game says otherwise). */
export async function play(page: Page, coordinates: readonly string[]): Promise<void> {
  for (const c of coordinates) await cell(page, c, 'empty').click();
}

/** How many stones are on the board (a name goes on after the colour for a winning or numbered stone). */
export const stoneCount = (page: Page) => page.getByRole('gridcell', { name: /, (black|white)(,|$)/ }).count();

/** Runs axe in the page and gives its violations, by rule and target, to compare with []. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugger protocol, which the page's CSP (script-src 'self') allows.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    // Colours are judged at rest: a button still fading to its new background (a move just
    // played) would be measured halfway. Infinite animations (a thinking indicator) never finish.
    const settling = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}

/** Opens the app and starts a game from its home: with a friend on this screen (default) or the computer at a level. */
export async function openGame(session: Session, opponent: 'friend' | { computer: 'Easy' | 'Medium' | 'Hard' | 'Master' } = 'friend'): Promise<void> {
  const { page } = session;
  await session.open('/');
  if (opponent === 'friend') {
    await page.getByRole('button', { name: 'Play a friend on this screen' }).click();
  } else {
    await page.getByRole('radio', { name: opponent.computer }).check();
    await page.getByRole('button', { name: 'Play the computer' }).click();
  }
  await page.getByRole('grid').waitFor();
  await gameSaved(page);
}

/**
 * Waits for the game screen to save its game (an effect after paint, under the id its history
 * entry names): a test that writes the saved game itself must come after that save, or the save
 * overwrites it.
 */
export async function gameSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const id = (history.state as { id?: unknown } | null)?.id;
    const games = JSON.parse(localStorage.getItem('gomoku-demo:games') ?? '[]') as { id?: unknown }[];
    return typeof id === 'string' && games.some((game) => game.id === id);
  });
}

/** Stores `state` (anything: a hostile or an older writer's) as the state of the game on screen, as saved. */
export async function writeSavedState(page: Page, state: unknown): Promise<void> {
  await page.evaluate((value) => {
    const id = (history.state as { id: string }).id;
    const games = JSON.parse(localStorage.getItem('gomoku-demo:games') ?? '[]') as { id: string; state: unknown }[];
    localStorage.setItem('gomoku-demo:games', JSON.stringify(games.map((game) => (game.id === id ? { ...game, state: value } : game))));
  }, state);
}

/** The home's list of games to continue: each row's main button. */
export const continueButtons = (page: Page) => page.getByRole('region', { name: 'Continue a game' }).getByRole('button', { name: /^(?!Drop)/ });

/** Opens the settings dialog, lets `change` act in it, and closes it. */
export async function changeSettings(page: Page, change: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens the app, plays `coordinates`, and copies the game's link: gives the link from the clipboard. */
export async function copyLinkAfter(session: Session, coordinates: readonly string[]): Promise<string> {
  const { page, context } = session;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(session);
  await play(page, coordinates);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Copied').waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Plays points in turn on a touch screen: the first tap previews, the second plays. */
export async function tapPlay(page: Page, coordinates: readonly string[]): Promise<void> {
  for (const c of coordinates) {
    await cell(page, c, 'empty').tap();
    await page.getByRole('gridcell', { name: new RegExp(`^${c}, `) }).tap();
  }
}

/** Whether the focused element is in the board (its grid of points). */
export const focusInBoard = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="grid"]') != null);

/** What the focused element is called (its label, else its text): `<body>`'s text when focus was lost. */
export const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? null);
