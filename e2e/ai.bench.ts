import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { summarise } from '../packages/ai/src/fixtures/middle-games.ts';
import { launch, type Session } from './browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Thinking time per position (AI_BENCH_MS, default 1000). */
const MS = Number(process.env.AI_BENCH_MS ?? 1000);

/** The benchmark worker (ai-worker.ts) bundled into one classic script. */
async function workerScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@gomoku/engine': path.join(root, 'packages/engine/src/index.ts') } },
    build: { write: false, minify: false, lib: { entry: path.join(root, 'e2e/ai-worker.ts'), formats: ['iife'], name: 'aiBench' } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => (o as Rolldown.RolldownOutput).output);
  const chunk = chunks.find((c) => c.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the worker did not bundle');
  return chunk.code;
}

let session: Session;
let script: string;
beforeAll(async () => {
  script = await workerScript();
  session = await launch();
  await session.open('/');
});
afterAll(async () => {
  await session?.close();
});

type Measured = { nodes: number; timeMs: number; depth: number }[];

describe(`ai search in a Chromium worker: middle-game positions, ${MS} ms each`, () => {
  let done = false;
  bench(
    'master against the baseline (hard before issue 13)',
    async () => {
      if (done) return;
      done = true;
      const results = await session.page.evaluate(
        ({ code, timeMs }) =>
          new Promise<{ master: Measured; baseline: Measured }>((resolve, reject) => {
            const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
            worker.onmessage = (event) => {
              worker.terminate();
              resolve(event.data);
            };
            worker.onerror = (event) => reject(new Error(event.message));
            worker.postMessage({ timeMs });
          }),
        { code: script, timeMs: MS },
      );
      const master = summarise(results.master);
      const baseline = summarise(results.baseline);
      process.stdout.write(`ai search (Chromium worker): master ${master.text}; baseline ${baseline.text}; node rate ${(master.rate / baseline.rate).toFixed(1)}x the baseline's\n`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
