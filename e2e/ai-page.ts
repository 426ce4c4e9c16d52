// A page for the AI worker's end-to-end test: the package's createAIWorker, bundled as an app
// would bundle it, with a few calls the test drives through page.evaluate.
import { createAIWorker, type MoveReview } from '../packages/ai/src/index.ts';

/** An outcome the test can read across the page boundary: a value or the error's name and code. */
type Outcome<T> = { ok: T } | { error: { name: string; code?: string; message: string } };

const settle = <T>(promise: Promise<T>): Promise<Outcome<T>> =>
  promise.then(
    (ok) => ({ ok }),
    (error: Error & { code?: string }) => ({ error: { name: error.name, code: error.code, message: error.message } }),
  );

/** How many 10 ms timers fired while `promise` was pending: the page's responsiveness. */
async function ticksDuring<T>(promise: Promise<T>): Promise<{ ticks: number; outcome: Outcome<T> }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const outcome = await settle(promise);
  clearInterval(timer);
  return { ticks, outcome };
}

const ai = createAIWorker();

const calls = {
  search: (moves: number[], timeMs: number) => ticksDuring(ai.search(moves, { level: 'master', timeMs })),
  searchBadOptions: () => settle(ai.search([112], { level: 'expert' as never })),
  searchAborted: async (afterMs: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), afterMs);
    const started = performance.now();
    const outcome = await settle(ai.search([112, 97, 111, 110, 66, 96, 98, 82, 68, 140, 67, 69, 53, 83, 81, 95, 125, 65, 54, 94, 93, 124, 138], { timeMs: 5000, signal: controller.signal }));
    return { outcome, ms: performance.now() - started };
  },
  analyse: async (moves: number[], timeMsPerMove: number) => {
    const heard: number[] = [];
    const { ticks, outcome } = await ticksDuring(ai.analyse(moves, { timeMsPerMove, onProgress: (review: MoveReview) => heard.push(review.index) }));
    return { ticks, outcome, heard };
  },
  analyseAborted: async (moves: number[], afterReviews: number) => {
    const controller = new AbortController();
    const heard: number[] = [];
    let abortedAt = 0;
    const outcome = await settle(
      ai.analyse(moves, {
        timeMsPerMove: 300,
        signal: controller.signal,
        onProgress: (review) => {
          heard.push(review.index);
          if (heard.length === afterReviews) {
            abortedAt = performance.now();
            controller.abort();
          }
        },
      }),
    );
    const ms = performance.now() - abortedAt;
    // Anything heard after the abort would show here.
    await new Promise((resolve) => setTimeout(resolve, 700));
    return { outcome, heard, ms };
  },
  terminated: async () => {
    const pending = settle(ai.search([112, 97, 111, 110, 66, 96, 98, 82, 68, 140, 67, 69, 53, 83, 81, 95, 125, 65, 54, 94, 93, 124, 138], { timeMs: 3000 }));
    setTimeout(() => ai.terminate(), 50);
    return pending;
  },
};

declare global {
  interface Window {
    ai: typeof calls;
    aiReady: boolean;
  }
}

window.ai = calls;
window.aiReady = true;
