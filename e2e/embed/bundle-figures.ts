import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

/** Gzipped bytes of an app's JavaScript: what loads with the page, and what loads when used (lazy chunks, workers). */
export interface Shipped {
  upFront: number;
  later: number;
}

/**
 * What an app's one page ships when it renders `body` (JSX, after `imports`): bundled by Vite with
 * its defaults in production, from the app's own node_modules; each script gzipped on its own, as
 * a server sends it. Up front: the entry and what it imports statically, transitively.
 */
async function shipped(app: string, name: string, imports: string, body: string): Promise<Shipped> {
  const dir = path.join(app, '.bundle-figures');
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, `${name}.jsx`);
  writeFileSync(entry, `${imports}\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(${body});\n`);
  const output = await build({ configFile: false, root: app, logLevel: 'silent', mode: 'production', plugins: [react()], build: { write: false, rollupOptions: { input: entry } } });
  const files = (Array.isArray(output) ? output : [output]).flatMap((o) => (o as Rolldown.RolldownOutput).output);
  const scripts = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(scripts.map((file) => [file.fileName, file]));
  const upFront = new Set<Rolldown.OutputChunk>();
  const visit = (file: Rolldown.OutputChunk | undefined) => {
    if (!file || upFront.has(file)) return;
    upFront.add(file);
    for (const next of file.imports) visit(byName.get(next));
  };
  for (const file of scripts) if (file.isEntry) visit(file);
  const gz = (list: Rolldown.OutputChunk[]) => list.reduce((sum, file) => sum + gzipSync(file.code).length, 0);
  // Workers and other assets that are scripts load when used too.
  const assets = files.filter((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.js'));
  return { upFront: gz([...upFront]), later: gz(scripts.filter((file) => !upFront.has(file))) + assets.reduce((sum, file) => sum + gzipSync(file.source).length, 0) };
}

/** What `<Gomoku/>` and `Board` add to an app, and its stylesheet, gzipped. */
export interface EmbedFigures {
  /** The app's page with React alone. */
  baseline: Shipped;
  /** Added by `<Gomoku/>` (the @gomoku packages and the xstate peers it brings). */
  gomoku: Shipped;
  /** Added by `<Board/>` alone. */
  board: Shipped;
  /** `@gomoku/react/styles.css` as installed, and as the Linked page's bundled CSS. */
  stylesheet: { installed: number; bundled: number };
}

/**
 * The issue's three figures for an installed app: the gzip size `<Gomoku/>` and `Board` alone
 * add to a page that renders React, and the stylesheet's. `bundledCss` is a CSS file of the
 * app's own build whose only content is the package's stylesheet.
 */
export async function embedFigures(app: string, bundledCss: string): Promise<EmbedFigures> {
  // A production build, as an app ships (Vitest runs with NODE_ENV=test, which Vite and the React plugin read).
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const baseline = await shipped(app, 'baseline', '', '<p>An app</p>');
    const minus = (a: Shipped): Shipped => ({ upFront: a.upFront - baseline.upFront, later: a.later - baseline.later });
    const gomoku = minus(await shipped(app, 'gomoku', "import { Gomoku } from '@gomoku/react';", '<Gomoku />'));
    const board = minus(await shipped(app, 'board', "import { Board } from '@gomoku/react';", '<Board />'));
    const installed = gzipSync(readFileSync(path.join(app, 'node_modules/@gomoku/react/dist/styles.css'))).length;
    return { baseline, gomoku, board, stylesheet: { installed, bundled: gzipSync(readFileSync(bundledCss)).length } };
  } finally {
    process.env.NODE_ENV = environment;
    rmSync(path.join(app, '.bundle-figures'), { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The figures as lines of the test's output. */
export function describeFigures({ baseline, gomoku, board, stylesheet }: EmbedFigures): string {
  const added = (shipped: Shipped) => `+${kB(shipped.upFront)} gz up front${shipped.later ? `, +${kB(shipped.later)} gz loaded when used` : ''}`;
  return [
    `bundle figures (Vite 8 production build, React 18, the packed tarballs):`,
    `  a page with React alone: ${kB(baseline.upFront)} gz`,
    `  <Gomoku/>: ${added(gomoku)}`,
    `  Board alone: ${added(board)}`,
    `  @gomoku/react/styles.css: ${kB(stylesheet.installed)} gz as installed, ${kB(stylesheet.bundled)} gz as Vite bundles it`,
  ].join('\n');
}
