// Size budgets: each package's built entry bundled and minified as an app would ship it (its
// dependencies excluded), gzipped; and the demo's initial JavaScript. Fails over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Budgets in kB (1000 bytes), minified + gzipped, from the packages' issues. */
// Every figure is bundled as an app ships it, fully minified (until issue 20 the packages' lines
// kept the whitespace Vite's library mode leaves in an ES build, about 1 kB more for the machine).
// The machine's budget was 3 kB, raised to 4 kB for the tournament states (issue 14). Issue 20 aimed
// at 6.5 kB (6.3 kB then); the chart's online offers (a new game mid-game and a rematch, answered
// by the other side: issue 22) added 0.43 kB, the relay door for a parent's sendTo 0.08 kB: it
// measured 7.08 kB. A snapshot's status checked by asking the chart, its settings by the input's
// one check, and a state value read by one lookup brought it to 6.96 kB; a stored game placed by
// the chart itself (its context entered through `resuming`, XState setting its timers) to 6.83 kB.
// Issue 29 made the game's truth a GameState read by one schema (its valibot pieces are the
// dependency's, not counted here) and the chart a literal config on XState's public API: 7.13 kB,
// under the 7.5 kB.
// The client's own code is 2.3 kB with the valibot schemas it bundles into an app: 5 kB leaves it room.
// Issue 29's one seam (GameSource: a local actor and an online connection alike) and the
// controlled game (state / onChange, the change it reports, the props checked where they enter)
// took React's line from 25.05 to 26.41 kB: 27 kB.
// React's own budget (15 kB) rose to 19 kB with online play (issue 11) and game review (issue 13),
// 3.3 kB together. Each is its own modules: an app that uses neither does not bundle them, and
// online play loads lazily inside <Gomoku/>.
// Issue 18 raised it: this line bundles every export, now also the Japanese and Korean
// catalogues (about 3 kB, shipped only by apps that import them), the board's annotations, the
// theme's registered variables, the React 18 style insertion, and the words of every error code
// (issue 20). What an embedder ships is the two lines below the demo's: Board alone, <Gomoku/>.
// The AI's 20 kB rose to 24 kB with the window search that plays every board size and row length
// (issue 21): it ships in the page's search and in the worker. Issue 33 gave renju values of its
// own, White's apart from Black's (0.27 kB in each): 24.50 kB, so 25 kB.
// Issue 30 took React's line to 34.7 kB: every component's props checked where they enter (2.3 kB),
// four languages by `locale` (Japanese and Korean, 3.5 kB), the board's range, drawings, ghosts,
// renderers and pointer events, and a stylesheet laid out by classes (no style attribute): 35 kB.
// Issue 31 took it to 35.8 kB: pending moves kept through a reload (`storage`), every sending part
// disabled on a closed connection (`takesEvents`), the closures' words in four languages, and a
// clock per side (`Clock color`): 36 kB.
// Issue 32 added the players' calls and the lobby's connection to the client (2.1 kB, each its own
// module: an app that only joins rooms bundles neither): 6 kB.
// Keyboard and screen-reader play (a labelled Resign confirmation, focus kept after a press, the
// board's cursor on its focused cell, take-backs and the analysis's progress said) and a broken
// record's fault worded by its shape in four languages took React to 37.87 kB: 38 kB. The AI
// refusing at once where there are no Web Workers: 25.08 kB, so 25.5 kB.
const BUDGETS = { engine: 6, machine: 7.5, react: 38, ai: 25.5, client: 6 };
// The demo opens on its home (React, the settings, the icons: about 81 kB); the game screen (the
// machine, the board, the computer's hook) is its own chunk, fetched as soon as the home is up.
const DEMO_BUDGET = 110;
/** An app's own bundle for `Board` alone and for `<Gomoku/>` (see embeddedSize), and the stylesheet. */
const EMBEDDED = [
  // Issue 30: the board's words in four languages apart from the rest (0.5 kB), its new props and their checks: 13.4 kB.
  // The cursor on the focused cell, no ring for a page's first autofocus, and its helpers refusing NaN and off-board values: 14.10 kB.
  ['Board alone (with the engine)', ['Board'], 14.5],
  // Issue 30: four languages, every prop checked, the board's new props: 67.3 kB. Issue 31: online
  // moves kept through a reload and a closed connection's disabled parts (in the lazy part): 68.7 kB.
  // Issue 32: a room's welcome may carry its match (players' names and ratings; the lobby's
  // messages are a module of their own, left out): 68.98 kB. Issue 33: a review's flags confirmed
  // by a longer search, in the worker: 69.19 kB. Then the evaluation fitted to game results (its
  // values for the side to move and for the side that waits, 0.27 kB), loaded with the computer: 69.73 kB.
  // Then a review's flags confirmed around the move and moved back to the mover's move before, and
  // the evaluation's values by crossing of line patterns (in the worker): 70.15 kB. Then a worker
  // that warms up before its first request and searches that keep their position, buffers and
  // table from one to the next (loaded with the computer; the part up front unchanged): 70.91 kB.
  // Then renju's own values, White's apart (with the computer; the part up front unchanged): 71.46 kB.
  // Then the client's times checked where they enter (`pingMs`, the backoff's; in the online part
  // loaded when used, the part up front unchanged): 72.08 kB. Then keyboard and screen-reader play
  // and the record faults in four languages (see React's budget above): 74.23 kB.
  ['<Gomoku/> (with engine, machine; online play and the computer load when used)', ['Gomoku'], 75],
];
const STYLESHEET_BUDGET = 5;

const kB = (bytes) => (bytes / 1000).toFixed(2);
let failed = false;

function report(name, bytes, budget, later = 0) {
  const ok = bytes + later <= budget * 1000;
  failed ||= !ok;
  const split = later > 0 ? ` (${kB(bytes)} up front, ${kB(later)} loaded when used)` : '';
  console.log(`${ok ? '✔' : '✖'} size ${name}: ${kB(bytes + later)} kB min+gz${split} (budget ${budget} kB)`);
}

/**
 * Bundles `entry` as an app's bundler would, fully minified (Vite's library mode keeps an ES
 * build's whitespace, which no app ships), leaving out what `external` names; gzips the scripts,
 * split into what loads up front and what loads when used (lazy chunks, workers).
 */
async function shippedSize(dir, entry, external, plugins = []) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.join(root, 'packages', dir),
    plugins,
    build: { write: false, minify: true, rollupOptions: { input: entry, external, preserveEntrySignatures: 'exports-only' } },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const scripts = outputs.filter((file) => file.fileName.endsWith('.js'));
  const gz = (list) => list.reduce((sum, file) => sum + gzipSync(file.type === 'chunk' ? file.code : file.source).length, 0);
  // Up front: the entry and what it imports statically, transitively. A chunk shared by lazy
  // chunks only (the computer's checks, say) loads when they do; so do workers.
  const byName = new Map(scripts.map((file) => [file.fileName, file]));
  const upFront = new Set();
  const visit = (file) => {
    if (!file || upFront.has(file)) return;
    upFront.add(file);
    for (const name of file.imports ?? []) visit(byName.get(name));
  };
  for (const file of scripts) if (file.type === 'chunk' && file.isEntry) visit(file);
  return { initial: gz([...upFront]), later: gz(scripts.filter((file) => !upFront.has(file))) };
}

/** A package's whole index; its bare imports are dependencies an app bundles once, not its weight. */
function bundledSize(dir) {
  const entry = path.join(root, 'packages', dir, 'dist/index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first`);
  return shippedSize(dir, entry, (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'));
}

/** Peer dependencies: an app has them already, so an embedder's bundle counts the rest. */
const PEERS = /^(react|react-dom|xstate|@xstate\/react)(\/|$)/;

/**
 * What an app that imports `names` from the built @gomoku/react downloads: everything it pulls
 * from the @gomoku packages (not the peers); up front, and what loads later (online play, the
 * computer's worker).
 */
function embeddedSize(names) {
  const entry = '\0embed-entry';
  const dist = path.join(root, 'packages/react/dist/index.js');
  const plugin = { name: 'embed-entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? `export { ${names.join(', ')} } from ${JSON.stringify(dist)};` : null) };
  return shippedSize('react', entry, (id) => PEERS.test(id), [plugin]);
}

function demoInitialSize() {
  const dist = path.join(root, 'apps/demo/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file.replace(/^\.?\//, '')))).length, 0);
}

/**
 * What the first game adds to the home, from Vite's manifest: the game screen's chunk and the
 * chunks it imports that the home did not load (the computer's worker and the lazy panels apart).
 */
function demoGameSize() {
  const dist = path.join(root, 'apps/demo/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const home = new Set();
  const visit = (key, into) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next, into);
  };
  visit('index.html', home);
  const game = new Set();
  const entry = Object.keys(manifest).find((key) => key.endsWith('src/GameScreen.tsx'));
  if (entry) visit(entry, game);
  const files = [...game].filter((key) => !home.has(key)).map((key) => manifest[key].file);
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

for (const [dir, budget] of Object.entries(BUDGETS)) {
  const { initial, later } = await bundledSize(dir);
  report(`@gomoku/${dir}`, initial, budget, later);
}
report('demo initial JS', demoInitialSize(), DEMO_BUDGET);
// The home is what opens; the game's own code is fetched as soon as the home is up, before the first tap.
console.log(`  demo game screen, fetched after the home: ${kB(demoGameSize())} kB min+gz`);
// What an embedder ships (issue 18), the @gomoku packages included, the React and XState peers not.
for (const [name, names, budget] of EMBEDDED) {
  const { initial, later } = await embeddedSize(names);
  report(name, initial, budget, later);
}
report('@gomoku/react/styles.css', gzipSync(readFileSync(path.join(root, 'packages/react/dist/styles.css'))).length, STYLESHEET_BUDGET);
process.exit(failed ? 1 : 0);
