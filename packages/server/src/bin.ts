#!/usr/bin/env node
// The `gomoku-server` command: with no subcommand, the game server on one port (API, WebSocket
// and, with STATIC_DIR, the built app), over PostgreSQL when DATABASE_URL is set and the embedded
// SQLite otherwise; `backup FILE` and `restore FILE` copy the SQLite store out and back. Settings
// come from the environment (see config.ts). Exit codes: 2 for arguments or settings it cannot
// use, 1 for a start, store, backup or restore that refused or failed (one line says why: a JSON
// `fatal` line on stdout when serving, plain words on stderr otherwise).
import path from 'node:path';
import { ConfigError, readConfig } from './config.ts';
import { BackupError, backupSqlite, restoreSqlite } from './ops/backup.ts';
import { createLog } from './ops/log.ts';
import { readCommand, USAGE, UsageError, type Command } from './ops/command-line.ts';
import { StoreError } from './store/errors.ts';

let command: Command | undefined;

/**
 * Says why the command stops, and exits with `code`: serving, as a JSON log line (`fatal`, what a
 * log collector reads, like every other line of a server); otherwise one plain line on stderr for
 * the person who ran `backup` or `restore`.
 */
function fail(code: 1 | 2, message: string, error?: unknown): never {
  if (command?.name === 'serve') createLog('info').fatal({ exitCode: code, ...(error === undefined ? {} : { err: error }) }, `gomoku-server: ${message}`);
  else console.error(`gomoku-server: ${message}`);
  process.exit(code);
}

try {
  command = readCommand(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`gomoku-server: ${error.message}`);
  process.stderr.write(USAGE);
  process.exit(2);
}
if (command.name === 'help') {
  process.stdout.write(USAGE);
  process.exit(0);
}

let config;
try {
  config = readConfig(process.env, process.cwd());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(2, error.message);
}

if (command.name === 'serve') {
  try {
    // Loaded only to serve: backup and restore start without the server's modules.
    const { serve } = await import('./serve.ts');
    await serve(config);
  } catch (error) {
    // A setting the machine refuses (STATIC_DIR), or a store that refuses its data (locked, an old
    // PGlite folder, a newer schema), says why in a sentence; anything else that stops the start (a
    // port in use, a database that refuses the connection, a file it cannot write) goes in the same
    // JSON line, with the error, where a log collector reads it.
    if (error instanceof ConfigError) fail(2, error.message);
    if (error instanceof StoreError) fail(1, error.message);
    fail(1, `could not start: ${error instanceof Error ? error.message : String(error)}`, error);
  }
} else {
  if (config.databaseUrl) {
    const how = command.name === 'backup' ? 'back them up with pg_dump' : 'restore them with pg_restore';
    fail(2, `DATABASE_URL is set: the rooms are in PostgreSQL, so ${how} (see the README, "Backups and upgrades").`);
  }
  try {
    const run = command.name === 'backup' ? backupSqlite : restoreSqlite;
    const { file, schemaVersion, rooms } = run({ dataDir: config.dataDir, file: path.resolve(process.cwd(), command.file), force: command.force });
    console.log(`gomoku-server: ${command.name === 'backup' ? 'backed up' : 'restored'} ${rooms} room${rooms === 1 ? '' : 's'} (schema version ${schemaVersion}) to ${file}`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    fail(1, error.message);
  }
}
