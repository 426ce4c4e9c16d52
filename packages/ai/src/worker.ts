/// <reference lib="webworker" />
import { Ponderer } from './ponder.ts';
import { think, type SearchResult, type Settings } from './think.ts';
import { warmUp } from './warm-up.ts';

/** A request to the worker: one search of a record and settings already checked in the page (see `prepare`). */
export interface WorkerRequest {
  id: number;
  moves: number[];
  settings: Omit<Settings, 'signal'>;
  /** After answering, keep searching the position after the expected reply until the next request (see `Ponderer`). */
  ponder?: boolean;
}

/** The worker's answer: a result, or the error the search threw. */
export type WorkerResponse = { id: number; result: SearchResult } | { id: number; error: { name: string; message: string; code?: string } };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const ponderer = new Ponderer();
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  ponderer.stop();
  const { id, moves, settings, ponder } = event.data;
  try {
    const result = think(moves, settings);
    scope.postMessage({ id, result } satisfies WorkerResponse);
    if (ponder === true) ponderer.start(moves, settings, result);
  } catch (error) {
    const { name, message, code } = error as Error & { code?: string };
    scope.postMessage({ id, error: { name, message, code } } satisfies WorkerResponse);
  }
};
// Before the first request is read. The worker is made at the computer's first turn, which the
// book answers in the page, so the warm-up runs while the game goes on.
warmUp();
