import { useEffect, useRef, useState } from 'react';

/** Is this key press for the page (not typed into a field, nor for the board's or the move list's own arrows)? */
function isPageKey(event: KeyboardEvent): boolean {
  const target = event.target as Element | null;
  return !target?.closest?.('input, textarea, select, [contenteditable="true"], [role="grid"], .gomoku-move-list, dialog');
}

/** Where a review of the game stands. */
export interface Review {
  /** How many moves the board shows. */
  shown: number;
  /** True while an earlier position than the game's is shown. */
  reviewing: boolean;
  /** Shows the position after `k` moves (the game's own at or past its end). */
  review: (k: number) => void;
}

/**
 * A review of the game's moves, starting at `initial` moves (none: the game as it stands); ← and →
 * step through it whenever focus is not in a text field or the board.
 */
export function useReview(moves: readonly number[], initial: number | null = null): Review {
  const [reviewAt, setReviewAt] = useState<number | null>(initial);
  const reviewing = reviewAt !== null && reviewAt < moves.length;
  const shown = reviewing ? reviewAt : moves.length;
  const review = (k: number) => setReviewAt(k >= moves.length ? null : Math.max(0, k));

  const latest = useRef({ shown, review });
  useEffect(() => {
    latest.current = { shown, review };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPageKey(event)) return;
      if (event.key === 'ArrowLeft') latest.current.review(latest.current.shown - 1);
      else if (event.key === 'ArrowRight') latest.current.review(latest.current.shown + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return { shown, reviewing, review };
}

/** Whether the computer's review of the game shows: it opens with a review or the game's end, and stays until a new game. */
export function useAnalysisOpen(review: Review, over: boolean, moves: number): boolean {
  const [open, setOpen] = useState(false);
  if (!open && (review.reviewing || over) && moves > 0) setOpen(true);
  if (open && moves === 0) setOpen(false);
  return open;
}

/**
 * Reviewing from a list below the board (the moves, the flagged mistakes): `pick(k)` shows move
 * `k` and changes `reveal`, which brings the board back into view (`BoardFrame`) on a phone, where
 * the list is below it.
 */
export function usePickFromList(review: (k: number) => void): { reveal: number; pick: (k: number) => void } {
  const [reveal, setReveal] = useState(0);
  const pick = (k: number) => {
    review(k);
    setReveal((n) => n + 1);
  };
  return { reveal, pick };
}
