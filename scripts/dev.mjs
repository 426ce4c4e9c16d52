// `pnpm dev`: the demo (Vite, http://127.0.0.1:5173) and the game server (from source, on
// 127.0.0.1:8787, rooms in ./.data) together. Vite proxies /api and the WebSocket to the server
// (apps/demo/vite.config.ts), so the page plays online on its own origin.
//
// The server restarts alone, Vite and the open pages untouched: when it ends (a crash, a kill) and
// when its sources change. Pages reconnect by themselves and send a pending move once. Ctrl-C stops
// both; Vite ending stops the server too.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.GOMOKU_SERVER_PORT ?? '8787';
const vitePort = process.env.GOMOKU_DEMO_PORT ?? '5173';
/** The packages the server runs from source: a change in one restarts it. */
const SERVER_SOURCES = ['server', 'protocol', 'machine', 'engine'].map((name) => path.join(root, 'packages', name, 'src'));

function start(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return child;
}

let stopping = false;
let server = null;
/** Quick restarts in a row: a server that keeps crashing is retried more slowly. */
let crashes = 0;

function startServer() {
  const started = Date.now();
  const child = start('server', process.execPath, [path.join(root, 'scripts/run-ts.mjs'), 'packages/server/src/bin.ts'], root, { HOST: '127.0.0.1', PORT: port });
  console.log(`[dev] server started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    if (server === child) server = null;
    if (stopping || child.restarting) return;
    crashes = Date.now() - started < 3000 ? crashes + 1 : 0;
    const delay = Math.min(5000, 200 * 2 ** crashes);
    console.log(`[dev] server ended (${signal ?? `exit ${code}`}): restarting it in ${delay} ms; Vite and the pages stay`);
    setTimeout(() => {
      if (!stopping && !server) server = startServer();
    }, delay);
  });
  return child;
}

function restartServer(reason) {
  console.log(`[dev] ${reason}: restarting the server`);
  const old = server;
  server = null;
  if (!old || old.exitCode !== null) {
    server = startServer();
    return;
  }
  old.restarting = true;
  old.once('exit', () => {
    if (!stopping) server = startServer();
  });
  old.kill('SIGTERM');
}

server = startServer();
const vite = start('demo', path.join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', vitePort, '--strictPort'], path.join(root, 'apps/demo'), { GOMOKU_SERVER_PORT: port });

let pending = null;
const watchers = SERVER_SOURCES.map((dir) =>
  watch(dir, { recursive: true }, (_event, file) => {
    if (!file || /\.test\.ts$/.test(file)) return;
    clearTimeout(pending);
    pending = setTimeout(() => restartServer(`${path.relative(root, path.join(dir, file))} changed`), 200);
  }),
);

const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of [server, vite]) if (child && child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
  clearTimeout(pending);
  for (const watcher of watchers) watcher.close();
};
vite.on('exit', (code, signal) => {
  if (!stopping) console.log(`[demo] ended (${signal ?? `exit ${code}`}): stopping the server`);
  stopAll(code ?? 0);
});
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
