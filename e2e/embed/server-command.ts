import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A production command of the server, running in a process of its own. */
export interface RunningServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON lines of its log so far (pino's `msg` and fields). */
  logLines(): { msg: string; signal?: string }[];
  /** Resolves once the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once its output has closed: every process that shared it (its children too) has let go. */
  readonly closed: Promise<void>;
}

/**
 * Runs `command` with `args` in `cwd` (environment: `env` over this process's, without
 * DATABASE_URL so the server takes SQLite) and resolves once it logs that it listens.
 */
export function startServerCommand(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<RunningServer> {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(command, args, { cwd, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; signal?: string });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output += `${line}\n`;
      const url = /listening on (http:\/\/\S+),/.exec(line)?.[1];
      if (url) resolve({ url, child, output: () => output, logLines, exited, closed });
    });
    void closed.then(() => reject(new Error(`${command} ${args.join(' ')} ended before listening:\n${output}`)));
  });
}

/** Whether a process with this pid exists (a zombie counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether 127.0.0.1:`port` can be listened on now: nothing holds it. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
