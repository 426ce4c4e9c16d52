/// <reference lib="webworker" />
import { think, type SearchResult, type Settings } from './think.ts';

/** A request to the worker: one search of a record and settings already checked in the page (see `prepare`). */
export interface WorkerRequest {
  id: number;
  moves: number[];
  settings: Omit<Settings, 'signal'>;
}

/** The worker's answer: a result, or the error the search threw. */
export type WorkerResponse = { id: number; result: SearchResult } | { id: number; error: { name: string; message: string; code?: string } };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, moves, settings } = event.data;
  try {
    scope.postMessage({ id, result: think(moves, settings) } satisfies WorkerResponse);
  } catch (error) {
    const { name, message, code } = error as Error & { code?: string };
    scope.postMessage({ id, error: { name, message, code } } satisfies WorkerResponse);
  }
};
