import { parseArgs } from 'node:util';

/**
 * What the `gomoku-server` command was asked to do: serve games, print its usage, or back the
 * SQLite store up to `file` or restore it from `file` (`force`: replace an existing target).
 */
export type Command =
  | { readonly name: 'serve' }
  | { readonly name: 'help' }
  | { readonly name: 'backup' | 'restore'; readonly file: string; readonly force: boolean };

/** Arguments the command does not take: the message says which, and `USAGE` says what it takes. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command's usage, as `--help` prints it. */
export const USAGE = `Usage:
  gomoku-server                        serve games (settings from the environment: PORT, DATA_DIR, DATABASE_URL…)
  gomoku-server backup FILE [--force]  write a consistent copy of DATA_DIR's SQLite database to FILE, while a server serves it
  gomoku-server restore FILE [--force] make FILE (a backup) DATA_DIR's database; the server must be stopped
  gomoku-server --help                 this text
--force replaces an existing FILE (backup) or database (restore). With DATABASE_URL, use pg_dump and pg_restore.
`;

/** Reads the command's arguments (without node and the script): no subcommand serves. Throws `UsageError`. */
export function readCommand(args: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    // parseArgs says what it refused in a sentence of its own (an unknown option, a value where none is taken).
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { name: 'help' };
  const [name, file, ...extra] = positionals;
  if (name === undefined) {
    if (values.force) throw new UsageError('--force goes with backup or restore.');
    return { name: 'serve' };
  }
  if (name !== 'backup' && name !== 'restore') throw new UsageError(`Unknown command "${name}".`);
  if (!file) throw new UsageError(`${name} needs a FILE.`);
  if (extra.length > 0) throw new UsageError(`${name} takes one FILE, got also "${extra.join(' ')}".`);
  return { name, file, force: values.force ?? false };
}
