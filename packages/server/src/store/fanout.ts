import type { StoreListener } from './types.ts';

/**
 * Listeners told as one. Each `emit` reaches every listener; one that throws is rethrown on its
 * own, so the others still hear and the caller's work (a commit that has happened) never fails for it.
 */
export class Listeners<Args extends unknown[]> {
  // One entry per subscription, so the same function added twice is called twice and each
  // removal removes only its own.
  readonly #entries = new Set<{ readonly listener: (...args: Args) => void }>();

  /** Adds a listener; the returned function removes it (calling it again does nothing). */
  add(listener: (...args: Args) => void): () => void {
    const entry = { listener };
    this.#entries.add(entry);
    return () => {
      this.#entries.delete(entry);
    };
  }

  /** Tells every listener. */
  emit(...args: Args): void {
    for (const { listener } of [...this.#entries]) {
      try {
        listener(...args);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** Forgets every listener (the store is closing). */
  clear(): void {
    this.#entries.clear();
  }
}

/** The append listeners of one store, told of each committed append (see `StoreListener`). */
export class Fanout extends Listeners<Parameters<StoreListener>> {}

/** The gap listeners of one store (see `GapListener`). */
export class Gaps extends Listeners<[]> {}
