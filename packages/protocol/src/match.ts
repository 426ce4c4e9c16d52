/**
 * A room's match: who plays it (names and ratings) and on what terms. Apart from the lobby's
 * messages because a room's `welcome` carries it: an app that only joins rooms bundles this, not
 * the lobby.
 */
import { CLOCK_LIMITS, type OpeningRule } from '@gomoku/machine';
import * as v from 'valibot';
import { NAME_MAX_LENGTH } from './names.ts';

/** A player's public id, made by the server (22 characters, 128 random bits); at most 64 are read. */
export const PlayerIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/));
/** A display name as the server sends it (it checked it with `readDisplayName` on the way in). */
export const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(NAME_MAX_LENGTH * 2));

/** The rule families rated apart: five or more in a row (freestyle and standard boards), and renju. */
export const RULE_FAMILIES = /* @__PURE__ */ Object.freeze(['freestyle', 'renju'] as const);
/** A rule family: one of `RULE_FAMILIES`. */
export type RuleFamily = (typeof RULE_FAMILIES)[number];
/** A finite number within `min`–`max`. */
export const finite = (min: number, max: number) => v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));
/** A count: a safe integer from 0. */
export const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** A rating as shown: Glicko-2's rating and deviation on the Glicko scale, rounded, and how many rated games made it. */
export const RatingSchema = v.object({ rating: finite(0, 5000), deviation: finite(0, 500), games: count, provisional: v.boolean() });
/** A rating as shown beside a name. */
export type Rating = v.InferOutput<typeof RatingSchema>;

/** A player beside a game: id, name and the rating in the game's family (at the game's start, in a room). */
export const PlayerCardSchema = v.object({ id: PlayerIdSchema, name: NameSchema, rating: RatingSchema });
/** A player beside a game. */
export type PlayerCard = v.InferOutput<typeof PlayerCardSchema>;

/** The time controls a seek may have: 1–60 minutes each, 0–60 s a move (within the machine's `CLOCK_LIMITS`). */
export const SEEK_CLOCK_LIMITS = /* @__PURE__ */ Object.freeze({ initialMs: /* @__PURE__ */ Object.freeze({ min: 60_000, max: 3_600_000 }), incrementMs: /* @__PURE__ */ Object.freeze({ min: 0, max: 60_000 }) });
const ClockSchema = v.object({
  initialMs: v.pipe(v.number(), v.safeInteger(), v.minValue(Math.max(SEEK_CLOCK_LIMITS.initialMs.min, CLOCK_LIMITS.initialMs.min)), v.maxValue(SEEK_CLOCK_LIMITS.initialMs.max)),
  incrementMs: v.pipe(v.number(), v.safeInteger(), v.minValue(SEEK_CLOCK_LIMITS.incrementMs.min), v.maxValue(SEEK_CLOCK_LIMITS.incrementMs.max)),
});

/** What a game is sought with: the family, the opening (free or swap2), the clock, and whether it is rated. */
export const TermsSchema = v.object({ family: v.picklist(RULE_FAMILIES), opening: v.picklist(['free', 'swap2'] as const satisfies readonly OpeningRule[]), clock: ClockSchema, rated: v.boolean() });
/** What a game is sought with. */
export type Terms = v.InferOutput<typeof TermsSchema>;

/**
 * A room's match, in the room's `welcome`: the terms and who holds `p1` and `p2` (ratings as at
 * the start). Rooms created by link have none.
 */
export const MatchSchema = v.object({ terms: TermsSchema, players: v.object({ p1: PlayerCardSchema, p2: PlayerCardSchema }) });
/** A room's match. */
export type Match = v.InferOutput<typeof MatchSchema>;

