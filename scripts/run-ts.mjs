// Runs a TypeScript file in this process through Vite's module runner: `node scripts/run-ts.mjs
// FILE.ts ARGS…`. Node 20 cannot run TypeScript itself; `pnpm serve` runs the game server from
// source this way, and tests start real child processes with it (to kill one). Workspace packages
// resolve to their source (the `source` condition), so nothing needs building first.
import { defaultServerConditions, runnerImport } from 'vite';

const [node, , entry, ...args] = process.argv;
if (!entry) throw new Error('usage: node scripts/run-ts.mjs FILE.ts [ARGS…]');
// The file reads its arguments as if it had been started itself.
process.argv = [node, entry, ...args];
const resolve = { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] };
await runnerImport(entry, {
  configFile: false,
  logLevel: 'silent',
  resolve,
  // runnerImport's own environment hands every package to Node, which knows no `source`: the
  // workspace packages are inlined instead, so they too run from source with nothing built.
  environments: { inline: { resolve: { ...resolve, noExternal: [/^@gomoku\//] } } },
});
