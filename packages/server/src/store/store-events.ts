import type { DurableStore, GameStore, StoreEvents } from './types.ts';

/**
 * The observers of one store, told as one: the store calls its `StoreEvents` methods on this,
 * and `add` connects an observer (a server's metrics) until the function it returns is called.
 * The listener's last state is kept, so an observer added after the listener connected hears it.
 */
export class StoreObservers implements StoreEvents {
  readonly #observers = new Set<StoreEvents>();
  #listening: boolean | null = null;

  /** Tells `observer` of everything from now on (and of the listener's state now, if known). */
  add(observer: StoreEvents): () => void {
    this.#observers.add(observer);
    if (this.#listening !== null) observer.listening(this.#listening);
    return () => void this.#observers.delete(observer);
  }

  batch(size: number, seconds: number): void {
    for (const observer of this.#observers) observer.batch(size, seconds);
  }

  listening(connected: boolean): void {
    this.#listening = connected;
    for (const observer of this.#observers) observer.listening(connected);
  }

  notified(delaySeconds: number): void {
    for (const observer of this.#observers) observer.notified(delaySeconds);
  }
}

/** Whether `store` is a durable store (SQLite, PostgreSQL), whose work can be observed. */
export function isDurable(store: GameStore): store is DurableStore {
  return typeof (store as Partial<DurableStore>).observe === 'function';
}

/** Tells `events` of `store`'s work if it is durable (nothing otherwise); returns the function that stops. */
export function observeStore(store: GameStore, events: StoreEvents): () => void {
  return isDurable(store) ? store.observe(events) : () => undefined;
}
