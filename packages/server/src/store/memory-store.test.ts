import { createMemoryStore } from './memory-store.ts';
import { describeStore } from './store.contract.ts';

describeStore(
  'memory',
  async () => {
    const store = createMemoryStore();
    return { store, reopen: null, dispose: () => store.close() };
  },
  { durable: false },
);
