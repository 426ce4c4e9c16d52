// Screenshots of the demo for a closing note: `node scripts/run-ts.mjs e2e/screens.ts BASE_URL OUT_DIR`
// takes each scene at 360×640 (touch) and 1280×800, light and dark, into OUT_DIR as
// `<scene>-<width>x<height>-<theme>.png` (SCENES=a,b takes only those). BASE_URL serves a built
// demo: the game server with STATIC_DIR for the online scene.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-options.ts';
import { cell } from './game.ts';

const [base = 'http://127.0.0.1:4173/', out = 'screens'] = process.argv.slice(2);

/** A scene: what to do on a fresh page (the theme is the browser's) before the picture. */
type Scene = (page: Page, touch: boolean) => Promise<void>;

/** Plays points in turn: on a touch screen the first tap previews, the second plays. */
async function play(page: Page, touch: boolean, coordinates: readonly string[]): Promise<void> {
  for (const c of coordinates) {
    await cell(page, c, 'empty').click();
    if (touch) await page.getByRole('gridcell', { name: new RegExp(`^${c}, `) }).click();
  }
}

const settle = (page: Page) => page.waitForTimeout(600);

const SCENES: Record<string, Scene> = {
  home: async (page) => {
    await page.goto(base);
    await settle(page);
  },
  // Two games to continue: the computer's, then a link opened over it.
  'home-saved': async (page, touch) => {
    await page.goto(base);
    await page.getByRole('button', { name: /Play the computer/ }).click();
    await play(page, touch, ['h8']);
    await page.getByRole('gridcell', { name: /, white$/ }).waitFor({ timeout: 15_000 });
    await page.goto(new URL('/?p=7767', base).href);
    await page.getByRole('gridcell', { name: /, white$/ }).waitFor();
    await page.getByRole('button', { name: 'Home' }).click();
    await settle(page);
  },
  'computer-game': async (page, touch) => {
    await page.goto(base);
    await page.getByRole('button', { name: /Play the computer/ }).click();
    await play(page, touch, ['h8']);
    await page.getByRole('gridcell', { name: /, white$/ }).waitFor({ timeout: 15_000 });
    await settle(page);
  },
  'friend-won': async (page, touch) => {
    await page.goto(base);
    await page.getByRole('button', { name: /Play a friend on this screen/ }).click();
    await play(page, touch, ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9', 'l8']);
    await settle(page);
  },
  'online-room': async (page) => {
    await page.goto(base);
    await page.getByRole('button', { name: /Play a friend online/ }).click();
    await page.locator('.gomoku-online').getByText(/waiting for your opponent/).waitFor({ timeout: 20_000 });
    await settle(page);
  },
  settings: async (page) => {
    await page.goto(base);
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await settle(page);
  },
};

const SCREENS = [
  { width: 360, height: 640, touch: true },
  { width: 1280, height: 800, touch: false },
];

mkdirSync(out, { recursive: true });
const only = process.env.SCENES?.split(',');
for (const [name, scene] of Object.entries(SCENES)) {
  if (only && !only.includes(name)) continue;
  for (const screen of SCREENS) {
    for (const theme of ['light', 'dark'] as const) {
      const profile = mkdtempSync(path.join(os.tmpdir(), 'gomoku-screens-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
        viewport: { width: screen.width, height: screen.height },
        hasTouch: screen.touch,
        isMobile: screen.touch,
        colorScheme: theme,
        // In English whatever the machine speaks: the demo follows the browser's language.
        locale: 'en-US',
      });
      const page = context.pages()[0] ?? (await context.newPage());
      const file = path.join(out, `${name}-${screen.width}x${screen.height}-${theme}.png`);
      try {
        await scene(page, screen.touch);
        await page.screenshot({ path: file });
        console.log(file);
      } catch (error) {
        console.log(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
}
