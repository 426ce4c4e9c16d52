import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { examplesOf, NODE_APP_OPTIONS, VITE_APP_OPTIONS } from './readme-examples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Every package: each has a README whose examples an app copies. */
const PACKAGES = readdirSync(path.join(root, 'packages'), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));
/** Packages that run in Node only: their examples compile in a Node app (Node's types, no DOM), as strict. */
const NODE_ONLY = new Set(['server']);

/** Every example block of every package's README, as files of `dir`, and each file's README line. */
function writeExamples(dir: string) {
  const files = { dom: [] as string[], node: [] as string[] };
  const where = new Map<string, string>();
  const blocks: Record<string, number> = {};
  for (const name of PACKAGES) {
    const readme = `packages/${name}/README.md`;
    const examples = examplesOf(path.join(root, readme), readme);
    blocks[name] = examples.length;
    for (const [n, example] of examples.entries()) {
      const file = `${name}-${n + 1}.${example.language}`;
      writeFileSync(path.join(dir, file), example.code);
      files[NODE_ONLY.has(name) ? 'node' : 'dom'].push(file);
      where.set(file, example.where);
    }
  }
  return { files, where, blocks };
}

/** Runs tsc on a tsconfig of `dir`; each error named by the README line its block opens at. */
function compile(dir: string, tsconfig: string, where: Map<string, string>): string[] {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(dir, tsconfig)], { encoding: 'utf8' });
  const errors = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\S*?([\w-]+\.tsx?)\(/, (_, file: string) => `${where.get(file) ?? file}, ${file}(`));
  if (result.status !== 0 && errors.length === 0) errors.push(`tsc exited ${result.status}: ${result.stderr}`);
  return errors;
}

describe('the README examples', () => {
  it('of every package compile verbatim in a fresh app, strict with exactOptionalPropertyTypes, against the built packages', () => {
    // In the workspace, so react, xstate and the tools resolve from its node_modules; every
    // @gomoku package linked as an app installs it, resolved through its package.json exports
    // without the `source` condition: the built declarations an app gets.
    const dir = path.join(root, '.artifacts/readme-examples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'node_modules/@gomoku'), { recursive: true });
    for (const name of PACKAGES) symlinkSync(path.join(root, 'packages', name), path.join(dir, 'node_modules/@gomoku', name), 'dir');
    const { files, where, blocks } = writeExamples(dir);
    // Each package's README shows its use in code.
    expect(Object.entries(blocks).filter(([, count]) => count === 0)).toEqual([]);
    expect(files.node.length).toBeGreaterThan(0);
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: VITE_APP_OPTIONS, files: files.dom }, null, 2));
    writeFileSync(path.join(dir, 'tsconfig.node.json'), JSON.stringify({ compilerOptions: NODE_APP_OPTIONS, files: files.node }, null, 2));
    expect([...compile(dir, 'tsconfig.json', where), ...compile(dir, 'tsconfig.node.json', where)]).toEqual([]);
  });
});
