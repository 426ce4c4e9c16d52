// `pnpm dev`: the demo (Vite, http://127.0.0.1:5173) and the game server (from source, on
// 127.0.0.1:8787, rooms in ./.data) together. Vite proxies /api and the WebSocket to the server
// (apps/demo/vite.config.ts), so the page plays online on its own origin. Ctrl-C stops both; if
// either ends, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.GOMOKU_SERVER_PORT ?? '8787';

const children = [
  { name: 'server', command: process.execPath, args: [path.join(root, 'scripts/run-ts.mjs'), 'packages/server/src/bin.ts'], cwd: root, env: { HOST: '127.0.0.1', PORT: port } },
  { name: 'demo', command: path.join(root, 'node_modules/.bin/vite'), args: ['--host', '127.0.0.1'], cwd: path.join(root, 'apps/demo'), env: { GOMOKU_SERVER_PORT: port } },
].map(({ name, command, args, cwd, env }) => {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return { name, child };
});

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] ended (${signal ?? `exit ${code}`}): stopping the other`);
    stopAll(code ?? 0);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
