export * from './wire.ts';
export * from './protocol.ts';
export { MatchSchema, PlayerCardSchema, PlayerIdSchema, RatingSchema, RULE_FAMILIES, SEEK_CLOCK_LIMITS, TermsSchema } from './match.ts';
export type { Match, PlayerCard, Rating, RuleFamily, Terms } from './match.ts';
export * from './lobby.ts';
export * from './names.ts';
