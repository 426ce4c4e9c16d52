/// <reference lib="webworker" />
import { search, type SearchOptions } from './search.ts';

/** A request to the worker: one search. */
export interface WorkerRequest {
  id: number;
  moves: number[];
  options: Omit<SearchOptions, 'signal'>;
}

/** The worker's answer: a result, or the error the search threw. */
export type WorkerResponse =
  | { id: number; result: ReturnType<typeof search> }
  | { id: number; error: { name: string; message: string; code?: string } };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, moves, options } = event.data;
  try {
    scope.postMessage({ id, result: search(moves, options) } satisfies WorkerResponse);
  } catch (error) {
    const { name, message, code } = error as Error & { code?: string };
    scope.postMessage({ id, error: { name, message, code } } satisfies WorkerResponse);
  }
};
