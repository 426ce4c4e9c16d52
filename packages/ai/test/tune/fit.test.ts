import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { fitScale, fitWeights, groupedLoss, logLoss, lossDifference, solve, type Sample } from './fit.ts';

/** Samples whose results are drawn from σ(k · truth·x), x small integer counts. */
function samplesOf(truth: number[], k: number, n: number, seed: number): Sample[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const terms = Float64Array.from(truth, () => Math.floor(rand() * 7) - 3);
    const p = 1 / (1 + Math.exp(-k * truth.reduce((sum, w, i) => sum + w * terms[i]!, 0)));
    return { terms, result: rand() < p ? 1 : 0 };
  });
}

describe('solve', () => {
  it('solves a linear system that needs a pivot', () => {
    expect(solve([[0, 2], [3, 1]], [4, 5]).map((x) => Number(x.toFixed(9)))).toEqual([1, 2]);
  });
});

describe('the Texel fit', () => {
  const truth = [10, 40, -20];
  const k = 0.02;
  const samples = samplesOf(truth, k, 20000, 7);

  it('finds the scale that the data was made at, given the true values', () => {
    expect(fitScale(samples, truth)).toBeCloseTo(k, 2);
  });

  it('recovers the values from the results, at the scale given', () => {
    const fitted = fitWeights(samples, [1, 1, 1], { k, free: [true, true, true], lambda: 0 });
    fitted.forEach((w, i) => expect(Math.abs(w - truth[i]!)).toBeLessThan(4));
    expect(logLoss(samples, fitted, k)).toBeLessThan(logLoss(samples, [1, 1, 1], k));
  });

  it('keeps a term that is not free, and pulls towards the prior as lambda grows', () => {
    const fixed = fitWeights(samples, [1, 1, 1], { k, free: [true, false, true], lambda: 0 });
    expect(fixed[1]).toBe(1);
    const pulled = fitWeights(samples, [10, 40, 0], { k, free: [true, true, true], lambda: 1 });
    expect(Math.abs(pulled[2]!)).toBeLessThan(1);
  });

  it('terms that never occur keep their prior value', () => {
    const silent = samples.map(({ terms, result }) => ({ terms: Float64Array.of(terms[0]!, terms[1]!, 0), result }));
    expect(fitWeights(silent, [1, 1, 5], { k, free: [true, true, true], lambda: 1e-6 })[2]).toBeCloseTo(5, 6);
  });
});

describe('groupedLoss', () => {
  const k = 0.02;
  const samples = samplesOf([10, 40, -20], k, 400, 3);

  it('is the mean log loss of all the samples, with no spread between equal groups', () => {
    const group = samples.slice(0, 50);
    const equal = groupedLoss([group, group, group], [10, 40, -20], k);
    expect(equal.mean).toBeCloseTo(logLoss(group, [10, 40, -20], k), 12);
    expect(equal.standardError).toBeCloseTo(0, 12);
  });

  it('has a standard error that shrinks as groups are added', () => {
    const groups = (n: number) => Array.from({ length: n }, (_, g) => samples.slice(g * 10, g * 10 + 10));
    const few = groupedLoss(groups(4), [10, 40, -20], k);
    const many = groupedLoss(groups(40), [10, 40, -20], k);
    expect(few.standardError).toBeGreaterThan(0);
    expect(many.standardError).toBeLessThan(few.standardError);
    expect(many.mean).toBeCloseTo(logLoss(samples, [10, 40, -20], k), 12);
  });
});

describe('lossDifference', () => {
  const k = 0.02;
  const truth = [10, 40, -20];
  const groups = Array.from({ length: 40 }, (_, g) => samplesOf(truth, k, 10, 100 + g));

  it('is zero for a model against itself, and the difference of the two losses otherwise', () => {
    expect(lossDifference({ groups, weights: truth }, { groups, weights: truth }, k)).toEqual({ mean: 0, standardError: 0 });
    const worse = [10, 0, 0];
    const gain = lossDifference({ groups, weights: truth }, { groups, weights: worse }, k);
    expect(gain.mean).toBeCloseTo(groupedLoss(groups, truth, k).mean - groupedLoss(groups, worse, k).mean, 12);
    // The true values predict better, by more than the difference's standard error.
    expect(gain.mean + gain.standardError).toBeLessThan(0);
  });

  it('pairs the games: each model reads them through its own terms', () => {
    // The second model sees every term doubled and has half the values: the same predictions.
    const doubled = groups.map((group) => group.map(({ terms, result }) => ({ terms: terms.map((x) => 2 * x), result })));
    const same = lossDifference({ groups, weights: truth }, { groups: doubled, weights: truth.map((w) => w / 2) }, k);
    expect(same.mean).toBeCloseTo(0, 12);
    expect(same.standardError).toBeCloseTo(0, 12);
  });
});
