import { createAIWorker, search, type AIWorker, type Level, type SearchResult } from '@gomoku/ai';
import type { Color } from '@gomoku/engine';
import { selectMoves, selectStatus, selectVariant } from '@gomoku/machine';
import { useEffect, useRef } from 'react';
import { useGomokuActor, useGomokuSelector } from './context.tsx';

/** Who the computer plays and how hard. */
export interface ComputerPlayer {
  color: Color;
  level?: Level;
  /** Thinking time per move in milliseconds (default 1000). */
  timeMs?: number;
}

/** Runs a search in a Web Worker where there is one, else on this thread after a paint. */
function searcher(worker: AIWorker | null) {
  return (moves: readonly number[], options: Parameters<typeof search>[1] & object): Promise<SearchResult> =>
    worker
      ? worker.search(moves, options)
      : new Promise((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(search(moves, options));
            } catch (error) {
              reject(error);
            }
          }, 0),
        );
}

/**
 * Lets the computer play its colour through the machine: when it is its turn it searches off
 * the main thread, then plays. Any change to the game meanwhile (undo, new game) cancels the
 * search. Returns true while it thinks.
 */
export function useComputerPlayer(ai: ComputerPlayer | undefined): boolean {
  const actor = useGomokuActor();
  const status = useGomokuSelector(selectStatus);
  const moves = useGomokuSelector(selectMoves);
  const variant = useGomokuSelector(selectVariant);
  const worker = useRef<AIWorker | null>(null);

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    worker.current = createAIWorker();
    return () => {
      worker.current?.terminate();
      worker.current = null;
    };
  }, []);

  const color = ai?.color;
  const level = ai?.level ?? 'hard';
  const timeMs = ai?.timeMs ?? 1000;
  useEffect(() => {
    if (!color || status !== `${color}ToMove`) return;
    const controller = new AbortController();
    searcher(worker.current)(moves, { variant, level, timeMs, signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted) actor.send({ type: 'play', point: result.point, by: color });
      })
      // An aborted or stopped search has nothing to play; the game already moved on.
      .catch(() => {});
    return () => controller.abort();
  }, [actor, color, level, timeMs, status, moves, variant]);

  // The computer thinks for exactly as long as it is its turn.
  return color !== undefined && status === `${color}ToMove`;
}
