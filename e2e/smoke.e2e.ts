import { afterEach, beforeEach, expect, test } from 'vitest';
import { launch, type Session } from './browser.ts';

let session: Session;
beforeEach(async () => {
  session = await launch();
});
afterEach(async () => {
  await session.close();
});

test('the demo app loads with no console or page errors', async () => {
  await session.open('/');
  await session.page.getByRole('heading', { name: 'Gomoku' }).waitFor();
  expect(session.errors).toEqual([]);
});
