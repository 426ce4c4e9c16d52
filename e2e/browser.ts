import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-options.ts';

/** Where screenshots go: kept as test artifacts. */
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far: every test expects none. */
  errors: string[];
  /** Opens a path of the demo app (e.g. '/?p=00'). */
  open(pathAndQuery?: string): Promise<void>;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A screen: its size, and whether it is a touch phone (touch events, coarse pointer, no scrollbars). */
export interface Screen {
  width: number;
  height: number;
  touch?: boolean;
}

/**
 * The file's one Chromium, launched at its first session and closed after its last test: each
 * session is a context of its own in it (its own storage, cookies and service workers, as a
 * separate browser's), which opens in a fraction of the second a fresh browser takes.
 */
let shared: Promise<Browser> | undefined;
afterAll(async () => {
  const browser = await shared;
  shared = undefined;
  await browser?.close();
});

/**
 * Opens a fresh browser context of Debian's headless Chromium with a page sized like a phone or a
 * desktop, speaking `locale` (the demo follows the browser's language on a first visit).
 */
export async function launch(screen: Screen = { width: 1280, height: 800 }, locale = 'en-US'): Promise<Session> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }).then((browser) => {
    // One that died (a crash) is launched afresh for the next session rather than failing every test after.
    browser.once('disconnected', () => (shared = undefined));
    return browser;
  });
  const context = await (await shared).newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch ?? false,
    isMobile: screen.touch ?? false,
    locale,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  const baseURL = inject('baseURL');
  return {
    context,
    page,
    errors,
    async open(pathAndQuery = '/') {
      await page.goto(new URL(pathAndQuery, baseURL).href);
    },
    async screenshot(name) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      // Stones animate in: finished at once, so the picture shows the position.
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * A fresh browser for each test of the file, closed after it; each test also expects no console
 * or page errors. `relaunch` swaps in one with another viewport.
 */
export function sessionPerTest(): { readonly current: Session; relaunch(screen: Screen): Promise<Session> } {
  let session: Session | undefined;
  beforeEach(async () => {
    session = await launch();
  });
  afterEach(async () => {
    expect(session?.errors).toEqual([]);
    await session?.close();
  });
  return {
    get current() {
      if (!session) throw new Error('no browser session outside a test');
      return session;
    },
    async relaunch(screen) {
      await session?.close();
      session = await launch(screen);
      return session;
    },
  };
}
