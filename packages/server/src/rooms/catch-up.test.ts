import { afterEach, describe, expect, it } from 'vitest';
import { flakyStore } from '../../test/flaky-store.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, movesOf, TestSocket } from '../../test/sockets.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { GameStore, GapListener } from '../store/types.ts';

// Two servers on one store stand for two processes on one PostgreSQL: a room held by both must
// reach the log's version by itself, whatever of the store's notifications goes missing.

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** `inner` as a process that hears none of the others' appends (its notifications lost), with a gap the test tells. */
function deafStore(inner: GameStore): GameStore & { gap(): void } {
  const gaps = new Set<GapListener>();
  return {
    ...inner,
    subscribe: () => () => undefined,
    onGap: (listener) => {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
    gap: () => gaps.forEach((listener) => listener()),
  };
}

/** Black on server A (over `inner`), White on server B (over `storeOfB`, the same store seen otherwise), both welcomed to one room. */
async function split(inner: GameStore, storeOfB: GameStore) {
  const a = await startServer({ store: inner });
  const b = await startServer({ store: storeOfB, storeTimeoutMs: 300 });
  cleanup.push(() => inner.close(), a.close, b.close);
  const created = await createRoom(a.url);
  const black = await TestSocket.open(a.url);
  const white = await TestSocket.open(b.url);
  cleanup.push(() => black.close(), () => white.close());
  expect(await black.hello(created.room, created.tokens.first)).toMatchObject({ type: 'welcome' });
  expect(await white.hello(created.room, created.tokens.second)).toMatchObject({ type: 'welcome' });
  return { black, white };
}

describe('a room behind the log', () => {
  it('reads it again after a gap in the notifications, though none came: the rooms held ask the store for their versions', async () => {
    const inner = createMemoryStore();
    const deaf = deafStore(inner);
    const { black, white } = await split(inner, deaf);
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    deaf.gap();
    expect(movesOf((await white.state(1)).state)).toEqual([112]);
    expect(await white.play('b', { type: 'play', point: 113 })).toMatchObject({ type: 'ack', version: 2 });
  });

  it('that fails to read the log when told it is behind drops its stale copy, answers busy meanwhile, and reads the log again by itself', async () => {
    const inner = createMemoryStore();
    const flaky = flakyStore(inner);
    const { black, white } = await split(inner, flaky);
    flaky.mode = 'down';
    expect(await black.play('a', { type: 'play', point: 112 })).toMatchObject({ type: 'ack', version: 1 });
    // B heard of version 1 and could not read it: busy, never a refusal from its stale copy.
    expect(await white.play('b', { type: 'play', point: 113 })).toMatchObject({ type: 'error', code: 'busy' });
    flaky.mode = 'up';
    expect(movesOf((await white.state(1)).state)).toEqual([112]);
  });
});
