import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './chromium.ts';
import { packPackages, run, workspace } from './packed-packages.ts';
import { ENGLISH, expectDefaultTheme, expectSameTheme, styleAttributesInBoards, THEMED_GAMES, visitThemedPage, watchCsp, type CellWords, type ThemedPage } from './theme-probe.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The Next.js the README's App Router example is checked with. */
const NEXT = '16.4.6';

let dir: string;
let server: ChildProcess | undefined;
let url: string;
let browser: Browser;
let cspViolations: () => Promise<string[]>;

/** The words of a cell's name in Japanese (the `ja` catalogue's). */
const JAPANESE: CellWords = { empty: '空点', black: '黒', white: '白' };
/** The app's routes (next-app/app): each renders `themed-games.jsx`. */
const ROUTES = {
  /** The README's Server Component page: every part injects its styles. */
  home: { path: '/', words: ENGLISH },
  /** `messages={ja}` from a Server Component. */
  ja: { path: '/ja', words: JAPANESE },
  /** `locale="ja"` from a Server Component. */
  'ja-locale': { path: '/ja-locale', words: JAPANESE },
  /** A nonce-based CSP (proxy.js), styles.css imported by the route's layout, nothing injected. */
  'csp-linked': { path: '/csp-linked', words: ENGLISH },
  /** The same CSP, the injected styles given the nonce (`GomokuStylesProvider nonce`). */
  'csp-injected': { path: '/csp-injected', words: ENGLISH },
} as const;
type Route = keyof typeof ROUTES;
/**
 * Routes whose page may fail `next build` (a catalogue holding functions cannot cross into a
 * Client Component): the app is then built again without them, so the other routes are still
 * tested, and each of their tests fails with the build's error.
 */
const MAY_BREAK_BUILD: readonly Route[] = ['ja'];
const buildErrors: Partial<Record<Route, string>> = {};

/** `next build`; a failure that names routes of MAY_BREAK_BUILD builds again without them. */
function nextBuild(app: string, env: NodeJS.ProcessEnv) {
  try {
    run('npx', ['next', 'build'], app, env);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const output = `${stdout}\n${stderr}`;
    const broken = MAY_BREAK_BUILD.filter((route) => output.includes(`"${ROUTES[route].path}"`));
    if (broken.length === 0) throw error;
    const excerpt = output.split('\n').filter((line) => /error|cannot|functions/i.test(line)).slice(0, 12).join('\n');
    for (const route of broken) {
      buildErrors[route] = excerpt;
      rmSync(path.join(app, 'app', route), { recursive: true, force: true });
    }
    run('npx', ['next', 'build'], app, env);
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-next-'));
  const local = packPackages(path.join(dir, 'tarballs'));
  const app = path.join(dir, 'app');
  mkdirSync(app);
  cpSync(path.join(here, 'next-app'), app, { recursive: true });
  cpSync(THEMED_GAMES, path.join(app, 'themed-games.jsx'));
  const version = (name: string) => workspace.devDependencies[name] as string;
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'gomoku-next-app',
      private: true,
      dependencies: { ...local, next: NEXT, react: version('react'), 'react-dom': version('react-dom'), xstate: version('xstate'), '@xstate/react': version('@xstate/react') },
      overrides: local,
    }),
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app, env);
  nextBuild(app, env);
  const port = await freePort();
  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env, stdio: 'ignore', detached: true });
  url = `http://127.0.0.1:${port}`;
  // Until it answers.
  for (let tries = 0; tries < 120; tries++) {
    if (await fetch(url).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await openBrowser();
  cspViolations = await watchCsp(browser);
});

beforeEach(() => {
  browser?.errors.splice(0);
});

afterAll(async () => {
  await browser?.close();
  // npx and next start run as a process group: end it all.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The page a route serves, fetched as the browser gets it: its HTML and its policy's nonce (if any). */
async function serverPage(route: Route) {
  const response = await fetch(`${url}${ROUTES[route].path}`);
  const html = await response.text();
  const policy = response.headers.get('content-security-policy');
  return { status: response.status, html, policy, nonce: /'nonce-([^']+)'/.exec(policy ?? '')?.[1] };
}

/** The opening tags of the `<style>` elements of HTML that carry the components' styles. */
const gomokuStyleTags = (html: string) => [...html.matchAll(/(<style\b[^>]*>)([^<]*)/g)].filter(([, , css]) => css?.includes('.gomoku-board')).map(([, tag]) => tag as string);

/**
 * A route in Chromium: no `style` attribute in its server-rendered boards, its cells laid out,
 * a move by click and one by keyboard in each game, the README's colours in light and dark
 * (screenshots `embed-next-<route>-{light,dark}.png`), no CSP violation, no console error.
 */
async function checkRoute(route: Route, inPage?: () => Promise<void>): Promise<ThemedPage> {
  const failedBuild = buildErrors[route];
  if (failedBuild) throw new Error(`next build failed with this route's page:\n${failedBuild}`);
  const { status, html } = await serverPage(route);
  expect(status).toBe(200);
  const { words } = ROUTES[route];
  expect(html, "the server HTML names the cells in the route's language").toContain(`aria-label="h8, ${words.empty}"`);
  expect.soft(await styleAttributesInBoards(browser.page, html), 'style attributes in the server-rendered boards').toEqual([]);
  const visited = await visitThemedPage(browser.page, `${url}${ROUTES[route].path}`, `embed-next-${route}`, words).catch((error: unknown) => error as Error);
  if (inPage && !(visited instanceof Error)) await inPage();
  // Leave the page first: a violation the browser reports late is still this route's.
  await browser.page.goto('about:blank');
  expect.soft(await cspViolations(), 'CSP violations').toEqual([]);
  expect.soft(browser.errors, 'console errors').toEqual([]);
  if (visited instanceof Error) throw visited;
  expectDefaultTheme(visited, route);
  return visited;
}

describe('a Next.js 16 App Router app from the packed tarballs, built (next build) and served (next start)', () => {
  /** The README's page: what every other route's colours must equal. */
  let home: ThemedPage | undefined;
  const expectAsHome = (page: ThemedPage, route: Route) => {
    expect(home, 'the home route was read first').toBeDefined();
    if (home) expectSameTheme(page, home, `${route} against the home route`);
  };

  it('renders <Gomoku/> from a Server Component page on the server, with the hoisted stylesheet', async () => {
    const { html } = await serverPage('home');
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="h8, empty"');
    expect(gomokuStyleTags(html)).toHaveLength(1);
  });

  it('home: styled by the injected styles in light and dark, plays by click and keyboard, no style attribute in its HTML', async () => {
    home = await checkRoute('home');
  });

  it('ja: <Gomoku messages={ja}/> from a Server Component builds, and speaks Japanese', async () => {
    const page = await checkRoute('ja');
    expect((await serverPage('ja')).html.match(/role="grid" aria-label="五目並べの盤"/g)).toHaveLength(2);
    expectAsHome(page, 'ja');
  });

  it('ja-locale: <Gomoku locale="ja"/> from a Server Component speaks Japanese', async () => {
    const page = await checkRoute('ja-locale');
    expect((await serverPage('ja-locale')).html.match(/role="grid" aria-label="五目並べの盤"/g)).toHaveLength(2);
    expectAsHome(page, 'ja-locale');
  });

  it("csp-linked: under a nonce-based CSP set up as Next's guide shows, styles.css imported by the layout, styled and playable with no violation", async () => {
    const { policy, nonce, html } = await serverPage('csp-linked');
    expect(policy).toBe(`default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`);
    expect(gomokuStyleTags(html), 'injected styles in the HTML').toEqual([]);
    const page = await checkRoute('csp-linked', async () => {
      expect.soft(await browser.page.locator('style').count(), 'style elements in the page').toBe(0);
    });
    expectAsHome(page, 'csp-linked');
  });

  // Next 16.4.6 hands React's renderer the nonce of script-src alone, so a hoisted
  // <style precedence> would carry none; the provider renders the sheet in place with its nonce.
  it('csp-injected: under the same CSP, GomokuStylesProvider nonce puts the sheet in the HTML once with the nonce: styled and playable with no violation', async () => {
    const { nonce, html } = await serverPage('csp-injected');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(gomokuStyleTags(html)).toEqual([`<style data-gomoku="gomoku-react" nonce="${nonce}">`]);
    const page = await checkRoute('csp-injected');
    expectAsHome(page, 'csp-injected');
  });
});
