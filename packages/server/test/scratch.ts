import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new folder for test data, in memory (/dev/shm) where the machine has it: PGlite's tests open,
 * copy and remove dozens of data folders, which takes seconds each on a virtual disk and a fraction
 * of a second in memory. Tests about the disk itself use os.tmpdir().
 */
export function scratchDir(prefix: string): string {
  const base = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  return mkdtempSync(path.join(base, prefix));
}
