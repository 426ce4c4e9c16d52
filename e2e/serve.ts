import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/demo');

/** Builds the demo (unless the test command just did) and serves it on 127.0.0.1 for the run. */
export default async function setup(project: TestProject) {
  if (process.env.GOMOKU_DEMO_BUILT !== '1') await build({ root: demo, logLevel: 'warn' });
  const server = await preview({ root: demo, logLevel: 'warn', preview: { host: '127.0.0.1', port: 4173, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseURL', url);
  return async () => {
    await server.close();
  };
}
