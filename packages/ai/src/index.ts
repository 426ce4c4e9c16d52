export { search } from './search.ts';
export { warmUp } from './warm-up.ts';
export type { Level, SearchOptions, SearchResult } from './search.ts';
export { SearchError } from './errors.ts';
export type { SearchErrorCode } from './errors.ts';
export { createAIWorker } from './create-worker.ts';
export type { AIWorker, AIWorkerOptions } from './create-worker.ts';
export { analyseGame } from './analysis.ts';
export type { AnalysisOptions, MoveReview } from './review.ts';
