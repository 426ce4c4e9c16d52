import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { examplesOf, VITE_APP_OPTIONS } from './readme-examples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The embedder's README; the other packages' examples do not compile this way yet (see issue 18's closing note).
const READMES = ['packages/react/README.md'];

describe('the README examples', () => {
  it('compile verbatim in a fresh Vite app, strict with exactOptionalPropertyTypes, against the built packages', () => {
    // In the workspace, so the packages resolve through node_modules to their package.json
    // exports, without the `source` condition: the built declarations an app gets.
    const dir = path.join(root, '.artifacts/readme-examples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    const where = new Map<string, string>();
    for (const readme of READMES) {
      for (const [n, example] of examplesOf(path.join(root, readme), readme).entries()) {
        const file = `${readme.split('/')[1]}-${n + 1}.${example.language}`;
        writeFileSync(path.join(dir, file), example.code);
        files.push(file);
        where.set(file, example.where);
      }
    }
    expect(files.length).toBeGreaterThan(3);
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: VITE_APP_OPTIONS, files }, null, 2));
    const tsc = path.join(root, 'node_modules/.bin/tsc');
    expect(existsSync(tsc)).toBe(true);
    const result = spawnSync(tsc, ['-p', dir], { encoding: 'utf8' });
    // Each error named by the README line its block opens at.
    const errors = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^\S*?([\w-]+\.tsx?)\(/, (_, file: string) => `${where.get(file) ?? file}, ${file}(`));
    expect(errors).toEqual([]);
    expect(result.status).toBe(0);
  });
});
