/** An Elo difference from a match score, with the half-width of its 95% confidence interval. */
export interface EloEstimate {
  /** Elo of the first player over the second (±Infinity for a clean sweep). */
  elo: number;
  /** Half the width of the 95% interval (Infinity when one end is unbounded). */
  margin: number;
  /** The interval's ends. */
  low: number;
  high: number;
}

/** The Elo difference a score (0 to 1) stands for. */
export function eloOf(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return 400 * Math.log10(score / (1 - score));
}

/**
 * The Elo difference of wins, losses and draws, with a 95% interval from the spread of the game
 * results (a draw counts half), as chess engine testers compute it. A clean sweep has no spread
 * to read: its interval's near end comes from the rule of three (a 95% bound of 3/games on the
 * rate of the result never seen).
 */
export function eloDifference(wins: number, losses: number, draws: number): EloEstimate {
  const games = wins + losses + draws;
  if (games === 0) return { elo: 0, margin: Infinity, low: -Infinity, high: Infinity };
  const score = (wins + draws / 2) / games;
  if (score === 1) return { elo: Infinity, margin: Infinity, low: eloOf(1 - 3 / games), high: Infinity };
  if (score === 0) return { elo: -Infinity, margin: Infinity, low: -Infinity, high: eloOf(3 / games) };
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / games;
  const spread = 1.96 * Math.sqrt(variance / games);
  const low = eloOf(score - spread);
  const high = eloOf(score + spread);
  return { elo: eloOf(score), margin: (high - low) / 2, low, high };
}

/** Wins, losses and draws of one player with one colour. */
export interface ColourScore {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/**
 * The first player's Elo over the second with Black's first-move advantage taken apart, as
 * BayesElo models it: its score as Black stands for `elo + edge`, as White for `elo - edge`. So
 * `elo` is the mean of the two colours' Elo, and `edge` half their gap. Where the edge is large,
 * pooling the colours (`eloDifference`) reads less than this: a score near 1 or 0 stands for more
 * Elo than one near ½. The margin is the two colours' margins combined (independent games).
 */
export function eloByColour(asBlack: ColourScore, asWhite: ColourScore): { elo: number; margin: number; edge: number } {
  const black = eloDifference(asBlack.wins, asBlack.losses, asBlack.draws);
  const white = eloDifference(asWhite.wins, asWhite.losses, asWhite.draws);
  return { elo: (black.elo + white.elo) / 2, margin: Math.hypot(black.margin, white.margin) / 2, edge: (black.elo - white.elo) / 2 };
}
