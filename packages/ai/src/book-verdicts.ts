import type { BookRule } from './book.ts';

/** What a long search said of one book move, from its player's side. */
export interface BookVerdict {
  /** `lost`: the opponent's search proved a win against it; `won`: it proved a loss; else `unclear`. */
  verdict: 'won' | 'lost' | 'unclear';
  /** The search's score for the move's player. */
  score: number;
  /** Plies the search completed. */
  depth: number;
  /** The opponent's answer it found, in the book's letters. */
  reply: string;
  /** How long the search ran, in milliseconds. */
  searchMs: number;
}

/**
 * The verdicts on every book move (book-verdicts.json, written by the book verification script,
 * `scripts/verify-book.mjs`): by rule, by the line's stones, by the reply.
 */
export type BookVerdicts = Record<BookRule, Record<string, Record<string, BookVerdict>>>;
