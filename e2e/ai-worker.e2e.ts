import { beforeAll, expect, test } from 'vitest';
import { sessionPerTest } from './browser.ts';
import { bundle } from './bundle.ts';

// The computer player's worker in Chromium: createAIWorker bundled as an app bundles it (the
// worker its own file), served from memory on the demo's origin.
const browser = sessionPerTest();
let files: Map<string, string>;

beforeAll(async () => {
  files = await bundle('ai-page.ts', 'es');
  files.set('index.html', '<!doctype html><title>ai worker</title><script type="module" src="./index.js"></script>');
});

/** Opens the test page and waits for its calls. */
async function open() {
  const { page } = browser.current;
  await page.route('**/ai-test/**', (route) => {
    const name = new URL(route.request().url()).pathname.replace('/ai-test/', '');
    const body = files.get(name);
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ body, contentType: name.endsWith('.html') ? 'text/html' : 'text/javascript' });
  });
  await browser.current.open('/ai-test/index.html');
  await page.waitForFunction(() => window.aiReady === true);
  return page;
}

// h8 h7 i8 i7 j8 j7 k7: White's j7 makes its own three instead of blocking Black's (a blunder);
// Black's k7 blocks rather than win (a missed win). Found so at 40 ms to 1 s a move.
const game = [112, 127, 113, 128, 114, 129, 130];
// A quiet middle game (src/fixtures/middle-games.json): the worker has to search.
const middleGame = [112, 97, 111, 110, 66, 96, 98, 82, 68, 140, 67, 69, 53, 83, 81, 95, 125, 65, 54, 94, 93, 124, 138];

test('searches in the worker while the page keeps running', async () => {
  const page = await open();
  const { ticks, outcome } = await page.evaluate(() => window.ai.search([112, 97, 111, 110, 66, 96, 98, 82, 68, 140, 67, 69, 53, 83, 81, 95, 125, 65, 54, 94, 93, 124, 138], 1000));
  expect(outcome).toMatchObject({ ok: { point: expect.any(Number) } });
  expect(middleGame).not.toContain('ok' in outcome ? outcome.ok.point : -1);
  // A blocked page would fire no timer while it waits; a free one fires dozens (fewer on a busy machine).
  expect(ticks).toBeGreaterThan(10);
});

test('rejects bad options with SearchError, an aborted search with "aborted", a stopped worker with "terminated"', async () => {
  const page = await open();
  expect(await page.evaluate(() => window.ai.searchBadOptions())).toMatchObject({ error: { name: 'SearchError', code: 'bad-options' } });
  const aborted = await page.evaluate(() => window.ai.searchAborted(100));
  expect(aborted.outcome).toMatchObject({ error: { name: 'SearchError', code: 'aborted' } });
  expect(aborted.ms).toBeLessThan(1000);
  expect(await page.evaluate(() => window.ai.terminated())).toMatchObject({ error: { name: 'SearchError', code: 'terminated' } });
});

test('reviews a game off the page, move by move, and flags the blunder and the missed win', async () => {
  const page = await open();
  const { ticks, outcome, heard } = await page.evaluate((moves) => window.ai.analyse(moves, 150), game);
  expect(heard).toEqual(game.map((_, i) => i));
  expect('ok' in outcome).toBe(true);
  const reviews = 'ok' in outcome ? outcome.ok : [];
  expect(reviews.filter((r) => r.blunder).map((r) => r.index)).toEqual([5]);
  expect(reviews.filter((r) => r.missedWin).map((r) => r.index)).toEqual([6]);
  expect(ticks).toBeGreaterThan(10);
});

test('stops a review at once when its signal is aborted, and hears nothing after', async () => {
  const page = await open();
  const { outcome, heard, ms } = await page.evaluate((moves) => window.ai.analyseAborted(moves, 2), game);
  expect(outcome).toMatchObject({ error: { name: 'SearchError', code: 'aborted' } });
  expect(heard).toEqual([0, 1]);
  expect(ms).toBeLessThan(200);
});
