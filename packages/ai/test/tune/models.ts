import type { Evaluation, Worths } from '../../src/classes.ts';
import { LINE_TERMS, TERMS } from './features.ts';
import { HAND_SET } from './hand-set.ts';
import type { GamePosition } from './samples.ts';

const flat = ({ line, point }: Worths) => [...line, ...point];
const HAND = flat(HAND_SET.toMove);
// Terms never counted or not the evaluation's to weigh: a point of no pattern, no class, and an overline (not scored).
const FIXED = new Set([0, 10, LINE_TERMS]);
const colour = (position: GamePosition) => (position.blackToMove ? 1 : -1);

/** A model to fit: how a position becomes terms, the values it starts from and which may move. */
export interface Model {
  terms: (p: GamePosition) => Float64Array;
  prior: number[];
  free: boolean[];
}

/**
 * The models fitted: how a position becomes terms, the values it starts from and which may move.
 * Each has a last term for the colour to move (Black's first-move edge, which the search cannot
 * use but the fit must not pin on the patterns).
 */
export const MODELS: Record<'shared' | 'bySide' | 'byColour', Model> = {
  /** One value a term, the side to move's counts less the other's: the hand-set evaluation's form. */
  shared: {
    terms: (p: GamePosition) => Float64Array.from([...p.own.map((count, i) => count - (p.other[i] as number)), colour(p)]),
    prior: [...HAND, 0],
    free: [...Array.from({ length: TERMS }, (_, i) => !FIXED.has(i)), true],
  },
  /** A value a term for the side to move and another for the side that waits. */
  bySide: {
    terms: (p: GamePosition) => Float64Array.from([...p.own, ...p.other.map((count) => -count), colour(p)]),
    prior: [...HAND, ...HAND, 0],
    free: [...Array.from({ length: 2 * TERMS }, (_, i) => !FIXED.has(i % TERMS)), true],
  },
  /** By side and by colour: Black to move, White to move, Black waiting, White waiting (renju's Black has forbidden points). */
  byColour: {
    terms: (p: GamePosition) => {
      const terms = new Float64Array(4 * TERMS + 1);
      terms.set(p.own, p.blackToMove ? 0 : TERMS);
      terms.set(p.other.map((count) => -count), p.blackToMove ? 3 * TERMS : 2 * TERMS);
      terms[4 * TERMS] = colour(p);
      return terms;
    },
    prior: [...HAND, ...HAND, ...HAND, ...HAND, 0],
    free: [...Array.from({ length: 4 * TERMS }, (_, i) => !FIXED.has(i % TERMS)), true],
  },
};

/**
 * By side, and a value for each common crossing of line patterns (`crossings`), for the side to
 * move and for the side that waits, beyond its lines' and its class's values: starting from none.
 */
export function crossingModel(crossings: readonly number[]): Model {
  const counts = (map: Map<number, number>, sign: number) => crossings.map((key) => sign * (map.get(key) ?? 0));
  const c = crossings.length;
  return {
    terms: (p) => Float64Array.from([...p.own, ...p.other.map((count) => -count), ...counts(p.ownCrossings, 1), ...counts(p.otherCrossings, -1), colour(p)]),
    prior: [...HAND, ...HAND, ...new Array<number>(2 * c).fill(0), 0],
    free: [...Array.from({ length: 2 * TERMS }, (_, i) => !FIXED.has(i % TERMS)), ...new Array<boolean>(2 * c + 1).fill(true)],
  };
}

/** The fitted models written as an evaluation: by side (with crossings, given their keys) or by colour. */
export type WrittenModel = 'bySide' | 'byColour' | 'crossing';

/**
 * The evaluation `weights` of a `model` stand for, rounded as written: a position's score by it
 * is the model's terms times the weights, less the colour term (`models.test.ts` checks that
 * the search's position agrees). By colour, the blocks are Black to move, White to move, Black
 * waiting, White waiting; with crossings, the side to move's values then the other's follow.
 */
export function evaluationOf(model: WrittenModel, weights: ArrayLike<number>, crossings: readonly number[] = []): Evaluation {
  const rounded = Array.from(weights, (w) => Math.round(w));
  const block = (at: number): Worths => ({ line: rounded.slice(at * TERMS, at * TERMS + LINE_TERMS), point: rounded.slice(at * TERMS + LINE_TERMS, (at + 1) * TERMS) });
  if (model === 'byColour') return { toMove: block(0), waiting: block(2), white: { toMove: block(1), waiting: block(3) } };
  if (model === 'bySide') return { toMove: block(0), waiting: block(1) };
  const pairs = (from: number) => crossings.map((key, i) => [key, rounded[from + i] as number] as const).filter(([, value]) => value !== 0);
  return { toMove: { ...block(0), crossing: pairs(2 * TERMS) }, waiting: { ...block(1), crossing: pairs(2 * TERMS + crossings.length) } };
}
