// A throwaway PostgreSQL cluster for tests and benchmarks: its own folder, a free port on
// 127.0.0.1, trust authentication, gone after stop(). Installs Debian's postgresql when the
// binaries are missing and we are root (as ensure-chromium.mjs does for Chromium); otherwise says how.
//
//   node scripts/postgres.mjs    starts one, prints its URL, stops it on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server's bin folder (or POSTGRES_BIN), or null. */
function findBin() {
  if (process.env.POSTGRES_BIN) return existsSync(path.join(process.env.POSTGRES_BIN, 'initdb')) ? process.env.POSTGRES_BIN : null;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
  return found ?? null;
}

/** PostgreSQL's server binaries: `{ ok: true, bin }`, installing them first when missing and root. */
export function ensurePostgres() {
  const bin = findBin();
  if (bin) return { ok: true, bin };
  if (!isRoot) {
    return {
      ok: false,
      message: 'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin. Install them (Debian/Ubuntu: sudo apt-get install -y postgresql) or set POSTGRES_BIN.',
    };
  }
  console.log("▶ PostgreSQL missing: installing Debian's postgresql with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'postgresql']]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (status !== 0) return { ok: false, message: `apt-get ${args.join(' ')} failed (exit ${status}).` };
  }
  const installed = findBin();
  return installed ? { ok: true, bin: installed } : { ok: false, message: 'apt-get ran but no initdb is in /usr/lib/postgresql/*/bin.' };
}

/** Runs a server binary, as the `postgres` user when we are root (initdb and postgres refuse root). */
function runAsPostgres(bin, tool, args) {
  const command = path.join(bin, tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const { status, stdout, stderr } = spawnSync(file, argv, { encoding: 'utf8' });
  return { ok: status === 0, output: `${stdout}${stderr}`.trim() };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster and returns `{ url, stop, halt, restart, freeze, thaw }` (halt and restart stop
 * and start it again on the same port, for outage tests; freeze and thaw stop and continue every
 * process of it, a database that hangs). `stop` stops it and removes its folder; it also
 * runs when this process exits without calling it (a failed or interrupted run), so no cluster
 * outlives the tests.
 */
export async function startPostgres() {
  const binaries = ensurePostgres();
  if (!binaries.ok) throw new Error(binaries.message);
  const { bin } = binaries;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gomoku-pg-'));
  if (isRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  let running = false;
  const stop = () => {
    process.off('exit', stop);
    if (running) runAsPostgres(bin, 'pg_ctl', ['-D', dir, 'stop', '-m', 'fast']);
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    // --no-sync: the cluster is thrown away, so initdb need not wait for the disk. The server
    // itself keeps fsync on, so benchmarks measure a durable commit.
    const init = runAsPostgres(bin, 'initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);
    // A port found free can be taken before the server binds it: try a few.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
      const start = runAsPostgres(bin, 'pg_ctl', ['-D', dir, '-w', '-o', options, '-l', path.join(dir, 'log'), 'start']);
      if (start.ok) {
        running = true;
        // halt/restart: an outage of the database (fast shutdown: connections cut), then the same cluster back on the same port.
        const halt = async () => {
          const halted = runAsPostgres(bin, 'pg_ctl', ['-D', dir, '-w', 'stop', '-m', 'fast']);
          if (!halted.ok) throw new Error(`pg_ctl stop failed:\n${halted.output}`);
        };
        const restart = async () => {
          const again = runAsPostgres(bin, 'pg_ctl', ['-D', dir, '-w', '-o', options, '-l', path.join(dir, 'log'), 'start']);
          if (!again.ok) throw new Error(`pg_ctl start failed:\n${again.output}`);
        };
        // freeze/thaw: a database that hangs (SIGSTOP to the server and every backend): connections stay open and unanswered.
        const signalAll = (signal) => {
          const postmaster = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
          const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
          for (const pid of [postmaster, ...children]) process.kill(Number(pid), signal);
        };
        const freeze = async () => signalAll('SIGSTOP');
        const thaw = async () => signalAll('SIGCONT');
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: async () => (thaw().catch(() => undefined), stop()), halt, restart, freeze, thaw };
      }
      if (attempt === 3) {
        const log = path.join(dir, 'log');
        throw new Error(`pg_ctl start failed:\n${start.output}\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop } = await startPostgres();
  console.log(url);
  console.log('Ctrl-C stops it and removes its folder.');
  process.once('SIGINT', () => stop().then(() => process.exit(0)));
}
