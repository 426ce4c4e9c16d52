import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The workspace's manifest: its pnpm version and the versions of its dependencies. */
export const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { packageManager: string; devDependencies: Record<string, string> };
/** The packages an app installs to use `<Gomoku/>`. */
export const PACKAGES = ['engine', 'machine', 'protocol', 'client', 'ai', 'react'];
/** Every package the workspace publishes: each folder of packages/ whose manifest is not private (the server too). */
export const PUBLISHED = readdirSync(path.join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(JSON.parse(readFileSync(path.join(root, 'packages', entry.name, 'package.json'), 'utf8')) as { private?: boolean }).private)
  .map((entry) => entry.name);

/** Runs a command, its output kept for the error when it fails. */
export const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', env });

/**
 * Packs each of `names` as it would be published (`pnpm pack`, with the workspace's pnpm) into
 * `into`, and gives the `file:` specifier of each tarball by package name: for an app's
 * dependencies and for its `overrides`, so that npm takes them and never the registry.
 */
export function packPackages(into: string, names: readonly string[] = PACKAGES): Record<string, string> {
  for (const name of names) run('npx', ['-y', workspace.packageManager, 'pack', '--pack-destination', into], path.join(root, 'packages', name));
  const tarball = (name: string) => `file:${path.join(into, readdirSync(into).find((file) => file.startsWith(`gomoku-${name}-`)) as string)}`;
  return Object.fromEntries(names.map((name) => [`@gomoku/${name}`, tarball(name)]));
}

/** The package.json a tarball (a `file:` specifier or a path) holds: what the registry shows and npm installs. */
export function packedManifest(tarball: string): Record<string, unknown> {
  return JSON.parse(run('tar', ['-xzOf', tarball.replace(/^file:/, ''), 'package/package.json'], root)) as Record<string, unknown>;
}

const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/\S+$/.test(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What the published manifest of `packages/<name>` lacks of the metadata that registries, `npm
 * bugs`, `npm repo` and bundlers read: `homepage`, `bugs`, `engines`, `repository` (with the
 * package's folder), `license`, and `sideEffects` for a package an app bundles (the server runs
 * in Node, no bundler trims it). Empty when nothing is missing.
 */
export function missingMetadata(name: string, manifest: Record<string, unknown>): string[] {
  const { homepage, bugs, engines, repository, license, sideEffects } = manifest;
  const checks: [string, boolean][] = [
    ['homepage (an https URL)', isUrl(homepage)],
    ['bugs (an https URL, or { url })', isUrl(bugs) || (isObject(bugs) && isUrl(bugs.url))],
    ['engines.node', isObject(engines) && typeof engines.node === 'string' && engines.node !== ''],
    [`repository ({ type: 'git', url, directory: 'packages/${name}' })`, isObject(repository) && repository.type === 'git' && typeof repository.url === 'string' && repository.directory === `packages/${name}`],
    ['license', typeof license === 'string' && license !== ''],
    ['sideEffects (false or a list of files)', !PACKAGES.includes(name) || sideEffects === false || (Array.isArray(sideEffects) && sideEffects.every((file) => typeof file === 'string'))],
  ];
  return checks.filter(([, present]) => !present).map(([field]) => `@gomoku/${name}: ${field}`);
}
