import { createMemoryStore } from './memory-store.ts';
import { describeStore } from '../../test/store-contract.ts';

describeStore(
  'memory',
  async () => {
    const store = createMemoryStore();
    return { store, reopen: null, failCommitsHolding: null, dispose: () => store.close() };
  },
  { durable: false },
);
