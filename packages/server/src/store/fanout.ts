import type { StoreListener } from './types.ts';

/** The listeners of one store, told of each committed append. */
export class Fanout {
  // One entry per subscription, so the same function subscribed twice is called twice and each
  // unsubscribe removes only its own.
  readonly #entries = new Set<{ readonly listener: StoreListener }>();

  /** Adds a listener; the returned function removes it (calling it again does nothing). */
  add(listener: StoreListener): () => void {
    const entry = { listener };
    this.#entries.add(entry);
    return () => {
      this.#entries.delete(entry);
    };
  }

  /**
   * Tells every listener. The append has committed by now, so a listener that throws must not
   * turn it into a failure nor keep the others from hearing of it: its error is rethrown on its own.
   */
  emit(roomId: string, version: number): void {
    for (const { listener } of [...this.#entries]) {
      try {
        listener(roomId, version);
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
