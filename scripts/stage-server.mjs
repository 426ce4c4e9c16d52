// Stages the game server as it ships: `pnpm stage-server OUT_DIR` (or `node scripts/stage-server.mjs
// OUT_DIR`) after `pnpm build`. OUT_DIR then runs on its own with `node bin/gomoku-server.js`: the
// built @gomoku/server, its production node_modules (better-sqlite3's binary included) and the built
// demo in demo/. The Dockerfile runs this step, and e2e/embed/server-stage.e2e.ts tests its output.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the stage copies from the build: each must exist, or `pnpm build` has not run. */
const BUILT = ['packages/engine/dist/index.js', 'packages/machine/dist/index.js', 'packages/protocol/dist/index.js', 'packages/server/dist/bin.js', 'apps/demo/dist/index.html'];

/**
 * Packages a deploy carries that the server never loads. pnpm resolves valibot's optional peer
 * `typescript` (for its types) from the workspace root's devDependencies, so the deploy would
 * hold the compiler.
 */
const NOT_SHIPPED = ['typescript'];

/** Where the staged server's built SQLite binding lives; the rest of better-sqlite3's build/ is compiler output. */
const SQLITE_BINARY = path.join('build', 'Release', 'better_sqlite3.node');

/**
 * The pnpm to run, as a command and its first arguments: the one running this script (`pnpm
 * stage-server` sets npm_execpath), else the workspace's own version (`packageManager`) from npx.
 */
export function pnpmCommand() {
  const execpath = process.env.npm_execpath ?? '';
  if (/^pnpm(\.c?js)?$/.test(path.basename(execpath))) return /\.c?js$/.test(execpath) ? [process.execPath, execpath] : [execpath];
  // Looked up once: npx takes seconds.
  npxPnpm ??= findNpxPnpm();
  return [npxPnpm];
}

let npxPnpm;

/** The path of the workspace's pnpm (`packageManager`), installed by npx into its cache if need be. */
function findNpxPnpm() {
  const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const found = spawnSync('npx', ['--prefer-offline', '-y', '-p', packageManager, '-c', 'command -v pnpm'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  if (found.status !== 0 || !bin) throw new Error(`stage-server: no ${packageManager} from npx:\n${found.stderr}`);
  return bin;
}

function run(command, args, options = {}) {
  const { status, stdout, stderr } = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (status !== 0) throw new Error(`stage-server: \`${[command, ...args].join(' ')}\` failed (exit ${status}):\n${stdout}${stderr}`);
}

/** The commands a package installs (its manifest's `bin`). */
function binsOf(pkg) {
  const { name, bin } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  if (typeof bin === 'string') return [name.replace(/^@[^/]+\//, '')];
  return Object.keys(bin ?? {});
}

/** The package a folder of pnpm's store holds: `@scope+name@version…` is `@scope/name`. */
const storeName = (folder) => folder.slice(0, folder.indexOf('@', 1)).replace('+', '/');

/** Removes `names` from a pnpm node_modules: their store folders, every link to them and their commands. */
function removePackages(modules, names) {
  const store = path.join(modules, '.pnpm');
  const packages = readdirSync(store, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'node_modules');
  const linkFolders = [modules, path.join(store, 'node_modules'), ...packages.map((entry) => path.join(store, entry.name, 'node_modules'))];
  // pnpm's commands are shell scripts, not links: in the top, hoisted and each package's own .bin.
  const binFolders = [path.join(modules, '.bin'), path.join(store, 'node_modules', '.bin'), ...packages.map((entry) => path.join(store, entry.name, 'node_modules', storeName(entry.name), 'node_modules', '.bin'))];
  for (const name of names) {
    for (const { name: folder } of packages.filter((entry) => entry.name.startsWith(`${name}@`))) {
      for (const bin of binsOf(path.join(store, folder, 'node_modules', name))) for (const binFolder of binFolders) rmSync(path.join(binFolder, bin), { force: true });
      rmSync(path.join(store, folder), { recursive: true, force: true });
    }
    for (const folder of linkFolders) rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

/** Keeps only the built binding of better-sqlite3: a build from source leaves its objects and archives beside it. */
function pruneSqliteBuild(modules) {
  const store = path.join(modules, '.pnpm');
  const entry = readdirSync(store).find((name) => name.startsWith('better-sqlite3@'));
  const pkg = entry && path.join(store, entry, 'node_modules', 'better-sqlite3');
  if (!pkg || !existsSync(path.join(pkg, SQLITE_BINARY))) {
    throw new Error('stage-server: better-sqlite3 has no built binary: is it in pnpm.onlyBuiltDependencies, and did its install script run?');
  }
  const release = path.join(pkg, path.dirname(SQLITE_BINARY));
  for (const name of readdirSync(path.join(pkg, 'build'))) if (name !== 'Release') rmSync(path.join(pkg, 'build', name), { recursive: true, force: true });
  for (const name of readdirSync(release)) if (name !== path.basename(SQLITE_BINARY)) rmSync(path.join(release, name), { recursive: true, force: true });
}

/**
 * Stages the server into `out` (absent or empty): `pnpm deploy --prod` of @gomoku/server, less
 * what never runs (the compiler, better-sqlite3's build leftovers), plus the built demo in
 * `out/demo`. Checks that the SQLite binding loads from `out`. Throws if the build is missing.
 */
export function stageServer(out) {
  const target = path.resolve(out);
  const missing = BUILT.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`stage-server: run \`pnpm build\` first (missing ${missing.join(', ')})`);
  if (existsSync(target) && (!lstatSync(target).isDirectory() || readdirSync(target).length > 0)) throw new Error(`stage-server: ${target} is not an empty folder`);
  const [pnpm, ...pnpmArgs] = pnpmCommand();
  // pnpm 10 deploys a workspace package with its workspace dependencies injected (copied as
  // packed), a setting given to this command only: the workspace itself keeps its links.
  run(pnpm, [...pnpmArgs, '--filter', '@gomoku/server', 'deploy', '--prod', '--config.inject-workspace-packages=true', target]);
  const modules = path.join(target, 'node_modules');
  removePackages(modules, NOT_SHIPPED);
  pruneSqliteBuild(modules);
  cpSync(path.join(root, 'apps/demo/dist'), path.join(target, 'demo'), { recursive: true });
  run(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: target });
  return target;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: pnpm stage-server OUT_DIR (after pnpm build)');
    process.exit(2);
  }
  try {
    // `pnpm stage-server` runs in the workspace's root: a relative OUT_DIR is the caller's (INIT_CWD).
    const target = stageServer(path.resolve(process.env.INIT_CWD ?? process.cwd(), out));
    console.log(`staged the server in ${target}: run \`node bin/gomoku-server.js\` there (STATIC_DIR=demo serves the demo)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
