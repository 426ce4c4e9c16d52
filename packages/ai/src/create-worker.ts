import { SearchError } from './errors.ts';
import type { SearchOptions, SearchResult } from './search.ts';
import type { WorkerRequest, WorkerResponse } from './worker.ts';

/** The search in a Web Worker, so the page never freezes while the computer thinks. */
export interface AIWorker {
  /**
   * Searches off the main thread. Aborting `signal` stops the search at once (the worker is
   * replaced, as a synchronous search cannot be interrupted) and rejects with `SearchError`
   * 'aborted'; for a best-so-far answer, bound the search with `timeMs` instead.
   */
  search(moves: readonly number[], options?: SearchOptions): Promise<SearchResult>;
  /** Stops the worker; pending searches reject with `SearchError` 'terminated'. */
  terminate(): void;
}

/** Starts a Web Worker running `search`. */
export function createAIWorker(): AIWorker {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: SearchResult) => void; reject: (e: Error) => void }>();

  const spawn = (): Worker => {
    const created = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const data = event.data;
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      if ('result' in data) request.resolve(data.result);
      else request.reject(Object.assign(new Error(data.error.message), { name: data.error.name, code: data.error.code }));
    };
    return created;
  };
  const failAll = (code: 'aborted' | 'terminated', message: string) => {
    for (const request of pending.values()) request.reject(new SearchError(code, message));
    pending.clear();
  };

  return {
    search(moves, options = {}) {
      const { signal, ...rest } = options;
      if (signal?.aborted) return Promise.reject(new SearchError('aborted', 'The search was aborted.'));
      worker ??= spawn();
      const id = nextId++;
      return new Promise<SearchResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        signal?.addEventListener(
          'abort',
          () => {
            if (!pending.has(id)) return;
            worker?.terminate();
            worker = null;
            failAll('aborted', 'The search was aborted.');
          },
          { once: true },
        );
        (worker as Worker).postMessage({ id, moves: [...moves], options: rest } satisfies WorkerRequest);
      });
    },
    terminate() {
      worker?.terminate();
      worker = null;
      failAll('terminated', 'The computer player was stopped.');
    },
  };
}
