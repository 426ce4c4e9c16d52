import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeFigures, embedFigures } from './bundle-figures.ts';
import { openBrowser, type Browser } from './chromium.ts';
import { missingMetadata, packedManifest, packPackages, PACKAGES, PUBLISHED, run, workspace } from './packed-packages.ts';
import { expectDefaultTheme, expectSameTheme, THEMED_GAMES, visitThemedPage, watchCsp, type ThemedPage } from './theme-probe.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** `@gomoku/react`'s peer ranges, as published. */
const PEERS = (JSON.parse(readFileSync(path.join(here, '../../packages/react/package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies;
/** The lowest version a range allows: the floor of its first alternative (`^18.3.0 || ^19.0.0` → 18.3.0). */
const lowest = (range = ''): string => /^\^?(\d+\.\d+\.\d+)$/.exec(range.split('||')[0]?.trim() ?? '')?.[1] ?? `no floor in ${JSON.stringify(range)}`;
/**
 * This app installs the lowest version of every peer range (React 18), and the Next.js app the
 * workspace's, the newest: each end of each range is tested.
 */
const LOWEST = Object.fromEntries(['react', 'react-dom', 'xstate', '@xstate/react'].map((name) => [name, lowest(PEERS[name])]));
/** The oldest TypeScript the packages' declarations are checked with (the README's "TypeScript 5.4 or newer"), with React 18's types. */
const TYPES_FLOOR = { typescript: '5.4.5', '@types/react': '18.3.12', '@types/react-dom': '18.3.1' };

let dir: string;
/** The `file:` specifier of every published package's tarball, by package name. */
let tarballs: Record<string, string>;
let app: string;
let url: string;
let server: PreviewServer;
let browser: Browser;
let cspViolations: () => Promise<string[]>;
/** The app's pages: the whole game (index), the themed games with injected styles, and with the README's `Linked` setup. */
const PAGES = ['index', 'injected', 'linked'];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-packed-'));
  tarballs = packPackages(path.join(dir, 'tarballs'), PUBLISHED);
  // The app installs the packages for <Gomoku/> (not the server).
  const local = Object.fromEntries(PACKAGES.map((name) => [`@gomoku/${name}`, tarballs[`@gomoku/${name}`] as string]));
  // Outside the workspace: npm, no pnpm links, nothing hoisted from the repository.
  app = path.join(dir, 'app');
  mkdirSync(app);
  cpSync(path.join(here, 'packed-app'), app, { recursive: true });
  cpSync(THEMED_GAMES, path.join(app, 'themed-games.jsx'));
  const version = (name: string) => workspace.devDependencies[name] as string;
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'gomoku-packed-app',
      private: true,
      type: 'module',
      dependencies: { ...local, ...LOWEST },
      devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react'), ...TYPES_FLOOR },
      // The packages depend on each other by version: these tarballs, never the registry.
      overrides: local,
    }),
  );
  // Vite's defaults, its pages apart (a multi-page app: https://vite.dev/guide/build#multi-page-app).
  const input = Object.fromEntries(PAGES.map((page) => [page, path.join(app, `${page}.html`)]));
  writeFileSync(path.join(app, 'vite.config.js'), `import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], build: { rollupOptions: { input: ${JSON.stringify(input)} } } };\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  run('npx', ['vite', 'build', '--logLevel', 'error'], app);
  // Served as `vite preview` serves it.
  server = await preview({ root: app, logLevel: 'error', preview: { host: '127.0.0.1', port: 0 } });
  url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  browser = await openBrowser();
  cspViolations = await watchCsp(browser);
});

afterAll(async () => {
  await browser?.close();
  // Only a server that started: a failed build leaves none, and a close that never answers would hold the run.
  if (server) await server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  browser?.errors.splice(0);
});

describe('an app installed from the packed tarballs with npm, React 18, built with Vite', () => {
  it('plays a game, with one style element in the page', async () => {
    const { page, errors } = browser;
    await page.goto(`${url}/index.html`);
    const game = page.getByRole('grid', { name: 'Gomoku board' });
    await game.getByRole('gridcell', { name: 'h8, empty' }).click();
    await game.getByRole('gridcell', { name: 'h8, black' }).waitFor();
    expect(await page.getByRole('grid', { name: 'Diagram' }).getByRole('gridcell', { name: 'e5, black' }).count()).toBe(1);
    const sheets = await page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--gomoku-board')).length);
    expect(sheets).toBe(1);
    expect(await page.locator('.gomoku-board').first().evaluate((board) => getComputedStyle(board).backgroundColor)).toBe('rgb(220, 179, 92)');
    expect(errors).toEqual([]);
  });

  it('installs the lowest of each peer range (React 18) and the packages from the tarballs', () => {
    const installed = (name: string) => JSON.parse(readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    expect(LOWEST).toEqual({ react: expect.stringMatching(/^18\./), 'react-dom': expect.stringMatching(/^18\./), xstate: expect.stringMatching(/^5\./), '@xstate/react': expect.stringMatching(/^6\./) });
    for (const [name, version] of Object.entries(LOWEST)) expect(installed(name).version, name).toBe(version);
    // One xstate in the app: the packages and @xstate/react all run the lowest.
    const nested = ['@xstate/react', ...PACKAGES.map((name) => `@gomoku/${name}`)].filter((name) => existsSync(path.join(app, 'node_modules', name, 'node_modules/xstate')));
    expect(nested).toEqual([]);
    // One copy of each package: nested copies would mean a second machine or a registry package.
    for (const name of PACKAGES) expect(existsSync(path.join(app, 'node_modules/@gomoku/react/node_modules/@gomoku', name))).toBe(false);
  });

  it('type-checks every entry point with the oldest TypeScript it names, its declarations checked too (skipLibCheck off)', () => {
    const entries = PACKAGES.flatMap((name) => {
      const manifest = JSON.parse(readFileSync(path.join(app, 'node_modules/@gomoku', name, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
      return Object.entries(manifest.exports)
        .filter(([, target]) => typeof target === 'object' && target !== null && 'types' in target)
        .map(([subpath]) => `@gomoku/${name}${subpath.slice(1)}`);
    });
    expect(entries).toContain('@gomoku/react');
    writeFileSync(path.join(app, 'entries.ts'), entries.map((entry, i) => `export * as entry${i} from '${entry}';\n`).join(''));
    const options = { target: 'es2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false };
    writeFileSync(path.join(app, 'tsconfig.types.json'), JSON.stringify({ compilerOptions: options, files: ['entries.ts'] }));
    expect(run('npx', ['tsc', '--version'], app).trim()).toBe(`Version ${TYPES_FLOOR.typescript}`);
    let errors = '';
    try {
      run('npx', ['tsc', '-p', 'tsconfig.types.json'], app);
    } catch (error) {
      errors = String((error as { stdout?: unknown }).stdout ?? error);
    }
    expect(errors).toBe('');
  });

  it('ships what its maps and export conditions point at: every source of every map, every export target', () => {
    const missing: string[] = [];
    for (const name of PACKAGES) {
      const pkg = path.join(app, 'node_modules/@gomoku', name);
      const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
      for (const target of Object.values(manifest.exports).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)))) {
        if (!existsSync(path.join(pkg, target))) missing.push(`${name}: export ${target}`);
      }
      const maps = readdirSync(path.join(pkg, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
      expect(maps.some((file) => file.endsWith('.d.ts.map')) && maps.some((file) => file.endsWith('.js.map'))).toBe(true);
      for (const map of maps) {
        const { sources } = JSON.parse(readFileSync(path.join(pkg, 'dist', map), 'utf8')) as { sources: string[] };
        for (const source of sources) if (!existsSync(path.resolve(path.dirname(path.join(pkg, 'dist', map)), source))) missing.push(`${name}: ${map} → ${source}`);
      }
      const shipped = readdirSync(path.join(pkg, 'src'), { recursive: true, encoding: 'utf8' });
      expect(shipped.filter((file) => /\.(test|bench|stories)\.tsx?$/.test(file))).toEqual([]);
    }
    expect(missing).toEqual([]);
  });
});

describe("the README's Linked setup in a Vite 8 production build (vite build, vite preview)", () => {
  /** The themed page with the styles every part injects: what the linked stylesheet must equal. */
  let injected: ThemedPage | undefined;

  it('shows the injected styles in light and dark, and plays by click and keyboard', async () => {
    injected = await visitThemedPage(browser.page, `${url}/injected.html`, 'embed-vite-injected');
    expectDefaultTheme(injected, 'injected');
    expect(await cspViolations()).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('shows the same colours with styles.css imported and nothing injected, and plays by click and keyboard', async () => {
    const linked = await visitThemedPage(browser.page, `${url}/linked.html`, 'embed-vite');
    expectDefaultTheme(linked, 'linked');
    // The same values as the injected page: the stylesheet and the injected styles say the same thing.
    if (injected) expectSameTheme(linked, injected, 'the Linked page against the injected one');
    expect.soft(await browser.page.locator('style').count(), 'style elements in the Linked page').toBe(0);
    expect.soft(await browser.page.locator('link[rel="stylesheet"]').count(), 'the bundled stylesheet linked').toBe(1);
    expect(await cspViolations()).toEqual([]);
    expect(browser.errors).toEqual([]);
    expect(injected, 'the injected page was read first').toBeDefined();
  });

  it('reports the gzip size <Gomoku/> and Board add to the app, and the stylesheet', async () => {
    const assets = path.join(app, 'dist/assets');
    const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
    // One CSS file in the build: the Linked page's, which is the package's stylesheet alone.
    expect(css).toHaveLength(1);
    const figures = await embedFigures(app, path.join(assets, css[0] as string));
    console.log(describeFigures(figures));
    expect(figures.board.upFront).toBeGreaterThan(0);
    expect(figures.gomoku.upFront).toBeGreaterThan(figures.board.upFront);
    expect(figures.stylesheet.bundled).toBeGreaterThan(0);
  });
});

describe('the packed tarballs of every published package', () => {
  it('carry homepage, bugs, engines, repository, license, and sideEffects where an app bundles the package', () => {
    expect(PUBLISHED).toEqual(expect.arrayContaining([...PACKAGES, 'server']));
    const missing = PUBLISHED.flatMap((name) => missingMetadata(name, packedManifest(tarballs[`@gomoku/${name}`] as string)));
    expect(missing).toEqual([]);
  });

  it('names each of those fields a manifest lacks', () => {
    const manifest = packedManifest(tarballs['@gomoku/react'] as string);
    for (const field of ['homepage', 'bugs', 'engines', 'repository', 'license', 'sideEffects']) {
      const { [field]: _, ...without } = manifest;
      expect(missingMetadata('react', without)).toEqual([expect.stringMatching(new RegExp(`^@gomoku/react: ${field}`))]);
    }
    expect(missingMetadata('server', { ...manifest, repository: { ...(manifest.repository as object), directory: 'packages/react' } })).toEqual([
      "@gomoku/server: repository ({ type: 'git', url, directory: 'packages/server' })",
    ]);
  });
});
