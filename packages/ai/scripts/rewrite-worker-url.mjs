// tsc rewrites import specifiers but not the worker's URL string: point it at the built file.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../dist/create-worker.js', import.meta.url);
const source = readFileSync(file, 'utf8');
const rewritten = source.replace("new URL('./worker.ts', import.meta.url)", "new URL('./worker.js', import.meta.url)");
if (rewritten === source) throw new Error('create-worker.js: the worker URL was not found to rewrite');
writeFileSync(file, rewritten);
