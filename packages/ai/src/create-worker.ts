import { reviewGame, type AnalysisOptions, type MoveReview } from './review.ts';
import { SearchError, type SearchErrorCode } from './errors.ts';
import { prepare, type SearchOptions } from './prepare.ts';
import type { SearchResult } from './think.ts';
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

/** A worker running `search`, its requests answered in turn. */
class SearchWorker {
  readonly #worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  readonly #pending = new Map<number, { resolve: (result: SearchResult) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  /** Why the worker was stopped, once it is: later requests reject so. */
  #stopped: 'aborted' | 'terminated' | null = null;

  constructor(readonly ponder = false) {
    this.#worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const request = this.#pending.get(response.id);
      this.#pending.delete(response.id);
      if ('result' in response) request?.resolve(response.result);
      else request?.reject(revive(response.error));
    };
  }

  /** Whether a request is still waiting for its answer. */
  get busy(): boolean {
    return this.#pending.size > 0;
  }

  /** Checks the record and options and looks in the book here (rejecting as `search` throws), then searches there. */
  search(moves: readonly number[], options: SearchOptions): Promise<SearchResult> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const prepared = prepare(moves, options);
      if ('point' in prepared) return resolve(prepared);
      if (this.#stopped) return reject(stopped(this.#stopped));
      const { signal: _signal, ...settings } = prepared;
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, moves: [...moves], settings, ...(this.ponder ? { ponder: true } : {}) } satisfies WorkerRequest);
    });
  }

  /** Stops the worker; what it still owed rejects with `SearchError` `code`. */
  stop(code: 'aborted' | 'terminated'): void {
    this.#worker.terminate();
    this.#stopped ??= code;
    for (const request of this.#pending.values()) request.reject(stopped(code));
    this.#pending.clear();
  }
}

/** The error of a request its worker was stopped under. */
function stopped(code: 'aborted' | 'terminated'): SearchError {
  return new SearchError(code, code === 'aborted' ? 'The search was aborted.' : 'The computer player was stopped.');
}

/** An error from the worker as the caller would have seen it in the page. */
function revive(error: { name: string; message: string; code?: string }): Error {
  if (error.name === 'SearchError') return new SearchError(error.code as SearchErrorCode, error.message);
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

/** The signal among options from outside, if any: bad options are the search's to refuse (with SearchError 'bad-options'). */
function signalOf(options: unknown): AbortSignal | undefined {
  const signal: unknown = typeof options === 'object' && options !== null ? (options as SearchOptions).signal : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
}

/** Options of `createAIWorker`. */
export interface AIWorkerOptions {
  /**
   * Ponder: after each answer, the search worker goes on searching the position after the reply
   * it expects, while the opponent thinks, so its next answer starts from a fuller table (it
   * stops at the next request, at a proven result or after a minute). Default false.
   */
  ponder?: boolean;
}

/**
 * Starts a Web Worker running `search` (and one more for each review running), when first asked.
 * Throws a `TypeError` at once where there are no Web Workers (Node, a server render): there, call
 * `search` and `analyseGame` themselves.
 */
export function createAIWorker(options: AIWorkerOptions = {}): AIWorker {
  if (typeof Worker === 'undefined') {
    throw new TypeError('createAIWorker needs Web Workers (a browser, or a runtime with a global Worker): here, call search() or analyseGame() directly.');
  }
  const ponder = options?.ponder === true;
  let searcher: SearchWorker | null = null;
  const reviewers = new Set<SearchWorker>();
  const aborted = () => Promise.reject(stopped('aborted'));

  return {
    search(moves, options = {}) {
      const signal = signalOf(options);
      if (signal?.aborted) return aborted();
      const worker = (searcher ??= new SearchWorker(ponder));
      const answer = worker.search(moves, options);
      signal?.addEventListener(
        'abort',
        () => {
          // A synchronous search cannot be interrupted: the worker goes, with all it owed.
          if (searcher !== worker || !worker.busy) return;
          worker.stop('aborted');
          searcher = null;
        },
        { once: true },
      );
      return answer;
    },
    analyse(moves, options = {}) {
      const signal = signalOf(options);
      if (signal?.aborted) return aborted();
      const worker = new SearchWorker();
      reviewers.add(worker);
      signal?.addEventListener('abort', () => worker.stop('aborted'), { once: true });
      // The review's own module holds no search: the page downloads none (the worker searches).
      const review = reviewGame(moves, options, (record, { signal: _signal, ...settings }) => worker.search(record, settings));
      const done = () => {
        reviewers.delete(worker);
        worker.stop('aborted');
      };
      review.then(done, done);
      return review;
    },
    terminate() {
      searcher?.stop('terminated');
      searcher = null;
      for (const worker of reviewers) worker.stop('terminated');
      reviewers.clear();
    },
  };
}
