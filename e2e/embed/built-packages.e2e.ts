import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  await new Promise((resolve) => server?.close(resolve));
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

describe('an app bundled from the built packages, in Chromium', () => {
  it('shows the legal prefix of a controlled illegal record, reports it once, and settles', async () => {
    await open('illegal');
    await browser.page.getByRole('gridcell', { name: 'h8, black' }).waitFor();
    // Long enough for a render loop to show itself: it remounted hundreds of times in 2 s.
    await browser.page.waitForTimeout(1000);
    const report = await browser.page.evaluate(() => window.embed);
    expect(report.errors).toEqual([{ code: 'occupied', index: 1 }]);
    expect(report.renders).toBeLessThanOrEqual(3);
    expect(browser.errors).toEqual([]);
  });

  it('takes theme variables from an ancestor and inline, in light and dark', async () => {
    await browser.page.emulateMedia({ colorScheme: 'light' });
    await open('themes');
    expect(await boardColour('[data-testid="ancestor-light"]')).toBe('rgb(1, 2, 3)');
    expect(await boardColour('[data-testid="ancestor-dark"]')).toBe('rgb(4, 5, 6)');
    expect(await boardColour('[data-testid="inline-light"]')).toBe('rgb(7, 8, 9)');
    expect(await boardColour('[data-testid="inline-dark"]')).toBe('rgb(10, 11, 12)');
    expect(await boardColour('[data-testid="default-dark"]')).toBe('rgb(166, 124, 68)');
    expect(await boardColour('[data-testid="board-alone"]')).toBe('rgb(220, 179, 92)');
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    expect(await boardColour('[data-testid="board-alone"]')).toBe('rgb(166, 124, 68)');
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
    expect(await boardColour('')).toBe('rgb(220, 179, 92)');
    expect(await browser.page.locator('style').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('is styled under a strict CSP by its injected style with the nonce', async () => {
    await open('nonce');
    expect(await boardColour('')).toBe('rgb(220, 179, 92)');
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
    await expect.poll(() => white.textContent(), { timeout: 5000 }).toBe('0:59');
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
