import { afterAll, beforeAll, bench, describe } from 'vitest';
import { launch, type Session } from './browser.ts';

const MOVES = 50;
/** Fifty points that never make five: columns two apart, colours alternating down each column. */
const POINTS = Array.from({ length: MOVES }, (_, k) => (2 + (k % 10)) * 15 + 2 + 2 * Math.floor(k / 10));

let session: Session;
beforeAll(async () => {
  session = await launch();
  await session.open('/');
  await session.page.getByRole('grid').waitFor();
});
afterAll(async () => {
  await session?.close();
});

/** Clicks an element in the page and returns the ms until the frame after it has been painted. */
function timeClick(selector: string): Promise<number> {
  return session.page.evaluate(
    (sel) =>
      new Promise<number>((resolve) => {
        const target = document.querySelector(sel);
        const start = performance.now();
        target?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        // rAF runs before the frame's paint; a message posted from it runs after the paint.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        });
      }),
    selector,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe(`demo: click on an empty point to stone painted, ${MOVES} moves in Chromium`, () => {
  let printed = false;
  bench(
    'click to paint',
    async () => {
      if (printed) return;
      printed = true;
      const stone: number[] = [];
      const frame: number[] = [];
      for (const point of POINTS) {
        // Baseline in the same run: a click that changes nothing, so only the frame is waited for.
        frame.push(await timeClick('header h1'));
        stone.push(await timeClick(`[data-point="${point}"]`));
      }
      const placed = await session.page.getByRole('gridcell', { name: /, (black|white)$/ }).count();
      process.stdout.write(
        `demo click to paint: median ${median(stone).toFixed(1)} ms over ${MOVES} moves (${placed} stones painted; target ≤ 16 ms); baseline click with no update ${median(frame).toFixed(1)} ms: ratio ${(median(stone) / median(frame)).toFixed(2)}\n`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
