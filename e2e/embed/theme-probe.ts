import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Browser } from './chromium.ts';

/** Where the embed step's screenshots go, beside the e2e step's (e2e/browser.ts). */
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.artifacts/screenshots');
/** The page the probe reads: `themed-games.jsx`, copied into an app. */
export const THEMED_GAMES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'themed-games.jsx');

export type Scheme = 'light' | 'dark';

/** What a part of `<Gomoku>` computes to: the colours the issue found missing in production builds. */
export interface ThemeProbe {
  /** `.gomoku-board` background-color. */
  board: string;
  /** The first grid line's stroke (`.gomoku-lines line`). */
  line: string;
  /** A black stone's background-image: the shaded stone's radial gradient. */
  blackStone: string;
  /** The first control button's background-color and color. */
  button: string;
  buttonText: string;
}

/** What `ThemeProbe.blackStone` is compared as: a radial gradient whose stops are all dark, or the value itself. */
export const SHADED_BLACK = 'a radial gradient of dark stops';

/** The README's defaults, as Chromium computes them: what `vite dev` shows. */
export const DEFAULTS: Record<Scheme, ThemeProbe> = {
  light: { board: 'rgb(220, 179, 92)', line: 'rgb(74, 54, 34)', blackStone: SHADED_BLACK, button: 'rgb(239, 233, 220)', buttonText: 'rgb(31, 31, 31)' },
  dark: { board: 'rgb(166, 124, 68)', line: 'rgb(10, 7, 3)', blackStone: SHADED_BLACK, button: 'rgb(58, 58, 58)', buttonText: 'rgb(241, 241, 241)' },
};

/** The words of a cell's accessible name, in the page's language. */
export interface CellWords {
  empty: string;
  black: string;
  white: string;
}
export const ENGLISH: CellWords = { empty: 'empty', black: 'black', white: 'white' };

const game = (page: Page, theme: 'system' | 'dark') => page.getByTestId(`theme-${theme}`);
const cell = (scope: Locator, name: string) => scope.getByRole('gridcell', { name, exact: true });

/** True for a radial gradient with at least two colour stops, every one dark (each channel under 128): black drawn black. */
export function isShadedBlack(backgroundImage: string): boolean {
  if (!backgroundImage.startsWith('radial-gradient(')) return false;
  const stops = [...backgroundImage.matchAll(/rgba?\((\d+),\s*(\d+),\s*(\d+)/g)].map((match) => match.slice(1, 4).map(Number));
  return stops.length >= 2 && stops.every((channels) => channels.every((channel) => channel < 128));
}

/** The probe's values, the black stone's gradient folded to `SHADED_BLACK` when it is one (else shown as it is). */
export const comparable = (probe: ThemeProbe): ThemeProbe => ({ ...probe, blackStone: isShadedBlack(probe.blackStone) ? SHADED_BLACK : probe.blackStone });

/** Reads the computed theme colours of one game (a black stone must be on its board). */
export function probeTheme(scope: Locator): Promise<ThemeProbe> {
  return scope.evaluate((root) => {
    const computed = (selector: string) => {
      const element = root.querySelector(selector);
      return element ? getComputedStyle(element) : undefined;
    };
    const missing = (selector: string) => `no ${selector}`;
    const board = computed('.gomoku-board');
    const line = computed('.gomoku-lines line');
    const stone = computed(".gomoku-stone[data-color='black']");
    const button = computed('.gomoku-controls button');
    return {
      board: board?.backgroundColor ?? missing('.gomoku-board'),
      line: line?.stroke ?? missing('.gomoku-lines line'),
      blackStone: stone?.backgroundImage ?? missing('black stone'),
      button: button?.backgroundColor ?? missing('.gomoku-controls button'),
      buttonText: button?.color ?? missing('.gomoku-controls button'),
    };
  });
}

/**
 * Plays a move by click (h8, Black) and one by keyboard (the roving cell focused, ArrowRight to
 * i8, Enter: White) in one game, each seen in the cells' accessible names.
 */
export async function playByClickAndKeyboard(scope: Locator, words: CellWords = ENGLISH) {
  await cell(scope, `h8, ${words.empty}`).click();
  const h8 = cell(scope, `h8, ${words.black}`);
  await h8.waitFor();
  await h8.focus();
  await h8.press('ArrowRight');
  await expect.poll(() => scope.page().evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`i8, ${words.empty}`);
  await scope.page().keyboard.press('Enter');
  await cell(scope, `i8, ${words.white}`).waitFor();
}

/** The size of a game's h8 cell: 0×0 when the grid's layout (a `style` attribute) was refused. */
export async function cellSize(scope: Locator, words: CellWords = ENGLISH): Promise<{ width: number; height: number }> {
  const box = await cell(scope, `h8, ${words.empty}`).evaluate((element) => element.getBoundingClientRect());
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/**
 * Content-Security-Policy violations in a browser's pages: console messages that name the
 * policy (since the last read), and `securitypolicyviolation` events (recorded from the start of
 * the current document). Each distinct one once, with its count.
 */
export async function watchCsp(browser: Browser): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  browser.page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(`console: ${message.text()}`);
  });
  await browser.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { gomokuCspViolations: string[] }).gomokuCspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`event: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim()),
      true,
    );
  });
  return async () => {
    const events = await browser.page.evaluate(() => (window as unknown as { gomokuCspViolations?: string[] }).gomokuCspViolations ?? []);
    const counts = new Map<string, number>();
    // A blocked attribute is reported once per element: each distinct report once, with its count.
    for (const report of [...messages, ...events]) counts.set(report.slice(0, 240), (counts.get(report.slice(0, 240)) ?? 0) + 1);
    messages.length = 0;
    return [...counts].map(([report, count]) => (count > 1 ? `${report} (×${count})` : report));
  };
}

/**
 * The `style` attributes inside every `.gomoku-board` of server-rendered HTML (the board
 * included), parsed by the browser as it would parse the page; each distinct one once.
 */
export function styleAttributesInBoards(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const boards = [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('.gomoku-board')];
    if (boards.length === 0) return ['no .gomoku-board in the HTML'];
    const styled = boards.flatMap((board) => [board, ...board.querySelectorAll('*')]).filter((element) => element.hasAttribute('style'));
    return [...new Set(styled.map((element) => `<${element.localName} class="${element.getAttribute('class') ?? ''}" style="${element.getAttribute('style') ?? ''}">`))];
  }, html);
}

/** What a themed page showed. */
export interface ThemedPage {
  /** Each game's h8 cell before any move. */
  cells: { system: { width: number; height: number }; dark: { width: number; height: number } };
  /** theme="system" in a light page and in a dark page; theme="dark" (in a light page). */
  probes: { systemLight: ThemeProbe; systemDark: ThemeProbe; dark: ThemeProbe };
}

/**
 * Opens a themed page (`themed-games.jsx`) in a light page; soft-checks that its cells have a
 * size, and if they have, plays by click and keyboard in both games; reads their colours (with
 * no move played, the black stone reads as missing), screenshots it as `<screenshot>-light.png`,
 * then switches the page to dark, reads the system game again and screenshots
 * `<screenshot>-dark.png`. The page is left dark.
 */
export async function visitThemedPage(page: Page, url: string, screenshot: string, words: CellWords = ENGLISH): Promise<ThemedPage> {
  // A cell that cannot be clicked fails in seconds, not in the test's minute.
  page.setDefaultTimeout(10_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(url);
  const system = game(page, 'system');
  const dark = game(page, 'dark');
  await cell(system, `h8, ${words.empty}`).waitFor({ state: 'attached' });
  const cells = { system: await cellSize(system, words), dark: await cellSize(dark, words) };
  const laidOut = Math.min(cells.system.width, cells.system.height, cells.dark.width, cells.dark.height) > 0;
  // A refused layout (a blocked `style` attribute) leaves cells of no size that no click reaches.
  expect.soft(laidOut, `the cells have a size: ${JSON.stringify(cells)}`).toBe(true);
  if (laidOut) {
    await playByClickAndKeyboard(system, words);
    await playByClickAndKeyboard(dark, words);
  }
  const systemLight = await probeTheme(system);
  const darkProbe = await probeTheme(dark);
  await shoot(page, `${screenshot}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  const systemDark = await probeTheme(system);
  await shoot(page, `${screenshot}-dark`);
  return { cells, probes: { systemLight, systemDark, dark: darkProbe } };
}

/** Soft-checks a themed page's colours against the README's defaults: light and dark. */
export function expectDefaultTheme({ probes }: ThemedPage, where: string) {
  expect.soft(comparable(probes.systemLight), `${where}: theme="system", light page`).toEqual(DEFAULTS.light);
  expect.soft(comparable(probes.systemDark), `${where}: theme="system", dark page`).toEqual(DEFAULTS.dark);
  expect.soft(comparable(probes.dark), `${where}: theme="dark"`).toEqual(DEFAULTS.dark);
}

const comparableProbes = ({ probes }: ThemedPage) => ({ systemLight: comparable(probes.systemLight), systemDark: comparable(probes.systemDark), dark: comparable(probes.dark) });

/** Soft-checks that two themed pages computed the same colours (linked stylesheet and injected styles say the same thing). */
export function expectSameTheme(page: ThemedPage, reference: ThemedPage, where: string) {
  expect.soft(comparableProbes(page), where).toEqual(comparableProbes(reference));
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Stones animate in: finished at once, so the picture shows the position.
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}
