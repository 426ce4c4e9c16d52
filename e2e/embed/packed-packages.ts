import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The workspace's manifest: its pnpm version and the versions of its dependencies. */
export const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { packageManager: string; devDependencies: Record<string, string> };
/** The packages an app installs to use `<Gomoku/>`. */
export const PACKAGES = ['engine', 'machine', 'protocol', 'client', 'ai', 'react'];

/** Runs a command, its output kept for the error when it fails. */
export const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', env });

/**
 * Packs each package as it would be published (`pnpm pack`, with the workspace's pnpm) into
 * `into`, and gives the `file:` specifier of each tarball by package name: for an app's
 * dependencies and for its `overrides`, so that npm takes them and never the registry.
 */
export function packPackages(into: string): Record<string, string> {
  for (const name of PACKAGES) run('npx', ['-y', workspace.packageManager, 'pack', '--pack-destination', into], path.join(root, 'packages', name));
  const tarball = (name: string) => `file:${path.join(into, readdirSync(into).find((file) => file.startsWith(`gomoku-${name}-`)) as string)}`;
  return Object.fromEntries(PACKAGES.map((name) => [`@gomoku/${name}`, tarball(name)]));
}
