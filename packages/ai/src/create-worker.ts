import type { AnalysisOptions, MoveReview } from './analysis.ts';
import { SearchError, type SearchErrorCode } from './errors.ts';
import type { SearchOptions, SearchResult } from './search.ts';
import type { WorkerRequest, WorkerResponse } from './worker.ts';

/** The search and the game review in Web Workers, so the page never freezes while the computer thinks. */
export interface AIWorker {
  /**
   * Searches off the main thread. Aborting `signal` stops the search at once (the worker is
   * replaced, as a synchronous search cannot be interrupted) and rejects with `SearchError`
   * 'aborted'; for a best-so-far answer, bound the search with `timeMs` instead.
   */
  search(moves: readonly number[], options?: SearchOptions): Promise<SearchResult>;
  /**
   * Reviews a game off the main thread (see `analyseGame`), in a worker of its own so that
   * searches go on meanwhile: `onProgress` hears of each move as it is reviewed; aborting
   * `signal` stops the review at once and rejects with `SearchError` 'aborted'.
   */
  analyse(moves: readonly number[], options?: AnalysisOptions): Promise<MoveReview[]>;
  /** Stops the workers; pending searches and reviews reject with `SearchError` 'terminated'. */
  terminate(): void;
}

/** What a pending request does with the worker's answers. */
interface Pending {
  settle(response: WorkerResponse): void;
  fail(error: Error): void;
}

/** An error from the worker as the caller would have seen it in the page. */
function revive(error: { name: string; message: string; code?: string }): Error {
  if (error.name === 'SearchError') return new SearchError(error.code as SearchErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

/** Starts a Web Worker running `search` (and more, one a review, for `analyse`). */
export function createAIWorker(): AIWorker {
  let searcher: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const reviewers = new Set<Worker>();
  /** Ids of the pending reviews, each in its own worker. */
  const reviewing = new Set<number>();

  const spawn = (): Worker => {
    const created = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<WorkerResponse>) => pending.get(event.data.id)?.settle(event.data);
    return created;
  };
  const failAll = (code: 'aborted' | 'terminated', message: string, which: (id: number) => boolean = () => true) => {
    for (const [id, request] of pending) {
      if (!which(id)) continue;
      pending.delete(id);
      request.fail(new SearchError(code, message));
    }
  };

  return {
    search(moves, options = {}) {
      const { signal, ...rest } = options;
      if (signal?.aborted) return Promise.reject(new SearchError('aborted', 'The search was aborted.'));
      const worker = (searcher ??= spawn());
      const id = nextId++;
      return new Promise<SearchResult>((resolve, reject) => {
        pending.set(id, {
          settle(response) {
            pending.delete(id);
            if ('result' in response) resolve(response.result);
            else if ('error' in response) reject(revive(response.error));
          },
          fail: reject,
        });
        signal?.addEventListener(
          'abort',
          () => {
            if (!pending.has(id) || searcher !== worker) return;
            // Every search queued in this worker goes with it.
            worker.terminate();
            searcher = null;
            failAll('aborted', 'The search was aborted.', (other) => !reviewing.has(other));
          },
          { once: true },
        );
        worker.postMessage({ id, kind: 'search', moves: [...moves], options: rest } satisfies WorkerRequest);
      });
    },
    analyse(moves, options = {}) {
      const { signal, onProgress, ...rest } = options;
      if (signal?.aborted) return Promise.reject(new SearchError('aborted', 'The analysis was aborted.'));
      const worker = spawn();
      reviewers.add(worker);
      const id = nextId++;
      reviewing.add(id);
      const finish = () => {
        pending.delete(id);
        reviewing.delete(id);
        reviewers.delete(worker);
        worker.terminate();
      };
      return new Promise<MoveReview[]>((resolve, reject) => {
        pending.set(id, {
          settle(response) {
            if ('progress' in response) onProgress?.(response.progress, response.done, response.total);
            else if ('reviews' in response) {
              finish();
              resolve(response.reviews);
            } else if ('error' in response) {
              finish();
              reject(revive(response.error));
            }
          },
          fail(error) {
            finish();
            reject(error);
          },
        });
        signal?.addEventListener(
          'abort',
          () => {
            if (!pending.has(id)) return;
            finish();
            reject(new SearchError('aborted', 'The analysis was aborted.'));
          },
          { once: true },
        );
        worker.postMessage({ id, kind: 'analyse', moves: [...moves], options: rest } satisfies WorkerRequest);
      });
    },
    terminate() {
      searcher?.terminate();
      searcher = null;
      for (const worker of reviewers) worker.terminate();
      reviewers.clear();
      failAll('terminated', 'The computer player was stopped.');
      reviewing.clear();
    },
  };
}
