// Runs a TypeScript file in this process through Vite's module runner: `node run-ts.mjs FILE.ts
// ARGS…`. Node 20 cannot run TypeScript itself, and tests need real child processes (to kill one).
import { runnerImport } from 'vite';

const [node, , entry, ...args] = process.argv;
if (!entry) throw new Error('usage: node run-ts.mjs FILE.ts [ARGS…]');
// The file reads its arguments as if it had been started itself.
process.argv = [node, entry, ...args];
await runnerImport(entry, { configFile: false, logLevel: 'silent' });
