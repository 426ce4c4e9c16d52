import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StoreError } from './errors.ts';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The lock files this process holds, to tell its own lock from one left by an earlier process with the same pid. */
const held = new Set<string>();

const holderOf = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    // Gone between our attempt and this read: its holder has just let go.
    return null;
  }
};

/**
 * Takes `dir/lock` for this process, or refuses (`locked`) if a live process holds it.
 *
 * PGlite is one connection in one process: two instances writing one data folder would corrupt
 * it without a word, so the folder is locked with a file holding the owner's pid. A lock left by
 * a process that died (kill -9, a crash) is taken over. Taking over is not atomic: it stops the
 * ordinary mistake of starting two servers on one folder, not two starting in the same instant
 * after a crash. A pid can come back: a server restarted in a container is often pid 1 again, so a
 * lock with this process's pid that this process did not take is stale too. Returns the release,
 * which removes the file if it is still ours.
 */
export function lockDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, 'lock');
  const mine = String(process.pid);
  // Two tries: the second after clearing a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (held.has(file)) throw new StoreError('locked', `${dir} is open in this process: close that store first.`);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new StoreError(
        'locked',
        `${dir} is open in process ${holder}: close that store first (if no server is running there, delete ${file}).`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StoreError('locked', `${dir}/lock keeps coming back: another process is opening the store.`);
}
