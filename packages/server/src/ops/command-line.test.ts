import { describe, expect, it } from 'vitest';
import { readCommand, UsageError } from './command-line.ts';

const refused = (args: string[]) => {
  try {
    readCommand(args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`expected a UsageError for ${args.join(' ')}`);
};

describe('readCommand', () => {
  it('serves with no arguments, and reads backup, restore and --help', () => {
    expect(readCommand([])).toEqual({ name: 'serve' });
    expect(readCommand(['backup', 'b.sqlite'])).toEqual({ name: 'backup', file: 'b.sqlite', force: false });
    expect(readCommand(['restore', '--force', 'b.sqlite'])).toEqual({ name: 'restore', file: 'b.sqlite', force: true });
    expect(readCommand(['--help'])).toEqual({ name: 'help' });
    expect(readCommand(['backup', '-h'])).toEqual({ name: 'help' });
  });

  it('refuses an unknown command or option, a missing or extra FILE, and --force without a command', () => {
    expect(refused(['serve'])).toBe('Unknown command "serve".');
    expect(refused(['backup'])).toBe('backup needs a FILE.');
    expect(refused(['restore', 'a', 'b'])).toBe('restore takes one FILE, got also "b".');
    expect(refused(['--force'])).toBe('--force goes with backup or restore.');
    expect(refused(['backup', 'b.sqlite', '--fast'])).toMatch(/--fast/);
  });
});
