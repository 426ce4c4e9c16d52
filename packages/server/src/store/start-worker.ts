import { readFile } from 'node:fs/promises';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Each TypeScript worker's code with its types stripped, read once per process. */
const stripped = new Map<string, Promise<URL>>();

async function stripTypes(file: URL): Promise<URL> {
  const { default: ts } = await import('typescript');
  const source = await readFile(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: file.pathname,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  });
  return new URL(`data:text/javascript,${encodeURIComponent(outputText)}`);
}

/**
 * Starts a worker thread on the module `name` beside `caller` (the caller's `import.meta.url`):
 * `name.js` when the caller is built JavaScript. When the caller runs from its TypeScript source
 * (tests, `pnpm serve`: Vite's module runner, which worker threads do not go through), Node 20
 * cannot run `name.ts` itself, so its types are stripped by the TypeScript compiler of the
 * workspace and it runs from a data: URL: such a worker may import only node's modules and
 * types (it gets what else it needs, such as a driver's path, in `workerData`).
 */
export async function startWorker(caller: string, name: string, options: WorkerOptions): Promise<Worker> {
  if (!caller.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, caller), options);
  const file = new URL(`./${name}.ts`, caller);
  let code = stripped.get(file.href);
  if (!code) {
    code = stripTypes(file);
    stripped.set(file.href, code);
  }
  return new Worker(await code, options);
}
