/**
 * A matched room's finished game as the store keeps it: the `NewResult` the room appends with the
 * event that ended the game, and the `data` in it (terms, who held Black, why it ended, the moves)
 * read back by the history and the abandon count.
 */
import { ENDING_REASONS, SEATS, type GameState, type Seat } from '@gomoku/machine';
import { TermsSchema, type Match } from '@gomoku/protocol';
import * as v from 'valibot';
import type { NewResult } from '../store/types.ts';

/** A result's `data`: the terms, the seat that held Black, why the game ended and its moves. */
export const ResultDataSchema = v.object({
  terms: TermsSchema,
  black: v.picklist(SEATS),
  reason: v.picklist(ENDING_REASONS),
  moves: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(224))), v.maxLength(225)),
});
/** A result's `data`. */
export type ResultData = v.InferOutput<typeof ResultDataSchema>;

/** A stored result's `data`, or null if it is not one (written by hand, or by another version). */
export function readResultData(data: unknown): ResultData | null {
  const read = v.safeParse(ResultDataSchema, data);
  return read.success ? read.output : null;
}

/**
 * The result a matched room stores when an append ends its game (`before` unfinished, `after`
 * finished), or null when it does not end one or the seats are not the match's players. Its id is
 * the room's id and the new version: unique, and the same for a retried append.
 */
export function resultOfAppend(input: { readonly roomId: string; readonly version: number; readonly match: Match; readonly before: GameState; readonly after: GameState; readonly now: number }): NewResult | null {
  const { after, match } = input;
  const ending = after.ending;
  if (input.before.ending !== null || ending === null) return null;
  const first = playerOfSeat(match, after.players?.first);
  const second = playerOfSeat(match, after.players?.second);
  if (first === null || second === null) return null;
  // Before a swap opening decides the colours, `first` plays Black (as the machine counts it).
  const black: Seat = after.black ?? 'first';
  const firstWon = ending.winner === null ? null : (ending.winner === 'black') === (black === 'first');
  const data: ResultData = { terms: match.terms, black, reason: ending.reason, moves: [...after.moves] };
  return {
    id: `${input.roomId}:${input.version}`,
    roomId: input.roomId,
    family: match.terms.family,
    rated: match.terms.rated,
    first,
    second,
    score: firstWon === null ? 0.5 : firstWon ? 1 : 0,
    data,
    at: input.now,
  };
}

/** The match's player id on a room seat (`p1`/`p2`), or null for another id. */
function playerOfSeat(match: Match, seat: string | undefined): string | null {
  if (seat === 'p1') return match.players.p1.id;
  if (seat === 'p2') return match.players.p2.id;
  return null;
}

/** The seat `playerId` held in a result, or null if they did not play it. */
export const seatIn = (result: NewResult, playerId: string): Seat | null => (result.first === playerId ? 'first' : result.second === playerId ? 'second' : null);

/** What a result was for the player of `seat`: 1 a win, 0 a loss, 0.5 a draw. */
export const scoreFor = (result: NewResult, seat: Seat): 0 | 0.5 | 1 => (seat === 'first' ? result.score : ((1 - result.score) as 0 | 0.5 | 1));
