'use client';
import type { AIWorker, AIWorkerOptions } from '@gomoku/ai';
import { useCallback, useEffect, useRef } from 'react';

/**
 * The computer's Web Worker for a component, made on first use and stopped when the component
 * goes. `@gomoku/ai` itself is fetched only then, so an app that never asks the computer never
 * loads it, and only its `create-worker` subpath: the page gets the checks and the book, the
 * worker the search (the package's entry would bring the search into the page too). Resolves to
 * null where there are no workers (the caller searches in the page). `options` are read when the
 * worker is made.
 */
export function useAIWorker(options?: AIWorkerOptions): () => Promise<AIWorker | null> {
  const made = useRef(options);
  const held = useRef<Promise<AIWorker | null> | null>(null);
  useEffect(
    () => () => {
      const worker = held.current;
      held.current = null;
      void worker?.then((w) => w?.terminate(), () => undefined);
    },
    [],
  );
  return useCallback(() => {
    if (typeof Worker === 'undefined') return Promise.resolve(null);
    if (!held.current) {
      const loading = import('@gomoku/ai/create-worker').then(({ createAIWorker }) => createAIWorker(made.current));
      // A failed load (offline, say) is tried again on the next use.
      loading.catch(() => {
        if (held.current === loading) held.current = null;
      });
      held.current = loading;
    }
    return held.current;
  }, []);
}
