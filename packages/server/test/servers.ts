import { createLog } from '../src/ops/log.ts';
import { createGomokuServer, type GomokuServerOptions } from '../src/server.ts';
import { createMemoryStore } from '../src/store/memory-store.ts';
import type { GameStore } from '../src/store/types.ts';

/** A game server on 127.0.0.1 (a free port unless given), over `store` (a memory store by default), logging nothing unless given a log. */
export async function startServer(options: Partial<GomokuServerOptions> = {}): Promise<{ url: string; store: GameStore; close: () => Promise<void> }> {
  const store = options.store ?? createMemoryStore();
  const server = createGomokuServer({ log: createLog('silent'), ...options, store, host: '127.0.0.1', port: options.port ?? 0 });
  const { url } = await server.listen();
  return {
    url,
    store,
    close: async () => {
      await server.close();
      if (!options.store) await store.close();
    },
  };
}
