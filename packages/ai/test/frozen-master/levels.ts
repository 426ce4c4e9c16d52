/** How hard the computer tries: `master` is the full strength; `easy` and `medium` are weakened on purpose. */
export type Level = 'easy' | 'medium' | 'hard' | 'master';

/** What a level may do. */
export interface LevelSettings {
  /** Deepest iteration of the main search. */
  maxDepth: number;
  /** Candidates per node of the main search, best first. */
  width: number;
  /** Longest victory by fours looked for at the root (0: none). */
  vcfFours: number;
  /** Most threats in a victory by threes and fours looked for at the root (0: none). */
  vctDepth: number;
  /** What the chosen move is checked against: the opponent's victory by fours, by threats, or nothing. */
  guard: 'none' | 'vcf' | 'vct';
  /** A move is picked at random among those within this many evaluation points of the best (0: the best). */
  slack: number;
  /** Whether the opening book's move is its first (main line) or any of its moves. */
  book: 'first' | 'any';
}

/** The levels. Every level plays a five when it has one and blocks the opponent's. */
export const LEVELS: Readonly<Record<Level, Readonly<LevelSettings>>> = {
  easy: { maxDepth: 1, width: 10, vcfFours: 0, vctDepth: 0, guard: 'none', slack: 60, book: 'any' },
  medium: { maxDepth: 3, width: 10, vcfFours: 4, vctDepth: 0, guard: 'none', slack: 15, book: 'any' },
  hard: { maxDepth: 8, width: 10, vcfFours: 20, vctDepth: 3, guard: 'vcf', slack: 0, book: 'first' },
  master: { maxDepth: 60, width: 10, vcfFours: 40, vctDepth: 9, guard: 'vct', slack: 0, book: 'first' },
};
