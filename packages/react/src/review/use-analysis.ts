'use client';
import type { AIWorker, AnalysisOptions, Level, MoveReview } from '@gomoku/ai';
import type { Variant } from '@gomoku/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAIWorker } from '../computer/use-ai-worker.ts';
import { keyOf } from '../props/prop-checks.ts';

/** Where a game review stands. */
export type AnalysisStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** What to review and how hard. */
export interface UseAnalysisOptions {
  /** The record to review. Another record is another review: what was found is dropped. */
  moves: readonly number[];
  /** Board and rule (default `GOMOKU`). */
  variant?: Variant | undefined;
  /** The level that judges the moves (default `'master'`). */
  level?: Level | undefined;
  /** Thinking time per position in milliseconds (default 500). */
  timeMsPerMove?: number | undefined;
}

/** A game review: its progress and findings, and how to start and stop it. */
export interface AnalysisController {
  status: AnalysisStatus;
  /** One review per move reviewed so far, in order (all of them once `done`). */
  reviews: readonly MoveReview[];
  /** How many moves the review covers. */
  total: number;
  /** Why it failed (`failed`), else null. */
  error: string | null;
  /** Starts (or restarts) the review of the record. */
  start: () => void;
  /** Stops it; what was found so far stays. */
  cancel: () => void;
}

const NO_MOVES: readonly number[] = [];

interface Found {
  key: string;
  status: AnalysisStatus;
  reviews: readonly MoveReview[];
  error: string | null;
}

/**
 * Reviews in a Web Worker where there is one (the page never waits), else on this thread, a
 * position at a time with a turn for the page between. The in-page review loads only then.
 */
async function review(loading: Promise<AIWorker | null>, moves: readonly number[], options: AnalysisOptions): Promise<MoveReview[]> {
  const worker = await loading;
  if (worker) return worker.analyse(moves, options);
  const { analyseGame } = await import('@gomoku/ai/analysis');
  return analyseGame(moves, options);
}

/**
 * Reviews a game with the computer, move by move, off the main thread: for each move its
 * score, the engine's choice and line, and whether it was a blunder or missed a forced win.
 * Incremental (`reviews` grows as moves are reviewed) and cancellable. A new record, variant,
 * level or time drops the findings and stops a review running; unmounting stops the worker.
 */
export function useAnalysis({ moves: given, variant, level = 'master', timeMsPerMove = 500 }: UseAnalysisOptions): AnalysisController {
  // A record that is not a list has nothing to review; anything else wrong the review itself says.
  const moves = Array.isArray(given) ? given : NO_MOVES;
  const key = keyOf([moves, variant, level, timeMsPerMove]);
  const [found, setFound] = useState<Found>({ key, status: 'idle', reviews: [], error: null });
  const running = useRef<AbortController | null>(null);
  const worker = useAIWorker();

  // Findings belong to the record they were made on.
  useEffect(() => () => running.current?.abort(), [key]);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const mine = (f: Found) => f.key === key && running.current === controller;
    setFound({ key, status: 'running', reviews: [], error: null });
    const onProgress = (r: MoveReview) => setFound((f) => (mine(f) ? { ...f, reviews: [...f.reviews, r] } : f));
    review(worker(), moves, { variant, level, timeMsPerMove, signal: controller.signal, onProgress }).then(
      (reviews) => setFound((f) => (mine(f) ? { key, status: 'done', reviews, error: null } : f)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const why = error instanceof Error ? error.message : String(error);
        setFound((f) => (mine(f) ? { ...f, status: 'failed', error: why } : f));
      },
    );
  }, [moves, variant, level, timeMsPerMove, key, worker]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setFound((f) => (f.status === 'running' ? { ...f, status: 'cancelled' } : f));
  }, []);

  const current = found.key === key ? found : { key, status: 'idle' as const, reviews: [], error: null };
  return { status: current.status, reviews: current.reviews, total: moves.length, error: current.error, start, cancel };
}
