// Browser tests drive Debian's Chromium (browser downloads do not work here). Installs it when
// missing and we are root; otherwise says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      message: `Chromium not found at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    };
  }
  console.log('▶ Chromium missing: installing Debian\'s chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const { status } = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (status !== 0) return { ok: false, message: `apt-get ${args.join(' ')} failed (exit ${status}).` };
  }
  return existsSync(CHROMIUM) ? { ok: true } : { ok: false, message: `apt-get ran but ${CHROMIUM} is still missing.` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = ensureChromium();
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}
