import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THEME_COLOURS, type THEMES } from './app/theme-colours.ts';
import { buildApp, renderOnServer } from './built-app.ts';
import { openBrowser, type Browser } from './chromium.ts';
import { servePages, type PageOptions } from './pages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reactDist = path.join(root, 'packages/react/dist');
const STRICT = "default-src 'self'; style-src 'self'";

let out: string;
let url: string;
let server: Server;
let browser: Browser;

beforeAll(async () => {
  // In the workspace, so that the server renderer finds react-dom in its node_modules.
  mkdirSync(path.join(root, '.artifacts'), { recursive: true });
  out = mkdtempSync(path.join(root, '.artifacts/embed-app-'));
  const built = await buildApp(out);
  const pages: Record<string, PageOptions> = {
    illegal: {},
    themes: {},
    stone: {},
    styles: {},
    spacing: { pageStyle: "body { letter-spacing: 0.18px; word-spacing: 6px; text-transform: uppercase; font-feature-settings: 'smcp'; }" },
    linked: { csp: STRICT, stylesheet: true },
    nonce: { csp: "default-src 'self'; style-src 'nonce-NONCE'" },
    clock: { html: () => renderOnServer(built.server, 'clock') },
  };
  ({ url, server } = await servePages(pages, [built.client, reactDist]));
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  // Only a server that started: a failed build leaves none, and a close that never answers would hold the run.
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

beforeEach(async () => {
  browser.errors.length = 0;
  await browser.page.emulateMedia({ colorScheme: 'light' });
});

const open = async (scene: string) => {
  await browser.page.goto(`${url}/${scene}`);
  await browser.page.getByRole('grid').first().waitFor();
};
const boardColour = (selector: string) => browser.page.locator(`${selector} .gomoku-board`).evaluate((board) => getComputedStyle(board).backgroundColor);
/** The board's own colour in each scheme. */
const DEFAULT_BOARD = { light: 'rgb(220, 179, 92)', dark: 'rgb(166, 124, 68)' };
/** In the themes scene, a theme's boards: the colour set on an ancestor, the one set inline, and `fallback` with neither. */
const expectThemed = async (theme: (typeof THEMES)[number], fallback: string) => {
  const colours = await Promise.all(['ancestor', 'inline', 'default'].map((place) => boardColour(`[data-testid="${place}-${theme}"]`)));
  expect(colours, theme).toEqual([THEME_COLOURS[theme].ancestor, THEME_COLOURS[theme].inline, fallback]);
};

describe('an app bundled from the built packages, in Chromium', () => {
  it('shows the legal prefix of a controlled illegal record, reports it once, and settles', async () => {
    await open('illegal');
    await browser.page.getByRole('gridcell', { name: 'h8, black' }).waitFor();
    // Sixty frames: a render loop remounts in every one (it remounted hundreds of times in 2 s).
    const report = await browser.page.evaluate(async () => {
      for (let frame = 0; frame < 60; frame++) await new Promise(requestAnimationFrame);
      return window.embed;
    });
    expect(report.errors).toEqual([{ code: 'occupied', index: 1 }]);
    expect(report.renders).toBeLessThanOrEqual(3);
    expect(browser.errors).toEqual([]);
  });

  it('takes theme variables from an ancestor and inline, in light and dark', async () => {
    await open('themes');
    for (const theme of ['light', 'dark'] as const) await expectThemed(theme, DEFAULT_BOARD[theme]);
    expect(await boardColour('[data-testid="board-alone"]')).toBe(DEFAULT_BOARD.light);
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    expect(await boardColour('[data-testid="board-alone"]')).toBe(DEFAULT_BOARD.dark);
    expect(browser.errors).toEqual([]);
  });

  it('takes theme variables from an ancestor and inline under theme="system", whether the page prefers light or dark', async () => {
    await open('themes');
    for (const scheme of ['light', 'dark'] as const) {
      await browser.page.emulateMedia({ colorScheme: scheme });
      // The system theme's own default follows the page; a variable from outside wins over either.
      await expectThemed('system', DEFAULT_BOARD[scheme]);
    }
    expect(browser.errors).toEqual([]);
  });

  it('draws a <Stone> on its own: a shaded disc as wide as its container', async () => {
    await browser.page.goto(`${url}/stone`);
    const stone = browser.page.locator('.gomoku-stone');
    await stone.waitFor();
    const box = await stone.boundingBox();
    expect(box?.width).toBeCloseTo(40, 0);
    expect(box?.height).toBeCloseTo(40, 0);
    expect(await stone.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^radial-gradient/);
  });

  it('puts one style element in the page however many parts render it', async () => {
    await open('styles');
    const sheets = await browser.page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--gomoku-board')).length);
    expect(sheets).toBe(1);
  });

  it('is styled under a strict CSP by the linked stylesheet, injecting nothing', async () => {
    await open('linked');
    expect(await boardColour('')).toBe(DEFAULT_BOARD.light);
    expect(await browser.page.locator('style').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('is styled under a strict CSP by its injected style with the nonce', async () => {
    await open('nonce');
    expect(await boardColour('')).toBe(DEFAULT_BOARD.light);
    expect(browser.errors).toEqual([]);
  });

  it("keeps the page's letter-spacing, word-spacing, text-transform and font features off the board's text", async () => {
    await open('spacing');
    const label = browser.page.locator('.gomoku-lines text').first();
    const style = await label.evaluate((text) => {
      const computed = getComputedStyle(text);
      return [computed.letterSpacing, computed.wordSpacing, computed.textTransform, computed.fontFeatureSettings];
    });
    expect(style).toEqual(['normal', '0px', 'none', 'normal']);
  });

  it('hydrates a running clock rendered on the server without a mismatch, then ticks', async () => {
    // The server shows each clock as it stood when the running one started.
    const html = await (await fetch(`${url}/clock`)).text();
    expect(html.match(/class="gomoku-clock-time">([^<]*)</g)).toEqual(['class="gomoku-clock-time">1:00<', 'class="gomoku-clock-time">1:00<']);
    await browser.page.goto(`${url}/clock`);
    const white = browser.page.getByRole('timer', { name: /white/i });
    // However slow the machine, the first tick leaves 1:00 for a time under a minute.
    await expect.poll(() => white.textContent(), { timeout: 30_000 }).not.toBe('1:00');
    expect(await white.textContent()).toMatch(/^0:[0-5]\d$/);
    expect(browser.errors).toEqual([]);
  });
});

describe('the built @gomoku/react', () => {
  const modules = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? modules(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : []));

  it("keeps 'use client' first in every module that renders or uses hooks, so a Server Component can import it", () => {
    const client = /from ["'](react|react\/jsx-runtime|@xstate\/react)["']/;
    const files = modules(reactDist).filter((file) => client.test(readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(15);
    const missing = files.filter((file) => !readFileSync(file, 'utf8').startsWith("'use client';"));
    expect(missing.map((file) => path.relative(reactDist, file))).toEqual([]);
  });
});
