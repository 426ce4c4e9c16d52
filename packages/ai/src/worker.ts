/// <reference lib="webworker" />
import { analyseGame, type AnalysisOptions, type MoveReview } from './analysis.ts';
import { search, type SearchOptions, type SearchResult } from './search.ts';

/** A request to the worker: one search, or the review of a game. */
export type WorkerRequest =
  | { id: number; kind: 'search'; moves: number[]; options: Omit<SearchOptions, 'signal'> }
  | { id: number; kind: 'analyse'; moves: number[]; options: Omit<AnalysisOptions, 'signal' | 'onProgress'> };

/** The worker's answers: a result, a review as it goes and at the end, or the error thrown. */
export type WorkerResponse =
  | { id: number; result: SearchResult }
  | { id: number; progress: MoveReview; done: number; total: number }
  | { id: number; reviews: MoveReview[] }
  | { id: number; error: { name: string; message: string; code?: string } };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (response: WorkerResponse) => scope.postMessage(response);
const fail = (id: number, error: unknown) => {
  const { name, message, code } = error as Error & { code?: string };
  post({ id, error: { name, message, code } });
};

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const { id } = request;
  if (request.kind === 'search') {
    try {
      post({ id, result: search(request.moves, request.options) });
    } catch (error) {
      fail(id, error);
    }
    return;
  }
  analyseGame(request.moves, { ...request.options, onProgress: (progress, done, total) => post({ id, progress, done, total }) }).then(
    (reviews) => post({ id, reviews }),
    (error: unknown) => fail(id, error),
  );
};
