import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/** Linux's clock ticks per second for /proc/PID/stat's times (USER_HZ is 100 on every Linux port we run on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, its parent's pid; null if it is gone. */
export function times(pid: number): { seconds: number; parent: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/**
 * The CPU seconds used so far by one PostgreSQL cluster (the postmaster and its children: the
 * backends, the WAL writer, the checkpointer…), read from /proc: the cluster's share of a
 * benchmark is then the difference of two readings. Null where /proc or the data folder cannot be read.
 */
export async function postgresCpu(url: string): Promise<(() => number) | null> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  let directory: string;
  try {
    const [row] = await client.unsafe<{ data_directory: string }[]>('SHOW data_directory');
    directory = row?.data_directory ?? '';
  } finally {
    await client.end();
  }
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  return () => {
    let seconds = times(postmaster)?.seconds ?? 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const process = times(Number(entry));
      if (process?.parent === postmaster) seconds += process.seconds;
    }
    return seconds;
  };
}
