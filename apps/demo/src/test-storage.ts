import { afterEach, beforeEach } from 'vitest';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Gives each test of the calling file a fresh `localStorage` (Node has none), removed after it. For tests only. */
export function withMemoryStorage(): void {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: memoryStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });
}
