/** A win at ply p scores WIN - p: sooner is better. */
export const WIN = 1_000_000_000;
/** Scores beyond this are wins or losses found by the search. */
export const WON = WIN - 1000;
