import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store.ts';
import { isDurable, observeStore, StoreObservers } from './store-events.ts';
import type { StoreEvents } from './types.ts';

/** Observer events as text, in order. */
function recorder(told: string[], name: string): StoreEvents {
  return {
    batch: (size) => told.push(`${name} batch ${size}`),
    listening: (connected) => told.push(`${name} listening ${connected}`),
    notified: (delay) => told.push(`${name} notified ${delay}`),
  };
}

describe('StoreObservers', () => {
  it('tells every observer added until it stops; one added later hears the listener state at once', () => {
    const told: string[] = [];
    const observers = new StoreObservers();
    observers.batch(1, 0.001);
    const stopA = observers.add(recorder(told, 'a'));
    observers.batch(2, 0.001);
    observers.listening(true);
    observers.add(recorder(told, 'b'));
    stopA();
    observers.notified(0.01);
    observers.listening(false);
    expect(told).toEqual(['a batch 2', 'a listening true', 'b listening true', 'b notified 0.01', 'b listening false']);
  });
});

describe('observeStore', () => {
  it("connects to a durable store's events until stopped, and to nothing of a store that is not durable", () => {
    const told: string[] = [];
    const memory = createMemoryStore();
    const observers = new StoreObservers();
    const durable = { ...memory, stats: () => ({ commits: 0, writes: 0, failedCommits: 0, largestBatch: 0 }), observe: (events: StoreEvents) => observers.add(events) };
    expect([isDurable(memory), isDurable(durable)]).toEqual([false, true]);
    observeStore(memory, recorder(told, 'memory'))();
    const stop = observeStore(durable, recorder(told, 'durable'));
    observers.batch(3, 0.001);
    stop();
    observers.batch(4, 0.001);
    expect(told).toEqual(['durable batch 3']);
  });
});
