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
 * after a crash. Returns the release, which removes the file if it is still ours.
 */
export function lockDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'lock');
  const mine = String(process.pid);
  // Two tries: the second after clearing a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder !== null && isAlive(holder)) {
      throw new StoreError('locked', `${dir} is open in process ${holder}${holder === process.pid ? ' (this one)' : ''}: close that store first.`);
    }
    rmSync(file, { force: true });
  }
  throw new StoreError('locked', `${dir}/lock keeps coming back: another process is opening the store.`);
}
