import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles a script of this folder for the browser, with the workspace's sources (the engine
 * resolved to its source), and returns its files by name: the entry as `index.js`, and the
 * assets it emits (a worker's own bundle under `assets/`).
 */
export async function bundle(entry: string, format: 'es' | 'iife'): Promise<Map<string, string>> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // Relative URLs: the files are served from wherever the test puts them.
    base: './',
    resolve: { alias: { '@gomoku/engine': path.join(root, 'packages/engine/src/index.ts') } },
    build: { write: false, minify: false, lib: { entry: path.join(root, 'e2e', entry), formats: [format], name: 'bundle', fileName: () => 'index.js' } },
  });
  const files = new Map<string, string>();
  for (const file of (Array.isArray(output) ? output : [output]).flatMap((o) => (o as Rolldown.RolldownOutput).output)) {
    files.set(file.fileName, file.type === 'chunk' ? file.code : String(file.source));
  }
  return files;
}
