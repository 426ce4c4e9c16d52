import { afterAll, beforeAll, bench, describe } from 'vitest';
import { summarise } from '../packages/ai/test/fixtures/middle-games.ts';
import { launch, type Session } from './browser.ts';
import { bundle } from './bundle.ts';

/** Thinking time per position (AI_BENCH_MS, default 1000). */
const MS = Number(process.env.AI_BENCH_MS ?? 1000);

let session: Session;
let script: string;
beforeAll(async () => {
  script = (await bundle('ai-worker.ts', 'iife')).get('index.js') as string;
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
      const master = summarise(results.master, MS);
      const baseline = summarise(results.baseline, MS);
      process.stdout.write(`ai search (Chromium worker): master ${master.text}; baseline ${baseline.text}; node rate ${(master.rate / baseline.rate).toFixed(1)}x the baseline's\n`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
